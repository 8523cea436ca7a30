import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Overlays that overlap take the click where they are drawn on top, and keyboard focus never
/// lands on an item that has no area.
@Suite struct PinnedAndFocusBehaviourTests {
  /// Writes page JSON to a temporary file for `--dump`.
  static func pageFile(_ json: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("pinned-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    return url
  }

  /// The screen and the ids of the items clicked, after `keys`.
  static func run(_ json: String, keys: String, width: Int = 40, height: Int = 6) throws -> (screen: [String], clicks: [String]) {
    let url = try pageFile(json)
    let eventsURL = url.appendingPathExtension("events")
    defer {
      try? FileManager.default.removeItem(at: url)
      try? FileManager.default.removeItem(at: eventsURL)
    }
    let output = try dump(url, width: width, height: height, keys: keys, eventsPath: eventsURL.path)
    let clicks = try String(contentsOf: eventsURL, encoding: .utf8).split(separator: "\n").compactMap { line -> String? in
      guard case .object(let event) = try JSONParser.parse(String(line)), event["topic"]?.stringValue == "click"
      else { return nil }
      return event["id"]?.stringValue
    }
    return (output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), clicks)
  }

  /// A float card and a narrower fix card at the same corner: the fix card is drawn over the
  /// float (spec §3.5, recommended order: stuck stickies, floats, then fix cards).
  static let overlapping = """
    {"cards":[
      {"type":"container-oneColumn","items":[\((0..<30).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ","))]},
      {"type":"container-float","id":"float","style":{"align":"top_left"},
       "items":[{"type":"text","text":"FLOAT FLOAT FLOAT FLOAT","action":"float","style":{"width":200}}]},
      {"type":"container-fix","id":"fix","style":{"align":"top_left"},
       "items":[{"type":"text","text":"FIX","action":"fix","style":{"width":60}}]}
    ]}
    """

  @Test func theOverlayDrawnOnTopTakesTheClick() throws {
    let onFix = try Self.run(Self.overlapping, keys: "click:1,0 release:1,0")
    #expect(onFix.screen.prefix(2) == ["FIX   FLOAT FLOAT", "FLOAT"])
    #expect(onFix.clicks == ["fix/0"])
    let onFloat = try Self.run(Self.overlapping, keys: "click:15,0 release:15,0")
    #expect(onFloat.clicks == ["float/0"])
    let underBoth = try Self.run(Self.overlapping, keys: "click:3,2 release:3,2")
    #expect(underBoth.screen[2] == "row 2")
    #expect(underBoth.clicks == [])
  }

  @Test func aFloatDraggedAwayFromTheFixCardTakesClicksWhereItNowIs() throws {
    let moved = try Self.run(Self.overlapping, keys: "S-Down S-Down click:1,2 release:1,2")
    #expect(moved.screen.prefix(4) == ["FIX", "row 1", "FLOAT FLOAT FLOAT", "FLOAT"])
    #expect(moved.clicks == ["float/0"])
  }

  /// Four clickable items; the second has no height, so it has no area to focus.
  static let withAnEmptyItem = """
    [{"type":"container-oneColumn","items":[
      {"type":"text","text":"first","action":"a"},
      {"type":"text","text":"no height","action":"b","style":{"height":0}},
      {"type":"text","text":"second","action":"c"},
      {"type":"text","text":"third","action":"d"}]}]
    """

  @Test(arguments: [
    ("Tab Enter", "#0/0"), ("Tab Tab Enter", "#0/2"), ("Tab Tab Tab Enter", "#0/3"),
    ("Tab Tab Tab Tab Enter", "#0/0"), ("S-Tab Enter", "#0/3"), ("S-Tab S-Tab Enter", "#0/2"),
    ("S-Tab S-Tab S-Tab Enter", "#0/0"),
  ])
  func focusSkipsAnItemWithNoArea(keys: String, clicked: String) throws {
    #expect(try Self.run(Self.withAnEmptyItem, keys: keys).clicks == [clicked])
  }
}

/// The page starts under a fix-top card, as on a phone; every step moves the row counter, and
/// the end reads 100%.
@Suite struct FixTopRowCounterTests {
  static let fix = repositoryRoot().appendingPathComponent("Examples/fix.json")

  static func position(_ keys: String) throws -> String {
    let status = try dumpScreen(fix, width: 80, height: 24, keys: keys).split(separator: "\n").last ?? ""
    return String(status.split(separator: " ").filter { $0.contains("/") || $0.hasSuffix("%") }.joined(separator: " "))
  }

  @Test func everyStepMovesTheCounter() throws {
    #expect(try Self.position("") == "1/81 28%")
    #expect(try Self.position("j") == "2/81 29%")
    #expect(try Self.position("j j") == "3/81 30%")
    #expect(try Self.position("j k") == "1/81 28%")
    #expect(try Self.position("G") == "59/81 100%")
  }
}

/// Whole-page dumps show every item: sticky cards at their place in the page, and each card
/// pinned over the page (fix, scroll-fix, float) in a band of its own below the page, under a
/// line naming it, so it covers none of the page.
@Suite struct WholePagePinnedCardTests {
  static func wholePage(_ name: String, width: Int = 60) throws -> [String] {
    try dumpScreen(repositoryRoot().appendingPathComponent("Examples/\(name).json"), width: width, height: 0)
      .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  @Test func stickyCardsAreAtTheirPlace() throws {
    let lines = try Self.wholePage("sticky")
    #expect(lines[6] == "sticky start: I stay on the top row once I reach it")
    #expect(lines[5].hasPrefix("before row 6"))
    #expect(lines[7].hasPrefix("middle row 1"))
    #expect(lines.contains("a second sticky card stacks under the first"))
  }

  @Test func fixCardsFollowThePageInBandsOfTheirOwn() throws {
    let lines = try Self.wholePage("fix").filter { !$0.isEmpty }
    #expect(lines.first?.hasPrefix("content row 1: under the top bar") == true)
    let end = try #require(lines.firstIndex { $0.hasPrefix("end row 40: scroll") })
    #expect(Array(lines[(end + 1)...]) == [
      "── pinned: cards[0] fixTop (type 23), fixed top left ───────",
      "fix top (type 23): always on the first row",
      "── pinned: cards[2] container-scrollFix, top right once its…",
      "                                         showOnEnter: I",
      "                                         appear once my",
      "                                         place enters the",
      "                                         screen",
      "── pinned: cards[4] container-scrollFix, bottom right once…─",
      "                                    showOnLeave: I appear",
      "                                    once the cards above my",
      "                                    place are gone",
      "── pinned: cards[6] fixBottom (type 8), fixed bottom left ──",
      "fix bottom (type 8): always above the status bar",
      "── pinned: cards[7] container-fix, fixed top right ─────────",
      "                                          container-fix",
      "                                          top_right",
    ])
  }

  /// The page's rows of the whole-page picture are the flow drawn alone: no pinned card is drawn
  /// over it (pages without sticky cards, which are drawn at their place in the flow).
  @Test(arguments: ["fix", "float", "showcase"])
  func noPinnedCardCoversThePage(name: String) throws {
    let url = repositoryRoot().appendingPathComponent("Examples/\(name).json")
    let whole = try dumpScreen(url, width: 80, height: 0).split(separator: "\n", omittingEmptySubsequences: false)
    let source = PageSource(path: url.path, strict: false)
    let (viewer, _) = try DumpCommand(options: dumpOptions(url, width: 80, height: 0, keys: ""))
      .replayedViewer(for: try source.load(registry: .standard), fileName: source.displayName, registry: .standard)
    var flow = viewer.renderWholePage(drawsPinnedCards: false).lines
    let stickyRows = viewer.pageView.layout.pinned.filter {
      if case .sticky = $0.placement { return true } else { return false }
    }.flatMap { $0.box.y..<$0.box.maxY }
    for row in stickyRows { flow[row] = String(whole[row]) }
    #expect(whole.prefix(flow.count).map(String.init) == flow)
    #expect(whole.dropFirst(flow.count).contains { $0.hasPrefix("── pinned: ") })
  }

  @Test func scrollFixAndFloatCardsShow() throws {
    let fix = try Self.wholePage("fix").joined(separator: "\n")
    #expect(fix.contains("showOnEnter: I"))
    #expect(fix.contains("showOnLeave: I appear"))
    let float = try Self.wholePage("float").joined(separator: "\n")
    #expect(float.contains("drag me, or"))
  }
}
