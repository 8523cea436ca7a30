import TangramCore
import Testing

@testable import TangramTerminal

/// Every key of the key table, pressed on one small viewer: a page of 100 one-row items on a
/// 30x11 terminal (10 page rows), scrolled to row 40, with two clickable items (45 and 47) on
/// screen. The expected offsets are worked out from the README's key table, not from the code.
@Suite struct KeyBindingTableTests {
  struct Expectation: Sendable, CustomTestStringConvertible {
    var key: Key
    var name: String
    var offset: Int
    var focused: Int? = nil
    var showsHelp = false
    var showsEventLog = false
    var opensSearchPrompt = false
    var showsLayoutBounds = false
    var quits = false
    var suspends = false
    var inspects = false
    var copies = false
    var hidesPinnedCards = false

    var testDescription: String { name }
  }

  static let start = 40

  static let expectations: [Expectation] = [
    Expectation(key: .character("j"), name: "j", offset: 41),
    Expectation(key: .down, name: "↓", offset: 41),
    Expectation(key: .control("n"), name: "^N", offset: 41),
    Expectation(key: .control("e"), name: "^E", offset: 41),
    Expectation(key: .character("k"), name: "k", offset: 39),
    Expectation(key: .up, name: "↑", offset: 39),
    Expectation(key: .control("p"), name: "^P", offset: 39),
    Expectation(key: .control("y"), name: "^Y", offset: 39),
    Expectation(key: .pageDown, name: "PgDn", offset: 50),
    Expectation(key: .character(" "), name: "Space", offset: 50),
    Expectation(key: .character("f"), name: "f", offset: 50),
    Expectation(key: .control("f"), name: "^F", offset: 50),
    Expectation(key: .pageUp, name: "PgUp", offset: 30),
    Expectation(key: .character("b"), name: "b", offset: 30),
    Expectation(key: .control("b"), name: "^B", offset: 30),
    Expectation(key: .control("d"), name: "^D", offset: 45),
    Expectation(key: .character("d"), name: "d", offset: 45),
    Expectation(key: .control("u"), name: "^U", offset: 35),
    Expectation(key: .character("u"), name: "u", offset: 35),
    Expectation(key: .character("g"), name: "g", offset: 0),
    Expectation(key: .home, name: "Home", offset: 0),
    Expectation(key: .character("<"), name: "<", offset: 0),
    Expectation(key: .character("G"), name: "G", offset: 90),
    Expectation(key: .end, name: "End", offset: 90),
    Expectation(key: .character(">"), name: ">", offset: 90),
    // No pager and no float card on this page: these keys leave everything as it is.
    Expectation(key: .left, name: "←", offset: 40),
    Expectation(key: .character("h"), name: "h", offset: 40),
    Expectation(key: .right, name: "→", offset: 40),
    Expectation(key: .character("l"), name: "l", offset: 40),
    Expectation(key: .shiftUp, name: "S-↑", offset: 40),
    Expectation(key: .shiftDown, name: "S-↓", offset: 40),
    Expectation(key: .shiftLeft, name: "S-←", offset: 40),
    Expectation(key: .shiftRight, name: "S-→", offset: 40),
    Expectation(key: .tab, name: "Tab", offset: 40, focused: 45),
    Expectation(key: .backTab, name: "S-Tab", offset: 40, focused: 47),
    Expectation(key: .enter, name: "Enter (nothing focused)", offset: 40),
    Expectation(key: .character("L"), name: "L (no template node focused)", offset: 40),
    Expectation(key: .character("i"), name: "i", offset: 40, inspects: true),
    Expectation(key: .character("y"), name: "y", offset: 40, copies: true),
    Expectation(key: .character("e"), name: "e", offset: 40, showsEventLog: true),
    Expectation(key: .character("x"), name: "x", offset: 40, showsLayoutBounds: true),
    Expectation(key: .character("p"), name: "p", offset: 40, hidesPinnedCards: true),
    Expectation(key: .character("r"), name: "r (no file to read again)", offset: 40),
    Expectation(key: .character("/"), name: "/", offset: 40, opensSearchPrompt: true),
    Expectation(key: .character("n"), name: "n (no search yet)", offset: 40),
    Expectation(key: .character("N"), name: "N (no search yet)", offset: 40),
    Expectation(key: .character("?"), name: "?", offset: 40, showsHelp: true),
    Expectation(key: .function(1), name: "F1", offset: 40, showsHelp: true),
    Expectation(key: .control("z"), name: "^Z", offset: 40, suspends: true),
    Expectation(key: .character("q"), name: "q", offset: 40, quits: true),
    Expectation(key: .control("c"), name: "^C", offset: 40, quits: true),
    Expectation(key: .character("Q"), name: "Q", offset: 40, quits: true),
  ]

  static func makeViewer(rows: Int = 11) throws -> Viewer {
    let items = (0..<100).map { index in
      index == 45 || index == 47
        ? #"{"type":"text","text":"row \#(index)","action":"go/\#(index)"}"#
        : #"{"type":"text","text":"row \#(index)"}"#
    }
    let json = #"[{"type":"container-oneColumn","items":[\#(items.joined(separator: ","))]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "rows.json", columns: 30, rows: rows)
    viewer.pageView.scroll(to: start)
    return viewer
  }

  @Test(arguments: expectations)
  func aKeyDoesWhatTheTableSays(_ expectation: Expectation) throws {
    let viewer = try Self.makeViewer()
    #expect(viewer.pageView.offset == Self.start)
    let outcome = viewer.handle(.key(expectation.key))
    #expect(viewer.pageView.offset == expectation.offset)
    #expect(viewer.pageView.focusedItem?.rawValue == expectation.focused)
    #expect(viewer.isShowingHelp == expectation.showsHelp)
    #expect(viewer.isShowingEventLog == expectation.showsEventLog)
    #expect(viewer.isInspecting == expectation.inspects)
    #expect(viewer.isSearchPromptOpen == expectation.opensSearchPrompt)
    #expect(viewer.isShowingLayoutBounds == expectation.showsLayoutBounds)
    #expect(viewer.pageView.hidesPinnedCards == expectation.hidesPinnedCards)
    if expectation.copies {
      // The first item on screen, pretty-printed, for the terminal app to put on the clipboard.
      #expect(outcome == .copyToClipboard("{\n  \"type\": \"text\",\n  \"text\": \"row 40\"\n}"))
    } else {
      #expect(outcome == (expectation.quits ? .quit : expectation.suspends ? .suspend : .keepRunning))
    }
  }

  /// On a terminal of two rows, one shows the page: a page is one row, and so is half of one.
  @Test(arguments: [(Key.pageDown, 41), (.pageUp, 39), (.character("d"), 41), (.character("u"), 39)])
  func aPageOfOneRowScrollsOneRow(key: Key, offset: Int) throws {
    let viewer = try Self.makeViewer(rows: 2)
    #expect(viewer.pageView.viewportHeight == 1)
    viewer.handle(.key(key))
    #expect(viewer.pageView.offset == offset)
  }

  @Test func everyKeyOfTheKeyTableHasARowHere() {
    let tested = Set(Self.expectations.map(\.key))
    let bound = KeyMap.bindings.flatMap(\.keys)
    #expect(bound.filter { !tested.contains($0) }.isEmpty)
    #expect(tested.filter { KeyMap.action(for: $0) == nil }.isEmpty)
  }

  @Test(arguments: [(MouseAction.wheelDown, 43), (.wheelUp, 37)])
  func theWheelScrollsThreeRows(action: MouseAction, offset: Int) throws {
    let viewer = try Self.makeViewer()
    viewer.handle(.mouse(action, column: 5, row: 5))
    #expect(viewer.pageView.offset == offset)
  }

  @Test func keysRepeatFromWhereTheLastLeft() throws {
    let viewer = try Self.makeViewer()
    for key: Key in [.pageDown, .pageDown, .control("d"), .character("k"), .pageUp, .control("u")] {
      viewer.handle(.key(key))
    }
    // 40 → 50 → 60 → 65 → 64 → 54 → 49
    #expect(viewer.pageView.offset == 49)
    for _ in 0..<10 { viewer.handle(.key(.pageDown)) }
    #expect(viewer.pageView.offset == 90)
    for _ in 0..<10 { viewer.handle(.key(.pageUp)) }
    #expect(viewer.pageView.offset == 0)
  }
}

/// Tab and Shift-Tab start on screen, as in a browser: after scrolling, focus goes to the first
/// (last) clickable item that shows, not back to the top of the page.
@Suite struct FocusStartsOnScreenTests {
  /// 100 one-row items on a 30x11 terminal; items 5, 45, 47 and 90 are clickable.
  static func viewer(scrolledTo offset: Int) throws -> Viewer {
    let items = (0..<100).map { index in
      [5, 45, 47, 90].contains(index)
        ? #"{"type":"text","text":"row \#(index)","action":"go/\#(index)"}"#
        : #"{"type":"text","text":"row \#(index)"}"#
    }
    let json = #"[{"type":"container-oneColumn","items":[\#(items.joined(separator: ","))]}]"#
    let viewer = Viewer(page: try PageDecoder().decode(Array(json.utf8)).page, fileName: "rows.json", columns: 30, rows: 11)
    viewer.pageView.scroll(to: offset)
    return viewer
  }

  /// Presses each key, then records the focused item and the offset.
  static func focusTrail(_ keys: [Key], from offset: Int) throws -> [String] {
    let viewer = try viewer(scrolledTo: offset)
    return keys.map { key in
      viewer.handle(.key(key))
      return "\(viewer.pageView.focusedItem.map { String($0.rawValue) } ?? "-")@\(viewer.pageView.offset)"
    }
  }

  @Test func tabAfterScrollingStartsAtTheFirstClickableItemOnScreen() throws {
    #expect(try Self.focusTrail([.tab, .tab, .tab, .tab], from: 40) == ["45@40", "47@40", "90@81", "5@5"])
  }

  @Test func shiftTabAfterScrollingStartsAtTheLastClickableItemOnScreen() throws {
    #expect(try Self.focusTrail([.backTab, .backTab, .backTab], from: 40) == ["47@40", "45@40", "5@5"])
  }

  @Test func aFocusScrolledOffScreenStartsAgainOnScreen() throws {
    #expect(try Self.focusTrail([.tab, .character("G"), .tab, .character("g"), .backTab], from: 40)
      == ["45@40", "45@90", "90@90", "90@0", "5@0"])
  }

  @Test func withNothingClickableOnScreenTabGoesOnInPageOrder() throws {
    #expect(try Self.focusTrail([.tab], from: 60) == ["90@81"])
  }
}
