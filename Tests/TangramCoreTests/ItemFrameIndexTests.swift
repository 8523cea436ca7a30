import TangramTestSupport
import Testing

@testable import TangramCore

@Suite struct ItemFrameIndexTests {
  /// LazyScrollView's `ModelBucketTest` vectors (spec §4.2): bucket height 20, models named
  /// `y * 100 + h`.
  private static let bucketTestModels: [(name: Int, frame: Rect)] = {
    var models: [(Int, Rect)] = []
    for (height, tops) in [(10, stride(from: 0, through: 50, by: 10)), (20, stride(from: 0, through: 40, by: 10)),
      (30, stride(from: 0, through: 30, by: 10)), (40, stride(from: 0, through: 20, by: 10)),
      (50, stride(from: 0, through: 10, by: 10)), (60, stride(from: 0, through: 0, by: 10))]
    {
      for top in tops { models.append((top * 100 + height, Rect(x: 0, y: top, width: 10, height: height))) }
    }
    return models
  }()

  @Test(arguments: [(60, 21), (50, 20), (40, 18), (30, 15), (20, 11), (10, 6)])
  func modelBucketCounts(_ bottom: Int, _ expected: Int) {
    let index = ItemFrameIndex(frames: Self.bucketTestModels.map(\.frame), bucketHeight: 20)
    #expect(index.indices(intersectingRows: 0..<bottom).count == expected)
  }

  @Test func modelBucketMembers() {
    let index = ItemFrameIndex(frames: Self.bucketTestModels.map(\.frame), bucketHeight: 20)
    let names = { (rows: Range<Int>) in Set(index.indices(intersectingRows: rows).map { Self.bucketTestModels[$0].name }) }
    #expect(names(0..<20) == [10, 20, 30, 40, 50, 60, 1010, 1020, 1030, 1040, 1050])
    #expect(names(0..<10) == [10, 20, 30, 40, 50, 60])
  }

  /// A page of absurd height gets taller buckets rather than an absurd bucket array: never more
  /// than ``ItemFrameIndex/maximumBucketCount`` of them, whichever way the rectangles are found
  /// (rows are kept as 32-bit numbers: a billion rows down is well inside).
  @Test func anAbsurdlyTallPageGetsTallerBuckets() {
    let top = 1 << 30
    let frames = [Rect(x: 0, y: 0, width: 5, height: 3), Rect(x: 0, y: top, width: 5, height: 2)]
    for order in [frames, frames.reversed()] {
      let index = ItemFrameIndex(frames: order, bucketHeight: 64)
      #expect(index.bucketHeight == (top + 2) / ItemFrameIndex.maximumBucketCount + 1)
      #expect(index.indices(intersectingRows: top..<(top + 1)).count == 1)
      #expect(index.indices(intersectingRows: 0..<3).count == 1)
    }
    #expect(ItemFrameIndex(frames: frames.prefix(1), bucketHeight: 64).bucketHeight == 64)
  }

  @Test func zeroSizedFramesAreNeverFound() {
    let index = ItemFrameIndex(frames: [
      Rect(x: 0, y: 0, width: 5, height: 0), Rect(x: 0, y: 0, width: 0, height: 5), Rect(x: 0, y: 0, width: 5, height: 5),
    ])
    #expect(index.indices(intersectingRows: 0..<10) == [2])
  }

  @Test func matchesABruteForceScanOnRandomRectangles() {
    var generator = SplitMix64(seed: 42)
    for bucketHeight in [1, 7, 64] {
      let frames = (0..<2_000).map { _ in
        Rect(
          x: Int(generator.next() % 50), y: Int(generator.next() % 3_000),
          width: Int(generator.next() % 20), height: Int(generator.next() % 150))
      }
      let index = ItemFrameIndex(frames: frames, bucketHeight: bucketHeight)
      #expect(!index.isOrdered)
      for _ in 0..<300 {
        let top = Int(generator.next() % 3_200) - 100
        let rows = top..<(top + Int(generator.next() % 200))
        let expected = frames.indices.filter { i in
          !rows.isEmpty && !frames[i].isEmpty && frames[i].y < rows.upperBound && frames[i].maxY > rows.lowerBound
        }
        #expect(index.indices(intersectingRows: rows) == expected)
      }
    }
  }

  /// Rows of a flow: tops that only grow, some rectangles beside others, a few far taller than
  /// a bucket.
  @Test(arguments: [1, 7, 64])
  func rectanglesInOrderOfTheirTopsAreFoundWithoutBuckets(bucketHeight: Int) {
    var generator = SplitMix64(seed: 11)
    var top = 0
    let frames = (0..<3_000).map { _ in
      top += Int(generator.next() % 4)
      let isTall = generator.next() % 50 == 0
      let height = 1 + Int(generator.next() % (isTall ? 400 : 12))
      return Rect(x: Int(generator.next() % 50), y: top, width: 1 + Int(generator.next() % 20), height: height)
    }
    let index = ItemFrameIndex(frames: frames, bucketHeight: bucketHeight)
    #expect(index.isOrdered)
    for _ in 0..<400 {
      let queryTop = Int(generator.next() % 4_800) - 100
      let rows = queryTop..<(queryTop + Int(generator.next() % 120))
      let onPage = max(0, rows.lowerBound)..<max(0, rows.upperBound)
      let expected = frames.indices.filter { i in
        !onPage.isEmpty && frames[i].y < onPage.upperBound && frames[i].maxY > onPage.lowerBound
      }
      #expect(index.indices(intersectingRows: rows) == expected)
    }
  }

  /// One rectangle out of order, or one that is not indexed, and the index lists them all in
  /// buckets, finding the same.
  @Test func rectanglesOutOfOrderOrNotIndexedAreListedInBuckets() {
    let inOrder = (0..<10).map { Rect(x: 0, y: $0 * 2, width: 4, height: 3) }
    #expect(ItemFrameIndex(frames: inOrder, bucketHeight: 4).isOrdered)
    for changed in [Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 0, y: 9, width: 0, height: 3)] {
      var frames = inOrder
      frames[6] = changed
      let index = ItemFrameIndex(frames: frames, bucketHeight: 4)
      #expect(!index.isOrdered)
      for top in 0..<24 {
        let expected = frames.indices.filter { !frames[$0].isEmpty && frames[$0].y < top + 3 && frames[$0].maxY > top }
        #expect(index.indices(intersectingRows: top..<(top + 3)) == expected)
      }
    }
  }

  @Test func framesAboveTheFirstRowAreFoundByTheirRowsOnThePage() {
    var generator = SplitMix64(seed: 7)
    let frames = (0..<500).map { _ in
      Rect(
        x: Int(generator.next() % 50) - 25, y: Int(generator.next() % 400) - 200,
        width: Int(generator.next() % 20), height: Int(generator.next() % 100))
    }
    let index = ItemFrameIndex(frames: frames.lazy.map { $0 }, bucketHeight: 16)
    #expect(index.count == 500)
    for top in stride(from: -300, to: 300, by: 13) {
      let rows = top..<(top + 40)
      // There are no rows above the first: only the query's rows from 0 on count.
      let onPage = max(0, rows.lowerBound)..<max(0, rows.upperBound)
      let expected = frames.indices.filter { i in
        !onPage.isEmpty && !frames[i].isEmpty && frames[i].y < onPage.upperBound && frames[i].maxY > onPage.lowerBound
      }
      #expect(index.indices(intersectingRows: rows) == expected)
    }
  }

  /// Rows are kept as `Int32`: a frame that reaches past the last row it can hold is cut there,
  /// and one wholly below it is not found.
  @Test func rowsBeyondInt32AreClamped() {
    let last = Int(Int32.max)
    let index = ItemFrameIndex(frames: [
      Rect(x: 0, y: last - 5, width: 1, height: 100), Rect(x: 0, y: last + 10, width: 1, height: 1),
      Rect(x: 0, y: 0, width: 1, height: 1),
    ])
    #expect(index.indices(intersectingRows: (last - 10)..<(last - 4)) == [0])
    #expect(index.indices(intersectingRows: last..<(last + 100)) == [])
    #expect(index.indices(intersectingRows: 0..<1) == [2])
  }
}
