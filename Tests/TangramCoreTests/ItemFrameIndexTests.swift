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
}
