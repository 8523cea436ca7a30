/// What one step of a ``PageStreamDecoder`` produced.
package struct PageStreamStep: Sendable {
  /// Cards decoded in this step, to go after those of the steps before.
  package var cards: [Card] = []
  /// Diagnostics found in this step, in page order after those of the steps before.
  package var diagnostics: [Diagnostic] = []
  /// The whole page, when it had to be decoded whole (see ``CardScanner``): it replaces every
  /// card and diagnostic of the steps before.
  package var wholePage: DecodedPage?
  /// Whether the page is done: nothing more will come.
  package var isFinished = false
}

/// Decodes a page card by card as its text arrives, so the first cards can be shown long before
/// the last ones are read.
///
/// The result is the one ``PageDecoder/decode(_:)-([UInt8])`` gives for the whole text (which
/// decodes through this type): the same cards, the same diagnostics in the same order, the same
/// `file:line:column` for malformed JSON. Each card is found by a ``CardScanner``, read by
/// ``JSONParser`` where it lies in the text and decoded at once; no tree of the whole page is
/// ever built. A page of another shape, or whose reading depends on text after its cards, is
/// decoded whole once its text is complete (``PageStreamStep/wholePage``).
package final class PageStreamDecoder {
  private let decoder: PageDecoder
  private let state: DecodingState
  private var scanner = CardScanner()
  private var counter: LineColumnCounter?
  /// Diagnostics already handed out.
  private var reportedCount = 0
  private var isFinished = false

  /// A decoder of one page's text.
  package init(decoder: PageDecoder) {
    self.decoder = decoder
    self.state = DecodingState(decoder: decoder)
  }

  /// The deepest nesting the whole page may have (as ``JSONParser`` allows).
  private static let maximumDepth = 512

  /// Decodes what has arrived of the page, at most `cardLimit` cards.
  ///
  /// - Parameters:
  ///   - text: all of the page's text that has arrived, from its first byte.
  ///   - isComplete: no more text will come.
  ///   - cardLimit: stop after this many cards (the step is then not finished).
  /// - Throws: malformed JSON, or a page that is not one of the page shapes.
  package func decode(
    _ text: UnsafeBufferPointer<UInt8>, isComplete: Bool, cardLimit: Int = .max
  ) throws(PageDecodingError) -> PageStreamStep {
    var step = PageStreamStep()
    guard !isFinished else {
      step.isFinished = true
      return step
    }
    var decodedCards = 0
    scanning: while decodedCards < cardLimit {
      switch scanner.next(in: text, isComplete: isComplete) {
      case .card(let range, let index):
        let path = cardsPath.appending(index: index)
        let value = try parse(range, depth: scanner.cardDepth, in: text, duplicatesUnder: path)
        if let card = state.card(value, at: path, depth: 0) {
          step.cards.append(card)
        }
        decodedCards += 1
      case .otherValue(let range, let depth):
        _ = try parse(range, depth: depth, in: text, duplicatesUnder: nil)
      case .needsMoreText:
        break scanning
      case .finished:
        isFinished = true
        step.isFinished = true
        break scanning
      case .unstreamable:
        guard isComplete else { break scanning }
        isFinished = true
        step.wholePage = try decoder.decodeWhole(Array(text))
        step.isFinished = true
        return step
      }
    }
    let entries = state.reader.log.entries
    step.diagnostics = Array(entries[reportedCount...])
    reportedCount = entries.count
    return step
  }

  /// Decodes a whole page's text.
  package func decodeAll(_ text: UnsafeBufferPointer<UInt8>) throws(PageDecodingError) -> DecodedPage {
    let step = try decode(text, isComplete: true)
    return step.wholePage ?? DecodedPage(page: Page(cards: step.cards), diagnostics: step.diagnostics)
  }

  private var cardsPath: JSONPath { scanner.cardsPath ?? JSONPath(key: "cards") }

  /// Reads the value in `range`, `depth` brackets deep in the page; its repeated keys become
  /// diagnostics under `path` (nil: they are not reported).
  private func parse(
    _ range: Range<Int>, depth: Int, in text: UnsafeBufferPointer<UInt8>, duplicatesUnder path: JSONPath?
  ) throws(PageDecodingError) -> JSONValue {
    let parsed: (value: JSONValue, duplicates: [UnlocatedDuplicateKey])
    switch JSONParser.parseValue(in: text, range: range, maxDepth: Self.maximumDepth - depth) {
    case .success(let success): parsed = success
    case .failure(let error): throw .syntax(error)
    }
    if let path, !parsed.duplicates.isEmpty {
      var counter = self.counter ?? LineColumnCounter(text)
      let base = path.joinedText
      for duplicate in JSONDuplicateKey.located(parsed.duplicates, in: text, counter: &counter) {
        state.report(PageDecoder.diagnostic(for: duplicate, underCards: false).nested(under: base))
      }
      self.counter = counter
    }
    return parsed.value
  }
}

extension PageDecoder {
  /// Decodes UTF-8 page JSON all at once: the document is read into one tree first (the way
  /// for pages whose shape the card scan does not stream).
  package func decodeWhole(_ bytes: [UInt8]) throws(PageDecodingError) -> DecodedPage {
    let document: JSONDocument
    do {
      document = try JSONParser.parseDocument(bytes)
    } catch {
      throw .syntax(error)
    }
    var decoded = try decode(document.value)
    if !document.duplicateKeys.isEmpty {
      let isBareArray = document.value.arrayValue != nil
      decoded.diagnostics.insert(
        contentsOf: document.duplicateKeys.map { Self.diagnostic(for: $0, underCards: isBareArray) }, at: 0)
    }
    return decoded
  }
}
