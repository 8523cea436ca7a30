import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import tangram_tui

/// What the mouse does to the page (a drag is a drag anywhere on a float; a click scrolls only
/// to show the rest of a short item), and `G` staying at the end of a page that grows.
@Suite struct MouseAndEndBehaviourTests {
  /// The screen's rows and the events posted (`topic id`), after `keys` on `json` written into a
  /// folder of its own (so a card's `load` names a file there that does not exist).
  static func run(_ json: String, keys: String, width: Int = 40, height: Int = 6) throws -> (
    screen: [String], events: [String]
  ) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mouse-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("page.json")
    try Data(json.utf8).write(to: url)
    let eventsPath = folder.appendingPathComponent("events").path
    let output = try dump(url, width: width, height: height, keys: keys, eventsPath: eventsPath)
    let events = try String(contentsOfFile: eventsPath, encoding: .utf8).split(separator: "\n").compactMap {
      line -> String? in
      guard case .object(let event) = try JSONParser.parse(String(line)), let topic = event["topic"]?.stringValue,
        !["exposure", "layoutEnter", "pageLoaded"].contains(topic)
      else { return nil }
      return topic + " " + (event["id"]?.stringValue ?? event["cardId"]?.stringValue ?? "")
    }
    return (output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), events)
  }

  static func rows(_ count: Int, from first: Int = 0) -> String {
    (first..<(first + count)).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ",")
  }

  /// Rows under a float card at the top left whose one item is clickable (10 columns wide: at
  /// 40 columns a design unit is 40/375 of a column, and half that of a row).
  static let clickableFloat = """
    {"cards":[
      {"type":"container-oneColumn","items":[\(rows(30))]},
      {"type":"container-float","id":"float","style":{"align":"top_left"},
       "items":[{"type":"text","text":"FLOAT","action":"float","style":{"width":94}}]}
    ]}
    """

  @Test func draggingAFloatByItsClickableItemMovesItAndClicksNothing() throws {
    let dragged = try Self.run(Self.clickableFloat, keys: "press:1,0 drag:5,1 drag:30,2 release:30,2")
    #expect(dragged.events == ["floatMoved float"])
    #expect(dragged.screen.prefix(4) == ["row 0", "row 1", "row 2                         FLOAT", "row 3"])
  }

  @Test func aDragThatComesBackToWhereItWasPressedIsStillADrag() throws {
    let dragged = try Self.run(Self.clickableFloat, keys: "press:1,0 drag:6,2 drag:1,0 release:1,0")
    #expect(dragged.events == ["floatMoved float"])
  }

  @Test func aPressAndReleaseOnTheFloatsItemClicksIt() throws {
    let clicked = try Self.run(Self.clickableFloat, keys: "press:1,0 release:1,0")
    #expect(clicked.events == ["click float/0"])
  }

  /// A banner of four pages over a row.
  static let banner = """
    {"cards":[
      {"type":"container-banner","id":"banner","items":[\(["A", "B", "C", "D"].map { #"{"type":"text","text":"page \#($0)"}"# }.joined(separator: ","))]},
      {"type":"container-oneColumn","items":[\(rows(1))]}
    ]}
    """

  /// Each turn of the wheel sideways over a pager turns one page, either way.
  @Test func theWheelSidewaysOverAPagerTurnsOnePageATurn() throws {
    let turns = ["wheelright:2,0", "wheelright:2,0 wheelright:2,0 wheelright:2,0", "wheelright:2,0 wheelright:2,0 wheelright:2,0 wheelleft:2,0"]
    let screens = try turns.map { try Self.run(Self.banner, keys: $0).screen.prefix(2) }
    #expect(screens == [["page B", "                  ○●○○"], ["page D", "                  ○○○●"], ["page C", "                  ○○●○"]])
  }

  /// Three rows, then an item of 20 rows (375 units) that acts, then more rows.
  static let tallItem = """
    {"cards":[{"type":"container-oneColumn","items":[\(rows(3)),
      {"type":"text","text":"tall","action":"tall","style":{"height":375}},\(rows(5, from: 3))]}]}
    """

  @Test func aClickOnAnItemTallerThanTheScreenDoesNotScroll() throws {
    let clicked = try Self.run(Self.tallItem, keys: "click:2,4 release:2,4", height: 8)
    #expect(clicked.events == ["click #0/3"])
    #expect(clicked.screen.first == "row 0")
    #expect(clicked.screen[7].hasSuffix("row 1/28  25%"))
  }

  /// Four rows, then an item of three rows (56.25 units) that acts.
  static let shortItem = """
    {"cards":[{"type":"container-oneColumn","items":[\(rows(4)),
      {"type":"text","text":"short","action":"short","style":{"height":56.25}},\(rows(5, from: 4))]}]}
    """

  @Test func aClickOnAShortItemCutByTheBottomScrollsJustEnoughToShowIt() throws {
    let clicked = try Self.run(Self.shortItem, keys: "click:2,4 release:2,4", height: 6)
    #expect(clicked.events == ["click #0/4"])
    #expect(clicked.screen.prefix(5) == ["row 2", "row 3", "short", "", ""])
  }

  @Test func aClickOnAnItemThatShowsWholeDoesNotScroll() throws {
    let clicked = try Self.run(Self.shortItem, keys: "j j j click:2,2 release:2,2", height: 6)
    #expect(clicked.events == ["click #0/4"])
    #expect(clicked.screen.first == "row 3")
  }

  /// Rows, then a card whose items come from a file that is not there: its load fails once it
  /// shows, and the failure adds a row at the end of the page.
  static let failingLoadAtTheEnd = """
    {"cards":[{"type":"container-oneColumn","items":[\(rows(20))]},
      {"type":"container-oneColumn","load":"missing-items","items":[]}]}
    """

  @Test func gStaysAtTheEndWhenTheEndGrows() throws {
    let once = try Self.run(Self.failingLoadAtTheEnd, keys: "G", height: 6)
    #expect(once.screen.first == "row 19")
    #expect(once.screen[1] == "could not load missing-items: no file")
    #expect(once.screen[4].hasSuffix("(r retries)"))
    #expect(once.screen[5].hasSuffix("row 20/24  100%"))
  }

  @Test func aKeyAfterGLetsThePageGrowBelow() throws {
    let moved = try Self.run(Self.failingLoadAtTheEnd, keys: "G k", height: 6)
    #expect(moved.screen.prefix(3) == ["row 18", "row 19", "could not load missing-items: no file"])
  }
}
