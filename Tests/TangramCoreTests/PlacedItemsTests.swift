import Testing

@testable import TangramCore

/// A page's placed items keep a frame per item and the rest once per run of items that continue
/// one another in a card; every item reads back as it was appended, however the runs fall.
@Suite struct PlacedItemsTests {
  /// Items of two cards in order, a pinned card, a nested card, a pager, and items of one card
  /// out of order (as a layout that places items by columns appends them).
  static let mixed: [PlacedItem] = {
    var items: [PlacedItem] = []
    func add(_ card: Int, _ index: Int, _ layer: ItemLayer = .flow, nested: Int? = nil) {
      let frame = Rect(x: index % 3 * 10, y: items.count * 2, width: 10, height: 2)
      items.append(PlacedItem(frame: frame, cardIndex: card, indexInCard: index, layer: layer, nestedBoxIndex: nested))
    }
    for index in 0..<4 { add(0, index) }
    for index in 0..<3 { add(1, index) }
    for index in 0..<2 { add(2, index, .pinned(0)) }
    for index in 0..<3 { add(3, index, nested: 5) }
    for index in 1..<3 { add(3, index) }
    add(4, 0)
    for index in 1..<4 { add(4, index, .strip(0)) }
    for index in [0, 2, 4, 1, 3] { add(5, index) }
    return items
  }()

  @Test func everyItemReadsBackByPositionAndInOrder() {
    let items = PlacedItems(Self.mixed)
    #expect(items.count == Self.mixed.count)
    #expect(items.indices.map { items[$0] } == Self.mixed)
    #expect(Array(items) == Self.mixed)
    #expect(items.indices.map(items.frame(at:)) == Self.mixed.map(\.frame))
    #expect(!items.isAllFlow)
  }

  /// One run per card in order, and one per item that does not continue the one before:
  /// cards 0 and 1; card 2 (pinned); card 3 nested, then card 3 at the top level; card 4's
  /// header, then its pages; card 5's items 0, 2, 4, 1, 3 (each a run but for none).
  @Test func itemsThatContinueOneAnotherShareARun() {
    #expect(PlacedItems(Self.mixed).runCount == 2 + 1 + 2 + 2 + 5)
  }

  @Test func aLongCardIsOneRunAcrossChunks() {
    let count = ChunkedArray<Int>.chunkSize + 5
    let items = PlacedItems(
      (0..<count).lazy.map { PlacedItem(frame: Rect(x: 0, y: $0, width: 4, height: 1), cardIndex: 2, indexInCard: $0, layer: .flow) })
    #expect(items.runCount == 1)
    #expect(items.isAllFlow)
    #expect(items[count - 1].indexInCard == count - 1)
    #expect(items[count - 1].frame == Rect(x: 0, y: count - 1, width: 4, height: 1))
    #expect(items.last?.cardIndex == 2)
  }

  @Test func noItemsAreAnEmptyList() {
    let items = PlacedItems()
    #expect(items.isEmpty && items.runCount == 0 && items.isAllFlow)
    #expect(Array(items).isEmpty)
  }

  /// An index of a page's rows reads them from the items in one pass or one at a time, alike.
  @Test func theRowsOfPlacedItemsReadAlikeInOnePassAndOneAtATime() {
    for items in [PlacedItems(Self.mixed), PlacedItems(Self.mixed.filter { $0.layer == .flow })] {
      let rows = IndexedRows.flowItems(items)
      var walked: [(Int, Int, Int)] = []
      rows.forEachSpan { index, span in walked.append((index, span.top, span.bottom)) }
      let read = (0..<rows.count).map { (index: Int) in (index, rows[index].top, rows[index].bottom) }
      #expect(walked.map(\.0) == read.map(\.0) && walked.map(\.1) == read.map(\.1) && walked.map(\.2) == read.map(\.2))
      let flowRows = items.map { $0.layer == .flow ? $0.frame.maxY : 0 }
      #expect(read.map(\.2) == flowRows)
    }
  }
}
