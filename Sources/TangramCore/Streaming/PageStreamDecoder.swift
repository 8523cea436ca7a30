/// What one step of a ``PageStreamDecoder`` produced.
package struct PageStreamStep: Sendable {
  /// Cards decoded in this step, to go after those of the steps before.
  package var cards: [Card] = []
  /// Where each of ``cards`` is written in the page's text.
  package var cardRanges: [Range<Int>] = []
  /// Cards read but not yet decoded, by a decoder that leaves that to the thread that lays them
  /// out (``PageStreamDecoder/decodePendingCards(of:)``); they go after ``cards``.
  var pendingCards: [PendingCard] = []
  /// How the items of ``cards`` are decoded again from their text.
  package var itemsReader: CardItemsReader?
  /// Diagnostics found in this step, in page order after those of the steps before.
  package var diagnostics: [Diagnostic] = []
  /// The whole page, when it had to be decoded whole (see ``CardScanner``): it replaces every
  /// card and diagnostic of the steps before.
  package var wholePage: DecodedPage?
  /// Whether the page is done: nothing more will come.
  package var isFinished = false
  /// Whether the step stopped because the text it needs has not all arrived (the next card's,
  /// or the whole text of a page decoded whole), rather than at the card limit or the end: the
  /// next step needs more text.
  package var needsMoreText = false

  /// The cards of this step, decoded or still pending.
  package var cardCount: Int { cards.count + pendingCards.count }
}

/// A card's value as read from the page's text, waiting to be decoded.
struct PendingCard: Sendable {
  var value: JSONValue
  var path: JSONPath
  var range: Range<Int>
  /// The card's repeated keys, reported before what decoding it finds.
  var repeatedKeys: [Diagnostic]
  /// The card's items when they were left in its text to be laid out from it (``value`` then
  /// has no `items`).
  var flatItems: FlatCardItems?
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
  /// Whether the text that showed the page must be decoded whole was looked at for an error.
  private var checkedUnstreamableStart = false

  /// Whether cards are only read, and left in each step's pending cards for
  /// ``decodePendingCards(of:)``: reading and decoding can then run on two threads.
  private let defersCardDecoding: Bool
  /// The item types whose items are left in their card's text when all of a card's items can be
  /// laid out from it, with the field each is measured by; empty when none are.
  private let flatItemFields: [String: String]
  /// Whole cards read by the parser since the flat reader last read one: after a few, the flat
  /// reader tries only some cards, so that a page whose cards it cannot read (found late in
  /// each card) is not read twice.
  private var flatMisses = 0
  /// Failures in a row after which only one card in ``flatRetryInterval`` is tried.
  private static let flatMissesBeforeBackingOff = 8
  private static let flatRetryInterval = 64

  /// A decoder of one page's text. With `defersCardDecoding`, each step holds its cards as read
  /// but not decoded, for another decoder's ``decodePendingCards(of:)`` (on the thread that lays
  /// them out); the steps give the same cards and diagnostics once that is done.
  ///
  /// With `leavesItemsInText`, a card whose items can all be laid out from their text
  /// (``FlatCardItems``) keeps them there: the cards decoded from the steps hold them so, for a
  /// layout that keeps items as text once laid out (``Card/keepItemsAsText(in:range:reader:)``).
  package init(decoder: PageDecoder, defersCardDecoding: Bool = false, leavesItemsInText: Bool = false) {
    self.decoder = decoder
    self.state = DecodingState(decoder: decoder)
    self.defersCardDecoding = defersCardDecoding
    let readsFlatItems = leavesItemsInText && decoder.itemModelFactory is StandardItemModelFactory
    self.flatItemFields =
      readsFlatItems
      ? decoder.textMeasuredItemTypes.filter { decoder.knownItemTypes?.contains($0.key) ?? true } : [:]
  }

  /// The deepest nesting the whole page may have (as ``JSONParser`` allows).
  private static let maximumDepth = 512

  /// Reads text that came before the bytes at hand: for the line and column of an error or a
  /// repeated key, and for a page decoded whole. Nil when it cannot be read.
  package typealias EarlierText = (Range<Int>) -> [UInt8]?

  /// Decodes what has arrived of the page, at most `cardLimit` cards.
  ///
  /// - Parameters:
  ///   - text: what has arrived of the page's text from offset `base` on; it must start at or
  ///     before ``firstNeededOffset``.
  ///   - isComplete: no more text will come.
  ///   - cardLimit: stop after this many cards (the step is then not finished).
  ///   - earlierText: the text before `base`, when `base` is not 0.
  /// - Throws: malformed JSON, or a page that is not one of the page shapes.
  package func decode(
    _ text: UnsafeBufferPointer<UInt8>, base: Int = 0, isComplete: Bool, cardLimit: Int = .max,
    earlierText: EarlierText? = nil
  ) throws(PageDecodingError) -> PageStreamStep {
    var step = PageStreamStep()
    guard !isFinished else {
      step.isFinished = true
      return step
    }
    let window = TextWindow(text, base: base)
    let context = Context(window: window, earlierText: earlierText)
    var decodedCards = 0
    scanning: while decodedCards < cardLimit {
      // A card that has arrived whole is read at once; the scan finds the end of any other.
      if let start = scanner.unscannedCardStart(in: window) {
        let text = window.slice(start..<window.end)
        if let flat = readFlatCard(text) {
          let range = start..<(start + flat.length)
          let index = scanner.cardRead(endingAt: range.upperBound)
          take(flat, at: range, index: index, in: window, into: &step)
          decodedCards += 1
          continue
        }
        if let read = JSONParser.parseLeadingValue(text, maxDepth: Self.maximumDepth - scanner.cardDepth) {
          let range = start..<(start + read.length)
          noteCardNotFlat()
          let index = scanner.cardRead(endingAt: range.upperBound)
          let path = cardsPath.appending(index: index)
          let repeatedKeys = repeatedKeys(read.duplicates, of: range, in: context, under: path)
          take(PendingCard(value: read.value, path: path, range: range, repeatedKeys: repeatedKeys), into: &step)
          decodedCards += 1
          continue
        }
      }
      switch scanner.next(in: window, isComplete: isComplete) {
      case .card(let range, let index):
        if let flat = readFlatCard(window.slice(range)), flat.length == range.count {
          take(flat, at: range, index: index, in: window, into: &step)
          decodedCards += 1
          continue
        }
        noteCardNotFlat()
        let path = cardsPath.appending(index: index)
        let (value, repeatedKeys) = try parse(range, depth: scanner.cardDepth, in: context, duplicatesUnder: path)
        take(PendingCard(value: value, path: path, range: range, repeatedKeys: repeatedKeys), into: &step)
        decodedCards += 1
      case .otherValue(let range, let depth):
        _ = try parse(range, depth: depth, in: context, duplicatesUnder: nil)
      case .needsMoreText:
        step.needsMoreText = true
        break scanning
      case .finished:
        isFinished = true
        step.isFinished = true
        break scanning
      case .unstreamable:
        guard isComplete else {
          // Decoded whole, once all of it is there; unless what is there is malformed already.
          try failEarly(on: text, base: base)
          step.needsMoreText = true
          break scanning
        }
        isFinished = true
        guard let earlier = base == 0 ? [] : earlierText?(0..<base) else {
          throw .shape("the page's text could not be read again")
        }
        step.wholePage = try decoder.decodeWhole(earlier + Array(text))
        step.isFinished = true
        return step
      }
    }
    if step.cardCount > 0 { step.itemsReader = itemsReader }
    takeDiagnostics(into: &step)
    return step
  }

  /// Decodes the cards `step` holds as read (made by a decoder that defers decoding them), after
  /// its decoded ones; their diagnostics follow the step's. Call on the steps in their order.
  package func decodePendingCards(of step: inout PageStreamStep) {
    guard !step.pendingCards.isEmpty else { return }
    for pending in step.pendingCards {
      decode(pending, into: &step)
    }
    step.pendingCards = []
    takeDiagnostics(into: &step)
  }

  /// The card at the start of `text` read with its items left in its text, when they can all be
  /// laid out from it and its type is a flow layout's, which lays them out so (``FlatCardItems``).
  private func readFlatCard(_ text: UnsafeBufferPointer<UInt8>) -> FlatCard? {
    let isBackingOff = flatMisses >= Self.flatMissesBeforeBackingOff
    guard !flatItemFields.isEmpty,
      !isBackingOff || (flatMisses - Self.flatMissesBeforeBackingOff) % Self.flatRetryInterval == 0,
      let flat = FlatCardReader.read(
        text, measuredFields: flatItemFields, maxDepth: Self.maximumDepth - scanner.cardDepth),
      case .string(let type)? = flat.object["type"], let kind = LayoutKind(typeName: type), kind.isFlow,
      !kind.isPinned
    else { return nil }
    flatMisses = 0
    return flat
  }

  /// Counts a whole card read by the parser, not the flat reader.
  private func noteCardNotFlat() {
    if !flatItemFields.isEmpty { flatMisses += 1 }
  }

  /// Keeps a card read with its items left in its text (at `range`, the page's `index`th card)
  /// for decoding later.
  private func take(
    _ flat: FlatCard, at range: Range<Int>, index: Int, in window: TextWindow, into step: inout PageStreamStep
  ) {
    let items = FlatCardItems(
      text: Array(window.slice(range)), types: flat.types, measuredRanges: flat.measuredRanges, reader: itemsReader)
    take(
      PendingCard(
        value: .object(flat.object), path: cardsPath.appending(index: index), range: range, repeatedKeys: [],
        flatItems: items),
      into: &step)
  }

  /// Keeps a card read for decoding later, or decodes it now.
  private func take(_ pending: PendingCard, into step: inout PageStreamStep) {
    if defersCardDecoding {
      step.pendingCards.append(pending)
    } else {
      decode(pending, into: &step)
    }
  }

  /// Decodes a card read, after its repeated keys are reported.
  private func decode(_ pending: PendingCard, into step: inout PageStreamStep) {
    pending.repeatedKeys.forEach(state.report)
    if var card = state.card(pending.value, at: pending.path, depth: 0) {
      if let flat = pending.flatItems { card.itemStorage = .flat(flat) }
      step.cards.append(card)
      step.cardRanges.append(pending.range)
    }
  }

  /// Appends the diagnostics found since the last step's to `step`'s.
  private func takeDiagnostics(into step: inout PageStreamStep) {
    let entries = state.reader.log.entries
    step.diagnostics += entries[reportedCount...]
    reportedCount = entries.count
  }

  /// Throws the syntax error of a page that must be decoded whole when the text read so far
  /// already has it, well before that text's end (so that no more text could mend it): a page of
  /// junk then fails at its first bytes, not after all of it is read and held (a file of zeros
  /// would otherwise be read to its end to say `1:1: expected a value, found U+0000`). Looked at
  /// once, on the text from the page's start.
  private func failEarly(on text: UnsafeBufferPointer<UInt8>, base: Int) throws(PageDecodingError) {
    guard !checkedUnstreamableStart, base == 0 else { return }
    checkedUnstreamableStart = true
    let bytes = Array(text)
    do {
      _ = try JSONParser.parseDocument(bytes)
    } catch {
      guard error.message != "unexpected end of input" else { return }
      let end = JSONSyntaxError.location(of: text.count, in: text)
      // An error this close to the end may be text cut short (`tr` of `true`, `1e` of `1e5`).
      let isWellBeforeTheEnd = error.line < end.line || error.column + Self.truncationMargin < end.column
      if isWellBeforeTheEnd { throw .syntax(error) }
    }
  }

  /// Characters before the end of the text read within which a syntax error may be the text's
  /// being cut short rather than a mistake: longer than any literal or number's tail.
  private static let truncationMargin = 64

  /// The offset of the first byte later steps still need; text before it may be dropped.
  package var firstNeededOffset: Int { scanner.firstNeededOffset }

  /// How the items of a card of this page are decoded again from the card's text.
  package var itemsReader: CardItemsReader {
    CardItemsReader(decoder: decoder, maximumDepth: Self.maximumDepth - max(1, scanner.cardDepth))
  }

  /// Decodes a whole page's text.
  package func decodeAll(_ text: UnsafeBufferPointer<UInt8>) throws(PageDecodingError) -> DecodedPage {
    let step = try decode(text, isComplete: true)
    return step.wholePage ?? DecodedPage(page: Page(cards: step.cards), diagnostics: step.diagnostics)
  }

  private var cardsPath: JSONPath { scanner.cardsPath ?? JSONPath(key: "cards") }

  /// The text at hand in one step, and how to read what came before it.
  private struct Context {
    var window: TextWindow
    var earlierText: EarlierText?
  }

  /// Reads the value in `range`, `depth` brackets deep in the page; its repeated keys become
  /// diagnostics under `path` (nil: they are not reported).
  private func parse(
    _ range: Range<Int>, depth: Int, in context: Context, duplicatesUnder path: JSONPath?
  ) throws(PageDecodingError) -> (value: JSONValue, repeatedKeys: [Diagnostic]) {
    let bytes = context.window.slice(range)
    let parsed: (value: JSONValue, duplicates: [UnlocatedDuplicateKey])
    switch JSONParser.parseValue(bytes, maxDepth: Self.maximumDepth - depth) {
    case .success(let success): parsed = success
    case .failure(let error):
      // Lines and columns of the value's own text, moved to where the value starts.
      let start = location(of: range.lowerBound, in: context)
      var moved = error
      moved.line = start.line + error.line - 1
      moved.column = error.line == 1 ? start.column + error.column - 1 : error.column
      throw .syntax(moved)
    }
    guard let path else { return (parsed.value, []) }
    return (parsed.value, repeatedKeys(parsed.duplicates, of: range, in: context, under: path))
  }

  /// The diagnostics of the keys the value at `range` repeats, under `path`, in text order.
  private func repeatedKeys(
    _ duplicates: [UnlocatedDuplicateKey], of range: Range<Int>, in context: Context, under path: JSONPath
  ) -> [Diagnostic] {
    guard !duplicates.isEmpty else { return [] }
    let base = path.joinedText
    return duplicates.sorted(by: { $0.offset < $1.offset }).map { duplicate in
      let located = JSONDuplicateKey(duplicate, at: location(of: range.lowerBound + duplicate.offset, in: context))
      return PageDecoder.diagnostic(for: located, underCards: false).nested(under: base)
    }
  }

  /// A counter at the start of the page's text (past its byte order mark).
  private static func counterAtStart(_ context: Context) -> LineColumnCounter {
    let window = context.window
    if window.base == 0 { return LineColumnCounter(window.bytes) }
    let head = context.earlierText?(0..<min(3, window.base)) ?? []
    return head.withUnsafeBufferPointer { LineColumnCounter($0) }
  }

  /// The line and column of the byte at `offset`, counted on from the last one asked for
  /// (offsets only grow: values are read in page order).
  private func location(of offset: Int, in context: Context) -> (line: Int, column: Int) {
    let window = context.window
    var counter = self.counter ?? Self.counterAtStart(context)
    if counter.index < window.base {
      let earlier = context.earlierText?(counter.index..<window.base) ?? []
      earlier.withUnsafeBufferPointer { bytes in
        _ = counter.location(of: window.base, in: TextWindow(bytes, base: counter.index))
      }
    }
    let place = counter.location(of: offset, in: window)
    self.counter = counter
    return place
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
