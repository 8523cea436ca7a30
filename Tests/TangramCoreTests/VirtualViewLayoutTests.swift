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

  /// A line that wraps its content: an `NLine` is its stroke across and along, without its
  /// padding, whatever its orientation (`NativeLineImp.onMeasure`); a horizontal `VLine` has no
  /// length of its own and is its stroke tall, both with their padding (spec §4.1, §2.6). On the
  /// reference device a size of 1 is 2 px.
  @Test func linesWrappingTheirContent() throws {
    let xml = """
      <VHLayout orientation="V" layoutWidth="wrap_content" layoutHeight="wrap_content">
        <NLine orientation="H" layoutWidth="wrap_content" layoutHeight="wrap_content" paintWidth="4" padding="2"/>
        <NLine orientation="V" layoutWidth="wrap_content" layoutHeight="wrap_content" paintWidth="3"/>
        <VLine orientation="H" layoutWidth="wrap_content" layoutHeight="wrap_content" paintWidth="4" padding="2"/>
        <VLine orientation="V" layoutWidth="wrap_content" layoutHeight="wrap_content" paintWidth="3"/>
      </VHLayout>
      """
    let template = try VVTemplate.read(Array(xml.utf8), type: "lines", fileName: "lines.xml").template
    let root = Self.engine.layout(VVResolvedNode(template.root, data: .object(JSONObject())), width: 750)
    #expect(root.children.map { [$0.frame.width, $0.frame.height] } == [[8, 8], [6, 6], [8, 16], [6, 0]])
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

  /// §5.4 (iOS): an image's `wrap_content` height is its width less its horizontal padding,
  /// divided by `ratio` (width ÷ height), plus its vertical padding.
  @Test func anImageOfARatioIsAsTallAsItsWidthMakesIt() throws {
    let root = try Self.layout(
      """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <NImage layoutWidth="match_parent" layoutHeight="wrap_content" ratio="2"/>
        <NImage layoutWidth="300" layoutHeight="wrap_content" ratio="3" paddingLeft="15" paddingRight="15" paddingTop="5"/>
      </VHLayout>
      """)
    // Plain numbers are dp, two px each on the reference device: (600 - 60) / 3 + 10.
    #expect(root.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 750, height: 375), Rect(x: 0, y: 375, width: 600, height: 190),
    ])
  }

  /// Lays out an inline template `width` px wide for `data`.
  static func layout(_ xml: String, width: Int = 750, data: String = #"{"type":"t"}"#) throws -> VVPlacedNode {
    let template = try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml").template
    return engine.layout(VVResolvedNode(template.root, data: try Self.data(data)), width: width)
  }

  /// B3: `RatioLayout` shares of what the fixed child, the padding and the border leave, each
  /// truncated.
  @Test(arguments: [
    ([#"layoutRatio="1""#, #"layoutWidth="200""#, #"layoutRatio="1""#], [(4, 171), (175, 400), (575, 171)]),
    ([#"layoutRatio="1""#, #"layoutRatio="2""#, #"layoutRatio="3""#], [(4, 123), (127, 247), (374, 371)]),
  ])
  func ratioLayoutShares(children: [String], expected: [(x: Int, width: Int)]) throws {
    let xml = """
      <RatioLayout orientation="H" layoutWidth="match_parent" layoutHeight="100" padding="1" borderWidth="1">
      \(children.map { "<VText \($0) layoutHeight=\"98\" text=\"x\"/>" }.joined(separator: "\n"))
      </RatioLayout>
      """
    let root = try Self.layout(xml)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(root.children.map(\.frame) == expected.map { Rect(x: $0.x, y: 4, width: $0.width, height: 196) })
  }

  /// A `VHLayout` that wraps its content is its children, its padding and its border on each
  /// side, in a row or a column. It is inside the root, which the page sizes; a size of 1 is
  /// 2 px here: the child 200 x 100, padding and border 2 each side.
  @Test(arguments: ["H", "V"])
  func aWrappingLayoutIsItsChildrenPaddingAndBorder(orientation: String) throws {
    let root = try Self.layout("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
        <VHLayout orientation="\(orientation)" layoutWidth="wrap_content" layoutHeight="wrap_content" padding="1" borderWidth="1">
          <VText layoutWidth="100" layoutHeight="50" text="x"/>
        </VHLayout>
      </FrameLayout>
      """)
    let layout = try #require(root.children.first)
    #expect(layout.frame == Rect(x: 0, y: 0, width: 208, height: 108))
    #expect(layout.children.map(\.frame) == [Rect(x: 4, y: 4, width: 200, height: 100)])
  }

  /// B4: `GridLayout` cells of the first child's size; a gone child takes no cell.
  /// A child that says neither `layoutWidth` nor `layoutHeight` is measured at no size at all
  /// (both default to 0, and an omitted one collapses the node): its row wraps to nothing.
  @Test func aChildWithoutDimensionsHasNoSize() throws {
    let root = try Self.layout("""
      <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content">
        <VText text="x"/>
      </VHLayout>
      """)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 0))
    #expect(root.children.map(\.frame) == [Rect(x: 0, y: 0, width: 0, height: 0)])
  }

  /// `lines` gives an `NText` exactly that many rows, one included, however its text wraps.
  @Test func linesFixesATextsRows() throws {
    func height(lines: Int, text: String) throws -> Int {
      try Self.layout(#"<NText layoutWidth="match_parent" layoutHeight="wrap_content" lines="\#(lines)" text="\#(text)"/>"#)
        .frame.height
    }
    let long = String(repeating: "many words wrap ", count: 20)
    #expect(try height(lines: 1, text: long) == height(lines: 1, text: "x"))
    #expect(try height(lines: 2, text: long) == 2 * height(lines: 1, text: long))
    #expect(try height(lines: 0, text: long) > height(lines: 2, text: long))
  }

  /// A `RatioLayout` row with nothing shown is as tall as its padding (5 and 6 dp, 22 px).
  @Test func aRatioLayoutOfGoneChildrenIsItsPadding() throws {
    let root = try Self.layout("""
      <RatioLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content" paddingTop="5" paddingBottom="6">
        <VText layoutRatio="1" layoutHeight="40" text="x" visibility="gone"/>
      </RatioLayout>
      """)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 22))
  }

  @Test func gridLayoutCells() throws {
    let six = try Self.layout("""
      <GridLayout layoutWidth="match_parent" layoutHeight="wrap_content" colCount="2">
      \(String(repeating: "<VText layoutWidth=\"match_parent\" layoutHeight=\"150\" text=\"x\"/>\n", count: 6))
      </GridLayout>
      """)
    #expect(six.frame.height == 900)
    #expect(six.children.map { [$0.frame.x, $0.frame.y] } == [[0, 0], [375, 0], [0, 300], [375, 300], [0, 600], [375, 600]])
    let gapped = try Self.layout("""
      <GridLayout layoutWidth="match_parent" layoutHeight="wrap_content" colCount="3"
          paddingLeft="5" paddingRight="5" paddingTop="5" itemHorizontalMargin="4" itemVerticalMargin="6">
        <VText layoutWidth="match_parent" layoutHeight="40" text="1"/>
        <VText layoutWidth="match_parent" layoutHeight="60" text="2" visibility="gone"/>
        <VText layoutWidth="match_parent" layoutHeight="60" text="3"/>
        <VText layoutWidth="match_parent" layoutHeight="60" text="4"/>
        <VText layoutWidth="match_parent" layoutHeight="60" text="5"/>
      </GridLayout>
      """)
    #expect(gapped.frame.height == 182)
    #expect(gapped.children.filter { $0.visibility != .gone }.map(\.frame) == [
      Rect(x: 10, y: 10, width: 238, height: 80), Rect(x: 256, y: 10, width: 238, height: 80),
      Rect(x: 502, y: 10, width: 238, height: 80), Rect(x: 10, y: 102, width: 238, height: 80),
    ])
  }

  /// `GridLayout` with the smallest `itemHeight`, half a dp (1 px): it still fixes every cell
  /// whatever its child asks for, as any height above 0 does (Android's `GridImp` tests
  /// `mItemHeight > 0`).
  @Test func theSmallestItemHeightStillFixesEveryCell() throws {
    let grid = try Self.layout("""
      <GridLayout layoutWidth="match_parent" layoutHeight="wrap_content" colCount="2" itemHeight="0.5">
      \(String(repeating: "<VText layoutWidth=\"match_parent\" layoutHeight=\"150\" text=\"x\"/>\n", count: 3))
      </GridLayout>
      """)
    #expect(grid.frame.height == 2)
    #expect(grid.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 375, height: 1), Rect(x: 375, y: 0, width: 375, height: 1),
      Rect(x: 0, y: 1, width: 375, height: 1),
    ])
  }

  /// B6: `VH2Layout` stacks children from both ends by their `layoutDirection`.
  @Test func vh2LayoutStacksFromBothEnds() throws {
    let root = try Self.layout("""
      <VH2Layout orientation="H" layoutWidth="match_parent" layoutHeight="60" paddingLeft="10" paddingRight="10">
        <VText layoutDirection="left"  layoutWidth="100" layoutHeight="wrap_content" layoutGravity="v_center" text="A"/>
        <VText layoutDirection="right" layoutWidth="80"  layoutHeight="match_parent" text="B"/>
        <VText layoutDirection="left"  layoutWidth="50"  layoutHeight="20" layoutMarginLeft="6" layoutGravity="bottom" text="C"/>
        <VText layoutDirection="right" layoutWidth="60"  layoutHeight="20" layoutMarginRight="4" text="D"/>
      </VH2Layout>
      """)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 120))
    #expect(root.children.map(\.frame) == [
      Rect(x: 20, y: 50, width: 200, height: 19), Rect(x: 570, y: 0, width: 160, height: 120),
      Rect(x: 232, y: 80, width: 100, height: 40), Rect(x: 442, y: 0, width: 120, height: 40),
    ])
    // In a column, children without a direction stack from the top (Android puts them all at 0).
    let column = try Self.layout("""
      <VH2Layout orientation="V" layoutWidth="match_parent" layoutHeight="60">
        <VText layoutWidth="100" layoutHeight="20" text="A"/>
        <VText layoutWidth="100" layoutHeight="10" text="B"/>
      </VH2Layout>
      """)
    #expect(column.children.map(\.frame.y) == [0, 40])
  }

  /// Children stacked from the end keep their margins on both sides: the next one goes past
  /// the leading margin of the one before (px are twice the dp: 10 padding, 3 and 5 margins).
  @Test func vh2LayoutKeepsBothMarginsOfChildrenFromTheEnd() throws {
    let root = try Self.layout("""
      <VH2Layout orientation="H" layoutWidth="match_parent" layoutHeight="20" paddingRight="10">
        <VText layoutDirection="right" layoutWidth="80" layoutHeight="20" layoutMarginLeft="5" layoutMarginRight="3" text="X"/>
        <VText layoutDirection="right" layoutWidth="60" layoutHeight="20" text="Y"/>
      </VH2Layout>
      """)
    // X: 750 - 20 - 6 - 160 = 564; Y: 564 - 10 - 120 = 434.
    #expect(root.children.map(\.frame.x) == [564, 434])
  }

  /// B7: a bound `visibility`: gone takes no room, invisible keeps its box, an unknown word or a
  /// missing field leaves the template default (visible).
  @Test(arguments: [
    (#"{"v":"visible"}"#, [0, 80, 160], 240), (#"{"v":"invisible"}"#, [0, 80, 160], 240),
    (#"{"v":"gone"}"#, [0, 0, 80], 160), (#"{"v":"hidden"}"#, [0, 80, 160], 240), ("{}", [0, 80, 160], 240),
  ])
  func boundVisibility(data: String, tops: [Int], height: Int) throws {
    let root = try Self.layout("""
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <VText layoutWidth="match_parent" layoutHeight="40" text="one"/>
        <VText layoutWidth="match_parent" layoutHeight="40" text="two" visibility="${v}"/>
        <VText layoutWidth="match_parent" layoutHeight="40" text="three"/>
      </VHLayout>
      """, data: data)
    #expect(root.children.map(\.frame.y) == tops)
    #expect(root.frame.height == height)
  }

  /// B8: centring in the whole box, padding and margin ignored (Android); the end by padding and
  /// margin.
  @Test func frameCentringIgnoresPadding() throws {
    let root = try Self.layout("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="100" paddingLeft="40" paddingTop="10">
        <VText layoutWidth="100" layoutHeight="20" layoutGravity="h_center|v_center" layoutMarginLeft="10" text="X"/>
        <VText layoutWidth="wrap_content" layoutHeight="wrap_content" layoutGravity="right|bottom"
            layoutMarginRight="5" text="价格 99"/>
      </FrameLayout>
      """)
    #expect(root.children.map(\.frame) == [Rect(x: 275, y: 80, width: 200, height: 40), Rect(x: 674, y: 181, width: 66, height: 19)])
  }

  /// B10: bindings as tangram-tui reads them.
  @Test(arguments: [
    ("${title}", #"{"title":"标题1"}"#, JSONValue.string("标题1")), ("${a.b[0].c}", #"{"a":{"b":[{"c":"x"}]}}"#, .string("x")),
    ("${a.0}", #"{"a":["p","q"]}"#, .string("p")), ("${ title }", #"{"title":"t"}"#, .string("t")),
    ("@{${f} ? gone : visible}", #"{"f":0}"#, .string("gone")), ("@{${f} ? gone : visible}", #"{"f":""}"#, .string("visible")),
    ("@{${f} ? gone : visible}", #"{"f":"FALSE"}"#, .string("visible")), ("@{${f} ? gone : visible}", #"{"f":[]}"#, .string("visible")),
    ("@{${f} ? gone : visible}", "{}", .string("visible")), ("@{${x} ? http://a.com/p : b}", #"{"x":true}"#, .string("http")),
    ("@{${x} ? a : http://b.com}", "{}", .string("http://b.com")),
    ("@{${a}?${b}:@{${c}?${d}:${e}}}", #"{"c":1,"d":"D"}"#, .string("D")),
  ])
  func expressionVectors(expression: String, data: String, value: JSONValue) throws {
    #expect(VVExpression.parse(expression)?.evaluate(in: try Self.data(data)) == value)
  }

  @Test func expressionVectorsThatFindNothing() throws {
    #expect(VVExpression.parse("${a.b}")?.evaluate(in: try Self.data(#"{"b":"top"}"#)) == nil)
    #expect(VVExpression.parse("${t}")?.evaluate(in: try Self.data(#"{"t":null}"#)) == nil)
    #expect(VVLiteral.convert(.string("#FFF"), to: .color) == nil)
    #expect(VVLiteral.convert(.string("24rp"), to: .length) == .length(.rp(24)))
    #expect(VVLiteral.convert(.string("center"), to: .gravity) == .gravity([.horizontalCenter, .verticalCenter]))
  }

  /// The bindings a template's height can depend on: none for `vvtest` (84rp tall) and
  /// `TmallComponent2` (its bound text is one `VText` line); an `NText`'s text, sizes and
  /// visibility otherwise, and every text of a row that holds an `NText`.
  @Test func heightBindings() throws {
    #expect(try Self.template("tangram-android/vvtest.xml", type: "vvtest").heightBindings().isEmpty)
    #expect(
      try Self.template("virtualview_tools/TemplateWorkSpace/template/tmall_component_2.xml", type: "T")
        .heightBindings().isEmpty)
    let xml = """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="${body}" textColor="${color}"/>
        <VText layoutWidth="wrap_content" layoutHeight="wrap_content" text="${one}" visibility="${shown}"/>
        <VHLayout orientation="H" layoutWidth="match_parent" layoutHeight="wrap_content">
          <VText layoutWidth="wrap_content" layoutHeight="wrap_content" text="${price}"/>
          <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="${name}"/>
        </VHLayout>
        <FrameLayout layoutWidth="match_parent" layoutHeight="40"><NText layoutWidth="10" layoutHeight="wrap_content" text="${no}"/></FrameLayout>
      </VHLayout>
      """
    let template = try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml").template
    #expect(template.heightBindings() == ["body", "shown", "price", "name"].map { VVExpression.path([.key($0)]) })
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

  /// In a `RatioLayout`, a child with a `layoutRatio` is sized by it along the layout's
  /// orientation (horizontal unless it says `V`): a size missing there is no problem, one missing
  /// across is.
  @Test(arguments: [("H", "layoutHeight"), ("V", "layoutWidth"), (nil, "layoutHeight")])
  func aRatioChildNeedsOnlyTheSizeAcrossItsLayout(_ orientation: String?, _ missing: String) throws {
    let attribute = orientation.map { #" orientation="\#($0)""# } ?? ""
    let xml = """
      <RatioLayout layoutWidth="100" layoutHeight="40"\(attribute)>
        <VText layoutRatio="1" text="x"/>
      </RatioLayout>
      """
    let (_, diagnostics) = try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml")
    #expect(diagnostics.map { "\($0.position): \($0.message)" } == ["2:3: <VText> has no \(missing); it is 0 wide or tall"])
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
