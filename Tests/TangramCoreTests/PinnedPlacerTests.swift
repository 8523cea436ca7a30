import Testing

@testable import TangramCore

/// Sticky, fix, scroll-fix and float cards placed against the viewport (spec §2.5-2.7, §3.4,
/// §3.5, Appendix B.8-B.9). One design unit is one column and one row, so every number below
/// is a cell.
@Suite struct PinnedPlacerTests {
  static let viewportWidth = 40

  private func placer(width: Int = viewportWidth, height: Int = 20) -> PinnedPlacer {
    PinnedPlacer(
      scale: UnitScale(columns: width, designWidth: Double(width), cellAspect: 1),
      viewportWidth: width, viewportHeight: height)
  }

  /// A sticky card whose box starts at content row `row`.
  private func sticky(
    row: Int, height: Int = 1, edge: StickyEdge = .top, offset: Double = 0, width: Int = viewportWidth
  ) -> PinnedCard {
    PinnedCard(
      cardIndex: 0, placement: .sticky(edge: edge, offset: .units(offset)),
      box: Rect(x: 0, y: row, width: width, height: height), background: nil, itemIDs: 0..<0,
      threshold: row)
  }

  /// A fix or scroll-fix card of `width` × `height` cells.
  private func fixed(
    _ align: FixAlignment, x: Double = 0, y: Double = 0, width: Int = 10, height: Int = 1,
    show: ShowRule = .always, threshold: Int = 0
  ) -> PinnedCard {
    PinnedCard(
      cardIndex: 0, placement: .fixed(align: align, x: .units(x), y: .units(y), show: show),
      box: Rect(x: 0, y: 0, width: width, height: height), background: nil, itemIDs: 0..<0,
      threshold: threshold)
  }

  private func float(
    _ align: FixAlignment, x: Double = 0, y: Double = 0, width: Int = 10, height: Int = 2
  ) -> PinnedCard {
    PinnedCard(
      cardIndex: 0, placement: .float(align: align, x: .units(x), y: .units(y)),
      box: Rect(x: 0, y: 0, width: width, height: height), background: nil, itemIDs: 0..<0,
      threshold: 0)
  }

  private func stuck(_ index: Int, _ frame: Rect) -> PinnedFrame {
    PinnedFrame(pinnedIndex: index, frame: frame, isStuck: true)
  }

  private func inFlow(_ index: Int, _ frame: Rect) -> PinnedFrame {
    PinnedFrame(pinnedIndex: index, frame: frame, isStuck: false)
  }

  private func row(_ y: Int, height: Int = 1, width: Int = viewportWidth) -> Rect {
    Rect(x: 0, y: y, width: width, height: height)
  }

  // MARK: Sticky start (Appendix B.8)

  /// A 1-row sticky at content row 30 in a 20-row viewport, scrolled down and back up.
  @Test(arguments: [
    (offset: 0, isStuck: false, viewportRow: 30),
    (offset: 29, isStuck: false, viewportRow: 1),
    (offset: 30, isStuck: false, viewportRow: 0),
    (offset: 31, isStuck: true, viewportRow: 0),
    (offset: 60, isStuck: true, viewportRow: 0),
    // Back up: released at the same offsets (the placer keeps no state).
    (offset: 30, isStuck: false, viewportRow: 0),
    (offset: 29, isStuck: false, viewportRow: 1),
  ])
  func stickyStartSticksOncePastTheTop(offset: Int, isStuck: Bool, viewportRow: Int) {
    let result = placer().arrange([sticky(row: 30)], offset: offset)
    let frame = PinnedFrame(pinnedIndex: 0, frame: row(viewportRow), isStuck: isStuck)
    #expect(result.inFlow == (isStuck ? [] : [frame]))
    #expect(result.overlays == (isStuck ? [frame] : []))
    #expect(result.yielded.isEmpty)
  }

  @Test func scrollingDownAndBackUpSticksAndReleasesAtTheSameOffset() {
    let offsets = Array(27...33) + Array((27...32).reversed())
    let stuckRows = offsets.map { offset -> Int? in
      placer().arrange([sticky(row: 30)], offset: offset).overlays.first?.frame.y
    }
    #expect(stuckRows == [nil, nil, nil, nil, 0, 0, 0, 0, 0, nil, nil, nil, nil])
  }

  /// `offset: 2` keeps two rows between the top and the stuck card; it sticks one row
  /// earlier than without, and never jumps.
  @Test(arguments: [
    (offset: 27, isStuck: false, viewportRow: 3),
    (offset: 28, isStuck: false, viewportRow: 2),
    (offset: 29, isStuck: true, viewportRow: 2),
    (offset: 45, isStuck: true, viewportRow: 2),
  ])
  func stickyOffsetKeepsAGapAtTheTop(offset: Int, isStuck: Bool, viewportRow: Int) {
    let result = placer().arrange([sticky(row: 30, offset: 2)], offset: offset)
    #expect(result.all == [PinnedFrame(pinnedIndex: 0, frame: row(viewportRow), isStuck: isStuck)])
  }

  /// A fixed-top card two rows tall pushes the sticky edge down to row 2.
  @Test(arguments: [
    (offset: 27, isStuck: false, viewportRow: 3),
    (offset: 28, isStuck: false, viewportRow: 2),
    (offset: 29, isStuck: true, viewportRow: 2),
    (offset: 40, isStuck: true, viewportRow: 2),
  ])
  func aFixedTopCardPushesTheStickyDown(offset: Int, isStuck: Bool, viewportRow: Int) {
    let pinned = [fixed(.topLeft, width: 40, height: 2), sticky(row: 30)]
    let result = placer().arrange(pinned, offset: offset)
    let stickyFrame = PinnedFrame(pinnedIndex: 1, frame: row(viewportRow), isStuck: isStuck)
    #expect(result.inFlow == (isStuck ? [] : [stickyFrame]))
    #expect(result.overlays == (isStuck ? [stickyFrame] : []) + [stuck(0, row(0, height: 2))])
  }

  /// A fix card that starts below the top edge leaves rows of content above it: it does not
  /// push a sticky card down, so nothing scrolls above a stuck sticky (the fix card is drawn over
  /// it where they meet). One that reaches the stack at the top joins it.
  @Test func aFixCardBelowTheTopEdgeDoesNotPushTheStickyDown() {
    let detached = [fixed(.topRight, y: 4, width: 10, height: 2), sticky(row: 30)]
    #expect(placer().arrange(detached, offset: 40).overlays.first == stuck(1, row(0)))
    let touching = [fixed(.topRight, y: 1, width: 10, height: 2), sticky(row: 30, height: 2)]
    // The sticky (rows 0-1) reaches the fix card at row 1, but the fix card was placed first
    // and was detached then: the sticky still sticks at the edge.
    #expect(placer().arrange(touching, offset: 40).overlays.first == stuck(1, row(0, height: 2)))
    let stacked = [fixed(.topLeft, width: 10, height: 2), fixed(.topRight, y: 2, width: 10, height: 1), sticky(row: 30)]
    #expect(placer().arrange(stacked, offset: 40).overlays.first == stuck(2, row(3)))
  }

  @Test func aFixedTopCardAndAStickyOffsetAddUp() {
    let pinned = [fixed(.topLeft, width: 40, height: 2), sticky(row: 30, offset: 1)]
    #expect(placer().arrange(pinned, offset: 27).inFlow == [inFlow(1, row(3))])
    #expect(placer().arrange(pinned, offset: 28).overlays.first == stuck(1, row(3)))
  }

  /// The second sticky stacks under the first once both are stuck (spec §2.5, iOS stacking).
  @Test(arguments: [
    (offset: 29, first: 1, firstStuck: false, second: 11, secondStuck: false),
    (offset: 31, first: 0, firstStuck: true, second: 9, secondStuck: false),
    (offset: 38, first: 0, firstStuck: true, second: 2, secondStuck: false),
    (offset: 39, first: 0, firstStuck: true, second: 1, secondStuck: false),
    (offset: 40, first: 0, firstStuck: true, second: 1, secondStuck: true),
    (offset: 70, first: 0, firstStuck: true, second: 1, secondStuck: true),
  ])
  func twoStickiesStack(offset: Int, first: Int, firstStuck: Bool, second: Int, secondStuck: Bool) {
    let result = placer().arrange([sticky(row: 30), sticky(row: 40, height: 2)], offset: offset)
    let frames = [
      PinnedFrame(pinnedIndex: 0, frame: row(first), isStuck: firstStuck),
      PinnedFrame(pinnedIndex: 1, frame: row(second, height: 2), isStuck: secondStuck),
    ]
    #expect(result.inFlow == frames.filter { !$0.isStuck })
    #expect(result.overlays == frames.filter(\.isStuck))
  }

  /// Stacked stickies each keep their own `offset`: the first sticks `offset` rows below the
  /// top, the second `offset` rows below the first (spec §2.5).
  @Test(arguments: [
    (offset: 27, first: 3, firstStuck: false, second: 13, secondStuck: false),
    (offset: 28, first: 2, firstStuck: false, second: 12, secondStuck: false),
    (offset: 29, first: 2, firstStuck: true, second: 11, secondStuck: false),
    (offset: 36, first: 2, firstStuck: true, second: 4, secondStuck: false),
    (offset: 37, first: 2, firstStuck: true, second: 4, secondStuck: true),
    (offset: 80, first: 2, firstStuck: true, second: 4, secondStuck: true),
  ])
  func stackedStickiesKeepTheirOffsets(offset: Int, first: Int, firstStuck: Bool, second: Int, secondStuck: Bool) {
    let result = placer().arrange([sticky(row: 30, offset: 2), sticky(row: 40, offset: 1)], offset: offset)
    let frames = [
      PinnedFrame(pinnedIndex: 0, frame: row(first), isStuck: firstStuck),
      PinnedFrame(pinnedIndex: 1, frame: row(second), isStuck: secondStuck),
    ]
    #expect(result.inFlow == frames.filter { !$0.isStuck })
    #expect(result.overlays == frames.filter(\.isStuck))
  }

  /// The same at the bottom edge: sticky-end cards stack upwards, each `offset` rows above the
  /// last.
  @Test func stackedEndStickiesKeepTheirOffsets() {
    let pinned = [sticky(row: 60, edge: .bottom, offset: 1), sticky(row: 70, edge: .bottom, offset: 2)]
    // Viewport rows 0-19: the first sticks at 20 - 1 - 1 = 18, the second at 18 - 2 - 1 = 15.
    #expect(placer().arrange(pinned, offset: 0).overlays == [stuck(0, row(18)), stuck(1, row(15))])
    // Once the first card's place is above its stuck row, it is back in the flow.
    #expect(placer().arrange(pinned, offset: 45).inFlow.first == inFlow(0, row(15)))
  }

  @Test func adjacentStickiesStackWithoutAJump() {
    let pinned = [sticky(row: 30), sticky(row: 31)]
    #expect(placer().arrange(pinned, offset: 30).all == [inFlow(0, row(0)), inFlow(1, row(1))])
    #expect(placer().arrange(pinned, offset: 31).all == [stuck(0, row(0)), stuck(1, row(1))])
  }

  /// Appendix B.8 and Android: a stuck card keeps its `marginTop` from the edge, and sticks as
  /// soon as its place passes that row (so it never jumps).
  @Test func aStuckStickyKeepsItsTopMargin() {
    let before = Card(kind: .oneColumn, items: [item(height: 10)])
    let sticky = Card(
      kind: .sticky, style: CardStyle(margin: EdgeDimensions(top: .units(2))), items: [item(height: 1)])
    let after = Card(kind: .oneColumn, items: [item(height: 100)])
    let page = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
      .layout(Page(cards: [before, sticky, after]), width: 40)
    #expect(page.pinned[0].box == row(12))
    #expect(placer().arrange(page.pinned, offset: 10).all == [inFlow(0, row(2))])
    #expect(placer().arrange(page.pinned, offset: 11).all == [stuck(0, row(2))])
    #expect(placer().arrange(page.pinned, offset: 20).all == [stuck(0, row(2))])
  }

  @Test func aStuckStickyKeepsItsColumnsAndSize() {
    let card = PinnedCard(
      cardIndex: 3, placement: .sticky(edge: .top, offset: .zero),
      box: Rect(x: 4, y: 30, width: 20, height: 3), background: nil, itemIDs: 0..<0, threshold: 30)
    #expect(placer().arrange([card], offset: 35).overlays == [stuck(0, Rect(x: 4, y: 0, width: 20, height: 3))])
  }

  // MARK: Sticky end

  /// A 1-row bottom sticky at content row 30: pinned on the last row while its place is below,
  /// scrolling with the page once its place shows.
  @Test(arguments: [
    (offset: 0, isStuck: true, viewportRow: 19),
    (offset: 10, isStuck: true, viewportRow: 19),
    (offset: 11, isStuck: false, viewportRow: 19),
    (offset: 12, isStuck: false, viewportRow: 18),
    (offset: 40, isStuck: false, viewportRow: -10),
    // Back up.
    (offset: 11, isStuck: false, viewportRow: 19),
    (offset: 10, isStuck: true, viewportRow: 19),
  ])
  func stickyEndPinsAtTheBottomWhileItsPlaceIsBelow(offset: Int, isStuck: Bool, viewportRow: Int) {
    let result = placer().arrange([sticky(row: 30, edge: .bottom)], offset: offset)
    #expect(result.all == [PinnedFrame(pinnedIndex: 0, frame: row(viewportRow), isStuck: isStuck)])
  }

  @Test func stickyEndKeepsItsOffsetAndSitsAboveAFixedBottomCard() {
    let pinned = [fixed(.bottomLeft, width: 40), sticky(row: 30, height: 2, edge: .bottom, offset: 1)]
    // Bottom card on row 19, one row of offset, so the sticky takes rows 16 and 17.
    let top = placer().arrange(pinned, offset: 0)
    #expect(top.overlays == [stuck(1, row(16, height: 2)), stuck(0, row(19))])
    #expect(placer().arrange(pinned, offset: 13).overlays.first == stuck(1, row(16, height: 2)))
    #expect(placer().arrange(pinned, offset: 14).inFlow == [inFlow(1, row(16, height: 2))])
    #expect(placer().arrange(pinned, offset: 15).inFlow == [inFlow(1, row(15, height: 2))])
  }

  // MARK: Fix cards

  /// A 10 × 2 card 3 columns and 4 rows in from each corner of a 40 × 20 viewport.
  @Test(arguments: [
    (FixAlignment.topLeft, Rect(x: 3, y: 4, width: 10, height: 2)),
    (FixAlignment.topRight, Rect(x: 27, y: 4, width: 10, height: 2)),
    (FixAlignment.bottomLeft, Rect(x: 3, y: 14, width: 10, height: 2)),
    (FixAlignment.bottomRight, Rect(x: 27, y: 14, width: 10, height: 2)),
  ])
  func fixCardsSitAtTheirCornerMovedInwardByXAndY(align: FixAlignment, expected: Rect) {
    for offset in [0, 7, 500] {
      let result = placer().arrange([fixed(align, x: 3, y: 4, height: 2)], offset: offset)
      #expect(result.overlays == [stuck(0, expected)])
      #expect(result.inFlow.isEmpty)
    }
  }

  /// The viewport is the page area, which stops above the status bar: a 1-row bottom card is on
  /// its last row whatever the scroll offset.
  @Test func aFixedBottomCardStaysOnTheLastRowAtEveryOffset() {
    let rows = Set((0...200).map { offset in
      placer(height: 23).arrange([fixed(.bottomLeft, width: 40)], offset: offset).overlays.map(\.frame)
    })
    #expect(rows == [[row(22)]])
  }

  @Test func aFixCardLargerThanItsCornerRoomIsKeptInsideTheViewport() {
    let result = placer().arrange([fixed(.topRight, x: 38, y: 1, width: 10)], offset: 0)
    #expect(result.overlays == [stuck(0, Rect(x: 0, y: 1, width: 10, height: 1))])
  }

  /// The page may scroll as far past its end as bottom fix cards always cover, so its last
  /// row comes out from under them.
  @Test func bottomFixCardsReserveRowsAtTheEndOfThePage() {
    let pinned = [
      fixed(.topLeft, width: 40, height: 3), fixed(.bottomLeft, width: 40), fixed(.bottomRight, y: 2, height: 2),
      fixed(.bottomLeft, width: 40, height: 9, show: .onLeave, threshold: 10), float(.bottomLeft, height: 6),
    ]
    #expect(placer().reservedBottomRows(pinned) == 4)
    #expect(placer().reservedBottomRows([]) == 0)
  }

  /// On a tiny viewport a bottom card that yields is not drawn, so it reserves nothing; a top
  /// card reserves nothing either (the page starts under it).
  @Test func aYieldedBottomFixCardReservesNoRows() {
    let tiny = placer(width: 20, height: 5)
    #expect(tiny.reservedBottomRows([fixed(.topLeft, width: 20, height: 2)]) == 0)
    #expect(tiny.reservedBottomRows([fixed(.bottomLeft, width: 20, height: 3)]) == 0)
    #expect(tiny.reservedBottomRows([fixed(.topLeft, width: 20, height: 2), fixed(.bottomLeft, width: 20)]) == 0)
    #expect(tiny.reservedBottomRows([fixed(.topLeft, width: 20), fixed(.bottomLeft, width: 20)]) == 1)
  }

  // MARK: Scroll-fix (Appendix B.9)

  /// The card before a `showOnLeave` card ends at content row 30 (the threshold): it shows
  /// exactly when that bottom reaches the viewport top.
  @Test(arguments: [(0, false), (29, false), (30, true), (31, true), (80, true)])
  func showOnLeaveShowsOnceThePreviousCardHasLeftTheTop(offset: Int, isShown: Bool) {
    let card = fixed(.bottomRight, width: 10, show: .onLeave, threshold: 30)
    let result = placer().arrange([card], offset: offset)
    #expect(result.overlays == (isShown ? [stuck(0, Rect(x: 30, y: 19, width: 10, height: 1))] : []))
  }

  /// A `showOnEnter` card whose place is content row 30 shows once that place reaches the
  /// viewport bottom (offset 10 in a 20-row viewport), and hides again above it.
  @Test(arguments: [(0, false), (9, false), (10, true), (11, true), (80, true)])
  func showOnEnterShowsOnceItsPlaceEntersFromTheBottom(offset: Int, isShown: Bool) {
    let card = fixed(.topRight, y: 4, width: 10, show: .onEnter, threshold: 30)
    let result = placer().arrange([card], offset: offset)
    #expect(result.overlays == (isShown ? [stuck(0, Rect(x: 30, y: 4, width: 10, height: 1))] : []))
  }

  @Test func showAlwaysShowsAtEveryOffset() {
    for offset in [0, 29, 30, 200] {
      let result = placer().arrange([fixed(.topLeft, show: .always, threshold: 30)], offset: offset)
      #expect(result.overlays.count == 1)
    }
  }

  /// iOS runs the rule only when the threshold is past row 0: a scroll-fix card above every
  /// flow card always shows.
  @Test func showOnLeaveBeforeEveryFlowCardAlwaysShows() {
    #expect(placer().arrange([fixed(.topLeft, show: .onLeave, threshold: 0)], offset: 0).overlays.count == 1)
  }

  /// The thresholds come from the stacked page: the bottom of the previous flow card plus its
  /// bottom margin.
  @Test func scrollFixThresholdsComeFromThePageLayout() {
    let before = Card(
      kind: .oneColumn, style: CardStyle(margin: EdgeDimensions(bottom: .units(2))),
      items: [item(height: 28)])
    var leaveStyle = CardStyle()
    leaveStyle.pin = PinStyle(align: .bottomRight, showType: .onLeave)
    let leave = Card(kind: .scrollFix, style: leaveStyle, items: [item(style: ItemStyle(height: .units(1), width: .units(10)))])
    let after = Card(kind: .oneColumn, items: [item(height: 100)])
    let page = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
      .layout(Page(cards: [before, leave, after]), width: 40)
    #expect(page.pinned.map(\.threshold) == [30])
    #expect(page.pinned[0].box == Rect(x: 0, y: 0, width: 10, height: 1))
    #expect(placer().arrange(page.pinned, offset: 29).overlays.isEmpty)
    #expect(placer().arrange(page.pinned, offset: 30).overlays == [stuck(0, Rect(x: 30, y: 19, width: 10, height: 1))])
  }

  // MARK: Floats

  @Test func aFloatStartsAtItsCorner() {
    let result = placer().arrange([float(.bottomRight, x: 2, y: 3)], offset: 12)
    #expect(result.overlays == [stuck(0, Rect(x: 28, y: 15, width: 10, height: 2))])
  }

  @Test func aMovedFloatIsWhereTheUserPutIt() {
    let result = placer().arrange([float(.bottomRight, x: 2, y: 3)], offset: 12, floatOrigins: [0: (x: 5, y: 6)])
    #expect(result.overlays == [stuck(0, Rect(x: 5, y: 6, width: 10, height: 2))])
  }

  /// Moved past an edge, a float is kept inside the viewport.
  @Test(arguments: [
    (x: -5, y: 30, expected: Rect(x: 0, y: 18, width: 10, height: 2)),
    (x: 35, y: -2, expected: Rect(x: 30, y: 0, width: 10, height: 2)),
    (x: 30, y: 18, expected: Rect(x: 30, y: 18, width: 10, height: 2)),
  ])
  func aFloatIsClampedIntoTheViewport(x: Int, y: Int, expected: Rect) {
    let result = placer().arrange([float(.topLeft)], offset: 0, floatOrigins: [0: (x: x, y: y)])
    #expect(result.overlays == [stuck(0, expected)])
  }

  @Test func aFloatsCornerOffsetIsClampedIntoTheViewportToo() {
    let result = placer().arrange([float(.topLeft, x: 50, y: 50)], offset: 0)
    #expect(result.overlays == [stuck(0, Rect(x: 30, y: 18, width: 10, height: 2))])
  }

  // MARK: Yielding

  /// A 20 × 6 terminal leaves a 5-row page area: pinned cards may cover 2 rows.
  @Test func onATinyViewportPinnedCardsYieldBeyondHalfTheRows() {
    let tiny = placer(width: 20, height: 5)
    #expect(tiny.pinnedRowBudget == 2)
    let pinned = [
      fixed(.topLeft, width: 20),  // 0: row 0
      sticky(row: 10, width: 20),  // 1: stuck on row 1
      sticky(row: 12, width: 20),  // 2: no room left
    ]
    let result = tiny.arrange(pinned, offset: 15)
    #expect(result.overlays == [stuck(1, row(1, width: 20)), stuck(0, row(0, width: 20))])
    #expect(result.yielded == [2])
    // The yielded sticky stays in the flow, scrolled away above the viewport.
    #expect(result.inFlow == [inFlow(2, row(-3, width: 20))])
  }

  /// Fix cards are placed before sticky cards, so they win the rows whatever the page order.
  @Test func fixCardsTakeTheRowsBeforeStickyCards() {
    let tiny = placer(width: 20, height: 5)
    let pinned = [sticky(row: 10, width: 20), fixed(.topLeft, width: 20), fixed(.bottomLeft, width: 20)]
    let result = tiny.arrange(pinned, offset: 15)
    #expect(result.overlays == [stuck(1, row(0, width: 20)), stuck(2, row(4, width: 20))])
    #expect(result.yielded == [0])
    #expect(result.inFlow == [inFlow(0, row(-5, width: 20))])
  }

  @Test func aFixCardTallerThanTheBudgetYieldsAndIsHidden() {
    let tiny = placer(width: 20, height: 5)
    let result = tiny.arrange([fixed(.topLeft, width: 20, height: 3), fixed(.bottomLeft, width: 20)], offset: 0)
    #expect(result.yielded == [0])
    #expect(result.overlays == [stuck(1, row(4, width: 20))])
    #expect(result.inFlow.isEmpty)
  }

  /// The budget counts the rows pinned cards cover, not the rows between a fix card and its
  /// edge: a 6-row bottom fix card 4 rows up (rows 10-15 of 20) and a 4-row stuck sticky cover
  /// 10 rows, which is the budget.
  @Test func theBudgetCountsCoveredRowsNotGaps() {
    let pinned = [sticky(row: 5, height: 4), fixed(.bottomRight, x: 10, y: 4, width: 10, height: 6)]
    let result = placer(height: 20).arrange(pinned, offset: 10)
    #expect(result.yielded.isEmpty)
    #expect(result.overlays == [
      stuck(0, row(0, height: 4)), stuck(1, Rect(x: Self.viewportWidth - 20, y: 10, width: 10, height: 6)),
    ])
  }

  @Test func aYieldedStickyScrollsWithThePage() {
    let tiny = placer(width: 20, height: 5)
    let card = sticky(row: 10, height: 3, width: 20)
    for offset in 8...14 {
      let result = tiny.arrange([card], offset: offset)
      #expect(result.overlays.isEmpty)
      #expect(result.inFlow == [inFlow(0, row(10 - offset, height: 3, width: 20))])
      // It yields only while it would be stuck.
      #expect(result.yielded == (offset > 10 ? [0] : []))
    }
  }

  @Test func pinnedCardsNeverCoverMoreThanHalfTheViewport() {
    for height in 1...12 {
      let placer = placer(width: 20, height: height)
      let pinned = [
        fixed(.topLeft, width: 20, height: 2), sticky(row: 8, width: 20), sticky(row: 9, height: 2, width: 20),
        fixed(.bottomRight, y: 1, width: 5), sticky(row: 30, edge: .bottom, width: 20), float(.topLeft, height: 3),
      ]
      for offset in 0...40 {
        let result = placer.arrange(pinned, offset: offset)
        var covered = Set<Int>()
        // Floats are narrow and the user can move them: they take no rows from the budget.
        for frame in result.overlays {
          if case .float = pinned[frame.pinnedIndex].placement { continue }
          covered.formUnion(frame.frame.y..<frame.frame.maxY)
        }
        #expect(covered.count <= height / 2, "height \(height), offset \(offset): \(covered.sorted())")
        #expect(Set(result.overlays.map(\.pinnedIndex)).isDisjoint(with: result.yielded))
      }
    }
  }

  // MARK: Drawing order

  /// Stuck stickies first, then floats, then fix cards, whatever the page order (spec §3.5).
  @Test func overlaysAreStuckStickiesThenFloatsThenFixCards() {
    let pinned = [
      fixed(.bottomLeft, width: 40),  // 0
      float(.topRight),  // 1
      sticky(row: 5),  // 2
      fixed(.topRight, y: 5, show: .onLeave, threshold: 3),  // 3
      float(.bottomLeft),  // 4
      sticky(row: 8),  // 5
      sticky(row: 60),  // 6: still in the flow
    ]
    let result = placer().arrange(pinned, offset: 10)
    #expect(result.overlays.map(\.pinnedIndex) == [2, 5, 1, 4, 0, 3])
    #expect(result.inFlow.map(\.pinnedIndex) == [6])
    #expect(result.all.map(\.pinnedIndex) == [6, 2, 5, 1, 4, 0, 3])
  }
}
