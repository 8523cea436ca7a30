/// Rectangles listed in every row bucket their rows touch: finds those meeting some rows in any
/// arrangement, by visiting only the buckets of those rows.
struct BucketLists: Sendable {
  let bucketHeight: Int
  /// The indices listed in each bucket, bucket after bucket, ascending in each.
  private let entries: [Int32]
  /// Where each bucket's indices start in ``entries``, and where the last one ends.
  private let bucketStarts: [Int]

  /// Lists the rectangles of `rows` at `listing` (ascending), or all of them when it is nil, that
  /// are indexed.
  init(rows: IndexedRows, listing: [Int]?, bucketHeight height: Int) {
    bucketHeight = height
    func forEachListed(_ body: (_ index: Int, _ span: RowSpan) -> Void) {
      guard let listing else { return rows.forEachSpan(body) }
      for index in listing { body(index, rows[index]) }
    }
    // Count each bucket's indices, then write them in place: two allocations for all buckets.
    var bucketCount = 0
    forEachListed { _, span in
      if span.isIndexed { bucketCount = max(bucketCount, span.lastBucket(height) + 1) }
    }
    var starts = [Int](repeating: 0, count: bucketCount + 1)
    forEachListed { _, span in
      guard span.isIndexed else { return }
      for bucket in span.firstBucket(height)...span.lastBucket(height) { starts[bucket + 1] += 1 }
    }
    for bucket in 0..<bucketCount { starts[bucket + 1] += starts[bucket] }
    var entries = [Int32](repeating: 0, count: starts[bucketCount])
    var next = starts
    forEachListed { index, span in
      guard span.isIndexed else { return }
      for bucket in span.firstBucket(height)...span.lastBucket(height) {
        entries[next[bucket]] = Int32(index)
        next[bucket] += 1
      }
    }
    self.entries = entries
    self.bucketStarts = starts
  }

  /// Indices of the listed rectangles that meet `query` (which starts at row 0 or after),
  /// ascending.
  func indices(of rows: IndexedRows, meeting query: Range<Int>) -> [Int] {
    let bucketCount = bucketStarts.count - 1
    guard bucketCount > 0 else { return [] }
    let firstBucket = query.lowerBound / bucketHeight
    let lastBucket = min(bucketCount - 1, (query.upperBound - 1) / bucketHeight)
    guard firstBucket <= lastBucket else { return [] }
    var result: [Int] = []
    for bucket in firstBucket...lastBucket {
      for stored in entries[bucketStarts[bucket]..<bucketStarts[bucket + 1]] {
        let index = Int(stored)
        let span = rows[index]
        guard span.meets(query) else { continue }
        // Report from the bucket where the overlap starts, so each item comes once.
        guard max(span.top, query.lowerBound) / bucketHeight == bucket else { continue }
        result.append(index)
      }
    }
    if firstBucket != lastBucket { result.sort() }
    return result
  }
}

/// Finds the rectangles meeting some rows among rectangles that are all indexed and whose tops
/// only grow, in order: the rows of a page that is one flow.
///
/// A rectangle meeting rows `[top, bottom)` starts above `bottom`, so it comes before the first
/// one starting at `bottom` or below, found by a binary search. One no taller than `tallest`
/// rows starts below `top - tallest`, so it comes after the first that does, found the same way.
/// Between the two lie the rectangles sought and those that end in the `tallest` rows above
/// `top`. Rectangles taller than a bucket are listed in buckets of their own, so that one very
/// tall rectangle does not make every query read all that start along its length.
struct OrderedRowLookup: Sendable {
  /// The tallest rectangle not in ``tall``: at most a bucket.
  private let tallest: Int
  /// Rectangles taller than a bucket.
  private let tall: BucketLists

  init(rows: IndexedRows, bucketHeight: Int) {
    var tallest = 0
    var tallIndices: [Int] = []
    rows.forEachSpan { index, span in
      let height = span.height
      if height > bucketHeight {
        tallIndices.append(index)
      } else {
        tallest = max(tallest, height)
      }
    }
    self.tallest = tallest
    self.tall = BucketLists(rows: rows, listing: tallIndices, bucketHeight: bucketHeight)
  }

  /// Indices of the rectangles of `rows` that meet `query`, ascending.
  func indices(of rows: IndexedRows, meeting query: Range<Int>) -> [Int] {
    let end = Self.firstIndex(in: rows) { $0.top >= query.upperBound }
    let start = Self.firstIndex(in: rows) { $0.top > query.lowerBound - tallest }
    var result: [Int] = []
    if start < end {
      for index in start..<end {
        let span = rows[index]
        if span.bottom > query.lowerBound, span.height <= tallest { result.append(index) }
      }
    }
    let tallOnes = tall.indices(of: rows, meeting: query)
    guard !tallOnes.isEmpty else { return result }
    return (result + tallOnes).sorted()
  }

  /// The first index whose rows satisfy `isPast` (false for all before it, true for all after),
  /// or the count.
  private static func firstIndex(in rows: IndexedRows, where isPast: (RowSpan) -> Bool) -> Int {
    var low = 0
    var high = rows.count
    while low < high {
      let middle = (low + high) / 2
      if isPast(rows[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
