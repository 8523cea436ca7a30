import Foundation
import TangramTerminal
import Testing

@testable import TangramReading

/// A page opened with ``LazyPage``, as an app that embeds the library opens one.
@Suite struct LazyPageTests {
  /// The problems found in the cards of the first screen are the viewer's from its first frame,
  /// as when `tangram-tui` opens the page.
  @Test func theFirstScreensProblemsShowInTheStatusBar() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("page.json").path
    try Data(#"{"cards":[{"type":"odd","items":[{"type":"text","text":"hello"}]}]}"#.utf8)
      .write(to: URL(fileURLWithPath: path))
    let configuration = Viewer.Configuration(fileName: "page.json", columns: 80, rows: 4)
    let page = try LazyPage(path: path, configuration: configuration, maximumSize: 1 << 20, longestPause: .seconds(60))
    defer { page.close() }
    #expect(page.viewer.message == #"1 problem: cards[0].type: unknown layout type "odd"; its items are shown in one column"#)
    #expect(page.viewer.render().lines.first == "hello")
  }
}
