import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Screens with their colours and attributes (``Buffer/styledText``): a lost reverse-video
/// selection, a border that is no longer dim or a card that lost its background fails here.
@Suite struct StyledSnapshotTests {
  static func viewer(_ json: String, columns: Int, rows: Int) throws -> Viewer {
    let page = try PageDecoder().decode(Array(json.utf8)).page
    return Viewer(page: page, fileName: "styled.json", columns: columns, rows: rows)
  }

  static let page = """
    [{"type":"container-oneColumn","style":{"bgColor":"#1f3a5f"},"items":[
      {"type":"text","text":"a card with a background"}]},
     {"type":"container-twoColumn","items":[
      {"type":"image","imgUrl":"https://example.com/shop-200-100.png","action":"shop"},
      {"type":"text","text":"open the shop","action":"https://example.com/shop"}]},
     {"type":"container-oneColumn","items":[{"type":"text","text":"plain text"}]}]
    """

  @Test func aPageWithABackgroundAnImageAndText() throws {
    let viewer = try Self.viewer(Self.page, columns: 40, rows: 12)
    assertSnapshot(viewer.render().styledText, named: "styled-page-40x12")
  }

  @Test func theFocusedItemIsInReverseVideo() throws {
    let viewer = try Self.viewer(Self.page, columns: 40, rows: 12)
    viewer.handle(.key(.tab))
    viewer.handle(.key(.tab))
    assertSnapshot(viewer.render().styledText, named: "styled-focus-40x12")
  }

  @Test func theEventLogShowsItsSelectedRowInReverseVideo() throws {
    let viewer = try Self.viewer(Self.page, columns: 40, rows: 12)
    for key: Key in [.tab, .enter, .tab, .enter, .character("e"), .up] {
      viewer.handle(.key(key))
    }
    assertSnapshot(viewer.render().styledText, named: "styled-event-log-40x12")
  }

  @Test func theHelpOverlay() throws {
    let viewer = try Self.viewer(Self.page, columns: 40, rows: 12)
    viewer.handle(.key(.character("?")))
    assertSnapshot(viewer.render().styledText, named: "styled-help-40x12")
  }

  @Test func theStyledFormGivesEveryCellAKeyAndListsEachStyleOnce() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.write("标a", column: 0, row: 0, style: CellStyle(foreground: Color(rgb: 0x0000FF), attributes: .bold))
    buffer.write("b", column: 4, row: 0, style: CellStyle(attributes: [.dim, .underline]))
    buffer.write("c", column: 1, row: 1, style: CellStyle(foreground: Color(rgb: 0x0000FF), attributes: .bold))
    #expect(buffer.styledText == """
      标a b
       c
      -- styles
      aaa.b
      .a
      -- legend
      a  fg=#0000FF bold
      b  dim underline

      """)
  }

  /// Keys run from `a` to `9`, 62 of them; styles past those share `?`.
  @Test func stylesPastTheSixtySecondShareAQuestionMark() {
    var buffer = Buffer(width: 64, height: 1)
    for column in 0..<64 {
      buffer.write("x", column: column, row: 0, style: CellStyle(foreground: Color(rgb: UInt32(column + 1))))
    }
    let styles = buffer.styledText.split(separator: "\n", omittingEmptySubsequences: false)[2]
    #expect(styles == "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789??")
  }
}

/// The help overlay lists every key: on a short terminal its rows scroll, and every binding can
/// be brought into view.
@Suite struct HelpOverlayScrollTests {
  static func viewer(rows: Int) throws -> Viewer {
    let page = try PageDecoder().decode(Array(#"[{"type":"text","text":"page"}]"#.utf8)).page
    return Viewer(page: page, fileName: "help.json", columns: 60, rows: rows)
  }

  @Test func everyKeyRowCanBeScrolledIntoView() throws {
    let viewer = try Self.viewer(rows: 12)
    viewer.handle(.key(.character("?")))
    var seen = Set<String>()
    for _ in 0..<KeyMap.helpLines.count {
      for line in viewer.render().lines { seen.insert(line.trimmingCharacters(in: CharacterSet(charactersIn: "│ "))) }
      viewer.handle(.key(.down))
    }
    #expect(viewer.isShowingHelp)
    for binding in KeyMap.bindings {
      #expect(seen.contains { $0.hasPrefix(binding.label) }, "\(binding.label) never showed")
    }
    viewer.handle(.key(.character("x")))
    #expect(!viewer.isShowingHelp)
  }

  @Test func aTallTerminalShowsEveryKeyAndAnyKeyCloses() throws {
    let viewer = try Self.viewer(rows: KeyMap.helpLines.count + 6)
    viewer.handle(.key(.character("?")))
    let screen = viewer.render().lines
    #expect(screen.contains { $0.contains("press any key to close") })
    #expect(screen.last?.hasPrefix(" help.json  help: any key closes") == true)
    viewer.handle(.key(.down))
    #expect(!viewer.isShowingHelp)
  }

  @Test func theFooterSaysWhichRowsShow() throws {
    let viewer = try Self.viewer(rows: 12)
    viewer.handle(.key(.character("?")))
    viewer.handle(.key(.end))
    let count = KeyMap.helpLines.count
    #expect(viewer.render().lines.contains { $0.contains("keys \(count - 5)-\(count) of \(count) · ↑↓ scroll") })
    viewer.handle(.key(.home))
    #expect(viewer.render().lines.contains { $0.contains("keys 1-6 of \(count) · ↑↓ scroll") })
  }
}
