/// A spatial index over item rectangles that answers "which items meet rows `[top, bottom)`"
/// in O(log n + k) (spec §4.2). Rectangles with no height (or no width) are never indexed, so
/// never shown (spec §2.0).
///
/// Rectangles are sorted into row buckets of ``bucketHeight`` rows; an item is listed in every
/// bucket its rows touch. A query visits only the buckets of the requested rows and reports
/// each item once, from the bucket where its overlap with the query begins.
///
/// Rectangles whose tops only grow, in order, and that are all indexed (a page that is one flow
/// of rows, the shape of most long pages) need no buckets: a binary search over their tops
/// finds those that meet the rows, and only rectangles taller than a bucket are listed in
/// buckets (``OrderedRowLookup``).
///
/// The index keeps only what queries read. Each rectangle's rows are kept as two `Int32`s (rows
/// beyond `Int32`'s range are clamped to it, as a ``PlacedItem``'s are), or read from a page's
/// placed items, which the page keeps anyway; bucket lists are one array of `Int32` with where
/// each bucket's list starts. The rows of ten million placed items in order cost no memory of
/// their own; in any order, four bytes an item.
package struct ItemFrameIndex: Sendable {
  /// Rows per bucket: about a screen, so a query touches one or two buckets.
  package let bucketHeight: Int
  /// Each rectangle's rows; `0..<0` for one that is not indexed.
  private let rows: IndexedRows
  private let lookup: Lookup

  /// How the rectangles meeting some rows are found.
  private enum Lookup: Sendable {
    /// Every rectangle listed in the buckets it touches.
    case buckets(BucketLists)
    /// Rectangles in order of their tops.
    case ordered(OrderedRowLookup)
  }

  /// Indexes `frames`; an item's position in the sequence is what queries return.
  package init(frames: some Sequence<Rect>, bucketHeight: Int = 64) {
    var rows: [RowSpan] = []
    rows.reserveCapacity(frames.underestimatedCount)
    for frame in frames {
      rows.append(RowSpan(frame))
    }
    self.init(rows: .spans(rows), bucketHeight: bucketHeight)
  }

  /// Indexes the items of a page's flow (pagers' and pinned cards' items are not indexed); an
  /// item's position in `items` is what queries return. Their rows are read from `items`.
  package init(flowItems items: PlacedItems, bucketHeight: Int = 64) {
    self.init(rows: .flowItems(items), bucketHeight: bucketHeight)
  }

  private init(rows: IndexedRows, bucketHeight: Int) {
    var lowestRow = 0
    var isOrdered = true
    var previousTop = Int.min
    rows.forEachSpan { _, span in
      lowestRow = max(lowestRow, span.bottom)
      isOrdered = isOrdered && span.isIndexed && span.top >= previousTop
      previousTop = span.top
    }
    // Never more than a few million buckets, however tall the page: a page of absurd height gets
    // taller buckets rather than an absurd bucket array.
    let height = max(1, bucketHeight, lowestRow / Self.maximumBucketCount + 1)
    self.bucketHeight = height
    self.rows = rows
    if isOrdered {
      lookup = .ordered(OrderedRowLookup(rows: rows, bucketHeight: height))
    } else {
      lookup = .buckets(BucketLists(rows: rows, listing: nil, bucketHeight: height))
    }
  }

  /// The most buckets an index makes.
  static let maximumBucketCount = 1 << 22

  /// The number of rectangles given, indexed or not.
  package var count: Int { rows.count }

  /// Whether the index finds rectangles by their order instead of buckets of all of them.
  var isOrdered: Bool {
    if case .ordered = lookup { return true }
    return false
  }

  /// Indices of the rectangles that meet rows `[rows.lowerBound, rows.upperBound)`, ascending.
  package func indices(intersectingRows query: Range<Int>) -> [Int] {
    let top = max(0, query.lowerBound)
    let bottom = query.upperBound
    guard bottom > top else { return [] }
    switch lookup {
    case .buckets(let lists):
      return lists.indices(of: rows, meeting: top..<bottom)
    case .ordered(let ordered):
      return ordered.indices(of: rows, meeting: top..<bottom)
    }
  }
}
