import Testing

@testable import TangramCore

/// A laid-out page keeps one ``PlacedItem`` per item, so its size is part of its contract: these
/// tests fail when a change makes it grow, and check that what it keeps in `Int32`s reads back.
@Suite struct PlacedItemTests {
  @Test func aPlacedItemTakesThirtyTwoBytesAndHoldsNoReference() {
    #expect(MemoryLayout<PlacedItem>.stride <= 32)
    // Copying a million of them (a snapshot of a page being read) counts no reference.
    #expect(_isPOD(PlacedItem.self))
    #expect(MemoryLayout<CompactRect>.stride == 16)
    #expect(MemoryLayout<PlacedBox>.stride <= 32)
  }

  static let frames: [Rect] = [
    Rect(x: 0, y: 0, width: 0, height: 0),
    Rect(x: -37, y: 4, width: 80, height: 3),
    Rect(x: -2_000_000_000, y: -5, width: 1, height: 10),
    Rect(x: 3, y: Int(Int32.max) - 10, width: 40, height: 10),
    Rect(x: 3, y: Int(Int32.min), width: 40, height: 1),
    Rect(x: 10, y: 20, width: -4, height: -2),
    Rect(x: 0, y: 1_000_000, width: 200, height: 100_000),
  ]

  @Test(arguments: frames)
  func framesReadBackAsStored(frame: Rect) {
    var placed = PlacedItem(frame: frame, cardIndex: 0, indexInCard: 0, layer: .flow)
    #expect(placed.frame == frame)
    #expect(CompactRect(wrappedValue: frame).wrappedValue == frame)
    placed.frame = frame.offsetBy(dx: 1)
    #expect(placed.frame == frame.offsetBy(dx: 1))
  }

  /// Edges `Int32` cannot hold are clamped: the frame reads back clipped to the rows it can.
  @Test func edgesBeyondInt32AreClamped() {
    let limit = Int(Int32.max)
    let across = Rect(x: -(limit + 100), y: limit - 5, width: limit + 200, height: 20)
    #expect(CompactRect(wrappedValue: across).wrappedValue == Rect(x: Int(Int32.min), y: limit - 5, width: limit + 100 + 1, height: 5))
    let beyond = Rect(x: 0, y: limit + 1, width: 10, height: 3)
    #expect(CompactRect(wrappedValue: beyond).wrappedValue.isEmpty)
    #expect(CompactRect(wrappedValue: beyond).wrappedValue.y == limit)
    let placed = PlacedItem(frame: beyond, cardIndex: 0, indexInCard: 0, layer: .flow)
    #expect(placed.frame.isEmpty)
  }

  static let layers: [ItemLayer] = [
    .flow, .strip(0), .strip(1), .strip(2_000_000_000), .pinned(0), .pinned(1), .pinned(2_000_000_000),
  ]

  @Test(arguments: layers)
  func everyLayerReadsBack(layer: ItemLayer) {
    var placed = PlacedItem(frame: .zero, cardIndex: 7, indexInCard: 3, layer: layer)
    #expect(placed.layer == layer)
    placed.layer = .flow
    #expect(placed.layer == .flow)
    placed.layer = layer
    #expect(placed.layer == layer)
    #expect(placed.cardIndex == 7 && placed.indexInCard == 3)
  }

  @Test func indicesReadBack() {
    var placed = PlacedItem(
      frame: Rect(x: 1, y: 2, width: 3, height: 4), cardIndex: 1_500_000, indexInCard: 999_999, layer: .pinned(4))
    #expect(placed.cardIndex == 1_500_000)
    #expect(placed.indexInCard == 999_999)
    placed.cardIndex = 12
    placed.indexInCard = 0
    #expect(placed.cardIndex == 12 && placed.indexInCard == 0)
    #expect(placed.frame == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(placed.layer == .pinned(4))
  }
}

/// The card id and the nested-card path of an address come from the page and the card boxes,
/// not from the placed item.
@Suite struct PlacedItemAddressTests {
  /// Card 0 (`outer`): an item, then a card (with an id of its own) holding an item and a card
  /// that holds two items. Card 1 has no id; card 2 is a sticky card with an id; card 3 a pager.
  static let page: Page = {
    let deepest = Card(kind: .oneColumn, id: "deepest", items: [item(height: 1), item(height: 2)])
    let middle = Card(
      kind: .oneColumn, id: "middle",
      items: [item(height: 1), Item(type: "container-oneColumn", nestedCard: deepest)])
    let outer = Card(
      kind: .oneColumn, id: "outer",
      items: [item(height: 1), Item(type: "container-oneColumn", nestedCard: middle), item(height: 1)])
    let plain = Card(kind: .oneColumn, items: [Item(type: "container-oneColumn", nestedCard: Card(kind: .oneColumn, items: [item()]))])
    let sticky = Card(kind: .sticky, id: "bar", items: [item(), item()])
    let pager = Card(kind: .banner, id: "pages", items: [item(), item()])
    return Page(cards: [outer, plain, sticky, pager])
  }()

  @Test func nestedItemsNameTheirTopLevelCardAndTheirPath() {
    let laidOut = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1).layout(Self.page, width: 40)
    #expect(laidOut.items.map { laidOut.address(of: $0).description } == [
      "outer/0", "outer/1/0", "outer/1/1/0", "outer/1/1/1", "outer/2", "#1/0/0", "bar/0", "bar/1", "pages/0", "pages/1",
    ])
    #expect(laidOut.items.indices.map { laidOut.address(of: ItemID($0)) } == laidOut.items.map { laidOut.address(of: $0) })
    #expect(laidOut.address(of: ItemID(3)) == ItemAddress(cardIndex: 0, cardID: "outer", indexPath: [1, 1, 1]))
    #expect(laidOut.address(of: ItemID(5)) == ItemAddress(cardIndex: 1, cardID: nil, indexPath: [0, 0]))
    // An empty id names the card by its index, as no id does.
    #expect(ItemAddress(cardIndex: 12, cardID: "", indexPath: [3]).description == "#12/3")
    #expect(ItemAddress(cardIndex: 0, cardID: "c", indexPath: []).description == "c")
    #expect(laidOut.items.map(\.layer) == [.flow, .flow, .flow, .flow, .flow, .flow, .pinned(0), .pinned(0), .strip(0), .strip(0)])
    #expect(laidOut.items.map(\.cardIndex) == [0, 0, 0, 0, 0, 1, 2, 2, 3, 3])
    #expect(laidOut.items.map(\.indexInCard) == [0, 0, 0, 1, 2, 0, 0, 1, 0, 1])
    // The items found through the boxes' paths are the page's.
    #expect(laidOut.item(ItemID(3)).data["h"] == .number(2))
    #expect(laidOut.item(ItemID(2)).data["h"] == .number(1))
    #expect(laidOut.boxes.map(\.depth) == [0, 1, 2, 0, 1, 0])
    #expect(laidOut.boxes.map(\.nestedIndexPath) == [[], [1], [1, 1], [], [0], []])
  }
}
