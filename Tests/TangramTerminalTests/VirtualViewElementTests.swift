import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Template items in the registry: measured at the page's units (once per height-relevant value)
/// and drawn in cells.
@Suite struct VirtualViewElementTests {
  static let xml = """
    <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content" background="#FFFFFF">
      <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="${body}" textColor="#333333"/>
      <NLine layoutWidth="match_parent" layoutHeight="38" color="#999999"/>
    </VHLayout>
    """

  static func registry() throws -> ElementRegistry {
    var registry = ElementRegistry.standard
    registry.register(template: try VVTemplate.read(Array(xml.utf8), type: "note", fileName: "note.xml").template)
    return registry
  }

  static func item(_ body: String) -> Item {
    Item(type: "note", data: JSONObject([("type", .string("note")), ("body", .string(body))]))
  }

  @Test func aTemplateItemIsAsTallAsItsWrappedText() throws {
    let measurer = try Self.registry().measurer(cellAspect: 0.5)
    let scale = UnitScale(columns: 20)
    // At 20 columns a row is 75 px: one line of text and the 76 px line are 151 px, 2 rows;
    // two lines of text 226 px, 3 rows.
    #expect(measurer.height(of: Self.item("short"), width: 20, scale: scale) == 2)
    #expect(measurer.height(of: Self.item("a longer text that wraps to three lines"), width: 20, scale: scale) == 3)
    #expect(measurer.height(of: Self.item("short"), width: 20, scale: scale) == 2)
  }

  /// A frame of no rows (an item squeezed to nothing) draws no cell, not even the template's
  /// background, whatever the clip.
  @Test func aFrameOfNoRowsDrawsNothing() throws {
    let element = try Self.registry().element(for: Self.item("text"), scale: UnitScale(columns: 20))
    var buffer = Buffer(width: 20, height: 4)
    element.draw(into: &buffer, frame: Rect(x: 0, y: 1, width: 20, height: 0), clip: buffer.area)
    #expect(buffer == Buffer(width: 20, height: 4))
  }

  @Test func theElementDrawsTheTemplate() throws {
    let registry = try Self.registry()
    let item = Self.item("a longer text that wraps to three lines")
    let element = registry.element(for: item, scale: UnitScale(columns: 20))
    #expect(element is VirtualViewElement)
    var buffer = Buffer(width: 20, height: 4)
    element.draw(into: &buffer, frame: Rect(x: 0, y: 0, width: 20, height: 4), clip: buffer.area)
    #expect(buffer.lines == ["a longer text that", "wraps to three lines", "────────────────────", ""])
    #expect(buffer.cell(column: 0, row: 0)?.style.foreground == Color(rgb: 0x333333))
    #expect(buffer.cell(column: 0, row: 0)?.style.background == Color.white)
  }

  /// `Progress` (spec §9.6): its bar, `initValue` wide from the left padding edge, in its colour;
  /// 100 dp with 10 dp of padding at 80 columns is columns 2-22. A bar narrower than a column
  /// still takes one, and only one.
  @Test(arguments: [(100.0, Array(2..<23)), (1.0, [2])] as [(Double, [Int])])
  func aProgressBarIsItsInitialValueWide(done: Double, columns: [Int]) throws {
    var registry = ElementRegistry.standard
    try registry.registerTemplate(xml: """
      <FrameLayout layoutWidth="match_parent" layoutHeight="20">
        <Progress layoutWidth="match_parent" layoutHeight="20" paddingLeft="10" initValue="${done}" color="#00FF00"/>
      </FrameLayout>
      """, type: "bar")
    let item = Item(type: "bar", data: JSONObject([("done", .number(done))]))
    let element = registry.element(for: item, scale: UnitScale(columns: 80))
    var buffer = Buffer(width: 80, height: 2)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    for row in 0..<2 {
      let green = (0..<80).filter { buffer.cell(column: $0, row: row)?.style.background == Color(rgb: 0x00FF00) }
      #expect(green == columns, "row \(row)")
    }
  }

  /// A vertical `NLine` stands in the column its gravity gives: the left one,
  /// the middle one (the left of the two middle ones of an even width), the right one.
  @Test(arguments: [("left", 5, 0), ("h_center", 5, 2), ("h_center", 4, 1), ("right", 5, 4)])
  func aVerticalLineStandsInTheColumnItsGravityGives(gravity: String, width: Int, column: Int) throws {
    var registry = ElementRegistry.standard
    try registry.registerTemplate(xml: """
      <FrameLayout layoutWidth="match_parent" layoutHeight="match_parent">
        <NLine orientation="V" layoutWidth="match_parent" layoutHeight="match_parent" gravity="\(gravity)" color="#000000"/>
      </FrameLayout>
      """, type: "rule")
    let element = registry.element(for: Item(type: "rule", data: JSONObject()), scale: UnitScale(columns: width))
    var buffer = Buffer(width: width, height: 1)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    #expect(buffer.lines == [String(repeating: " ", count: column) + "│"])
  }

  @Test func registeredElementsWinOverTemplates() throws {
    var registry = try Self.registry()
    try registry.register(TextElement.self, for: "note")
    #expect(ObjectIdentifier(registry.elementType(for: "note")) == ObjectIdentifier(TextElement.self))
    #expect(registry.registeredTypes.contains("note"))
  }
}
