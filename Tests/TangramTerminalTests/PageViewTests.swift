import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A page of `count` one-line text items in cards of 100.
func longPage(_ count: Int) -> Page {
  let cards = stride(from: 0, to: count, by: 100).map { start in
    Card(
      kind: .oneColumn, id: "c\(start / 100)",
      items: (start..<min(count, start + 100)).map { index in
        Item(type: "text", data: JSONObject([("type", .string("text")), ("text", .string("item \(index)"))]))
      })
  }
  return Page(cards: cards)
}

@Suite struct PageViewTests {
  @Test func liveViewsAreBoundedByTheScreenOnAHugePage() {
    let view = PageView(page: longPage(100_000), width: 40, height: 20)
    var largestLive = view.liveElementCount
    for target in [1, 2, 50, 51, 5_000, 99_990, 40_000, 0] {
      view.scroll(to: target)
      for _ in 0..<30 {
        view.scroll(by: 1)
        largestLive = max(largestLive, view.liveElementCount)
      }
    }
    // 20 rows plus a buffer of 2 rows above and below.
    #expect(largestLive <= 24)
    #expect(view.createdElementCount <= 24 * 2)
    #expect(view.liveElementCount + view.pooledElementCount == view.createdElementCount)
  }

  @Test func drawsOnlyTheViewport() {
    let view = PageView(page: longPage(1_000), width: 12, height: 3)
    view.scroll(to: 500)
    var buffer = Buffer(width: 12, height: 3)
    view.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines == ["item 500", "item 501", "item 502"])
    view.scroll(to: 10_000)
    #expect(view.offset == 997)
  }

  @Test func resizeKeepsTheTopItemInView() {
    let page = longPage(300)
    let view = PageView(page: page, width: 40, height: 10)
    view.scroll(to: 123)
    view.resize(width: 6, height: 10)
    // At 6 columns each "item N" wraps to two lines; item 123 is still the first thing shown.
    var buffer = Buffer(width: 6, height: 10)
    view.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines.first == "item")
    #expect(buffer.lines[1] == "123")
    view.resize(width: 40, height: 10)
    #expect(view.offset == 123)
  }

  @Test func cardBackgroundsFillTheirBox() throws {
    let json = ##"[{"type":"1","style":{"bgColor":"#ffffff","margin":[0,40,0,40]},"items":[{"type":"text","text":"hi"}]}]"##
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let view = PageView(page: page, width: 15, height: 2)
    var buffer = Buffer(width: 15, height: 2)
    view.draw(into: &buffer, area: buffer.area)
    let row = (0..<15).map { buffer.cell(column: $0, row: 0)?.style.background }
    #expect(row == [nil, nil] + Array(repeating: Color.white, count: 11) + [nil, nil])
    #expect(buffer.lines == ["  hi", ""])
  }

  @Test func itemBackgroundsFillTheItemWhetherMountedOrNot() throws {
    let json = ##"[{"type":"container-oneColumn","items":[{"type":"text","text":"a","style":{"bgColor":"#ff0000"}},{"type":"text","text":"b"},{"type":"text","text":"c","style":{"background-color":"#0000ff"}}]}]"##
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let view = PageView(page: page, width: 4, height: 3)
    var buffer = Buffer(width: 4, height: 3)
    view.draw(into: &buffer, area: buffer.area)
    let red = Color(rgb: 0xFF0000)
    let blue = Color(rgb: 0x0000FF)
    let backgrounds = (0..<3).map { row in (0..<4).map { buffer.cell(column: $0, row: row)?.style.background } }
    #expect(backgrounds == [Array(repeating: red, count: 4), Array(repeating: nil, count: 4), Array(repeating: blue, count: 4)])
    #expect(buffer.lines == ["a", "b", "c"])
    // Drawn whole, without mounting, the same.
    var whole = Buffer(width: 4, height: 3)
    let unmounted = PageView(page: page, width: 4, height: 1)
    unmounted.draw(into: &whole, area: whole.area, contentTop: 0)
    #expect((0..<3).map { row in (0..<4).map { whole.cell(column: $0, row: row)?.style.background } } == backgrounds)
  }
}

@Suite struct ViewerTests {
  private func viewer(columns: Int = 40, rows: Int = 6, items: Int = 50) -> Viewer {
    Viewer(page: longPage(items), fileName: "long.json", columns: columns, rows: rows)
  }

  @Test func firstScreenHasTheStatusBarOnTheLastRow() {
    let screen = viewer().render()
    #expect(screen.text == """
      item 0
      item 1
      item 2
      item 3
      item 4
       long.json  ? help  q qu… row 1/50  10%

      """)
    #expect(screen.cell(column: 0, row: 5)?.style.attributes == .reverse)
  }

  @Test func narrowStatusBarsKeepTheFileNameAndShortenThePosition() {
    #expect(viewer(columns: 30).render().lines.last == " long.json      row 1/50  10%")
    #expect(viewer(columns: 20).render().lines.last == " long.json      10%")
    #expect(viewer(columns: 8).render().lines.last == " long.j…")
  }

  @Test func keysScroll() throws {
    let subject = viewer()
    for event in try KeyScript.parse("j j") { subject.handle(event) }
    #expect(subject.pageView.offset == 2)
    for event in try KeyScript.parse("Space") { subject.handle(event) }
    #expect(subject.pageView.offset == 7)
    for event in try KeyScript.parse("^U") { subject.handle(event) }
    #expect(subject.pageView.offset == 5)
    for event in try KeyScript.parse("G") { subject.handle(event) }
    #expect(subject.pageView.offset == 45)
    #expect(subject.render().lines.last == " long.json  ? help  q…  row 46/50  100%")
    for event in try KeyScript.parse("WheelUp b g") { subject.handle(event) }
    #expect(subject.pageView.offset == 0)
    #expect(subject.handle(.key(.character("q"))) == .quit)
  }

  @Test func helpOverlayListsTheKeyTableAndAnyKeyClosesIt() {
    let subject = viewer(columns: 100, rows: 40)
    subject.handle(.key(.character("?")))
    let lines = subject.render().lines
    #expect(lines.contains { $0.contains("j ↓") && $0.contains("down one row") })
    #expect(lines.contains { $0.contains("q ^C") && $0.contains("quit") })
    #expect(subject.handle(.key(.character("q"))) == .keepRunning)
    #expect(!subject.isShowingHelp)
  }

  @Test func tinyTerminalsNeverCrash() {
    let subject = viewer()
    for (columns, rows) in [(1, 1), (0, 0), (2, 1), (1, 3), (0, 5), (7, 0), (80, 24)] {
      subject.handle(.resize(columns: columns, rows: rows))
      for key in ["G", "j", "?", "g"] { subject.handle(.key(.character(Character(key)))) }
      let screen = subject.render()
      #expect(screen.width == columns && screen.height == rows)
    }
  }
}

@Suite struct FocusTests {
  @Test func focusFollowsItemsWithAnActionAndSurvivesResize() throws {
    let json = #"{"cards":[{"type":"1","items":[{"type":"text","text":"a"},{"type":"text","text":"b","action":"x"},{"type":"text","text":"c"},{"type":"text","text":"d","action":"y"}]}]}"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let view = PageView(page: page, width: 20, height: 2)
    #expect(view.moveFocus(forward: true) == ItemID(1))
    #expect(view.moveFocus(forward: true) == ItemID(3))
    #expect(view.offset == 2)
    #expect(view.moveFocus(forward: true) == ItemID(1))
    #expect(view.moveFocus(forward: false) == ItemID(3))
    view.resize(width: 8, height: 3)
    #expect(view.focusedItem == ItemID(3))
    var buffer = Buffer(width: 8, height: 3)
    view.draw(into: &buffer, area: buffer.area)
    let focusedRow = try #require(buffer.lines.firstIndex(of: "d"))
    #expect(buffer.cell(column: 0, row: focusedRow)?.style.attributes == .reverse)
    #expect(buffer.cell(column: 7, row: focusedRow)?.style.attributes == .reverse)
  }

  /// A page read again at the same place keeps a stuck sticky card stuck: no sticky change is
  /// reported for it, as none happened.
  @Test func aStuckStickyCardTakenOverIsNoChange() throws {
    let json = """
      {"cards":[{"type":"1","items":[\((0..<5).map { #"{"type":"text","text":"a\#($0)"}"# }.joined(separator: ","))]},
      {"type":"container-sticky","items":[{"type":"text","text":"stuck"}]},
      {"type":"1","items":[\((0..<30).map { #"{"type":"text","text":"b\#($0)"}"# }.joined(separator: ","))]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let old = PageView(page: page, width: 20, height: 6)
    old.scroll(to: 10)
    #expect(old.stickyChanges.map(\.isStuck) == [true])
    let new = PageView(page: page, width: 20, height: 6)
    new.takeOver(from: old)
    #expect(new.stickyChanges.isEmpty)
    var buffer = Buffer(width: 20, height: 6)
    new.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines.first == "stuck")
  }

  /// A sticky card stuck in the old version and back in the flow in the new one (it moved
  /// below what the user sees) has come unstuck: that change is reported.
  @Test func aStickyCardNoLongerStuckAfterTakingOverIsAChange() throws {
    let a = (0..<5).map { #"{"type":"text","text":"a\#($0)"}"# }.joined(separator: ",")
    let b = (0..<30).map { #"{"type":"text","text":"b\#($0)"}"# }.joined(separator: ",")
    let sticky = #"{"type":"container-sticky","items":[{"type":"text","text":"stuck"}]}"#
    let before = try PageDecoder().decode(Array(#"{"cards":[{"type":"1","items":[\#(a)]},\#(sticky),{"type":"1","items":[\#(b)]}]}"#.utf8)).page
    let after = try PageDecoder().decode(Array(#"{"cards":[{"type":"1","items":[\#(a)]},{"type":"1","items":[\#(b)]},\#(sticky)]}"#.utf8)).page
    let old = PageView(page: before, width: 20, height: 6)
    old.scroll(to: 10)
    #expect(old.stickyChanges.map(\.isStuck) == [true])
    let new = PageView(page: after, width: 20, height: 6)
    new.takeOver(from: old)
    #expect(new.stickyChanges.map(\.pinnedIndex) == [0])
    #expect(new.stickyChanges.map(\.isStuck) == [false])
    var buffer = Buffer(width: 20, height: 6)
    new.draw(into: &buffer, area: buffer.area)
    #expect(!buffer.lines.contains("stuck"))
  }

  /// A pager read again keeps its page, and the items of that page are the ones mounted and
  /// drawn, also at the top of the page, where taking over scrolls nowhere.
  @Test func aPagerTakenOverShowsItsPage() throws {
    let pages = (0..<3).map { #"{"type":"text","text":"page \#($0)"}"# }.joined(separator: ",")
    let json = #"[{"type":"container-banner","items":[\#(pages)]},{"type":"1","items":[{"type":"text","text":"below"}]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let old = PageView(page: page, width: 20, height: 6)
    old.turnPage(ofStrip: 0, by: 2)
    let new = PageView(page: page, width: 20, height: 6)
    new.takeOver(from: old)
    #expect(new.currentPage(ofStrip: 0) == 2)
    #expect(new.mountedItemIDs == old.mountedItemIDs)
    var buffer = Buffer(width: 20, height: 6)
    new.draw(into: &buffer, area: buffer.area)
    var oldBuffer = Buffer(width: 20, height: 6)
    old.draw(into: &oldBuffer, area: oldBuffer.area)
    #expect(buffer.lines == oldBuffer.lines)
    #expect(buffer.lines.first == "page 2")
  }

  /// A pager read again with fewer pages than the one it showed goes back as far as its pages
  /// now reach: to its only page, shown from its first column.
  @Test func aPagerTakenOverWithOnePageLeftShowsItWhole() throws {
    let banner = { (count: Int) in
      let pages = (0..<count).map { #"{"type":"text","text":"page \#($0) of \#(count)"}"# }.joined(separator: ",")
      return try PageDecoder().decode(Array(#"[{"type":"container-banner","items":[\#(pages)]}]"#.utf8)).page
    }
    let old = PageView(page: try banner(3), width: 20, height: 4)
    old.turnPage(ofStrip: 0, by: 2)
    #expect(old.currentPage(ofStrip: 0) == 2)
    let new = PageView(page: try banner(1), width: 20, height: 4)
    new.takeOver(from: old)
    #expect(new.currentPage(ofStrip: 0) == 0)
    var buffer = Buffer(width: 20, height: 4)
    new.draw(into: &buffer, area: buffer.area)
    #expect(buffer.lines.first == "page 0 of 1")
  }

  /// A terminal of no columns or no rows gets a frame of that size: nothing is drawn.
  @Test(arguments: [(0, 6), (40, 0), (0, 0)])
  func aScreenOfNoSizeGetsAnEmptyFrame(columns: Int, rows: Int) throws {
    let page = try PageDecoder().decode(Array(#"[{"type":"1","items":[{"type":"text","text":"a"}]}]"#.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: columns, rows: rows)
    viewer.update()
    let frame = viewer.render()
    #expect((frame.width, frame.height) == (columns, rows))
  }

  /// A fix card without a background of its own is outlined, down to three rows high (its item
  /// draws over the outline where it reaches the card's edge).
  @Test func aThreeRowFixCardIsOutlined() throws {
    let json = #"""
      {"cards":[{"type":"1","items":[{"type":"text","text":"flow"}]},
      {"type":"container-fix","style":{"align":"bottom_left","padding":[20,0,20,0]},
       "items":[{"type":"text","text":"pinned","style":{"width":120}}]}]}
      """#
    let viewer = Viewer(page: try PageDecoder().decode(Array(json.utf8)).page, fileName: "p.json", columns: 40, rows: 8)
    viewer.update()
    #expect(viewer.render().lines.prefix(7) == ["flow", "", "", "", "┌───────────┐", "pinned", "└───────────┘"])
  }

  @Test func itemsUnderTheMouseAreFoundInEveryLayer() throws {
    let json = #"{"cards":[{"type":"1","items":[{"type":"text","text":"flow"}]},{"type":"container-fix","style":{"align":"bottom_left"},"items":[{"type":"text","text":"pinned","style":{"width":60}}]}]}"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let view = PageView(page: page, width: 40, height: 6)
    #expect(view.item(atColumn: 1, row: 0) == ItemID(0))
    #expect(view.item(atColumn: 1, row: 5) == ItemID(1))
    #expect(view.item(atColumn: 30, row: 5) == nil)
  }

  /// Focus going back from a screen with nothing to focus starts at the screen's last item, in
  /// reading order: a pager's hidden page that acts (between the items on screen) comes before
  /// an item above the screen that acts.
  @Test func focusGoingBackFindsAHiddenPagerPageBeforeTheItemsAboveTheScreen() throws {
    let json = """
      {"cards":[
        {"type":"container-oneColumn","items":[{"type":"text","text":"above","action":"a"},
          \((1...5).map { #"{"type":"text","text":"f\#($0)"}"# }.joined(separator: ","))]},
        {"type":"container-banner","items":[{"type":"text","text":"pA"},{"type":"text","text":"pB","action":"b"},{"type":"text","text":"pC"}]},
        {"type":"container-oneColumn","items":[{"type":"text","text":"below"}]}
      ]}
      """
    let view = PageView(page: try PageDecoder().decode(Array(json.utf8)).page, width: 20, height: 5)
    view.scroll(to: 4)
    #expect(view.isOnScreen(ItemID(4)) && !view.isOnScreen(ItemID(0)))
    #expect(view.moveFocus(forward: false) == ItemID(7))
  }
}

