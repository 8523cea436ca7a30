import Testing

@testable import TangramCore

@Suite struct OnePlusNLayoutTests {
  let layout = OnePlusNLayout()

  /// Arranges `card` at `width` columns, one design unit to a cell.
  func arrange(_ card: Card, width: Int = 100) -> CardArrangement {
    layout.arrange(card, width: width, context: identityContext(columns: width))
  }

  /// Margins in CSS order (top, right, bottom, left), in design units.
  func margins(_ top: Double, _ right: Double, _ bottom: Double, _ left: Double) -> EdgeDimensions {
    EdgeDimensions(top: .units(top), right: .units(right), bottom: .units(bottom), left: .units(left))
  }

  func block(height: Int) -> Item {
    item(height: height, style: ItemStyle(display: .block))
  }

  /// A card of `count` items whose first is `firstHeight` rows tall.
  func card(
    _ count: Int, firstHeight: Int = 20, style: CardStyle = .none, header: Item? = nil, footer: Item? = nil
  ) -> Card {
    let items = [item(height: firstHeight)] + (1..<max(1, count)).map { _ in item(height: 1) }
    return Card(
      kind: .onePlusN, style: style, header: header, items: Array(items.prefix(count)), footer: footer)
  }

  /// Items 2 and 3 split item 1's height (vlayout `handleThree`); a part with a share is still
  /// at least a row (spec §9.2), so a one-row item 1 leaves each a row and the card is 2 rows;
  /// an item 1 of no height leaves nothing to split, and no item is shown.
  @Test(arguments: [(20, [20, 10, 10], 20), (1, [2, 1, 1], 2), (0, [0, 0, 0], 0)])
  func rightHandItemsSplitItemOnesHeight(firstHeight: Int, heights: [Int], cardHeight: Int) {
    let result = arrange(card(3, firstHeight: firstHeight))
    #expect(result.items.map(\.frame.height) == heights)
    #expect(result.height == cardHeight)
  }

  /// A card with no width arranges nothing: no item is placed and it takes no rows.
  @Test func noWidthArrangesNothing() {
    let result = arrange(card(3), width: 0)
    #expect(result.items.isEmpty)
    #expect(result.height == 0)
  }

  @Test func lifeHomeOneToTwo() {
    // Spec §2.2 worked example. avail = 375 - 2 = 373; w1 = 373 · 43.733% = 163.12, w2 = 209.88;
    // H1 = 375 / 1.8762 = 199.87, which rounds half up to 200 rows (spec §9.2); Android
    // truncates it to 199 px. The right column splits 200 - 2 into 99 + 99, so item 1 and item 3
    // are one row taller than Android's (0,0,163,199) and (165,101,210,98); the rest matches.
    let style = CardStyle(cols: [43.733], aspectRatio: 1.8762)
    let items = [
      item(style: ItemStyle(margin: margins(0, 2, 0, 0))),
      item(style: ItemStyle(margin: margins(0, 0, 2, 0))),
      item(),
    ]
    let result = arrange(Card(kind: .onePlusN, style: style, items: items), width: 375)
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 163, height: 200),
      Rect(x: 165, y: 0, width: 210, height: 99),
      Rect(x: 165, y: 101, width: 210, height: 99),
    ])
    #expect(result.height == 200)
    #expect(result.notes.isEmpty)
  }

  @Test func oneItemTakesTheWholeWidthInsideItsMargins() {
    let single = Card(kind: .onePlusN, items: [item(height: 10, style: ItemStyle(margin: margin(1)))])
    let result = arrange(single)
    #expect(frames(result) == [Rect(x: 1, y: 1, width: 98, height: 10)])
    #expect(result.height == 12)
  }

  @Test func oneItemTakesTheCardRatio() {
    let result = arrange(card(1, firstHeight: 3, style: CardStyle(aspectRatio: 4)))
    #expect(frames(result) == [Rect(x: 0, y: 0, width: 100, height: 25)])
    #expect(result.height == 25)
  }

  @Test func twoItemsShareTheTallerHeightAndItemOnesVerticalMargins() {
    // Item 2's top and bottom margins become item 1's (1 and 0).
    let items = [
      item(height: 10, style: ItemStyle(margin: margins(1, 0, 0, 0))),
      item(height: 20, style: ItemStyle(margin: margins(5, 0, 3, 0))),
    ]
    let result = arrange(Card(kind: .onePlusN, items: items))
    #expect(frames(result) == [
      Rect(x: 0, y: 1, width: 50, height: 20), Rect(x: 50, y: 1, width: 50, height: 20),
    ])
    #expect(result.height == 21)
  }

  @Test func twoItemsBothTakeTheCardRatio() {
    let result = arrange(card(2, firstHeight: 3, style: CardStyle(aspectRatio: 5)))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 20), Rect(x: 50, y: 0, width: 50, height: 20),
    ])
    #expect(result.height == 20)
  }

  @Test func threeItemsSplitTheRightColumn() {
    let result = arrange(card(3))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 20),
      Rect(x: 50, y: 0, width: 50, height: 10), Rect(x: 50, y: 10, width: 50, height: 10),
    ])
    #expect(result.height == 20)
  }

  @Test func fourItemsShareTheBottomRow() {
    let result = arrange(card(4))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 20),
      Rect(x: 50, y: 0, width: 50, height: 10),
      Rect(x: 50, y: 10, width: 25, height: 10), Rect(x: 75, y: 10, width: 25, height: 10),
    ])
  }

  @Test func fiveItemsShareTheBottomRowInThirdsWithSharedEdges() {
    // Thirds of 50 columns: edges at 66.67 and 83.33 round to 67 and 83.
    let result = arrange(card(5))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 20),
      Rect(x: 50, y: 0, width: 50, height: 10),
      Rect(x: 50, y: 10, width: 17, height: 10), Rect(x: 67, y: 10, width: 16, height: 10),
      Rect(x: 83, y: 10, width: 17, height: 10),
    ])
    #expect(result.height == 20)
  }

  @Test func colsSetWidthsAndRowsSetTheTopShare() {
    let style = CardStyle(cols: [30, 70], rows: [25])
    let result = arrange(card(3, firstHeight: 40, style: style))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 30, height: 40),
      Rect(x: 30, y: 0, width: 70, height: 10), Rect(x: 30, y: 10, width: 70, height: 30),
    ])
  }

  @Test func missingColsEntriesTakeTheirDefaults() {
    // -1 is "not given": halves on top; item 3 takes 20 % of 100, item 4 the rest of item 2's 50.
    let style = CardStyle(cols: [-1, -1, 20])
    let result = arrange(card(4, style: style))
    #expect(frames(result).suffix(2) == [
      Rect(x: 50, y: 10, width: 20, height: 10), Rect(x: 70, y: 10, width: 30, height: 10),
    ])
  }

  @Test func anOddSplitRoundsToASharedEdge() {
    // 5 rows split 2.5 + 2.5: item 2 ends, and item 3 starts, at row 3.
    let result = arrange(card(3, firstHeight: 5))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 50, height: 5),
      Rect(x: 50, y: 0, width: 50, height: 3), Rect(x: 50, y: 3, width: 50, height: 2),
    ])
  }

  @Test func marginsAreNormalisedAndTheBottomRowAlignsWithItemOnesSlot() {
    // Item 2's top becomes 1; items 3 and 4 take item 1's bottom (3); item 3 takes item 2's
    // left (2) and item 4 its right (4). avail = 100 - 2 - 6 = 92: w1 = w2 = 46; the bottom
    // row shares 46 - 1 - 1 = 44. Split = 20 - 1 - 1 = 18: 9 + 9. Item 4's top margin 2 makes
    // the right column 9 + 2 + 9 + 5 = 25 rows, more than item 1's 24, so item 1 stretches.
    let items = [
      item(height: 20, style: ItemStyle(margin: margins(1, 2, 3, 0))),
      item(style: ItemStyle(margin: margins(9, 4, 1, 2))),
      item(style: ItemStyle(margin: margins(1, 1, 9, 9))),
      item(style: ItemStyle(margin: margins(2, 9, 9, 1))),
    ]
    let result = arrange(Card(kind: .onePlusN, items: items))
    #expect(frames(result) == [
      Rect(x: 0, y: 1, width: 46, height: 21),
      Rect(x: 50, y: 1, width: 46, height: 9),
      Rect(x: 50, y: 13, width: 22, height: 9), Rect(x: 74, y: 13, width: 22, height: 9),
    ])
    #expect(result.height == 25)
  }

  @Test func fiveItemsWithMarginsEndWhereItemTwoEnds() {
    // avail = 96: w1 = w2 = 48; the bottom row shares 48 - 4 inner margins = 44 in thirds.
    let items = [item(height: 20, style: ItemStyle(margin: margin(1)))]
      + (0..<4).map { _ in item(style: ItemStyle(margin: margin(1))) }
    let result = arrange(Card(kind: .onePlusN, items: items))
    #expect(frames(result) == [
      Rect(x: 1, y: 1, width: 48, height: 20),
      Rect(x: 51, y: 1, width: 48, height: 9),
      Rect(x: 51, y: 12, width: 15, height: 9), Rect(x: 68, y: 12, width: 14, height: 9),
      Rect(x: 84, y: 12, width: 15, height: 9),
    ])
    #expect(result.height == 22)
  }

  @Test func normalisationFollowsTheItemCount() {
    let given = (0..<5).map { Double($0 + 1) }.map {
      ItemMargins(top: $0, right: $0 * 10, bottom: $0 * 100, left: $0 * 1000)
    }
    let two = OnePlusNLayout.normalisedMargins(Array(given.prefix(2)))
    #expect(two[1] == ItemMargins(top: 1, right: 20, bottom: 100, left: 2000))
    let three = OnePlusNLayout.normalisedMargins(Array(given.prefix(3)))
    #expect(three[1] == ItemMargins(top: 1, right: 20, bottom: 200, left: 2000))
    #expect(three[2] == ItemMargins(top: 3, right: 20, bottom: 100, left: 2000))
    let five = OnePlusNLayout.normalisedMargins(given)
    #expect(five[2] == ItemMargins(top: 3, right: 30, bottom: 100, left: 2000))
    #expect(five[3] == ItemMargins(top: 4, right: 40, bottom: 100, left: 4000))
    #expect(five[4] == ItemMargins(top: 5, right: 20, bottom: 500, left: 5000))
  }

  /// Header and footer sit right above and below the items: `vGap` is not read by this card on
  /// either platform (vlayout's `OnePlusNLayoutHelper` has no gaps; iOS's
  /// `TangramSingleAndDoubleLayout` starts item 1 at the header's bottom).
  @Test func headerAndFooterAreFullWidthBlocksWithNoGap() {
    let style = CardStyle(vGap: .units(1))
    let result = arrange(card(3, style: style, header: block(height: 3), footer: block(height: 2)))
    #expect(result.items.map(\.index) == [0, 1, 2, 3, 4])
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 100, height: 3),
      Rect(x: 0, y: 3, width: 50, height: 20),
      Rect(x: 50, y: 3, width: 50, height: 10), Rect(x: 50, y: 13, width: 50, height: 10),
      Rect(x: 0, y: 23, width: 100, height: 2),
    ])
    #expect(result.height == 25)
  }

  @Test func headerAndFooterAloneAreShown() {
    let style = CardStyle(vGap: .units(1))
    let result = arrange(card(0, style: style, header: block(height: 3), footer: block(height: 2)))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 100, height: 3), Rect(x: 0, y: 3, width: 100, height: 2),
    ])
    #expect(result.height == 5)
  }

  @Test func itemsAfterTheFifthAreNotPlacedButNoted() {
    let result = arrange(card(7, header: block(height: 3), footer: block(height: 2)))
    #expect(result.items.map(\.index) == [0, 1, 2, 3, 4, 5, 8])
    #expect(result.notes == ["one-plus-N places at most 5 items; 2 items after the fifth are not shown"])
    #expect(
      OnePlusNLayout.overflowNote(itemCount: 6)
        == "one-plus-N places at most 5 items; 1 item after the fifth is not shown")
    #expect(OnePlusNLayout.overflowNote(itemCount: 5) == nil)
  }

  @Test func paddingInsetsTheContentAndTheRatioUsesTheContentWidth() {
    // C = 100 - 5 - 3 = 92; H1 = 92 / 4.6 = 20.
    let style = CardStyle(
      padding: EdgeDimensions(top: .units(2), right: .units(3), bottom: .units(4), left: .units(5)),
      aspectRatio: 4.6)
    let result = arrange(card(3, style: style))
    #expect(frames(result) == [
      Rect(x: 5, y: 2, width: 46, height: 20),
      Rect(x: 51, y: 2, width: 46, height: 10), Rect(x: 51, y: 12, width: 46, height: 10),
    ])
    #expect(result.height == 26)
  }

  @Test func emptyCardHasNoHeight() {
    let result = arrange(Card(kind: .onePlusN))
    #expect(result == CardArrangement())
  }
}
