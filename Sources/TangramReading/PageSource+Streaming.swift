import TangramCore
import TangramTerminal

/// A page read a piece at a time and laid out as it was read (``PageSource/loadInPieces(setup:width:)``).
package struct PiecewiseReadPage {
  /// The cards, keeping their items as text in the file (a pipe's page keeps them decoded),
  /// and the page's diagnostics; the text itself is in ``text``.
  package var decoded: DecodedPage
  /// The page laid out at the width asked for.
  package var layout: LaidOutPage
  /// Where the page's text is: its file, or a pipe's text kept in memory.
  package var text: any PageBytes
}

extension PageSource {
  /// Reads the page a piece at a time, as the viewer reads it, and lays it out `width` columns
  /// wide as `setup`'s viewer lays pages out: a regular file's items stay in the file, so
  /// `--dump` of a million-item page needs the memory the viewer needs, not that of the page
  /// decoded whole. The diagnostics, and the failures with their
  /// `file:line:column` and exit status, are those of ``load(registry:)``.
  package func loadInPieces(setup: ReadingSetup, width: Int) throws(ReadingFailure) -> PiecewiseReadPage {
    let reading = try PageReading.open(self)
    let decoder = setup.decoder
    // No snapshot is wanted before the whole page: the first screen is as tall as can be.
    let builder = PageStreamBuilder(
      decoder: decoder, layout: setup.layout, width: width, firstScreenRows: .max, store: reading.store)
    var outcome: Result<PiecewiseReadPage, ReadingFailure>?
    reading.decode(
      with: PageStreamDecoder(decoder: decoder),
      handingOverTo: { handoff in
        switch handoff {
        case .step(let step):
          _ = builder.add(step)
        case .end(let text):
          guard let complete = builder.completeSnapshot else { return }
          let decoded = DecodedPage(page: complete.page, diagnostics: complete.diagnostics)
          outcome = .success(PiecewiseReadPage(decoded: decoded, layout: complete.layout, text: text))
        case .failed(let failure):
          outcome = .failure(failure)
        case .builder:
          break
        }
      }, inbox: PageStreamInbox(width: width), afterStep: {})
    guard let outcome else { throw ReadingFailure(message: "\(messageName): the page ended early", kind: .malformed) }
    let page = try outcome.get()
    if strict, !page.decoded.diagnostics.isEmpty {
      throw failure(for: .strict(page.decoded.diagnostics))
    }
    return page
  }
}
