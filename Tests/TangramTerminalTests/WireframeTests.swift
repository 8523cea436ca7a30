import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Items without an element are wireframes (spec §9.8): border, type, label, fields; a style
/// picked from the type; heights that leave room for the border and label.
@Suite struct WireframeTests {
  private func item(_ json: String) throws -> Item {
    let page = try PageDecoder().decode(Array(("[{\"type\":\"1\",\"items\":[" + json + "]}]").utf8)).page
    return page.cards[0].items[0]
  }

  private func draw(_ json: String, width: Int, height: Int) throws -> [String] {
    let element = FallbackElement()
    element.configure(with: try item(json))
    var buffer = Buffer(width: width, height: height)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    return buffer.lines
  }

  @Test func theBorderHasTheTypeAndInsideAreTheLabelThenTheFields() throws {
    let json = #"""
      {"type":"vvtest","title":"标题1","imgUrl":"https://g.cn/tfs/TB1-110-72.png","play":23343454,
       "hot":true,"none":null,"tags":["a"],"style":{"height":10}}
      """#
    #expect(try draw(json, width: 32, height: 7) == [
      "┌ vvtest ╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┐",
      "╎ 标题1                        ╎",
      "╎ imgUrl: ▣ 110×72 TB1-110-72… ╎",
      "╎ play: 23343454               ╎",
      "╎ hot: true                    ╎",
      "╎ tags: [1] a                  ╎",
      "└╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌╌┘",
    ])
    // As many fields as fit; the label comes first and wraps.
    #expect(try draw(json, width: 9, height: 5) == [
      "┌ vvte… ┐",
      "╎ 标题1 ╎",
      "╎ imgU… ╎",
      "╎ play… ╎",
      "└╌╌╌╌╌╌╌┘",
    ])
  }

  /// A column of space either side of the label from six columns on; narrower frames use
  /// every column inside the border.
  @Test func theLabelKeepsAColumnFromTheBorderFromSixColumnsOn() throws {
    let json = #"{"type":"t","title":"abcdef"}"#
    let six = try draw(json, width: 6, height: 3)
    let five = try draw(json, width: 5, height: 3)
    // The border's lines follow the type ("t" draws double lines).
    #expect(six == ["╔ t ═╗", "║ ab ║", "╚════╝"])
    #expect(five == ["╔ t ╗", "║abc║", "╚═══╝"])
  }

  @Test func withoutALabelTheFieldsComeFirst() throws {
    #expect(try draw(#"{"type":"110","bizId":"item1","msg":""}"#, width: 16, height: 4) == [
      "┌ 110 ─────────┐",
      "│ bizId: item1 │",
      "│ msg:         │",
      "└──────────────┘",
    ])
    #expect(try draw(#"{"type":"1"}"#, width: 8, height: 2) == ["╭ 1 ───╮", "╰──────╯"])
  }

  /// Arrays and objects show their size and each entry by its label or first scalar, as far as
  /// the row goes; empty ones and nulls show nothing.
  @Test func arraysAndObjectsShowTheirSizeAndTheirEntries() throws {
    let json = #"""
      {"type":"2000","iconList":[{"subTitle":"sub","title":"天猫","type":1},{"subTitle":"s2","type":1},
       {"imgUrl":"https://g.cn/a-10-10.png"},{"type":7},[1,2],"plain",3],
       "info":{"price":12.5,"name":"x\u001b"},"empty":[],"none":{},"deep":[[[]]]}
      """#
    #expect(try draw(json, width: 60, height: 5) == [
      "╭ 2000 ────────────────────────────────────────────────────╮",
      "│ iconList: [7] 天猫, s2, ▣ 10×10 a-10-10.png, 7, [2], pl… │",
      "│ info: {2} 12.5, x␛                                       │",
      "│ deep: [1] [1]                                            │",
      "╰──────────────────────────────────────────────────────────╯",
    ])
    let long = "{\"type\":\"t\",\"list\":[" + (0..<40).map(String.init).joined(separator: ",") + "]}"
    #expect(Wireframe.fieldLines(of: try item(long), leavingOut: nil) == [
      "list: [40] " + (0..<Wireframe.listedEntries).map(String.init).joined(separator: ", ") + ", …",
    ])
  }

  @Test func textFromThePageIsSanitised() throws {
    let lines = try draw(#"{"type":"x\u001b[2J","title":"a\u001b]0;owned\u0007b","k\u0007":"v\r"}"#, width: 24, height: 4)
    #expect(lines[0].hasPrefix("╔ x␛[2J ═"))
    #expect(lines[1].contains("a␛]0;owned␇b"))
    #expect(lines[2].contains("k␇: v"))
    #expect(!lines.joined().unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F })
  }

  @Test func framesSmallerThanThreeByTwoAreAShadedBlock() throws {
    #expect(try draw(#"{"type":"vvtest","title":"标题1"}"#, width: 14, height: 1) == ["vvtest: 标题1░"])
    #expect(try draw(#"{"type":"Debug"}"#, width: 8, height: 1) == ["Debug░░░"])
    #expect(try draw(#"{"type":"Debug"}"#, width: 2, height: 3) == ["D…", "░░", "░░"])
  }

  @Test func drawingTouchesOnlyTheClip() throws {
    let element = FallbackElement()
    element.configure(with: try item(#"{"type":"Debug","title":"abc","play":"1"}"#))
    var buffer = Buffer(width: 12, height: 5)
    // The item's top two rows are above the clip (scrolled off).
    element.draw(into: &buffer, frame: Rect(x: 0, y: -2, width: 12, height: 6), clip: Rect(x: 0, y: 1, width: 12, height: 4))
    #expect(buffer.lines == ["", "║          ║", "║          ║", "╚══════════╝", ""])
  }

  @Test func heightLeavesRoomForTheBorderAndTheLabel() throws {
    let titled = try item(#"{"type":"vvtest","title":"标题1","imgUrl":"https://x/a.png"}"#)
    #expect(FallbackElement.height(for: titled, width: 80, cellAspect: 0.5) == 3)
    let long = try item(#"{"type":"vvtest","title":"one two three four five"}"#)
    #expect(FallbackElement.height(for: long, width: 12, cellAspect: 0.5) == 2 + 4)
    let fieldsOnly = try item(#"{"type":"10","imgUrl":"https://x/a-750-243.png"}"#)
    #expect(FallbackElement.height(for: fieldsOnly, width: 80, cellAspect: 0.5) == 3)
    let bare = try item(#"{"type":"1","style":{"margin":[1,2]}}"#)
    #expect(FallbackElement.height(for: bare, width: 80, cellAspect: 0.5) == 2)
    #expect(FallbackElement.height(for: titled, width: 2, cellAspect: 0.5) == 1)
  }

  @Test func heightsThePageGivesStayAsTheyAre() throws {
    let json = #"""
      [{"type":"container-oneColumn","items":[
        {"type":"vvtest","title":"fixed","style":{"height":20}},
        {"type":"vvtest","title":"ratio","style":{"ratio":10}},
        {"type":"vvtest","title":"own"}]},
       {"type":"container-twoColumn","style":{"aspectRatio":4},"items":[{"type":"1"},{"type":"1"}]}]
      """#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let view = PageView(page: page, width: 75, height: 20)
    // 20 units at 75 columns of 375 are 4 columns, 2 rows; ratio 10 is 75/10/2 rows; a row of
    // the two-column card is 75/4/2 rows.
    #expect(view.layout.items.map(\.frame.height) == [2, 4, 3, 9, 9])
  }

  @Test func theStyleIsPickedFromTheTypeNameByAStableHash() {
    // 64-bit FNV-1a, the published test values.
    #expect(WireframeStyle.stableHash("") == 0xcbf2_9ce4_8422_2325)
    #expect(WireframeStyle.stableHash("a") == 0xaf63_dc4c_8601_ec8c)
    #expect(WireframeStyle(type: "vvtest").glyphs == .dashed)
    #expect(WireframeStyle(type: "vvtest").color == Color(rgb: 0x61AFEF))
    #expect(WireframeStyle(type: "Debug").glyphs == .double)
    #expect(WireframeStyle(type: "Debug").color == Color(rgb: 0xE06C75))
    #expect(WireframeStyle(type: "110").glyphs == .light)
    #expect(WireframeStyle(type: "1").glyphs == .rounded)
    #expect(WireframeStyle(type: "singleImgView").glyphs == .heavy)
    // Types of one colour differ in glyphs, so they are told apart without colours.
    #expect(WireframeStyle(type: "vvtest").color == WireframeStyle(type: "110").color)
    #expect(WireframeStyle(type: "vvtest").glyphs != WireframeStyle(type: "110").glyphs)
  }

  @Test func theBorderAndTypeAreInTheTypesColour() throws {
    let element = FallbackElement()
    element.configure(with: try item(#"{"type":"Debug","title":"t"}"#))
    var buffer = Buffer(width: 10, height: 3)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    let red = Color(rgb: 0xE06C75)
    #expect(buffer.cell(column: 0, row: 0)?.style == CellStyle(foreground: red))
    #expect(buffer.cell(column: 2, row: 0)?.style == CellStyle(foreground: red, attributes: .bold))
    #expect(buffer.cell(column: 9, row: 2)?.style == CellStyle(foreground: red))
    #expect(buffer.cell(column: 2, row: 1)?.style == .plain)
  }

  @Test func aLoadPlaceholderIsPlainTextNotAWireframe() {
    let registry = ElementRegistry.standard
    let item = Item(
      type: LoadPlaceholder.itemType, data: JSONObject([("text", .string("loading feed…"))]))
    let element = registry.element(for: item)
    var buffer = Buffer(width: 16, height: 1)
    element.draw(into: &buffer, frame: buffer.area, clip: buffer.area)
    #expect(buffer.lines == ["loading feed…"])
    #expect(registry.elementType(for: LoadPlaceholder.itemType).height(for: item, width: 16, cellAspect: 0.5) == 1)
  }
}
