import Testing

@testable import TangramCore

@Suite struct WaterfallLayoutTests {
  let layout = WaterfallLayout()

  /// Arranges `card` at `width` columns, one design unit to a cell.
  func arrange(_ card: Card, width: Int = 100) -> CardArrangement {
    layout.arrange(card, width: width, context: identityContext(columns: width))
  }

  func card(_ heights: [Int], style: CardStyle = .none, header: Item? = nil, footer: Item? = nil) -> Card {
    Card(
      kind: .waterfall, style: style, header: header, items: heights.map { item(height: $0) }, footer: footer)
  }

  func block(height: Int) -> Item {
    item(height: height, style: ItemStyle(display: .block))
  }

  @Test func workedExample() {
    // Spec §2.3: column width (100 - 4) / 2 = 48; columns at x 0 and 52.
    let style = CardStyle(hGap: .units(4), vGap: .units(2))
    let result = arrange(card([10, 30, 10, 10, 10], style: style))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 48, height: 10), Rect(x: 52, y: 0, width: 48, height: 30),
      Rect(x: 0, y: 12, width: 48, height: 10), Rect(x: 0, y: 24, width: 48, height: 10),
      Rect(x: 52, y: 32, width: 48, height: 10),
    ])
    #expect(result.height == 42)
  }

  @Test func threeColumnsFillTheShortestFirst() {
    // Bottoms after three items: 5, 3, 4. Item 4 goes to column 2 (ends at 4), then columns 2 and
    // 3 tie at 4 and item 5 takes the left one.
    let style = CardStyle(column: 3)
    let result = arrange(card([5, 3, 4, 1, 2], style: style), width: 90)
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 30, height: 5), Rect(x: 30, y: 0, width: 30, height: 3),
      Rect(x: 60, y: 0, width: 30, height: 4), Rect(x: 30, y: 3, width: 30, height: 1),
      Rect(x: 30, y: 4, width: 30, height: 2),
    ])
    #expect(result.height == 6)
  }

  @Test func tiesGoLeft() {
    let result = arrange(card([4, 4, 2, 2, 2]))
    #expect(result.items.map(\.frame.x) == [0, 50, 0, 50, 0])
    #expect(result.items.map(\.frame.y) == [0, 0, 4, 4, 6])
  }

  @Test func marginsSitInsideTheColumn() {
    let margins = EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(3), left: .units(4))
    let items = (0..<3).map { _ in item(height: 10, style: ItemStyle(margin: margins)) }
    let result = arrange(Card(kind: .waterfall, items: items))
    #expect(frames(result) == [
      Rect(x: 4, y: 1, width: 44, height: 10), Rect(x: 54, y: 1, width: 44, height: 10),
      Rect(x: 4, y: 15, width: 44, height: 10),
    ])
    #expect(result.height == 28)
  }

  @Test func paddingInsetsTheColumns() {
    // C = 100 - 5 - 3 = 92; column width (92 - 2) / 2 = 45; columns at x 5 and 52.
    let style = CardStyle(
      padding: EdgeDimensions(top: .units(2), right: .units(3), bottom: .units(4), left: .units(5)),
      hGap: .units(2), vGap: .units(1))
    let result = arrange(card([10, 10, 10], style: style))
    #expect(frames(result) == [
      Rect(x: 5, y: 2, width: 45, height: 10), Rect(x: 52, y: 2, width: 45, height: 10),
      Rect(x: 5, y: 13, width: 45, height: 10),
    ])
    #expect(result.height == 27)
  }

  /// Neither platform shows a waterfall's header or footer (Android's `StaggeredCard` does not
  /// parse them; iOS's waterfall layout has no header): a card built in code with them places
  /// its items only, under their indices in ``Card/allItems``.
  @Test func headerAndFooterGetNoFrame() {
    let style = CardStyle(vGap: .units(1))
    let result = arrange(card([10, 5, 5], style: style, header: block(height: 3), footer: block(height: 2)))
    #expect(result.items.map(\.index) == [1, 2, 3])
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 5),
      Rect(x: 50, y: 6, width: 50, height: 5),
    ])
    #expect(result.height == 11)
  }

  /// vlayout's `StaggeredGridLayoutHelper` has no full-width items: a `display: block` item goes
  /// to the shortest column like the others.
  @Test func aBlockItemStaysInAColumn() {
    let items = [item(height: 10), item(height: 5), block(height: 2), item(height: 3), item(height: 3)]
    let result = arrange(Card(kind: .waterfall, items: items))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 10), Rect(x: 50, y: 0, width: 50, height: 5),
      Rect(x: 50, y: 5, width: 50, height: 2), Rect(x: 50, y: 7, width: 50, height: 3),
      Rect(x: 0, y: 10, width: 50, height: 3),
    ])
    #expect(result.height == 13)
  }

  @Test func columnComesFromStyle() {
    let result = arrange(card([1, 1, 1, 1], style: CardStyle(column: 4)), width: 40)
    #expect(result.items.map(\.frame.x) == [0, 10, 20, 30])
    #expect(result.items.map(\.frame.width) == [10, 10, 10, 10])
    #expect(WaterfallLayout.columnCount(of: card([])) == 2)
  }

  @Test func oneColumnStacksItemsAGapApart() {
    let style = CardStyle(column: 1, vGap: .units(1))
    let result = arrange(card([2, 3], style: style), width: 20)
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 20, height: 2), Rect(x: 0, y: 3, width: 20, height: 3),
    ])
    #expect(result.height == 6)
  }

  @Test func heightsFollowTheItemNotTheCardRatio() {
    let items = [item(height: 3), item(height: 3, style: ItemStyle(aspectRatio: 2))]
    let card = Card(kind: .waterfall, style: CardStyle(aspectRatio: 1), items: items)
    let result = arrange(card)
    #expect(result.items.map(\.frame.height) == [3, 25])
  }

  @Test func aSmallGapStaysOneColumnWide() {
    // 4 units at 50 columns is 0.53 columns: kept as 1, as in the flow layout.
    let context = LayoutContext(scale: UnitScale(columns: 50), measurer: FieldMeasurer())
    let style = CardStyle(column: 4, hGap: .units(4))
    let result = layout.arrange(card([1, 1, 1, 1], style: style), width: 50, context: context)
    #expect(result.items.map(\.frame.x) == [0, 13, 26, 38])
    #expect(result.items.map(\.frame.maxX) == [12, 25, 37, 50])
  }

  /// More columns than cells: each column is a fraction of a cell, and the columns together
  /// never reach past the card.
  @Test func columnsNarrowerThanACellStayInsideTheCard() {
    let result = arrange(card([1, 1, 1, 1], style: CardStyle(column: 4)), width: 2)
    #expect(result.items.allSatisfy { $0.frame.x >= 0 && $0.frame.maxX <= 2 })
    #expect(result.items.map(\.frame.x) == [0, 1, 1, 2])
    #expect(result.items.map(\.frame.width) == [1, 0, 1, 0])
  }

  @Test func emptyCardHasNoHeight() {
    let result = arrange(Card(kind: .waterfall))
    #expect(result == CardArrangement())
  }
}
