import Foundation
import TangramTestSupport
import Testing

@testable import TangramCore

/// Text measured as the terminal does for these tests: CJK two columns, the rest one; wrapping
/// by characters.
struct CellTextMeasurer: VVTextMeasuring {
  func columns(of text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ((0x1100...0x9FFF).contains($1.value) ? 2 : 1) }
  }

  func wrap(_ text: String, width: Int) -> (lines: Int, widest: Int) {
    var lines = 1
    var current = 0
    var widest = 0
    for scalar in text.unicodeScalars {
      if scalar == "\n" {
        lines += 1
        current = 0
        continue
      }
      let step = columns(of: String(scalar))
      if current + step > width, current > 0 {
        lines += 1
        current = 0
      }
      current += step
      widest = max(widest, current)
    }
    return (lines, widest)
  }
}

/// The VirtualView engine against the spec's test vectors (VirtualView spec Appendix B), on the
/// reference device at 80 columns.
@Suite struct VirtualViewLayoutTests {
  static let engine = VVLayoutEngine(device: VVDevice(columns: 80), text: CellTextMeasurer())

  static func template(_ path: String, type: String) throws -> VVTemplate {
    let url = repositoryRoot().appendingPathComponent("Tests/Fixtures/VirtualView/" + path)
    return try VVTemplate.read(Array(try Data(contentsOf: url)), type: type, fileName: url.lastPathComponent).template
  }

  static func data(_ json: String) throws -> JSONValue {
    .object(try PageDecoder().decode(Array("[{\"type\":\"container-oneColumn\",\"items\":[\(json)]}]".utf8)).page.cards[0].items[0].data)
  }

  /// B1: `vvtest` with `data.json`'s first item: FrameLayout, rp sizes, gravity, a missing field.
  @Test func vvtest() throws {
    let template = try Self.template("tangram-android/vvtest.xml", type: "vvtest")
    let item = try Self.data(#"{"imgUrl":"https://a/TB1-110-72.png","arrowImgUrl":"https://a/arrow.png","title":"标题1","type":"vvtest"}"#)
    let root = Self.engine.layout(VVResolvedNode(template.root, data: item), width: 750)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 84))
    #expect(root.children.map(\.frame) == [
      Rect(x: 34, y: 18, width: 48, height: 48), Rect(x: 94, y: 32, width: 47, height: 19),
      Rect(x: 700, y: 32, width: 0, height: 19), Rect(x: 708, y: 27, width: 14, height: 30),
      Rect(x: 35, y: 83, width: 680, height: 1),
    ])
    // The subtitle's text and colour are bound to fields the item lacks: they keep their defaults.
    #expect(root.children[2].unresolved == ["text", "textColor"])
    #expect(root.children[1].values["text"] == .string("标题1"))
  }

  /// B2: `TmallComponent2` in a 730 px slot: a vertical VHLayout, centred children, a
  /// conditional colour whose field is missing.
  @Test func tmallComponent2() throws {
    let template = try Self.template(
      "virtualview_tools/TemplateWorkSpace/template/tmall_component_2.xml", type: "TmallComponent2")
    let item = try Self.data(#"{"type":"TmallComponent2","imgUrl":"https://a/TB1-224-224.png","title":"VirtualView"}"#)
    let root = Self.engine.layout(VVResolvedNode(template.root, data: item), width: 730)
    #expect(root.frame == Rect(x: 0, y: 0, width: 730, height: 167))
    #expect(root.children.map(\.frame) == [
      Rect(x: 317, y: 20, width: 96, height: 96), Rect(x: 313, y: 128, width: 104, height: 19),
    ])
    #expect(root.children[1].values["textColor"] == .color(VVColor(alpha: 0xFF, color: Color(rgb: 0x333333))))
  }

  /// §4.4: a horizontal row whose `match_parent` text takes what the first image left, so the
  /// last image overflows the layout by 20 px (Appendix B5).
  @Test func aRowOverflowsAfterAMatchParentChild() throws {
    let xml = """
      <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content" paddingLeft="10" paddingRight="10">
        <NImage layoutWidth="40" layoutHeight="40"/>
        <NText layoutWidth="match_parent" layoutHeight="wrap_content" layoutMarginLeft="8" text="x"/>
        <NImage layoutWidth="20" layoutHeight="20"/>
      </VHLayout>
      """
    let template = try VVTemplate.read(Array(xml.utf8), type: "row", fileName: "row.xml").template
    let root = Self.engine.layout(VVResolvedNode(template.root, data: .object(JSONObject([]))), width: 750)
    #expect(root.children.map(\.frame.x) == [20, 116, 730])
    #expect(root.children.map(\.frame.width) == [80, 614, 40])
  }

  @Test func bindings() throws {
    let data = try Self.data(
      #"{"type":"t","a":{"b":[10,{"c":"deep"}]},"no":"false","empty":"","zero":0,"n":null,"list":[]}"#)
    func value(_ text: String) -> JSONValue? { VVExpression.parse(text)?.evaluate(in: data) }
    #expect(value("${a.b[1].c}") == .string("deep"))
    #expect(value("${ a.b.0 }") == .number(10))
    #expect(value("${this.type}") == .string("t"))
    #expect(value("${a.missing}") == nil)
    #expect(value("${n}") == nil)
    #expect(value("${type.x}") == nil)
    #expect(value("@{${no} ? yes : #ff0000}") == .string("#ff0000"))
    #expect(value("@{${empty} ? yes : no}") == .string("no"))
    #expect(value("@{${zero} ? yes : no}") == .string("yes"))
    #expect(value("@{${list} ? yes : no}") == .string("no"))
    #expect(value("@{${missing} ? a : @{${type} ? b : c}}") == .string("b"))
    #expect(VVExpression.parse("¥${price}") == nil)
    #expect(VVExpression.parse("${}") == nil)
  }

  @Test func literalsAndTheirDiagnostics() throws {
    let xml = """
      <FrameLayout layoutWidth="match_parent" flag="flag_clickable|flag_exposure" background="#80FF0000"
          textSize="10dp" gravity="center" orientation="${o}" onClick="${this.x=1}">
        <Mystery layoutWidth="10" layoutHeight="10"/>
        <NText layoutWidth="wrap_content" layoutHeight="wrap_content" textColor="red"><NText/></NText>
        <VText layoutWidth="5"/>
      </FrameLayout>
      """
    let (template, diagnostics) = try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml")
    #expect(template.root.attributes["flag"]?.value == .literal(.flags([.clickable, .exposure])))
    #expect(template.root.attributes["background"]?.value == .literal(.color(VVColor(alpha: 0x80, color: Color(rgb: 0xFF0000)))))
    #expect(template.root.children.map(\.kind) == [.unknown("Mystery"), .nText, .vText])
    #expect(diagnostics.map { "\($0.position): \($0.message)" } == [
      "2:5: textSize: \"10dp\" is not a valid value; it keeps its default",
      "2:21: gravity: \"center\" is not a valid value; it keeps its default",
      "2:38: orientation cannot be bound; it keeps its default",
      "2:57: the script in onClick is not run",
      "3:3: unknown element <Mystery>; drawn as a labelled box",
      "4:81: <NText> takes no child elements; its children are ignored",
      "5:3: <VText> has no layoutHeight; it is 0 wide or tall",
    ])
  }
}
