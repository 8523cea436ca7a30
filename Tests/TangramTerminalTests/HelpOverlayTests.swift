import TangramCore
import Testing

@testable import TangramTerminal

/// The `?` box is drawn in the middle of the page area, whatever the screen's size.
@Suite struct HelpOverlayTests {
  @Test(arguments: [(160, 60), (120, 80), (90, 20)])
  func theHelpBoxIsInTheMiddleOfThePageArea(columns: Int, rows: Int) throws {
    let page = try PageDecoder().decode(Array(#"[{"type":"1","items":[{"type":"text","text":"item"}]}]"#.utf8)).page
    let viewer = Viewer(page: page, fileName: "help.json", columns: columns, rows: rows)
    _ = viewer.handle(.key(.character("?")))
    let lines = viewer.render().lines
    let top = try #require(lines.firstIndex { $0.contains("┌") })
    let bottom = try #require(lines.lastIndex { $0.contains("└") })
    let left = try #require(lines[top].firstIndex(of: "┌")).utf16Offset(in: lines[top])
    let right = try #require(lines[top].firstIndex(of: "┐")).utf16Offset(in: lines[top])
    // The page area is every row but the status bar's.
    let (above, below) = (top, rows - 1 - (bottom + 1))
    let (before, after) = (left, columns - (right + 1))
    #expect(abs(above - below) <= 1, "rows above \(above), below \(below)")
    #expect(abs(before - after) <= 1, "columns before \(before), after \(after)")
  }
}
