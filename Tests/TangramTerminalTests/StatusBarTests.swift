import TangramCore
import Testing

@testable import TangramTerminal

/// The status bar always keeps the row and percentage; a message is shortened before them, and
/// only the item count gives way to it.
@Suite struct StatusBarTests {
  static func line(message: String, width: Int) -> String {
    let bar = StatusBar(fileName: "page.json", message: message, row: 11, totalRows: 340, viewportRows: 23, itemCount: 74)
    var buffer = Buffer(width: width, height: 1)
    bar.draw(into: &buffer, row: 0)
    return buffer.lines[0]
  }

  @Test(arguments: [
    ("", 60, " page.json                        row 12/340  10%  74 items"),
    ("reloaded", 60, " page.json  reloaded              row 12/340  10%  74 items"),
    ("click  text  #links/1  action=https://example.com", 60,
     " page.json  click  text  #links/1  action=… row 12/340  10%"),
    ("click  text  #links/1  action=https://example.com/a/very/long/path", 80,
     " page.json  click  text  #links/1  action=https://example.com/… row 12/340  10%"),
    // Too narrow for a useful part of the message beside the position: the message gives way.
    ("click", 30, " page.json    row 12/340  10%"),
    // Too narrow for the row beside the file name: shorter positions.
    ("click  text  #links/1", 26, " page.json    12/340  10%"),
    ("click  text  #links/1", 20, " page.json      10%"),
  ])
  func thePositionStaysWhenAMessageShows(message: String, width: Int, expected: String) {
    #expect(Self.line(message: message, width: width) == expected)
  }

  /// An open prompt keeps its text and a cell for its cursor: the position shows beside them in
  /// its longest form that leaves both their room.
  @Test(arguments: [
    (36, " /banner  row 12/340  10%  74 items"),
    (35, " /banner           row 12/340  10%"),
    (34, " /banner          row 12/340  10%"),
  ])
  func aPromptKeepsARoomForItsCursor(width: Int, expected: String) {
    var bar = StatusBar(fileName: "page.json", message: "", row: 11, totalRows: 340, viewportRows: 23, itemCount: 74)
    bar.prompt = "/banner"
    var buffer = Buffer(width: width, height: 1)
    bar.draw(into: &buffer, row: 0)
    #expect(buffer.lines[0] == expected)
  }

  /// A prompt longer than its room shows its end, then the cursor cell in the plain style; with
  /// room for one cell only, that cell is the cursor.
  @Test(arguments: [
    (4, "ner\n-- styles\naaa\n-- legend\na  reverse\n"),
    (1, "\n-- styles\n\n-- legend\n"),
  ])
  func aPromptTooLongForItsRoomShowsItsEndAndTheCursor(width: Int, expected: String) {
    var bar = StatusBar(fileName: "page.json", message: "", row: 0, totalRows: 40, viewportRows: 2, itemCount: 3)
    bar.prompt = "/banner"
    bar.showsPosition = false
    var buffer = Buffer(width: width, height: 1)
    bar.draw(into: &buffer, row: 0)
    #expect(buffer.styledText == expected)
  }

  /// The bar draws its own row only, a search prompt's cursor cell included: the rows around it
  /// keep what the page drew there.
  @Test func aPromptDrawsOnItsRowOnly() {
    var bar = StatusBar(fileName: "page.json", message: "", row: 0, totalRows: 40, viewportRows: 2, itemCount: 3)
    bar.prompt = "/ban"
    var buffer = Buffer(width: 30, height: 3)
    for row in 0..<3 { buffer.write(String(repeating: "x", count: 30), column: 0, row: row) }
    bar.draw(into: &buffer, row: 1)
    #expect(buffer.lines == [
      String(repeating: "x", count: 30),
      " /ban   row 1/40  5%  3 items",
      String(repeating: "x", count: 30),
    ])
  }
}

/// The status bar says what happened last, whoever said it: the page's problems, then a click,
/// then a notice.
@Suite struct StatusNoticeTests {
  @Test func theNewestNoticeWins() throws {
    let json = #"[{"type":"1","items":[{"type":"text","text":"go","action":"shop"}]}]"#
    var configuration = Viewer.Configuration(fileName: "p.json", columns: 60, rows: 3)
    configuration.problems = [Diagnostic(path: "cards[0]", message: "something odd")]
    let viewer = Viewer(page: try PageDecoder().decode(Array(json.utf8)).page, configuration: configuration)
    #expect(viewer.message == "1 problem: cards[0]: something odd")
    viewer.handle(.key(.tab))
    viewer.handle(.key(.enter))
    #expect(viewer.message.hasPrefix("click  text  #0/0  action=shop"))
    viewer.handle(.key(.character("r")))
    #expect(viewer.message == "this page cannot be reloaded")
  }

  @Test func aPageWithoutProblemsShowsTheKeyHint() throws {
    let viewer = Viewer(page: try PageDecoder().decode(Array(#"[{"type":"text","text":"a"}]"#.utf8)).page, fileName: "p.json", columns: 60, rows: 3)
    #expect(viewer.message == "? help  q quit")
  }
}
