/// A spatial index over item rectangles that answers "which items meet rows `[top, bottom)`"
/// in O(log n + k) (spec §4.2).
///
/// Rectangles are sorted into row buckets of ``bucketHeight`` rows; an item is listed in every
/// bucket its rows touch. A query visits only the buckets of the requested rows and reports
/// each item once, from the bucket where its overlap with the query begins. Rectangles with no
/// height (or no width) are never indexed, so never shown (spec §2.0).
package struct ItemFrameIndex: Sendable {
  /// Rows per bucket: about a screen, so a query touches one or two buckets.
  package let bucketHeight: Int
  private let frames: [Rect]
  private var buckets: [[Int32]]

  /// Indexes `frames`; an item's index in the array is what queries return.
  package init(frames: [Rect], bucketHeight: Int = 64) {
    // Never more than a few million buckets, however tall the page: a page of absurd height gets
    // taller buckets rather than an absurd bucket array.
    let lowestRow = frames.reduce(0) { $0 > $1.maxY ? $0 : $1.maxY }
    self.bucketHeight = max(1, bucketHeight, lowestRow / Self.maximumBucketCount + 1)
    self.frames = frames
    self.buckets = []
    for (index, frame) in frames.enumerated() where !frame.isEmpty && frame.maxY > 0 {
      let first = max(0, frame.y) / self.bucketHeight
      let last = (frame.maxY - 1) / self.bucketHeight
      if buckets.count <= last {
        buckets.append(contentsOf: repeatElement([], count: last + 1 - buckets.count))
      }
      for bucket in first...last {
        buckets[bucket].append(Int32(index))
      }
    }
  }

  /// The most buckets an index makes.
  static let maximumBucketCount = 1 << 22

  /// The number of rectangles given, indexed or not.
  package var count: Int { frames.count }

  /// Indices of the rectangles that meet rows `[rows.lowerBound, rows.upperBound)`, ascending.
  package func indices(intersectingRows rows: Range<Int>) -> [Int] {
    let top = max(0, rows.lowerBound)
    let bottom = rows.upperBound
    guard bottom > top, !buckets.isEmpty else { return [] }
    let firstBucket = top / bucketHeight
    let lastBucket = min(buckets.count - 1, (bottom - 1) / bucketHeight)
    guard firstBucket <= lastBucket else { return [] }
    var result: [Int] = []
    for bucket in firstBucket...lastBucket {
      for stored in buckets[bucket] {
        let index = Int(stored)
        let frame = frames[index]
        guard frame.y < bottom, frame.maxY > top else { continue }
        // Report from the bucket where the overlap starts, so each item comes once.
        guard max(frame.y, top) / bucketHeight == bucket else { continue }
        result.append(index)
      }
    }
    if firstBucket != lastBucket { result.sort() }
    return result
  }
}
