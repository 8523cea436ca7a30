/// The placed items of a page, in reading order: 16 bytes an item, and a little more per run of
/// items that follow one another in one card.
///
/// A ``PlacedItem`` is 32 bytes, and a page of ten million items keeps ten million of them. Half
/// of each is its frame; the other half (card index, layer, nested card, index in the card) is
/// the same as the item's before it, with the index one more, for every item of a card but its
/// first. So only the frames are kept per item; the rest is kept once per run of items that
/// continue one another that way (one run a card in most pages), as the run's first item.
///
/// Reading an item finds its run by a binary search over the runs, O(log runs); walking the
/// items in order (``makeIterator()``) reads each run once. A page whose items are all in the
/// flow says so (``isAllFlow``), so an index of its rows reads frames alone.
package struct PlacedItems: RandomAccessCollection, Sendable {
  /// Each item's frame.
  private var frames = ChunkedArray<CompactRect>()
  /// The runs, in order of their first items.
  private var runs = ChunkedArray<Run>()
  /// Whether no item is in a pager or a pinned card.
  package private(set) var isAllFlow = true

  /// Items that continue one another: the first of them, and where it is in the list.
  private struct Run: Sendable {
    var start: Int
    var first: PlacedItem
  }

  /// No items.
  package init() {}

  /// `items`, in order.
  package init(_ items: some Sequence<PlacedItem>) {
    for item in items { append(item) }
  }

  package var startIndex: Int { 0 }
  package var endIndex: Int { frames.count }

  package subscript(position: Int) -> PlacedItem {
    let run = runs[run(holding: position)]
    return run.first.continued(by: position - run.start, frame: frames[position].wrappedValue)
  }

  /// How many runs of items that continue one another the list keeps (see the type's notes).
  package var runCount: Int { runs.count }

  /// The frame of the item at `position`, without finding its run.
  package func frame(at position: Int) -> Rect { frames[position].wrappedValue }

  /// Adds `item` at the end.
  package mutating func append(_ item: PlacedItem) {
    let position = frames.count
    frames.append(CompactRect(wrappedValue: item.frame))
    if let last = runs.last, last.first.continued(by: position - last.start, frame: item.frame) == item {
      return
    }
    runs.append(Run(start: position, first: item))
    if item.layer != .flow { isAllFlow = false }
  }

  /// The index in ``runs`` of the run that holds the item at `position`.
  private func run(holding position: Int) -> Int {
    precondition(position >= 0 && position < count, "index out of range")
    // The last run that starts at `position` or before.
    var low = 0
    var high = runs.count
    while high - low > 1 {
      let middle = (low + high) / 2
      if runs[middle].start <= position { low = middle } else { high = middle }
    }
    return low
  }

  /// Walks the items in order, each run's first item read once.
  package struct Iterator: IteratorProtocol {
    private let items: PlacedItems
    private var position = 0
    private var runIndex = -1
    private var run: Run?
    private var nextRunStart = 0

    fileprivate init(_ items: PlacedItems) { self.items = items }

    package mutating func next() -> PlacedItem? {
      guard position < items.count else { return nil }
      if position == nextRunStart {
        runIndex += 1
        run = items.runs[runIndex]
        nextRunStart = runIndex + 1 < items.runs.count ? items.runs[runIndex + 1].start : items.count
      }
      defer { position += 1 }
      guard let run else { return nil }
      return run.first.continued(by: position - run.start, frame: items.frames[position].wrappedValue)
    }
  }

  package func makeIterator() -> Iterator { Iterator(self) }
}
