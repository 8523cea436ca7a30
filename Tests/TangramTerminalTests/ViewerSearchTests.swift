import TangramCore
import Testing

@testable import TangramTerminal

/// `/`, `n` and `N` on a page of 100 one-row items (`row 0`..`row 99`) on a 60x11 terminal (10
/// page rows). Rows 15, 45, 47 and 90 hold `Sale`; 47 is clickable.
@Suite struct ViewerSearchTests {
  static func viewer(scrolledTo offset: Int = 0, columns: Int = 60) throws -> Viewer {
    let items = (0..<100).map { index in
      let sale = [15, 45, 47, 90].contains(index) ? " Sale" : ""
      let action = index == 47 ? #","action":"go/47""# : ""
      return #"{"type":"text","text":"row \#(index)\#(sale)"\#(action)}"#
    }
    let json = #"[{"type":"container-oneColumn","items":[\#(items.joined(separator: ","))]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "rows.json", columns: columns, rows: 11)
    viewer.pageView.scroll(to: offset)
    return viewer
  }

  static func type(_ text: String, into viewer: Viewer) {
    for character in text { viewer.handle(.key(.character(character))) }
  }

  /// Presses each key, then records `match@offset: status`.
  static func trail(_ keys: [Key], viewer: Viewer) -> [String] {
    keys.map { key in
      viewer.handle(.key(key))
      return "\(viewer.search.match.map { String($0.rawValue) } ?? "-")@\(viewer.pageView.offset): \(viewer.message)"
    }
  }

  static func statusLine(_ viewer: Viewer) -> String {
    viewer.render().lines.last ?? ""
  }

  @Test func slashTypesIntoThePromptAndEnterFindsTheFirstMatchBelowTheTopOfTheScreen() throws {
    let viewer = try Self.viewer(scrolledTo: 20)
    viewer.handle(.key(.character("/")))
    #expect(viewer.isSearchPromptOpen)
    Self.type("sale", into: viewer)
    #expect(Self.statusLine(viewer) == " /sale                           row 21/100  30%  100 items")
    // Keys that are bound elsewhere (j, G, q) are text while the prompt is open.
    #expect(viewer.pageView.offset == 20)
    #expect(Self.trail([.enter], viewer: viewer) == ["45@45: match 2/4"])
    #expect(!viewer.isSearchPromptOpen)
    #expect(Self.statusLine(viewer) == " rows.json  match 2/4            row 46/100  55%  100 items")
  }

  @Test func nAndShiftNGoOnAndBackAndWrapAroundThePage() throws {
    let viewer = try Self.viewer(scrolledTo: 20)
    viewer.handle(.key(.character("/")))
    Self.type("sale", into: viewer)
    let keys: [Key] = [.enter, .character("n"), .character("n"), .character("n"), .character("N"), .character("N")]
    #expect(Self.trail(keys, viewer: viewer) == [
      "45@45: match 2/4",
      "47@45: match 3/4",
      "90@90: match 4/4",
      "15@15: match 1/4, hit bottom, continuing at top",
      "90@90: match 4/4, hit top, continuing at bottom",
      "47@47: match 3/4",
    ])
    // The clickable match took keyboard focus; the others leave nothing focused.
    #expect(viewer.pageView.focusedItem == ItemID(47))
    viewer.handle(.key(.character("N")))
    #expect(viewer.pageView.focusedItem == nil)
  }

  @Test func smartcaseInTheViewer() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("/")))
    Self.type("SALE", into: viewer)
    #expect(Self.trail([.enter], viewer: viewer) == ["-@0: not found: SALE"])
    viewer.handle(.key(.character("/")))
    Self.type("Sale", into: viewer)
    #expect(Self.trail([.enter], viewer: viewer) == ["15@15: match 1/4"])
  }

  @Test func notFoundMovesNothing() throws {
    let viewer = try Self.viewer(scrolledTo: 30)
    let before = viewer.render().lines.dropLast()
    viewer.handle(.key(.character("/")))
    Self.type("nowhere", into: viewer)
    viewer.handle(.key(.enter))
    #expect(viewer.pageView.offset == 30)
    #expect(viewer.render().lines.dropLast() == before)
    #expect(Self.statusLine(viewer) == " rows.json  not found: nowhere   row 31/100  40%  100 items")
    #expect(Self.trail([.character("n")], viewer: viewer) == ["-@30: not found: nowhere"])
  }

  @Test func escapeClosesThePromptAndLeavesTheLastSearchAsItWas() throws {
    let viewer = try Self.viewer(scrolledTo: 20)
    viewer.handle(.key(.character("/")))
    Self.type("sale", into: viewer)
    viewer.handle(.key(.enter))
    let screen = viewer.render()
    viewer.handle(.key(.character("/")))
    Self.type("row 9", into: viewer)
    #expect(Self.statusLine(viewer) == " /row 9                          row 46/100  55%  100 items")
    viewer.handle(.key(.escape))
    #expect(!viewer.isSearchPromptOpen)
    #expect(viewer.render() == screen)
    #expect(Self.trail([.character("n")], viewer: viewer) == ["47@45: match 3/4"])
  }

  @Test func backspaceAndControlUEditAndAnEmptySlashRepeatsTheLastSearch() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("/")))
    Self.type("rox", into: viewer)
    viewer.handle(.key(.backspace))
    Self.type("w 4", into: viewer)
    #expect(viewer.search.prompt == "row 4")
    viewer.handle(.key(.control("u")))
    #expect(viewer.search.prompt == "")
    Self.type("row 4", into: viewer)
    #expect(Self.trail([.enter], viewer: viewer) == ["4@0: match 1/11"])
    viewer.handle(.key(.character("/")))
    #expect(Self.trail([.enter], viewer: viewer) == ["4@0: match 1/11"])
    #expect(Self.trail([.character("n")], viewer: viewer) == ["40@40: match 2/11"])
    // Backspace on an empty prompt closes it.
    viewer.handle(.key(.character("/")))
    viewer.handle(.key(.backspace))
    #expect(!viewer.isSearchPromptOpen)
  }

  @Test func withoutAnEarlierSearchNAndAnEmptySlashSaySo() throws {
    let viewer = try Self.viewer()
    #expect(Self.trail([.character("n")], viewer: viewer) == ["-@0: no previous search (/ starts one)"])
    viewer.handle(.key(.character("/")))
    #expect(Self.trail([.enter], viewer: viewer) == ["-@0: no previous search (/ starts one)"])
  }

  @Test func nAfterScrollingAwayStartsFromTheScreenAsLessDoes() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("/")))
    Self.type("Sale", into: viewer)
    #expect(Self.trail([.enter, .character("G"), .character("n")], viewer: viewer) == [
      "15@15: match 1/4", "15@90: match 1/4", "90@90: match 4/4",
    ])
  }

  /// With no item on the screen (a wide margin between two cards), `n` starts from the first
  /// item below the screen and `N` from the last one above it.
  @Test func fromAScreenWithoutItemsNAndShiftNStartBelowAndAbove() throws {
    let items = { (prefix: String) in (0..<3).map { #"{"type":"text","text":"item \#(prefix)\#($0)"}"# }.joined(separator: ",") }
    let json = #"[{"type":"1","items":[\#(items("a"))]},{"type":"1","style":{"margin":[600,0,0,0]},"items":[\#(items("b"))]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "gap.json", columns: 60, rows: 11)
    viewer.handle(.key(.character("/")))
    Self.type("item", into: viewer)
    viewer.handle(.key(.enter))
    let gapTop = 10
    viewer.pageView.scroll(to: gapTop)
    #expect(viewer.pageView.itemIDsOnScreen().isEmpty)
    viewer.handle(.key(.character("n")))
    #expect(viewer.search.match == ItemID(3))
    viewer.pageView.scroll(to: gapTop)
    viewer.handle(.key(.character("N")))
    #expect(viewer.search.match == ItemID(2))
  }

  @Test func thePromptIsSanitizedAndClippedFromTheLeft() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("/")))
    Self.type("a\u{1B}[31mb", into: viewer)
    #expect(Self.statusLine(viewer) == " /a␛[31mb                         row 1/100  10%  100 items")
    Self.type(String(repeating: "0123456789", count: 6), into: viewer)
    // The end of the text and the cursor stay in view; the position keeps its place.
    #expect(Self.statusLine(viewer) == "7890123456789012345678901234567890123456789  row 1/100  10%")
    let bar = viewer.render()
    #expect(bar.cell(column: 43, row: 10)?.style == .plain)
    #expect(bar.cell(column: 42, row: 10)?.style == CellStyle(attributes: .reverse))
  }

  @Test func everyMatchOnScreenIsMarkedAndTheCurrentOneStandsOut() throws {
    let viewer = try Self.viewer(scrolledTo: 40)
    viewer.handle(.key(.character("/")))
    Self.type("Sale", into: viewer)
    viewer.handle(.key(.enter))
    let buffer = viewer.render()
    // Row 45 is on screen row 5 (the match), row 47 on screen row 7.
    #expect(viewer.pageView.offset == 40)
    #expect(buffer.cell(column: 0, row: 5)?.style == CellStyle(attributes: [.reverse, .bold]))
    #expect(buffer.cell(column: 0, row: 7)?.style == Viewer.otherMatchStyle)
    #expect(buffer.cell(column: 0, row: 6)?.style == .plain)
  }
}
