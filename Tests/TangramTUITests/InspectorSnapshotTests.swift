import Foundation
import TangramTestSupport
import Testing

@testable import tangram_tui

/// The `i` panel as `--dump --keys` prints it, with its styles: on the right at 120x40, in the
/// lower half at 80x24, for a text item, a nested card's item and a pinned card's item. Each
/// also checks the panel's path and source rows, so a wrong snapshot cannot be recorded unnoticed.
@Suite struct InspectorSnapshotTests {
  static func example(_ name: String) -> URL {
    repositoryRoot().appendingPathComponent("Examples/\(name).json")
  }

  static func lines(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// The panel's rows (the right 48 columns at 120, the rows below the page at 80).
  static func panelRows(_ screen: String, width: Int) -> [String] {
    lines(screen).map { line in
      width >= 100 ? String(line.dropFirst(72)) : line
    }
  }

  @Test func aTextItemOfARealPage() throws {
    let url = realPagesDirectory().appendingPathComponent("TangramMock.json")
    let wide = try DumpSnapshotTests.dump(url, width: 120, height: 40, keys: "i Tab")
    assertSnapshot(wide, named: "inspect-TangramMock-120x40")
    let rows = Self.panelRows(wide, width: 120)
    // `i` opens on the first item (data.cards[0], a component used as a card); Tab goes on to
    // the next, whose brace is at line 15, column 21 of the file.
    #expect(rows[0] == "┌─ data.cards[1].items[0] ─────────────────────┐")
    #expect(rows[2] == "│ source  TangramMock.json:15:21               │")
    // An event line too long for the panel breaks between words.
    #expect(rows[19] == "│ +0.000s  exposure  text  #first-line/0       │")
    #expect(rows[20] == "│ times=0                                      │")
    let narrow = try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: "i Tab")
    assertSnapshot(narrow, named: "inspect-TangramMock-80x24")
    #expect(Self.lines(narrow)[12].hasPrefix("┌─ data.cards[1].items[0] ─"))
    #expect(Self.lines(narrow)[14] == "│ source  TangramMock.json:15:21                                               │")
  }

  @Test func aNestedCardsItem() throws {
    let wide = try DumpSnapshotTests.dump(Self.example("nesting"), width: 120, height: 40, keys: "i click:3,2")
    assertSnapshot(wide, named: "inspect-nesting-120x40")
    let rows = Self.panelRows(wide, width: 120)
    #expect(rows[1] == "│ path  cards[1].items[0].items[1]             │")
    #expect(rows[2] == "│ source  nesting.json:37:7                    │")
    let narrow = try DumpSnapshotTests.dump(Self.example("nesting"), width: 80, height: 24, keys: "i click:3,3")
    assertSnapshot(narrow, named: "inspect-nesting-80x24")
    #expect(Self.lines(narrow)[13] == "│ path  cards[1].items[0].items[1]                                             │")
  }

  @Test func aPinnedCardsItem() throws {
    let wide = try DumpSnapshotTests.dump(Self.example("fix"), width: 120, height: 40, keys: "i")
    assertSnapshot(wide, named: "inspect-fix-120x40")
    let rows = Self.panelRows(wide, width: 120)
    #expect(rows[1] == "│ path  cards[0].items[0]                      │")
    #expect(rows[2] == "│ source  fix.json:10:5                        │")
    // The card's type 23 is named by the layout it stands for.
    #expect(rows[11] == "│ card  cards[0]  fixTop (type 23)             │")
    let narrow = try DumpSnapshotTests.dump(Self.example("fix"), width: 80, height: 24, keys: "i")
    assertSnapshot(narrow, named: "inspect-fix-80x24")
    #expect(Self.lines(narrow)[19] == "│ frame  x 0 y 0 w 80 h 1 cells, pinned fix                                    │")
  }

  /// A page whose file name is longer than the panel is wide: its source position stays whole on
  /// one row, the name giving up its front.
  @Test func aLongFileNameKeepsTheSourcePositionOnOneRow() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inspect-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("a-page-with-a-rather-long-descriptive-file-name-for-testing.json")
    try FileManager.default.copyItem(at: Self.example("nesting"), to: url)
    let screen = Self.lines(try DumpSnapshotTests.dump(url, width: 100, height: 30, keys: "i Tab Tab"))
    let panel = screen.map { String($0.dropFirst(56)) }
    #expect(panel[1] == "│ path  cards[1].items[0].items[1]         │")
    #expect(panel[2] == "│ source  …file-name-for-testing.json:37:7 │")
    #expect(panel[3] == "│ type  text                               │")
  }

  /// `?` and `--help` list `i` and `y` from the key table, and the README's key table has them.
  @Test func theKeyRowsOfIAndYAreInHelpAndTheReadme() throws {
    let help = HelpText.usage
    #expect(help.contains("  i                 inspect the focused item (or under the mouse): path, source, JSON, card, events"))
    #expect(help.contains("  y                 copy the inspected or focused item's JSON (OSC 52)"))
    let readme = try String(contentsOf: repositoryRoot().appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains("\n| `i` | inspect the focused item"))
    #expect(readme.contains("\n| `y` | copy the inspected (else focused) item's JSON"))
  }
}
