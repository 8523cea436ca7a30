import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A template's line in cells: thin, dashed, or heavy once its stroke is a whole cell thick
/// (at 75 columns a cell is 10 px across and a row 20 px down; a `paintWidth` of 10 dp is 20 px).
@Suite struct VVLineTests {
  static func rows(_ attributes: String) throws -> [String] {
    var registry = ElementRegistry.standard
    try registry.registerTemplate(
      xml: #"<VLine layoutWidth="match_parent" layoutHeight="20" \#(attributes)/>"#, type: "line")
    let json = #"[{"type":"1","items":[{"type":"line"}]}]"#
    let page = try DataSourceHelper(elements: registry).decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 75, rows: 4, registry: registry)
    viewer.update()
    return Array(viewer.render().lines.prefix(2))
  }

  @Test func aHorizontalLineIsHeavyFromAWholeRowThick() throws {
    let width = 75
    #expect(try Self.rows(#"orientation="H" paintWidth="10""#) == [String(repeating: "━", count: width), ""])
    #expect(try Self.rows(#"orientation="H" paintWidth="9""#) == [String(repeating: "─", count: width), ""])
    #expect(try Self.rows(#"orientation="H" paintWidth="1" style="DASH""#) == [String(repeating: "╌", count: width), ""])
  }
}
