import Testing

@testable import TangramCore

@Suite struct FlowLayoutTests {
  let layout = FlowLayout()

  @Test func twoColumnsWithHeaderAndFooter() {
    // Spec §2.1 worked example 1 (TangramMock.json card "type=2").
    var header = item(height: 30)
    header.style.display = .block
    var footer = item(height: 30)
    footer.style.display = .block
    let card = Card(
      kind: .twoColumn, header: header, items: [item(height: 100), item(height: 100), item(height: 100)],
      footer: footer)
    let result = layout.arrange(card, width: 375, context: identityContext())
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 375, height: 30),
      Rect(x: 0, y: 30, width: 188, height: 100), Rect(x: 188, y: 30, width: 187, height: 100),
      Rect(x: 0, y: 130, width: 188, height: 100),
      Rect(x: 0, y: 230, width: 375, height: 30),
    ])
    #expect(result.height == 260)
  }

  /// Padding wider than the card leaves its items no columns: they keep their rows, with no
  /// width, so nothing of them is drawn.
  @Test func paddingWiderThanTheCardLeavesItemsNoWidth() {
    let style = CardStyle(padding: EdgeDimensions(top: .units(0), right: .units(30), bottom: .units(0), left: .units(30)))
    let card = Card(kind: .oneColumn, style: style, items: [item(height: 2), item(height: 3)])
    let result = layout.arrange(card, width: 40, context: identityContext(columns: 40))
    #expect(frames(result).map(\.width) == [0, 0])
    #expect(frames(result).map(\.height) == [2, 3])
  }

  @Test func paddingGapsAndMargins() {
    // Spec §2.1 worked example 2, Android geometry (constant span width).
    let style = CardStyle(
      padding: EdgeDimensions(top: .units(2), right: .units(3), bottom: .units(4), left: .units(5)),
      hGap: .units(2), vGap: .units(1))
    let items = (0..<4).map { _ in item(height: 10, style: ItemStyle(margin: margin(1))) }
    let card = Card(kind: .threeColumn, style: style, items: items)
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(frames(result) == [
      Rect(x: 6, y: 3, width: 27, height: 10), Rect(x: 37, y: 3, width: 28, height: 10),
      Rect(x: 69, y: 3, width: 27, height: 10), Rect(x: 6, y: 16, width: 27, height: 10),
    ])
    #expect(result.height == 31)
  }

  @Test func colspanAndRowStretching() {
    // Spec §2.1 worked example 3, Android: span 23.5; rows stretch to their tallest item.
    let items = [
      item(height: 10, style: ItemStyle(colspan: 2)), item(height: 10), item(height: 10), item(height: 20),
    ]
    let card = Card(kind: .fourColumn, style: CardStyle(hGap: .units(2)), items: items)
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 49, height: 10), Rect(x: 51, y: 0, width: 24, height: 10),
      Rect(x: 77, y: 0, width: 23, height: 10), Rect(x: 0, y: 10, width: 24, height: 20),
    ])
    #expect(result.height == 30)
  }

  @Test func columnWeights() {
    // Spec §2.1 worked example 4.
    let card = Card(kind: .threeColumn, style: CardStyle(cols: [40]), items: [item(), item(), item()])
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(result.items.map(\.frame.width) == [40, 30, 30])
    #expect(result.items.map(\.frame.x) == [0, 40, 70])
  }

  /// A short row keeps the card's columns: the leftover is shared over N columns, not over
  /// the row's items (spec §2.1; iOS agrees); `autoExpand` spreads the row over its items.
  @Test(arguments: [(false, [40, 30, 30, 40, 30]), (true, [40, 30, 30, 40, 60])])
  func columnWeightsInAShortRow(autoExpand: Bool, widths: [Int]) {
    let card = Card(
      kind: .threeColumn, style: CardStyle(cols: [40], autoExpand: autoExpand), items: (0..<5).map { _ in item() })
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(result.items.map(\.frame.width) == widths)
    #expect(result.items.suffix(2).map(\.frame.x) == [0, 40])
  }

  /// Weights are shares of the width left after the gaps between a row's spans: 80 of 100 for a
  /// row of three with a gap of 10, the whole 100 for a row of one, which has no gap.
  @Test func columnWeightsShareTheWidthLeftAfterTheRowsGaps() {
    let card = Card(kind: .threeColumn, style: CardStyle(cols: [40], hGap: .units(10)), items: (0..<4).map { _ in item() })
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(result.items.map(\.frame.width) == [32, 24, 24, 40])
    #expect(result.items.map(\.frame.x) == [0, 42, 76, 0])
  }

  /// A weight of 0 is a column of no width, as vlayout takes every weight from 0 up (spec
  /// §2.1); only a negative one shares the rest. (The decoder reports a 0 in a page's `cols` and
  /// reads it as not given; a card made in code keeps it.)
  @Test func aWeightOfZeroIsAColumnOfNoWidth() {
    let card = Card(kind: .threeColumn, style: CardStyle(cols: [0, 40, -1]), items: [item(), item(), item()])
    let result = layout.arrange(card, width: 100, context: identityContext(columns: 100))
    #expect(result.items.map(\.frame.width) == [0, 40, 60])
  }

  @Test func rowsFillExactlyWithRoundedEdges() {
    let card = Card(kind: .threeColumn, items: (0..<3).map { _ in item() })
    let result = layout.arrange(card, width: 80, context: identityContext(columns: 80))
    #expect(result.items.map(\.frame.x) == [0, 27, 53])
    #expect(result.items.map(\.frame.maxX) == [27, 53, 80])
  }

  @Test func blockItemsTakeAWholeRow() {
    let block = item(height: 2, style: ItemStyle(display: .block))
    let card = Card(kind: .twoColumn, items: [item(), block, item(), item()])
    let result = layout.arrange(card, width: 10, context: identityContext(columns: 10))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 0, y: 1, width: 10, height: 2),
      Rect(x: 0, y: 3, width: 5, height: 1), Rect(x: 5, y: 3, width: 5, height: 1),
    ])
  }

  @Test func colspanLargerThanTheRowStartsANewRow() {
    let wide = item(style: ItemStyle(colspan: 2))
    let card = Card(kind: .twoColumn, items: [item(), wide, item(style: ItemStyle(colspan: 9))])
    let result = layout.arrange(card, width: 10, context: identityContext(columns: 10))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 0, y: 1, width: 10, height: 1),
      Rect(x: 0, y: 2, width: 10, height: 1),
    ])
  }

  @Test func cardAspectRatioSetsTheRowHeight() {
    let card = Card(kind: .twoColumn, style: CardStyle(aspectRatio: 4), items: [item(height: 3), item()])
    let result = layout.arrange(card, width: 80, context: identityContext(columns: 80))
    #expect(frames(result) == [Rect(x: 0, y: 0, width: 40, height: 20), Rect(x: 40, y: 0, width: 40, height: 20)])
  }

  @Test func heightPriorityStyleThenRatioThenElement() {
    let fixed = item(height: 3, style: ItemStyle(height: .units(7), aspectRatio: 2))
    let ratio = item(height: 3, style: ItemStyle(aspectRatio: 2))
    let own = item(height: 3)
    let context = identityContext(columns: 40)
    for (subject, expected) in [(fixed, 7), (ratio, 20), (own, 3)] {
      let result = layout.arrange(Card(kind: .oneColumn, items: [subject]), width: 40, context: context)
      #expect(result.items[0].frame.height == expected)
    }
  }

  @Test func autoExpandSpreadsAShortRow() {
    let card = Card(kind: .fourColumn, style: CardStyle(autoExpand: true), items: [item(), item()])
    let result = layout.arrange(card, width: 80, context: identityContext(columns: 80))
    #expect(result.items.map(\.frame.width) == [40, 40])
  }

  @Test func flowTakesItsColumnsFromStyle() {
    let card = Card(kind: .flow, style: CardStyle(column: 4), items: (0..<4).map { _ in item() })
    let result = layout.arrange(card, width: 40, context: identityContext(columns: 40))
    #expect(result.items.map(\.frame.x) == [0, 10, 20, 30])
  }

  @Test func emptyCardHasNoHeight() {
    let result = layout.arrange(Card(kind: .oneColumn), width: 40, context: identityContext())
    #expect(result == CardArrangement())
  }
}

@Suite struct FlowGapTests {
  @Test func aSmallGapStaysOneColumnWide() {
    // 4 units at 50 columns is 0.53 columns: kept as 1 so labels do not run together.
    let scale = UnitScale(columns: 50)
    let context = LayoutContext(scale: scale, measurer: FieldMeasurer())
    let card = Card(kind: .fourColumn, style: CardStyle(hGap: .units(4)), items: (0..<4).map { _ in item() })
    let result = FlowLayout().arrange(card, width: 50, context: context)
    #expect(result.items.map(\.frame.x) == [0, 13, 26, 38])
    #expect(result.items.map(\.frame.maxX) == [12, 25, 37, 50])
    let noGap = Card(kind: .fourColumn, items: (0..<4).map { _ in item() })
    #expect(FlowLayout().arrange(noGap, width: 50, context: context).items.map(\.frame.x) == [0, 13, 25, 38])
  }
}

/// A gap under one column becomes one column exactly while each column keeps four columns for
/// text (spec §9.1): at the boundary and just below it.
@Suite struct VisibleColumnGapTests {
  @Test(arguments: [
    (9.0, 2, 1.0), (8.0, 2, 0.5), (14.0, 3, 1.0), (13.0, 3, 0.5), (4.0, 1, 1.0), (3.0, 1, 0.5),
  ])
  func aSmallGapGrowsToOneColumnOnlyWhereColumnsKeepFourColumns(contentWidth: Double, columns: Int, gap: Double) {
    #expect(GapMetrics.visibleColumnGap(0.5, contentWidth: contentWidth, columns: columns) == gap)
  }

  @Test func noGapAndWholeGapsStayAsTheyAre() {
    #expect(GapMetrics.visibleColumnGap(0, contentWidth: 100, columns: 2) == 0)
    #expect(GapMetrics.visibleColumnGap(2, contentWidth: 100, columns: 2) == 2)
  }
}
