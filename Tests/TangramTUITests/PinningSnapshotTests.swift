import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Screens of `--dump --keys` for sticky, fix, scroll-fix, float and pager cards on the example
/// pages, compared with `pin-*` snapshot files; each also checks the row that shows the
/// behaviour, so a wrong snapshot cannot be recorded unnoticed.
@Suite struct PinningSnapshotTests {
  static let stickyStart = "sticky start: I stay on the top row once I reach it"
  static let secondSticky = "a second sticky card stacks under the first"
  static let stickyEnd = "sticky end (type 22): pinned above the status bar until my place comes into view"
  static let fixTop = "fix top (type 23): always on the first row"
  static let fixBottom = "fix bottom (type 8): always above the status bar"

  static func example(_ name: String) -> URL {
    repositoryRoot().appendingPathComponent("Examples/\(name).json")
  }

  /// The screen `tangram-tui --dump` prints for an example page, as lines.
  static func dump(
    _ name: String, width: Int = 80, height: Int = 24, keys: String = "", clock: Bool = false
  ) throws -> String {
    try dumpScreen(example(name), width: width, height: height, keys: keys, clock: clock)
  }

  /// A viewer of an example page, for checks over many offsets.
  static func viewer(_ name: String, width: Int = 80, height: Int = 24) throws -> Viewer {
    let url = example(name)
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    return Viewer(page: decoded.page, fileName: url.lastPathComponent, columns: width, rows: height)
  }

  static func lines(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `j` pressed `rows` times.
  static func down(_ rows: Int) -> String { String(repeating: "j", count: rows) }
  static func up(_ rows: Int) -> String { String(repeating: "k", count: rows) }

  // MARK: Sticky (sticky.json: 6 rows, sticky at row 6, 30 rows, sticky at row 37, …)

  @Test func stickyStartReachesTheTopRowInFlowThenStays() throws {
    let inFlow = Self.lines(try Self.dump("sticky", keys: Self.down(6)))
    #expect(inFlow[0] == Self.stickyStart)
    #expect(inFlow[1] == "middle row 1: scroll to see the pinned cards stay put")

    let screen = try Self.dump("sticky", keys: Self.down(7))
    assertSnapshot(screen, named: "pin-sticky-80x24-stuck")
    let stuck = Self.lines(screen)
    #expect(stuck[0] == Self.stickyStart)
    #expect(stuck[1] == "middle row 2: scroll to see the pinned cards stay put")

    let far = Self.lines(try Self.dump("sticky", keys: Self.down(30)))
    #expect(far[0] == Self.stickyStart)
    #expect(far[1] == "middle row 25: scroll to see the pinned cards stay put")
  }

  @Test func stickyStartGoesBackIntoTheFlowWhenScrolledUp() throws {
    let screen = try Self.dump("sticky", keys: Self.down(37) + " " + Self.up(34))
    assertSnapshot(screen, named: "pin-sticky-80x24-back-in-flow")
    let lines = Self.lines(screen)
    #expect(lines[0] == "before row 4: scroll to see the pinned cards stay put")
    #expect(lines[3] == Self.stickyStart)
    #expect(lines[4] == "middle row 1: scroll to see the pinned cards stay put")
  }

  @Test func theSecondStickyStacksUnderTheFirst() throws {
    let before = Self.lines(try Self.dump("sticky", keys: Self.down(36)))
    #expect(before[0...2] == [Self.stickyStart, Self.secondSticky, "more row 1: scroll to see the pinned cards stay put"])

    let screen = try Self.dump("sticky", keys: Self.down(37))
    assertSnapshot(screen, named: "pin-sticky-80x24-stacked")
    let lines = Self.lines(screen)
    #expect(lines[0...2] == [Self.stickyStart, Self.secondSticky, "more row 2: scroll to see the pinned cards stay put"])
  }

  /// The bottom sticky (content row 68) is on the last page row until its place shows: at
  /// offset 46 it is there in the flow, at 47 it has moved up with the page.
  @Test func stickyEndIsPinnedAboveTheStatusBarUntilItsPlaceShows() throws {
    let top = try Self.dump("sticky")
    assertSnapshot(top, named: "pin-sticky-80x24")
    #expect(Self.lines(top)[22] == Self.stickyEnd)

    let pinned = Self.lines(try Self.dump("sticky", keys: Self.down(45)))
    #expect(pinned[21...22] == ["more row 29: scroll to see the pinned cards stay put", Self.stickyEnd])

    let screen = try Self.dump("sticky", keys: Self.down(47))
    assertSnapshot(screen, named: "pin-sticky-80x24-end-in-flow")
    let released = Self.lines(screen)
    #expect(released[21...22] == [Self.stickyEnd, "after row 1: scroll to see the pinned cards stay put"])
  }

  // MARK: Fix and scroll-fix (fix.json)

  @Test(arguments: [("top", ""), ("middle", down(18)), ("end", "G")])
  func fixedCardsAtTheTopMiddleAndEnd(_ place: String, keys: String) throws {
    let screen = try Self.dump("fix", keys: keys)
    assertSnapshot(screen, named: "pin-fix-80x24-\(place)")
    let lines = Self.lines(screen)
    #expect(lines[0] == Self.fixTop)
    #expect(lines[22] == Self.fixBottom)
    #expect(lines[23].hasPrefix(" fix.json"))
  }

  /// The page area stops above the status bar: the bottom card is on terminal row 22 of 24 at
  /// every scroll offset.
  @Test func theFixedBottomCardIsAboveTheStatusBarAtEveryOffset() throws {
    let viewer = try Self.viewer("fix")
    #expect(viewer.pageView.viewportHeight == 23)
    // 80 rows of content, 23 page rows, and one more so the last row comes out from under the
    // bottom card.
    #expect(viewer.pageView.maximumOffset == 58)
    for offset in 0...viewer.pageView.maximumOffset {
      viewer.pageView.scroll(to: offset)
      let lines = viewer.render().lines
      #expect(lines[0] == Self.fixTop, "offset \(offset)")
      #expect(lines[22] == Self.fixBottom, "offset \(offset)")
    }
  }

  /// At 80 × 20 (19 page rows) the `showOnEnter` card's place is content row 20, so it shows
  /// from offset 1; the `showOnLeave` card follows a card ending at row 40, so it shows from
  /// offset 40. Both hide again one row back.
  @Test func scrollFixCardsShowAndHideAtTheirThresholds() throws {
    let viewer = try Self.viewer("fix", height: 20)
    let pinned = viewer.pageView.layout.pinned
    let page = viewer.pageView.page
    let enter = try #require(pinned.first { page.cards[$0.cardIndex].id == "enter" })
    let leave = try #require(pinned.first { page.cards[$0.cardIndex].id == "leave" })
    #expect(enter.threshold == 20)
    #expect(leave.threshold == 40)
    let rows = viewer.pageView.viewportHeight
    #expect(rows == 19)
    // The page starts at content row 0, under the fix-top card (spec §2.6).
    #expect(viewer.pageView.offset == 0)
    let start = 0

    let enterShownAt = enter.threshold - rows
    let enterHidden = try Self.dump("fix", height: 20, keys: Self.down(enterShownAt - 1 - start))
    let enterShown = try Self.dump("fix", height: 20, keys: Self.down(enterShownAt - start))
    let enterHiddenAgain = try Self.dump("fix", height: 20, keys: Self.down(enterShownAt - start) + " k")
    assertSnapshot(enterHidden, named: "pin-fix-80x20-enter-hidden")
    assertSnapshot(enterShown, named: "pin-fix-80x20-enter-shown")
    #expect(Self.lines(enterHidden)[4] == "content row 5: scroll to see the pinned cards stay put")
    #expect(Self.lines(enterShown)[4] == "content row 6: scroll to see the pinned cards stay putshowOnEnter: I appear once")
    #expect(Self.lines(enterShown)[5] == "content row 7: scroll to see the pinned cards stay putmy place enters the screen")
    #expect(enterHiddenAgain == enterHidden)

    let leaveHidden = try Self.dump("fix", height: 20, keys: Self.down(leave.threshold - 1 - start))
    let leaveShown = try Self.dump("fix", height: 20, keys: Self.down(leave.threshold - start))
    let leaveHiddenAgain = try Self.dump("fix", height: 20, keys: Self.down(leave.threshold - start) + " k")
    assertSnapshot(leaveHidden, named: "pin-fix-80x20-leave-hidden")
    assertSnapshot(leaveShown, named: "pin-fix-80x20-leave-shown")
    #expect(Self.lines(leaveHidden)[16] == "end row 16: scroll to see the pinned cards stay put")
    #expect(Self.lines(leaveShown)[16] == "end row 17: scroll to see the pinned cards stay showOnLeave: I appear once the")
    #expect(Self.lines(leaveShown)[17] == "end row 18: scroll to see the pinned cards stay cards above my place are gone")
    #expect(leaveHiddenAgain == leaveHidden)
  }

  // MARK: Float (float.json: a 19 × 2 card at column 59, row 15)

  @Test func aDraggedFloatSnapsToTheNearerSide() throws {
    let dragging = Self.lines(try Self.dump("float", keys: "press:60,15 drag:20,10"))
    #expect(dragging[10] == "page row 11: scrolldrag me, or        cards stay put")

    let left = try Self.dump("float", keys: "press:60,15 drag:20,10 release:20,10")
    assertSnapshot(left, named: "pin-float-80x24-dragged-left")
    let leftLines = Self.lines(left)
    #expect(leftLines[10] == "drag me, or         to see the pinned cards stay put")
    #expect(leftLines[11] == "Shift+arrows        to see the pinned cards stay put")
    #expect(leftLines[15] == "page row 16: scroll to see the pinned cards stay put")

    let right = try Self.dump("float", keys: "press:60,15 drag:50,5 release:50,5")
    assertSnapshot(right, named: "pin-float-80x24-dragged-right")
    #expect(Self.lines(right)[5] == "page row 6: scroll to see the pinned cards stay put          drag me, or")
  }

  @Test func aMovedFloatKeepsItsScreenPlaceWhileThePageScrolls() throws {
    let lines = Self.lines(try Self.dump("float", keys: "press:60,15 drag:20,10 release:20,10 j j j"))
    #expect(lines[10] == "drag me, or         to see the pinned cards stay put")
    #expect(lines[9] == "page row 13: scroll to see the pinned cards stay put")
  }

  @Test func shiftArrowsPutTheFloatAgainstASide() throws {
    let screen = try Self.dump("float", keys: "S-Left")
    assertSnapshot(screen, named: "pin-float-80x24-shift-left")
    let lines = Self.lines(screen)
    #expect(lines[15] == "drag me, or         to see the pinned cards stay put")
    #expect(lines[16] == "Shift+arrows        to see the pinned cards stay put")

    let back = Self.lines(try Self.dump("float", keys: "S-Left S-Right"))
    #expect(back[15] == "page row 16: scroll to see the pinned cards stay put         drag me, or")
  }

  // MARK: Pagers (pagers.json: the banner's pages on rows 3-11, its dots on row 12)

  static let indicatorIndent = String(repeating: " ", count: 38)

  @Test func arrowsTurnTheFirstPager() throws {
    let first = Self.lines(try Self.dump("pagers"))
    #expect(first[3] == "banner page 1 of 4: turns every 3 s")
    #expect(first[12] == Self.indicatorIndent + "●○○○")

    let screen = try Self.dump("pagers", keys: "Right Right")
    assertSnapshot(screen, named: "pin-pagers-80x24-right-right")
    let lines = Self.lines(screen)
    #expect(lines[3] == "banner page 3 of 4: turns every 3 s")
    #expect(lines[12] == Self.indicatorIndent + "○○●○")
    // Only the banner turned: the strip below still starts with item 1.
    #expect(lines[16].contains("item 1"))

    #expect(try Self.dump("pagers", keys: "l l") == screen)
    let back = Self.lines(try Self.dump("pagers", keys: "Right Right Left"))
    #expect(back[12] == Self.indicatorIndent + "○●○○")
    // The banner is `infinite`: it goes round at both ends.
    let round = Self.lines(try Self.dump("pagers", keys: "Right Right Right Right"))
    #expect(round[3] == "banner page 1 of 4: turns every 3 s")
    #expect(round[12] == Self.indicatorIndent + "●○○○")
    #expect(Self.lines(try Self.dump("pagers", keys: "Left"))[12] == Self.indicatorIndent + "○○○●")
  }

  @Test func theBannerTurnsEveryThreeSecondsUnderTheClock() throws {
    let screen = try Self.dump("pagers", keys: "wait:3000", clock: true)
    assertSnapshot(screen, named: "pin-pagers-80x24-clock-3s")
    let lines = Self.lines(screen)
    #expect(lines[3] == "banner page 2 of 4: turns every 3 s")
    #expect(lines[12] == Self.indicatorIndent + "○●○○")

    let early = Self.lines(try Self.dump("pagers", keys: "wait:2999", clock: true))
    #expect(early[12] == Self.indicatorIndent + "●○○○")
    let inSteps = Self.lines(try Self.dump("pagers", keys: "wait:1000 wait:1000 wait:1000", clock: true))
    #expect(inSteps[12] == Self.indicatorIndent + "○●○○")
    // After the last page it goes round to the first.
    let round = Self.lines(try Self.dump("pagers", keys: "wait:9000", clock: true))
    #expect(round[12] == Self.indicatorIndent + "○○○●")
    let wrapped = Self.lines(try Self.dump("pagers", keys: "wait:12000", clock: true))
    #expect(wrapped[3] == "banner page 1 of 4: turns every 3 s")
    #expect(wrapped[12] == Self.indicatorIndent + "●○○○")
  }

  /// Turning the pager by hand restarts its interval.
  @Test func aPagerTurnedByHandWaitsAWholeInterval() throws {
    let soon = Self.lines(try Self.dump("pagers", keys: "wait:2000 Right wait:2999", clock: true))
    #expect(soon[12] == Self.indicatorIndent + "○●○○")
    let later = Self.lines(try Self.dump("pagers", keys: "wait:2000 Right wait:3000", clock: true))
    #expect(later[12] == Self.indicatorIndent + "○○●○")
  }

  @Test func withoutTheClockNothingTurns() throws {
    let screen = try Self.dump("pagers", keys: "wait:3000 wait:60000")
    #expect(Self.lines(screen)[12] == Self.indicatorIndent + "●○○○")
    #expect(screen == (try Self.dump("pagers")))
  }

  // MARK: A tiny terminal (20 × 6: five page rows, at most two of them pinned)

  @Test func theStatusBarNamesTheCardsThatGaveWayAndWhy() throws {
    // Seven page rows, three for pinned cards: the scroll-fix card (two rows) and the bottom
    // card take them, so the sticky card stays in the flow.
    let oneSticky = try Self.dump("showcase", width: 130, height: 8, keys: "G")
    #expect(
      Self.lines(oneSticky)[7]
        == " showcase.json  cards[10] (sticky) scrolls with the page: pinned cards would cover over half the screen"
        + String(repeating: " ", count: 9) + "row 184/190  100%")
    let two = try Self.dump("showcase", width: 130, height: 4, keys: "G")
    #expect(
      Self.lines(two)[3]
        == " showcase.json  cards[2], cards[10] not pinned: pinned cards would cover over half the screen"
        + String(repeating: " ", count: 9) + "row 188/190  100%  69 items")
  }

  @Test func onATinyTerminalPinnedCardsYieldAndTheStatusBarSaysSo() throws {
    let top = try Self.dump("sticky", width: 20, height: 6)
    assertSnapshot(top, named: "pin-sticky-20x6")
    // The bottom sticky (five rows at this width) would cover the whole page area.
    #expect(Self.lines(top)[0] == "before row 1: scroll")
    // Twenty columns leave no useful room for the warning beside the position.
    #expect(Self.lines(top)[5] == " sticky.json     2%")
    let wider = try Self.dump("sticky", width: 40, height: 6)
    #expect(Self.lines(wider)[5] == " sticky.json  cards[5] (… row 1/151  3%")

    let scrolled = try Self.dump("sticky", width: 20, height: 6, keys: Self.down(20))
    assertSnapshot(scrolled, named: "pin-sticky-20x6-scrolled")
    let lines = Self.lines(scrolled)
    // The top sticky (three rows) yielded: its last row scrolls away with the page.
    #expect(lines[0] == "I reach it")
    #expect(lines[5] == " sticky.json    10%")

    let fix = try Self.dump("fix", width: 20, height: 6)
    assertSnapshot(fix, named: "pin-fix-20x6")
    #expect(Self.lines(fix)[0] == "content row 1: under")
  }

  /// Six rows (pinned cards may cover two of the five page rows), forty columns (room for the
  /// status bar's warning beside the position).
  @Test func onATinyTerminalPinnedRowsNeverCoverMoreThanHalf() throws {
    for name in ["sticky", "fix", "float"] {
      let viewer = try Self.viewer(name, width: 40, height: 6)
      let view = viewer.pageView
      var yieldedSomewhere = false
      for offset in 0...view.maximumOffset {
        view.scroll(to: offset)
        var covered = Set<Int>()
        for frame in view.pinnedArrangement.overlays {
          if case .float = view.layout.pinned[frame.pinnedIndex].placement { continue }
          covered.formUnion(max(0, frame.frame.y)..<min(5, frame.frame.maxY))
        }
        #expect(covered.count <= 2, "\(name) at offset \(offset): rows \(covered.sorted())")
        if !view.pinnedArrangement.yielded.isEmpty {
          yieldedSomewhere = true
          // The warning is cut to fit, but what shows of it is its start.
          let status = viewer.render().lines[5]
          #expect(status.hasPrefix(" \(name).json  cards["), "\(name) at offset \(offset): \(status)")
        }
      }
      #expect(yieldedSomewhere == (name != "float"), "\(name)")
    }
  }
}
