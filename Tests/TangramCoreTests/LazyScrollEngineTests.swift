import Testing

@testable import TangramCore

@Suite struct LazyScrollEngineTests {
  private func oneRowItems(_ count: Int) -> ItemFrameIndex {
    ItemFrameIndex(frames: (0..<count).map { Rect(x: 0, y: $0, width: 10, height: 1) })
  }

  @Test func scrollingOneRowEntersOneAndLeavesOne() {
    // Spec Appendix B.6: no 20-unit threshold.
    var engine = LazyScrollEngine(index: oneRowItems(100), buffer: 0)
    let first = engine.update(viewport: 0..<20)
    #expect(first.entered == (0..<20).map(ItemID.init))
    for top in 1...80 {
      let change = engine.update(viewport: top..<(top + 20))
      #expect(change.entered == [ItemID(top + 19)])
      #expect(change.left == [ItemID(top - 1)])
      #expect(change.stayed.count == 19)
    }
  }

  @Test func bufferMountsRowsAroundTheViewport() {
    var engine = LazyScrollEngine(index: oneRowItems(100), buffer: 2)
    _ = engine.update(viewport: 10..<20)
    #expect(engine.mounted == (8..<22).map(ItemID.init))
  }

  @Test func zeroHeightItemsNeverEnter() {
    let index = ItemFrameIndex(frames: [Rect(x: 0, y: 0, width: 5, height: 0), Rect(x: 0, y: 0, width: 5, height: 1)])
    var engine = LazyScrollEngine(index: index)
    #expect(engine.update(viewport: 0..<5).entered == [ItemID(1)])
  }

  @Test func jumpingFarLeavesEverything() {
    var engine = LazyScrollEngine(index: oneRowItems(1_000), buffer: 1)
    _ = engine.update(viewport: 0..<10)
    let change = engine.update(viewport: 500..<510)
    #expect(change.left == (0..<11).map(ItemID.init))
    #expect(change.entered == (499..<511).map(ItemID.init))
    #expect(change.stayed.isEmpty)
  }

  @Test func differenceIsAMergeOfSortedLists() {
    let change = LazyScrollEngine.difference(
      from: [1, 2, 5, 7].map(ItemID.init), to: [2, 3, 7, 9].map(ItemID.init))
    #expect(change == VisibilityChange(
      entered: [3, 9].map(ItemID.init), left: [1, 5].map(ItemID.init), stayed: [2, 7].map(ItemID.init)))
  }

  /// Items visible by other means join those of the rows once each, in order.
  @Test func additionalItemsAreMergedIntoTheRowsItems() {
    #expect(LazyScrollEngine.union([1, 2, 5].map(ItemID.init), [2, 3, 5, 8].map(ItemID.init)) == [1, 2, 3, 5, 8].map(ItemID.init))
    #expect(LazyScrollEngine.union([], [4].map(ItemID.init)) == [ItemID(4)])
    #expect(LazyScrollEngine.union([6].map(ItemID.init), []) == [ItemID(6)])
  }
}

@Suite struct ReusePoolTests {
  final class View {}

  @Test func dequeuesByReuseIdentifier() {
    var pool = ReusePool<View>()
    let a = View()
    pool.enqueue(a, reuseIdentifier: "text")
    #expect(pool.dequeue(reuseIdentifier: "image") == nil)
    #expect(pool.dequeue(reuseIdentifier: "text") === a)
    #expect(pool.dequeue(reuseIdentifier: "text") == nil)
  }

  @Test func emptyIdentifierIsNeverPooled() {
    var pool = ReusePool<View>()
    pool.enqueue(View(), reuseIdentifier: "")
    #expect(pool.count == 0)
    #expect(pool.dequeue(reuseIdentifier: "") == nil)
  }
}
