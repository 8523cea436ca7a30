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

  /// The page a reading's complete snapshot holds, its text in `text`.
  init(complete: PageSnapshot, text: any PageBytes) {
    decoded = DecodedPage(page: complete.page, diagnostics: complete.diagnostics)
    layout = complete.layout
    self.text = text
  }
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
          outcome = .success(PiecewiseReadPage(complete: complete, text: text))
        case .failed(let failure):
          outcome = .failure(failure)
        case .builder:
          break
        }
      }, inbox: PageStreamInbox(width: width), afterStep: {})
    guard let outcome else { throw ReadingFailure(message: "\(messageName): the page ended early", kind: .malformed) }
    return try refusingUnderStrict(outcome.get())
  }

  /// `page`, unless the source is strict and the page has diagnostics: then the failure that
  /// lists them.
  private func refusingUnderStrict(_ page: PiecewiseReadPage) throws(ReadingFailure) -> PiecewiseReadPage {
    if strict, !page.decoded.diagnostics.isEmpty {
      throw failure(for: .strict(page.decoded.diagnostics))
    }
    return page
  }

  /// Reads the page as ``loadInPieces(setup:width:)`` does, but on the two threads the viewer
  /// reads on, one decoding while the other lays out, the calling thread waiting for the end.
  /// Only the first snapshot (it starts the layout thread) and the complete one are made
  /// (``PageStreamBuilder/snapshotsWhileGrowing``); with nothing else to do meanwhile, the
  /// threads keep the usual priority.
  package func loadOnTwoThreads(setup: ReadingSetup, width: Int) throws(ReadingFailure) -> PiecewiseReadPage {
    // No frame to wait for: the page is wanted whole.
    let reader = PageStreamReader(
      source: self, setup: setup, width: width, rows: 1, longestPause: .milliseconds(0),
      graceAfterFirstFrame: .milliseconds(0), priority: ReadingPriority(yields: false), snapshotsWhileGrowing: false)
    reader.firstFrameShown()
    reader.inbox.waitUntilFinished()
    let delivery = reader.inbox.take()
    if let failure = reader.failure { throw failure }
    guard let complete = delivery.snapshot, complete.isComplete, let text = delivery.ending?.text else {
      throw ReadingFailure(message: delivery.ending?.failure ?? "\(messageName): the page ended early", kind: .malformed)
    }
    return try refusingUnderStrict(PiecewiseReadPage(complete: complete, text: text))
  }
}
