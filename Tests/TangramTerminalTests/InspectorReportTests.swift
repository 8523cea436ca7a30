import TangramCore
import Testing

@testable import TangramTerminal

/// What the `i` panel says about its item, row by row: the card's type, the source position and
/// the event lines, as they are fitted to the panel's width.
@Suite struct InspectorReportTests {
  /// A viewer of `json` 160 columns wide, so that the panel is the right 64 columns (60 of text).
  static func viewer(_ json: String, fileName: String = "page.json", rows: Int = 40) throws -> Viewer {
    let bytes = Array(json.utf8)
    var configuration = Viewer.Configuration(fileName: fileName, columns: 160, rows: rows)
    configuration.pageText = bytes
    return Viewer(page: try PageDecoder().decode(bytes).page, configuration: configuration)
  }

  /// The panel's rows, borders included.
  static func panelRows(_ viewer: Viewer) -> [String] {
    viewer.render().lines.map { String($0.dropFirst(96)) }
  }

  /// The panel's row that starts with `label` (after the border and margin).
  static func row(_ label: String, of viewer: Viewer) -> String? {
    panelRows(viewer).first { $0.hasPrefix("│ " + label) }
  }

  @Test func aNumericCardTypeShowsTheLayoutItStandsFor() throws {
    let viewer = try Self.viewer(
      #"[{"type":4,"items":[{"type":"text","text":"a"}]},{"type":"23","items":[{"type":"text","text":"b"}]},"#
        + #"{"type":"container-twoColumn","items":[{"type":"text","text":"c"}]}]"#)
    viewer.handle(.key(.character("i")))
    #expect(Self.row("card  cards", of: viewer) == "│ card  cards[0]  container-fourColumn (type 4)                │")
    viewer.handle(.key(.tab))
    #expect(viewer.inspectedItem == ItemID(1))
    #expect(Self.row("card  cards", of: viewer) == "│ card  cards[1]  fixTop (type 23)                             │")
    viewer.handle(.key(.tab))
    #expect(Self.row("card  cards", of: viewer) == "│ card  cards[2]  container-twoColumn                          │")
  }
}

extension InspectorReportTests {
  static let longFileName = "a-page-with-a-very-long-descriptive-file-name-for-testing.json"
  static let onePage = #"[{"type":"1","items":[{"type":"text","text":"tea"}]}]"#

  @Test func aLongFileNameGivesUpItsFrontAndTheSourcePositionStaysOnOneRow() throws {
    let viewer = try Self.viewer(Self.onePage, fileName: Self.longFileName)
    viewer.handle(.key(.character("i")))
    let rows = Self.panelRows(viewer)
    #expect(rows[2] == "│ source  …ry-long-descriptive-file-name-for-testing.json:1:23 │")
    #expect(rows[3] == "│ type  text                                                   │")
  }

  @Test func inAPanelBelowThePageTheSourcePositionStaysOnOneRowToo() throws {
    let bytes = Array(Self.onePage.utf8)
    var configuration = Viewer.Configuration(fileName: Self.longFileName, columns: 40, rows: 12)
    configuration.pageText = bytes
    let viewer = Viewer(page: try PageDecoder().decode(bytes).page, configuration: configuration)
    viewer.handle(.key(.character("i")))
    let screen = viewer.render().lines
    #expect(screen[7] == "│ path  cards[0].items[0]              │")
    #expect(screen[8] == "│ source  …-name-for-testing.json:1:23 │")
    #expect(screen[9] == "│ type  text                           │")
  }
}

extension InspectorReportTests {
  @Test func eventLinesBreakBetweenWords() throws {
    let viewer = try Self.viewer(
      #"[{"type":"1","id":"a-card-with-a-rather-long-identifier-for-wrapping","items":[{"type":"text","text":"tea"}]}]"#)
    viewer.handle(.key(.character("i")))
    let rows = Self.panelRows(viewer)
    let first = try #require(rows.firstIndex { $0.hasPrefix("│ +0.000s") })
    #expect(Array(rows[first..<(first + 3)]) == [
      "│ +0.000s  exposure  text                                      │",
      "│ #a-card-with-a-rather-long-identifier-for-wrapping/0         │",
      "│ times=0                                                      │",
    ])
  }
}
