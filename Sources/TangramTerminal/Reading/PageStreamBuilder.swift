import TangramCore

/// Turns a page's text, as it arrives, into ``PageSnapshot``s: the first as soon as the cards
/// read fill a screen, then one each time the page has doubled, and the whole page at the end.
///
/// Cards are decoded by a ``PageStreamDecoder`` and laid out one by one by a
/// ``PageLayoutCursor`` as they come, so the snapshots' layouts are exactly what the whole page's
/// layout has for those cards. Snapshots double in size, so however many there are, making them
/// costs no more than twice the whole page's layout. It has no thread of its own: the viewer's
/// reader calls it on one, tests call it directly.
package final class PageStreamBuilder {
  /// Decodes the page's text; ``read(_:base:isComplete:earlierText:)`` uses it, and so may a
  /// reader that decodes on a thread of its own and hands the steps to ``add(_:)``.
  package let decoder: PageStreamDecoder
  private let pageLayout: PageLayout
  private var cards: [Card] = []
  /// Where each card of ``cards`` is written, while it is still to be laid out; nil for a page
  /// decoded whole.
  private var cardRanges: [Int: Range<Int>] = [:]
  /// Where cards keep their items once laid out (nil: the cards keep them decoded).
  private let store: (any CardTextStore)?
  /// How the cards' items are decoded again from their text (the decoder's, once it has cards).
  private var itemsReader: CardItemsReader?
  private var diagnostics: [Diagnostic] = []
  private var cursor: PageLayoutCursor
  /// Rows the first snapshot waits for.
  private let firstScreenRows: Int
  /// Cards and items in the last snapshot; nil before the first.
  private var published: Int?
  /// Whether snapshots come as the page grows (each once it has doubled), for a viewer that
  /// shows it while it is read; else only the first and the complete one, for a page read whole
  /// (`--dump`), which has no use for the index of rows each snapshot builds over all its items.
  package var snapshotsWhileGrowing = true
  private var isDone = false

  /// A builder laying the page out `width` columns wide as a ``PageView`` with the same
  /// registries and units would; the first snapshot comes once the page has `firstScreenRows`
  /// rows (or is complete).
  package convenience init(
    decoder: PageDecoder, registry: ElementRegistry = .standard, layouts: any LayoutFactory = LayoutRegistry.standard,
    designWidth: Double = 375, cellAspect: Double = 0.5, mergesMargins: Bool = false, width: Int,
    firstScreenRows: Int, store: (any CardTextStore)? = nil
  ) {
    self.init(
      decoder: decoder,
      layout: PageLayoutSettings(
        registry: registry, layouts: layouts, designWidth: designWidth, cellAspect: cellAspect,
        mergesMargins: mergesMargins),
      width: width, firstScreenRows: firstScreenRows, store: store)
  }

  /// A builder laying the page out `width` columns wide as `layout` says; the first snapshot
  /// comes once the page has `firstScreenRows` rows (or is complete).
  package init(
    decoder: PageDecoder, layout settings: PageLayoutSettings, width: Int, firstScreenRows: Int,
    store: (any CardTextStore)? = nil
  ) {
    self.store = store
    let layout = settings.pageLayout
    self.decoder = PageStreamDecoder(decoder: decoder, leavesItemsInText: store != nil)
    self.pageLayout = layout
    self.cursor = PageLayoutCursor(layout: layout, width: max(0, width))
    self.firstScreenRows = max(1, firstScreenRows)
  }

  /// The width the page is laid out at.
  package var width: Int { cursor.width }

  /// Lays everything read so far out again at another width; later snapshots have it.
  ///
  /// The next ``add(_:)`` then makes a snapshot at once (the viewer waits for one at its new
  /// width), and a page already complete gets its complete snapshot anew.
  package func relayout(width: Int) {
    guard width != cursor.width else { return }
    cursor = PageLayoutCursor(layout: pageLayout, width: max(0, width))
    layOutNewCards()
    published = nil
    if isDone { completeSnapshot = snapshot(isComplete: true) }
  }

  /// Reads on in `text` (what has arrived of the page's text from offset `base` on, starting at
  /// or before ``firstNeededOffset``) and returns the next snapshot that is due, or nil once what
  /// has arrived is read. Call again with the same text until it returns nil; after the complete
  /// snapshot it always does. `earlierText` reads the text before `base`.
  ///
  /// With a ``CardTextStore``, each card keeps its items only as its text once it is laid out
  /// (``Card/keepItemsAsText(in:range:reader:)``), so the text before ``firstNeededOffset`` may
  /// be dropped and read back from where the store keeps it; and a card whose items can be laid
  /// out from their text is never decoded (``FlatCardItems``).
  ///
  /// - Throws: malformed JSON or a page that is not a page (reading stops there).
  package func read(
    _ text: UnsafeBufferPointer<UInt8>, base: Int = 0, isComplete: Bool,
    earlierText: PageStreamDecoder.EarlierText? = nil
  ) throws(PageDecodingError) -> PageSnapshot? {
    while !isDone {
      let step = try decoder.decode(
        text, base: base, isComplete: isComplete, cardLimit: Self.cardLimit(afterDecoding: cards.count),
        earlierText: earlierText)
      if let snapshot = add(step) { return snapshot }
      // A step of cards that were all skipped goes on: only text still to come ends the read.
      if step.needsMoreText { return nil }
    }
    return nil
  }

  /// How many cards a step of decoding should stop at once `decoded` cards are decoded: the first
  /// card alone, then small steps up to the 64th, so that the first screen is not held up by the
  /// cards after it (a first card that does not fill the screen waits for the next step).
  package static func cardLimit(afterDecoding decoded: Int) -> Int { decoded == 0 ? 1 : decoded < 64 ? 4 : 64 }

  /// Lays out a step of decoding (made in order on any one thread, by ``decoder`` or by a
  /// decoder of the same page that defers decoding cards, which ``decoder`` then decodes here) and
  /// returns the snapshot that is due, if one is: the way for a reader that reads on one thread
  /// and lays out on another. After the complete snapshot it always returns nil.
  package func add(_ step: PageStreamStep) -> PageSnapshot? {
    guard !isDone else { return nil }
    var step = step
    decoder.decodePendingCards(of: &step)
    if let whole = step.wholePage {
      cards = whole.page.cards
      cardRanges = [:]
      diagnostics = whole.diagnostics
      cursor = PageLayoutCursor(layout: pageLayout, width: cursor.width)
    } else {
      for (offset, range) in step.cardRanges.enumerated() { cardRanges[cards.count + offset] = range }
      cards += step.cards
      diagnostics += step.diagnostics
      if let reader = step.itemsReader { itemsReader = reader }
    }
    layOutNewCards()
    if step.isFinished {
      isDone = true
      completeSnapshot = snapshot(isComplete: true)
      return completeSnapshot
    }
    return isSnapshotDue ? snapshot(isComplete: false) : nil
  }

  /// The offset of the first byte of the page's text still needed; the text before it may be
  /// dropped once the store keeps it.
  package var firstNeededOffset: Int { decoder.firstNeededOffset }

  private var size: Int { cards.count + cursor.itemCount }

  private var isSnapshotDue: Bool {
    guard let published else { return cursor.height >= firstScreenRows }
    return snapshotsWhileGrowing && size >= 2 * published
  }

  private func layOutNewCards() {
    for index in cursor.cardCount..<cards.count {
      cursor.append(cards[index], at: index)
      if let store, let itemsReader, let range = cardRanges.removeValue(forKey: index) {
        cards[index].keepItemsAsText(in: store, range: range, reader: itemsReader)
      }
    }
  }

  /// The snapshot of the whole page, once ``add(_:)`` has made it.
  package private(set) var completeSnapshot: PageSnapshot?

  /// ``completeSnapshot`` laid out `width` columns wide: laid out again first when the page was
  /// read at another width (the viewer was resized after the last step).
  package func completeSnapshot(width: Int) -> PageSnapshot? {
    relayout(width: width)
    return completeSnapshot
  }

  private func snapshot(isComplete: Bool) -> PageSnapshot {
    published = size
    let page = Page(cards: cards)
    return PageSnapshot(
      page: page, layout: cursor.laidOutPage(of: page), diagnostics: diagnostics, isComplete: isComplete)
  }
}
