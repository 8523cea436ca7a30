/// A spatial index over item rectangles that answers "which items meet rows `[top, bottom)`"
/// in O(log n + k) (spec §4.2).
///
/// Rectangles are sorted into row buckets of ``bucketHeight`` rows; an item is listed in every
/// bucket its rows touch. A query visits only the buckets of the requested rows and reports
/// each item once, from the bucket where its overlap with the query begins. Rectangles with no
/// height (or no width) are never indexed, so never shown (spec §2.0).
///
/// The index keeps only what queries read: each rectangle's rows as two `Int32`s (rows beyond
/// `Int32`'s range are clamped to it, as a ``PlacedItem``'s are), and every bucket's list of
/// indices one after the other in a single array of `Int32`, with where each list starts: about
/// twelve bytes an item.
package struct ItemFrameIndex: Sendable {
  /// Rows per bucket: about a screen, so a query touches one or two buckets.
  package let bucketHeight: Int
  /// Each rectangle's rows; `0..<0` for one that is not indexed.
  private let rows: [RowSpan]
  /// The indices listed in each bucket, bucket after bucket, ascending in each.
  private let entries: [Int32]
  /// Where each bucket's indices start in ``entries``, and where the last one ends.
  private let bucketStarts: [Int]

  /// Indexes `frames`; an item's position in the sequence is what queries return.
  package init(frames: some Sequence<Rect>, bucketHeight: Int = 64) {
    var rows: [RowSpan] = []
    rows.reserveCapacity(frames.underestimatedCount)
    var lowestRow = 0
    for frame in frames {
      lowestRow = max(lowestRow, frame.maxY)
      rows.append(frame.isEmpty || frame.maxY <= 0 ? RowSpan() : RowSpan(frame))
    }
    // Never more than a few million buckets, however tall the page: a page of absurd height gets
    // taller buckets rather than an absurd bucket array.
    let height = max(1, bucketHeight, min(lowestRow, Int(Int32.max)) / Self.maximumBucketCount + 1)
    self.bucketHeight = height
    self.rows = rows
    // Count each bucket's indices, then write them in place: two allocations for all buckets.
    let bucketCount = rows.reduce(0) { $1.isIndexed ? max($0, $1.lastBucket(height) + 1) : $0 }
    var starts = [Int](repeating: 0, count: bucketCount + 1)
    for span in rows where span.isIndexed {
      for bucket in span.firstBucket(height)...span.lastBucket(height) { starts[bucket + 1] += 1 }
    }
    for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
    var entries = [Int32](repeating: 0, count: starts[bucketCount])
    var next = starts
    for (index, span) in rows.enumerated() where span.isIndexed {
      for bucket in span.firstBucket(height)...span.lastBucket(height) {
        entries[next[bucket]] = Int32(index)
        next[bucket] += 1
      }
    }
    self.entries = entries
    self.bucketStarts = starts
  }

  /// The most buckets an index makes.
  static let maximumBucketCount = 1 << 22

  /// The number of rectangles given, indexed or not.
  package var count: Int { rows.count }

  /// Indices of the rectangles that meet rows `[rows.lowerBound, rows.upperBound)`, ascending.
  package func indices(intersectingRows query: Range<Int>) -> [Int] {
    let top = max(0, query.lowerBound)
    let bottom = query.upperBound
    let bucketCount = bucketStarts.count - 1
    guard bottom > top, bucketCount > 0 else { return [] }
    let firstBucket = top / bucketHeight
    let lastBucket = min(bucketCount - 1, (bottom - 1) / bucketHeight)
    guard firstBucket <= lastBucket else { return [] }
    var result: [Int] = []
    for bucket in firstBucket...lastBucket {
      for stored in entries[bucketStarts[bucket]..<bucketStarts[bucket + 1]] {
        let index = Int(stored)
        let span = rows[index]
        guard span.top < bottom, span.bottom > top else { continue }
        // Report from the bucket where the overlap starts, so each item comes once.
        guard max(span.top, top) / bucketHeight == bucket else { continue }
        result.append(index)
      }
    }
    if firstBucket != lastBucket { result.sort() }
    return result
  }
}

/// The rows `[top, bottom)` of an indexed rectangle, in 8 bytes.
private struct RowSpan {
  private var storedTop: Int32 = 0
  private var storedBottom: Int32 = 0

  /// No rows: a rectangle that is not indexed.
  init() {}

  /// The rows of `frame`, clamped to `Int32`'s range.
  init(_ frame: Rect) {
    storedTop = Int32(clamping: frame.y)
    storedBottom = Int32(clamping: frame.maxY)
  }

  var top: Int { Int(storedTop) }
  var bottom: Int { Int(storedBottom) }
  /// Whether the rectangle is in buckets: it has rows, and some of them are at row 0 or after.
  var isIndexed: Bool { storedBottom > storedTop && storedBottom > 0 }

  func firstBucket(_ bucketHeight: Int) -> Int { max(0, top) / bucketHeight }
  func lastBucket(_ bucketHeight: Int) -> Int { (bottom - 1) / bucketHeight }
}
