import Testing

@testable import TangramCore

/// Pagers and horizontal lists laid out as one strip of pages (spec §2.4, Recommended). One
/// design unit is one column and one row, on a 40-column card.
@Suite struct StripLayoutTests {
  private func arrange(_ card: Card, width: Int = 40) -> CardArrangement {
    StripLayout().arrange(card, width: width, context: identityContext(columns: width))
  }

  private func pager(
    _ pager: PagerStyle, hGap: Double = 0, padding: EdgeDimensions = .zero, aspectRatio: Double? = nil,
    header: Item? = nil, pages: [Item], footer: Item? = nil
  ) -> Card {
    Card(
      kind: .banner,
      style: CardStyle(padding: padding, hGap: .units(hGap), aspectRatio: aspectRatio, pager: pager),
      header: header, items: pages, footer: footer)
  }

  private func pages(_ count: Int, height: Int = 3) -> [Item] {
    (0..<count).map { _ in item(height: height) }
  }

  /// A fixed height of 0 (or a page height of 0) is no height: pages take their own (spec §2.4).
  @Test(arguments: [PagerStyle(height: .units(0)), PagerStyle(pageHeight: .units(0)), PagerStyle(height: .units(5))])
  func aZeroHeightIsNoHeight(style: PagerStyle) {
    let result = arrange(pager(style, pages: pages(2, height: 3)))
    let expected = style.height == .units(5) ? 5 : 3
    #expect(frames(result).map(\.height) == [expected, expected])
  }

  // MARK: Page width and stops

  /// Padding wider than the card leaves its pages one column, never less.
  @Test func paddingWiderThanTheCardLeavesPagesOneColumn() {
    let result = arrange(pager(PagerStyle(), padding: EdgeDimensions(top: .units(0), right: .units(3), bottom: .units(0), left: .units(3)), pages: pages(2)), width: 4)
    #expect(frames(result).map(\.width) == [1, 1])
    #expect(frames(result).map(\.x) == [3, 4])
  }

  @Test func pageModeFillsTheWholeWidth() {
    let result = arrange(pager(PagerStyle(), pages: pages(3)))
    #expect(frames(result) == [
      Rect(x: 0, y: 0, width: 40, height: 3), Rect(x: 40, y: 0, width: 40, height: 3),
      Rect(x: 80, y: 0, width: 40, height: 3),
    ])
    #expect(result.strip == StripGeometry(
      window: Rect(x: 0, y: 0, width: 40, height: 3), contentWidth: 120, pageStops: [0, 40, 80],
      indicatorRow: 3))
    #expect(result.height == 4)
  }

  /// Without `pageWidth`, a page fills the room between the scroll margins; each stop puts a
  /// page just after the left margin, so both neighbours peek in.
  @Test func pageModeFillsTheRoomBetweenTheScrollMargins() {
    let style = PagerStyle(scrollMarginLeft: .units(4), scrollMarginRight: .units(4))
    let result = arrange(pager(style, hGap: 2, pages: pages(3)))
    #expect(frames(result) == [
      Rect(x: 4, y: 0, width: 32, height: 3), Rect(x: 38, y: 0, width: 32, height: 3),
      Rect(x: 72, y: 0, width: 32, height: 3),
    ])
    // 4 + 3 × 32 + 2 × 2 + 4.
    #expect(result.strip?.contentWidth == 108)
    #expect(result.strip?.pageStops == [0, 34, 68])
    #expect(result.strip?.maximumOffset == 68)
  }

  /// A `pageWidth` of 0 is no page width (spec §1.6, pager keys: a positive one sets it): pages fill
  /// the room as without one.
  @Test func aPageWidthOfNoneFillsTheRoom() {
    let style = PagerStyle(pageWidth: .units(0), scrollMarginLeft: .units(4), scrollMarginRight: .units(4))
    #expect(frames(arrange(pager(style, hGap: 2, pages: pages(3)))).map(\.width) == [32, 32, 32])
  }

  /// A fixed page width with gaps and margins: the strip is wider than the window, and the
  /// stops past the end collapse onto the last useful offset.
  @Test func pageWidthWithGapAndScrollMargins() {
    let style = PagerStyle(pageWidth: .units(12), scrollMarginLeft: .units(5), scrollMarginRight: .units(7))
    let result = arrange(pager(style, hGap: 3, pages: pages(5, height: 2)))
    #expect(frames(result).map(\.x) == [5, 20, 35, 50, 65])
    #expect(Set(frames(result).map(\.width)) == [12])
    // 5 + 5 × 12 + 4 × 3 + 7.
    #expect(result.strip == StripGeometry(
      window: Rect(x: 0, y: 0, width: 40, height: 2), contentWidth: 84, pageStops: [0, 15, 30, 44],
      indicatorRow: 2))
  }

  @Test func pageRatioIsAShareOfTheRoomBetweenTheScrollMargins() {
    let style = PagerStyle(pageRatio: 0.5, scrollMarginLeft: .units(4), scrollMarginRight: .units(4))
    let result = arrange(pager(style, hGap: 2, pages: pages(3)))
    #expect(frames(result).map(\.x) == [4, 22, 40])
    #expect(Set(frames(result).map(\.width)) == [16])
    #expect(result.strip?.contentWidth == 60)
    // Page 3 would start at 18 + 18 = 36: clamped to the end of the strip (20).
    #expect(result.strip?.pageStops == [0, 18, 20])
  }

  @Test func theWindowIsInsideThePaddingAndPagesStartThere() {
    let padding = EdgeDimensions(top: .units(1), right: .units(3), bottom: .units(2), left: .units(5))
    let result = arrange(pager(PagerStyle(), padding: padding, pages: pages(2)))
    #expect(frames(result) == [Rect(x: 5, y: 1, width: 32, height: 3), Rect(x: 37, y: 1, width: 32, height: 3)])
    #expect(result.strip?.window == Rect(x: 5, y: 1, width: 32, height: 3))
    #expect(result.strip?.pageStops == [0, 32])
    // Padding, 3 page rows, the indicator row, padding.
    #expect(result.height == 7)
  }

  @Test func itemMarginsShrinkThePageInsideItsSlot() {
    let pages = [item(height: 1, style: ItemStyle(margin: margin(1))), item(height: 1)]
    let style = PagerStyle(pageWidth: .units(10), pageHeight: .units(4))
    let result = arrange(pager(style, pages: pages))
    #expect(frames(result) == [Rect(x: 1, y: 1, width: 8, height: 2), Rect(x: 10, y: 0, width: 10, height: 4)])
  }

  // MARK: Page height

  /// `pageHeight` wins, then page width / `itemRatio`, then the card's `aspectRatio` over its
  /// width, then the pager `height`, then the tallest page.
  @Test(arguments: [
    (PagerStyle(pageRatio: 0.5, itemRatio: 2), nil as Double?, 10),
    (PagerStyle(pageHeight: .units(7), pageRatio: 0.5, itemRatio: 2), nil, 7),
    (PagerStyle(), 4, 10),
    (PagerStyle(itemRatio: 8), 4, 5),
    (PagerStyle(height: .units(6)), nil, 6),
    (PagerStyle(height: .units(6)), 8, 5),
    (PagerStyle(), nil, 5),
  ])
  func pageHeightRules(style: PagerStyle, aspectRatio: Double?, expectedHeight: Int) {
    let card = pager(style, aspectRatio: aspectRatio, pages: [item(height: 2), item(height: 5), item(height: 3)])
    let result = arrange(card)
    #expect(result.strip?.window.height == expectedHeight)
    #expect(Set(frames(result).map(\.height)) == [expectedHeight])
    #expect(result.height == expectedHeight + 1)
  }

  // MARK: Header and footer

  @Test func headerAndFooterSpanTheCardAboveAndBelowTheWindow() {
    let padding = EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(1), left: .units(2))
    let card = pager(
      PagerStyle(pageWidth: .units(10)), hGap: 1, padding: padding, header: item(height: 2),
      pages: pages(6), footer: item(height: 1))
    let result = arrange(card)
    #expect(result.items.map(\.index) == [0, 1, 2, 3, 4, 5, 6, 7])
    let header = result.items[0].frame
    let footer = result.items[7].frame
    #expect(header == Rect(x: 2, y: 1, width: 36, height: 2))
    #expect(result.strip == StripGeometry(
      window: Rect(x: 2, y: 3, width: 36, height: 3), contentWidth: 65, pageStops: [0, 11, 22, 29],
      indicatorRow: 6))
    #expect(footer == Rect(x: 2, y: 7, width: 36, height: 1))
    #expect(result.height == 9)
    let window = result.strip!.window
    #expect(header.maxY <= window.y && footer.y >= window.maxY)
  }

  /// In a laid-out page, the header and footer scroll with the page; only the pages are in the
  /// strip.
  @Test func onlyThePagesAreInTheStrip() {
    let card = pager(PagerStyle(), header: item(height: 1), pages: pages(2), footer: item(height: 1))
    let page = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
      .layout(Page(cards: [Card(kind: .oneColumn, items: [item(height: 2)]), card]), width: 40)
    #expect(page.items.map(\.layer) == [.flow, .flow, .strip(0), .strip(0), .flow])
    #expect(page.strips[0].window == Rect(x: 0, y: 3, width: 40, height: 3))
    #expect(page.strips[0].indicatorRow == 6)
    #expect(page.items[4].frame == Rect(x: 0, y: 7, width: 40, height: 1))
    #expect(page.strips[0].itemIDs == 2..<4)
  }

  // MARK: Indicator

  @Test(arguments: [
    // Outside (the default): a row of its own below the pages.
    (PagerStyle(), 4 as Int?, 5),
    // Inside: over the last page row; the card keeps the pages' height.
    (PagerStyle(indicatorInside: true), 3, 4),
    (PagerStyle(hasIndicator: false), nil, 4),
    (PagerStyle(hasIndicator: false, indicatorInside: true), nil, 4),
  ])
  func indicatorRowAndCardHeight(style: PagerStyle, indicatorRow: Int?, height: Int) {
    let result = arrange(pager(style, pages: pages(3, height: 4)))
    #expect(result.strip?.indicatorRow == indicatorRow)
    #expect(result.height == height)
    #expect(result.strip?.window.height == 4)
  }

  /// A one-row page leaves no room inside: the indicator goes below it instead.
  @Test func anIndicatorInsideAOneRowPageGoesBelowIt() {
    let result = arrange(pager(PagerStyle(indicatorInside: true), pages: pages(3, height: 1)))
    #expect(result.strip?.indicatorRow == 1)
    #expect(result.height == 2)
  }

  @Test func aSinglePageHasNoIndicator() {
    let result = arrange(pager(PagerStyle(), pages: pages(1)))
    #expect(result.strip == StripGeometry(
      window: Rect(x: 0, y: 0, width: 40, height: 3), contentWidth: 40, pageStops: [0], indicatorRow: nil))
    #expect(result.height == 3)
  }

  /// Pages that all fit in the window cannot be turned: there is one stop and no indicator row.
  @Test func pagesThatAllFitHaveNoIndicator() {
    let result = arrange(pager(PagerStyle(pageWidth: .units(10)), hGap: 2, pages: pages(3)))
    #expect(result.strip == StripGeometry(
      window: Rect(x: 0, y: 0, width: 40, height: 3), contentWidth: 34, pageStops: [0], indicatorRow: nil))
    #expect(result.height == 3)
  }

  @Test func anEmptyPagerIsOnlyItsHeaderAndFooter() {
    let card = pager(PagerStyle(), header: item(height: 2), pages: [], footer: item(height: 1))
    let result = arrange(card)
    #expect(frames(result) == [Rect(x: 0, y: 0, width: 40, height: 2), Rect(x: 0, y: 2, width: 40, height: 1)])
    #expect(result.strip?.indicatorRow == nil)
    #expect(result.height == 3)
  }
}
