import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Vector B9 and the reproduced quirks that show in cells (VirtualView spec Appendix A, B), drawn
/// at 80 columns.
@Suite struct VirtualViewQuirkDrawingTests {
  /// Draws `item` by `xml` (type `t`) into an 80-column buffer `rows` tall.
  static func draw(_ xml: String, item: JSONObject, rows: Int) throws -> Buffer {
    var registry = ElementRegistry.standard
    try registry.registerTemplate(xml: xml, type: "t")
    let element = registry.element(for: Item(type: "t", data: item), scale: UnitScale(columns: 80))
    var buffer = Buffer(width: 80, height: rows)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    return buffer
  }

  /// B9: "Hello World!" centred in the 21 rows of HelloWorld's `NText`, columns 34-45 of row 10,
  /// red (the false branch of a condition that is the string "false") on `#fffff0`.
  @Test func helloWorld() throws {
    let folder = repositoryRoot().appendingPathComponent(
      "Tests/Fixtures/VirtualView/virtualview_tools/RealtimePreview/templates/HelloWorld")
    let xml = try String(contentsOf: folder.appendingPathComponent("HelloWorld.xml"), encoding: .utf8)
    let data = try String(contentsOf: folder.appendingPathComponent("HelloWorld.json"), encoding: .utf8)
    guard case .object(let object) = try JSONParser.parse(Array(data.utf8)) else {
      Issue.record("HelloWorld.json is not an object")
      return
    }
    var registry = ElementRegistry.standard
    try registry.registerTemplate(xml: xml, type: "HelloWorld")
    let item = Item(type: "HelloWorld", data: object)
    #expect(registry.measurer(cellAspect: 0.5).height(of: item, width: 80, scale: UnitScale(columns: 80)) == 21)
    let buffer = try Self.draw(xml, item: object, rows: 21)
    #expect(buffer.lines.enumerated().filter { !$0.element.isEmpty }.map(\.offset) == [10])
    #expect(buffer.lines[10] == String(repeating: " ", count: 34) + "Hello World!")
    #expect(buffer.cell(column: 34, row: 10)?.style.foreground == Color(rgb: 0xFF0000))
    #expect(buffer.cell(column: 0, row: 0)?.style.background == Color(rgb: 0xFFFFF0))
    #expect(buffer.cell(column: 79, row: 20)?.style.background == Color(rgb: 0xFFFFF0))
  }

  /// V11: a `wrap_content` `VText` longer than its parent is drawn whole, past the parent's cells
  /// (clipped to its own box and the item, not to the parent).
  @Test func aLongVTextOverflowsItsParent() throws {
    let buffer = try Self.draw("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="20">
        <FrameLayout layoutWidth="100" layoutHeight="20" background="#EEEEEE">
          <VText layoutWidth="wrap_content" layoutHeight="wrap_content" text="a text longer than its box"/>
        </FrameLayout>
      </FrameLayout>
      """, item: JSONObject([]), rows: 2)
    // The box is 200 px, 21 columns; the text 26.
    #expect(buffer.lines[0] == "a text longer than its box")
    #expect(buffer.cell(column: 21, row: 0)?.style.background == nil)
  }

  /// V27: a border without `borderColor` is black.
  @Test func aBorderWithoutAColourIsBlack() throws {
    let buffer = try Self.draw("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="40" background="#FFFFFF" borderWidth="1"/>
      """, item: JSONObject([]), rows: 4)
    #expect(buffer.lines == ["┌" + String(repeating: "─", count: 78) + "┐", "│" + String(repeating: " ", count: 78) + "│", "│" + String(repeating: " ", count: 78) + "│", "└" + String(repeating: "─", count: 78) + "┘"])
    #expect(buffer.cell(column: 0, row: 0)?.style.foreground == Color.black)
    #expect(buffer.cell(column: 40, row: 3)?.style.foreground == Color.black)
  }
}
