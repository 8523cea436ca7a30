import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Data containers drawn in cells (VirtualView spec §9.9): a `Page`'s `1/N`, children clipped to
/// their container, and a child type without a template reported with the item.
@Suite struct VirtualViewDataContainerDrawingTests {
  static let templates = [
    "pager": """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <Page layoutWidth="match_parent" layoutHeight="60" dataTag="${items}"/>
      </VHLayout>
      """,
    "strip": """
      <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
        <Slider layoutWidth="100" layoutHeight="40" itemWidth="75" span="5" dataTag="${items}"/>
      </FrameLayout>
      """,
    "title": #"<FrameLayout layoutWidth="match_parent" layoutHeight="20"><VText layoutWidth="match_parent" layoutHeight="wrap_content" text="${title}"/></FrameLayout>"#,
    "block": ##"<FrameLayout layoutWidth="match_parent" layoutHeight="match_parent" background="#FF0000"/>"##,
  ]

  static func registry() throws -> ElementRegistry {
    var registry = ElementRegistry.standard
    for (type, xml) in templates {
      registry.register(template: try VVTemplate.read(Array(xml.utf8), type: type, fileName: type + ".xml").template)
    }
    return registry
  }

  static func item(_ type: String, children: [String]) -> Item {
    let elements = children.enumerated().map { index, child in
      JSONValue.object(JSONObject([("type", .string(child)), ("title", .string("page \(index + 1)"))]))
    }
    return Item(type: type, data: JSONObject([("type", .string(type)), ("items", .array(elements))]))
  }

  static func draw(_ item: Item, rows: Int) throws -> Buffer {
    let element = try registry().element(for: item, scale: UnitScale(columns: 80))
    var buffer = Buffer(width: 80, height: rows)
    element.draw(into: &buffer, frame: Rect(x: 0, y: 0, width: 80, height: rows), clip: buffer.area)
    return buffer
  }

  /// A 120 px page is 6 rows: the first element's title on its first row, `1/3` at columns
  /// 77-79 of its last.
  @Test func pageShowsItsFirstElementAndTheCount() throws {
    let item = Self.item("pager", children: ["title", "title", "title"])
    #expect(try Self.registry().measurer(cellAspect: 0.5).height(of: item, width: 80, scale: UnitScale(columns: 80)) == 6)
    let lines = try Self.draw(item, rows: 6).lines
    #expect(lines[0] == "page 1")
    #expect(lines[5] == String(repeating: " ", count: 77) + "1/3")
    #expect(try Self.draw(Self.item("pager", children: ["title"]), rows: 6).lines[5].isEmpty)
  }

  /// A 200 px slider is columns 0-20: its first 150 px child columns 0-15, the second (from
  /// 160 px, column 17) cut at the slider's edge.
  @Test func sliderChildrenAreClippedToTheSlider() throws {
    let buffer = try Self.draw(Self.item("strip", children: ["block", "block", "block"]), rows: 4)
    let red = Color(rgb: 0xFF0000)
    let filled = (0..<80).filter { buffer.cell(column: $0, row: 0)?.style.background == red }
    #expect(filled == Array(0..<16) + Array(17..<21))
  }

  /// A child type without a template is a labelled box (its name on its top row, cut at the
  /// slider's edge, column 21) and a problem of the item.
  @Test func aChildWithoutATemplateIsReported() throws {
    let item = Self.item("strip", children: ["block", "missing"])
    let diagnostics = try Self.registry().diagnostics(for: item, path: "cards[0].items[0]")
    #expect(diagnostics.map(\.description) == [
      #"cards[0].items[0]: template strip: <Slider> at 2:3: element 1 of type "missing" has no template; drawn as a labelled box"#
    ])
    let top = try Self.draw(item, rows: 4).lines[0]
    #expect(top.hasSuffix("mis"))
    #expect(top.count == 21)
  }
}
