/// Where an ``ItemFrameIndex`` reads each rectangle's rows: a list of its own, or a page's
/// placed items.
enum IndexedRows: Sendable {
  case spans([RowSpan])
  /// The items of the flow are indexed; the others (in pagers, pinned) are not.
  case flowItems(PlacedItems)

  var count: Int {
    switch self {
    case .spans(let spans): spans.count
    case .flowItems(let items): items.count
    }
  }

  subscript(index: Int) -> RowSpan {
    switch self {
    case .spans(let spans): return spans[index]
    case .flowItems(let items):
      return items.isAllFlow ? RowSpan(items.frame(at: index)) : Self.span(of: items[index])
    }
  }

  /// Calls `body` with every rectangle's index and rows, in order: placed items are read in one
  /// pass, none with a search for its run (see ``PlacedItems``).
  func forEachSpan(_ body: (_ index: Int, _ span: RowSpan) -> Void) {
    switch self {
    case .spans(let spans):
      for (index, span) in spans.enumerated() { body(index, span) }
    case .flowItems(let items) where items.isAllFlow:
      for index in items.indices { body(index, RowSpan(items.frame(at: index))) }
    case .flowItems(let items):
      var index = 0
      for item in items {
        body(index, Self.span(of: item))
        index += 1
      }
    }
  }

  /// The rows of a placed item when it is in the flow, none otherwise.
  private static func span(of item: PlacedItem) -> RowSpan {
    item.layer == .flow ? RowSpan(item.frame) : RowSpan()
  }
}

/// The rows `[top, bottom)` of an indexed rectangle, in 8 bytes.
struct RowSpan {
  private var storedTop: Int32 = 0
  private var storedBottom: Int32 = 0

  /// No rows: a rectangle that is not indexed.
  init() {}

  /// The rows of `frame`, clamped to `Int32`'s range; none for a rectangle with no area or
  /// wholly above row 0, which is not indexed.
  init(_ frame: Rect) {
    guard !frame.isEmpty, frame.maxY > 0 else { return }
    storedTop = Int32(clamping: frame.y)
    storedBottom = Int32(clamping: frame.maxY)
  }

  var top: Int { Int(storedTop) }
  var bottom: Int { Int(storedBottom) }
  var height: Int { bottom - top }
  /// Whether the rectangle is in buckets: it has rows, and some of them are at row 0 or after.
  var isIndexed: Bool { storedBottom > storedTop && storedBottom > 0 }

  /// Whether the rectangle meets rows `[rows.lowerBound, rows.upperBound)`.
  func meets(_ rows: Range<Int>) -> Bool { top < rows.upperBound && bottom > rows.lowerBound }

  func firstBucket(_ bucketHeight: Int) -> Int { max(0, top) / bucketHeight }
  func lastBucket(_ bucketHeight: Int) -> Int { (bottom - 1) / bucketHeight }
}
