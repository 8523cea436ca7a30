import Testing

@testable import TangramCore

@Suite struct PageLayoutTests {
  private func layout(_ page: Page, width: Int = 375, cellAspect: Double = 1) -> LaidOutPage {
    PageLayout(measurer: FieldMeasurer(), designWidth: Double(width), cellAspect: cellAspect)
      .layout(page, width: width)
  }

  @Test func cardsStackWithTheirMargins() {
    // Spec §3.2 worked example, without margin de-duplication.
    let a = Card(
      kind: .oneColumn,
      style: CardStyle(margin: EdgeDimensions(top: .units(10), bottom: .units(5))),
      items: [item(height: 50)])
    let b = Card(kind: .oneColumn, style: CardStyle(margin: EdgeDimensions(top: .units(8))), items: [item(height: 20)])
    let page = layout(Page(cards: [a, b]))
    #expect(page.items.map(\.frame) == [
      Rect(x: 0, y: 10, width: 375, height: 50), Rect(x: 0, y: 73, width: 375, height: 20),
    ])
    #expect(page.height == 93)
  }

  @Test func emptyCardsTakeNoRoomAndTheirMarginsAreIgnored() {
    let empty = Card(kind: .oneColumn, style: CardStyle(margin: margin(40)))
    let page = layout(Page(cards: [empty, Card(kind: .oneColumn, items: [item(height: 2)])]))
    #expect(page.items.map(\.frame) == [Rect(x: 0, y: 0, width: 375, height: 2)])
    #expect(page.boxes.count == 1)
  }

  @Test func horizontalMarginsNarrowTheBox() {
    let card = Card(
      kind: .oneColumn,
      style: CardStyle(margin: EdgeDimensions(left: .units(10)), background: .white),
      items: [item(height: 1)])
    let page = layout(Page(cards: [card]), width: 100)
    #expect(page.boxes[0].frame == Rect(x: 10, y: 0, width: 90, height: 1))
    #expect(page.boxes[0].background == .white)
    #expect(page.items[0].frame == Rect(x: 10, y: 0, width: 90, height: 1))
  }

  @Test func nestedCardsAreLaidOutInTheirSlot() {
    let inner = Card(kind: .twoColumn, items: [item(height: 2), item(height: 3)])
    let outer = Card(
      kind: .twoColumn, items: [item(height: 1), Item(type: "container-twoColumn", nestedCard: inner)])
    let page = layout(Page(cards: [outer]), width: 40)
    #expect(page.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 20, height: 3),
      Rect(x: 20, y: 0, width: 10, height: 3), Rect(x: 30, y: 0, width: 10, height: 3),
    ])
    #expect(page.boxes.map(\.depth) == [0, 1])
  }

  @Test func unitsFollowTheTerminalWidth() {
    // 80 columns for 375 units: a 10-unit margin is 2.13 columns, a 100-unit height 10.7 rows.
    let card = Card(
      kind: .oneColumn, style: CardStyle(margin: margin(10)),
      items: [item(style: ItemStyle(height: .units(100)))])
    let page = PageLayout(measurer: FieldMeasurer()).layout(Page(cards: [card]), width: 80)
    #expect(page.items[0].frame == Rect(x: 2, y: 1, width: 76, height: 11))
    #expect(page.height == 13)
  }

  @Test func idsFollowReadingOrderWhateverTheWidth() {
    let card = Card(kind: .threeColumn, items: (0..<7).map { item(height: $0 + 1) })
    let narrow = layout(Page(cards: [card]), width: 30)
    let wide = layout(Page(cards: [card]), width: 90)
    #expect(narrow.items.indices.map { narrow.item(ItemID($0)).data["h"] } == wide.items.indices.map { wide.item(ItemID($0)).data["h"] })
    #expect(narrow.itemIDs(inRows: 0..<1) == [ItemID(0), ItemID(1), ItemID(2)])
  }
}

@Suite struct ItemAddressTests {
  @Test func addressesNameTheCardAndTheIndexPath() {
    let inner = Card(kind: .oneColumn, items: [item(), item()])
    let page = Page(cards: [
      Card(kind: .oneColumn, id: "products", header: item(style: ItemStyle(display: .block)), items: [item()]),
      Card(kind: .twoColumn, items: [item(), Item(type: "container-oneColumn", nestedCard: inner)]),
    ])
    let laidOut = PageLayout(measurer: FieldMeasurer()).layout(page, width: 40)
    #expect(laidOut.items.map { laidOut.address(of: $0).description } == [
      "products/0", "products/1", "#1/0", "#1/1/0", "#1/1/1",
    ])
  }
}

@Suite struct MarginMergingTests {
  @Test func mergedMarginsUseTheLargerOfTheTwo() {
    // Spec §3.2 worked example, with margin de-duplication: B at 60 + max(8, 5) = 68.
    let a = Card(
      kind: .oneColumn, style: CardStyle(margin: EdgeDimensions(top: .units(10), bottom: .units(5))),
      items: [item(height: 50)])
    let b = Card(kind: .oneColumn, style: CardStyle(margin: EdgeDimensions(top: .units(8))), items: [item(height: 20)])
    let layout = PageLayout(measurer: FieldMeasurer(), designWidth: 375, cellAspect: 1, mergesMargins: true)
      .layout(Page(cards: [a, b]), width: 375)
    #expect(layout.items.map(\.frame.y) == [10, 68])
    #expect(layout.height == 88)
  }
}

@Suite struct PinnedLayoutTests {
  @Test func fixCardsTakeNoRoomAndStickyCardsKeepTheirPlace() {
    let fix = Card(kind: .fixBottom, items: [item(height: 2)])
    let sticky = Card(kind: .sticky, items: [item(height: 1)])
    let page = Page(cards: [Card(kind: .oneColumn, items: [item(height: 5)]), fix, sticky, Card(kind: .oneColumn, items: [item(height: 3)])])
    let layout = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1).layout(page, width: 40)
    #expect(layout.height == 9)
    #expect(layout.pinned.map(\.box) == [Rect(x: 0, y: 0, width: 40, height: 2), Rect(x: 0, y: 5, width: 40, height: 1)])
    #expect(layout.pinned.map(\.threshold) == [5, 5])
    #expect(layout.items.map(\.layer) == [.flow, .pinned(0), .pinned(1), .flow])
    #expect(layout.itemIDs(inRows: 0..<9) == [ItemID(0), ItemID(3)])
  }

  @Test func aFixCardIsAsWideAsItsFirstItem() {
    var first = item(height: 1)
    first.style.width = .units(10)
    first.style.margin = EdgeDimensions(left: .units(2))
    let layout = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
      .layout(Page(cards: [Card(kind: .float, items: [first])]), width: 40)
    #expect(layout.pinned[0].box == Rect(x: 0, y: 0, width: 12, height: 1))
  }
}

@Suite struct CustomPlacementTests {
  /// A custom layout that pins its card to the bottom-right corner, like a fix card.
  struct CornerBadgeLayout: CardLayout {
    func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
      CardArrangement(height: 1, items: [ArrangedItem(index: 0, frame: Rect(x: 0, y: 0, width: width, height: 1))])
    }

    func placement(for card: Card) -> CardPlacement? {
      .fixed(align: .bottomRight, x: .zero, y: .zero, show: .always)
    }
  }

  @Test func aCustomLayoutCanPinItsCard() throws {
    var layouts = LayoutRegistry.standard
    try layouts.register(CornerBadgeLayout(), for: "corner-badge")
    var badge = Card(kind: .oneColumn, items: [item(height: 1)])
    badge.layoutType = "corner-badge"
    let page = Page(cards: [Card(kind: .oneColumn, items: [item(height: 4)]), badge])
    let layout = PageLayout(layouts: layouts, measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
      .layout(page, width: 40)
    #expect(layout.height == 4)
    #expect(layout.pinned.count == 1)
    #expect(layout.pinned[0].placement == .fixed(align: .bottomRight, x: .zero, y: .zero, show: .always))
  }
}

/// Hostile numbers (found by feeding random pages to `--dump`) never make layout trap or a page
/// of absurd height.
@Suite struct HostileNumberTests {
  @Test func hugeSizesAreProblemsNotCrashes() throws {
    let json = #"[{"type":"2","style":{"hGap":1e308,"padding":[1e308,0,0,0]},"items":[{"type":"text","text":"a","style":{"height":1e300,"margin":[0,1e308,0,0]}}]}]"#
    let decoded = try PageDecoder().decode(Array(json.utf8))
    #expect(decoded.diagnostics.count == 4)
    #expect(decoded.diagnostics[0].message.hasPrefix("a size of"))
    let layout = PageLayout(measurer: FieldMeasurer()).layout(decoded.page, width: 80)
    #expect(layout.items.count == 1)
    #expect(layout.height < 100)
  }

  @Test func tinyRatiosAndEdgesStayBounded() {
    #expect(UnitScale.edge(.infinity) == UnitScale.maximumCells)
    #expect(UnitScale.edge(-.infinity) == -UnitScale.maximumCells)
    #expect(UnitScale.edge(.nan) == 0)
    #expect(UnitScale.edge(1e300) == UnitScale.maximumCells)
    #expect(UnitScale.atLeastOne(1e300) == UnitScale.maximumItemRows)
    let card = Card(kind: .oneColumn, style: CardStyle(aspectRatio: 1e-300), items: [item(), item()])
    let layout = PageLayout(measurer: FieldMeasurer()).layout(Page(cards: [card]), width: 80)
    #expect(layout.height == 2 * UnitScale.maximumItemRows)
    #expect(layout.itemIDs(inRows: 150_000..<150_010) == [ItemID(1)])
  }
}
