import Foundation
import TangramTestSupport
import Testing

@testable import TangramCore

/// Vector B9 and the source quirks tangram-tui reproduces (VirtualView spec Appendix A, the rows
/// marked R), each from the spec's description, on the reference device at 80 columns.
@Suite struct VirtualViewQuirkTests {
  static let device = VVDevice(columns: 80)

  static func layout(_ xml: String, data: String = #"{"type":"t"}"#) throws -> VVPlacedNode {
    try VirtualViewLayoutTests.layout(xml, data: data)
  }

  /// A px rectangle's cells at 80 columns: edges rounded half up (§9.1), as
  /// `[columns) × [rows)`.
  static func cells(_ frame: Rect) -> [Int] {
    [device.columnEdge(frame.x), device.columnEdge(frame.maxX), device.rowEdge(frame.y), device.rowEdge(frame.maxY)]
  }

  /// B9: HelloWorld's `NText` fills the 200-dp root (400 px, 21 rows); its colour comes from a
  /// conditional whose condition is the string "false", so the false branch: `#ff0000`.
  @Test func helloWorld() throws {
    let template = try VirtualViewLayoutTests.template(
      "virtualview_tools/RealtimePreview/templates/HelloWorld/HelloWorld.xml", type: "HelloWorld")
    let data = try String(
      contentsOf: repositoryRoot().appendingPathComponent(
        "Tests/Fixtures/VirtualView/virtualview_tools/RealtimePreview/templates/HelloWorld/HelloWorld.json"),
      encoding: .utf8)
    let item = try VirtualViewLayoutTests.data(data)
    let root = VirtualViewLayoutTests.engine.layout(VVResolvedNode(template.root, data: item), width: 750)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 400))
    #expect(Self.cells(root.frame) == [0, 80, 0, 21])
    let text = try #require(root.children.first)
    #expect(text.frame == Rect(x: 0, y: 0, width: 750, height: 400))
    #expect(Self.cells(text.frame) == [0, 80, 0, 21])
    #expect(text.values["text"] == .string("Hello World!"))
    #expect(text.values["textColor"] == .color(VVColor(alpha: 0xFF, color: Color(rgb: 0xFF0000))))
    #expect(root.values["background"] == .color(VVColor(alpha: 0x11, color: Color(rgb: 0x000000))))
  }

  /// V6: every `GridLayout` cell takes the first child's measured size; the others' own sizes,
  /// margins and `layoutGravity` play no part.
  @Test func gridCellsTakeTheFirstChildsSize() throws {
    let root = try Self.layout("""
      <GridLayout layoutWidth="match_parent" layoutHeight="wrap_content" colCount="2">
        <VText layoutWidth="match_parent" layoutHeight="40" text="a"/>
        <VText layoutWidth="100" layoutHeight="90" layoutMarginLeft="20" layoutMarginTop="10"
            layoutGravity="right|bottom" text="b"/>
        <VText layoutWidth="wrap_content" layoutHeight="20" layoutGravity="h_center|v_center" text="c"/>
      </GridLayout>
      """)
    #expect(root.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 375, height: 80), Rect(x: 375, y: 0, width: 375, height: 80),
      Rect(x: 0, y: 80, width: 375, height: 80),
    ])
    #expect(root.frame.height == 160)
  }

  /// V8: `VH2Layout` places its children by its padding alone; its border (10 px) does not
  /// inset them. A row from both ends (padding 20 px left and right, 8 px on top), a column from
  /// both ends (12 px left, 8 px on top).
  @Test(arguments: [
    (#"orientation="H" layoutHeight="50" paddingLeft="10" paddingRight="10" paddingTop="4""#,
     [#"layoutDirection="left""#, #"layoutDirection="right" layoutGravity="bottom""#], [(20, 8), (630, 60)]),
    (#"orientation="V" layoutHeight="100" paddingLeft="6" paddingTop="4""#,
     [#"layoutDirection="top""#, #"layoutDirection="bottom" layoutGravity="right""#], [(12, 8), (650, 160)]),
  ])
  func vh2LayoutPlacementIgnoresTheBorder(attributes: String, children: [String], origins: [(x: Int, y: Int)]) throws {
    let root = try Self.layout("""
      <VH2Layout layoutWidth="match_parent" borderWidth="5" \(attributes)>
      \(children.map { "<VText layoutWidth=\"50\" layoutHeight=\"20\" \($0) text=\"x\"/>" }.joined(separator: "\n"))
      </VH2Layout>
      """)
    #expect(root.children.map(\.frame) == origins.map { Rect(x: $0.x, y: $0.y, width: 100, height: 40) })
  }

  /// A `FrameLayout` with the same border and padding as V8's row does inset its child by it.
  @Test func frameLayoutPlacementCountsTheBorder() throws {
    let frame = try Self.layout("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="50" borderWidth="5" paddingLeft="10" paddingTop="4">
        <VText layoutWidth="50" layoutHeight="20" text="L"/>
      </FrameLayout>
      """)
    #expect(frame.children[0].frame == Rect(x: 30, y: 18, width: 100, height: 40))
  }

  /// V9: centring (`h_center`, `v_center`) in `FrameLayout`, `VHLayout`, `RatioLayout` and
  /// `VH2Layout` is in the layout's whole box: its padding, its border and the child's margins
  /// do not move the child. The layout is 750 × 200 px with padding 80/20/8/4 px (left, top,
  /// right, bottom) and a 6 px border; the child 200 × 40 px with margins 20 (left) and 12 (top).
  @Test(arguments: [
    // Centred both ways in the whole box: ((750 − 200) ÷ 2, (200 − 40) ÷ 2).
    ("FrameLayout", "", #"layoutGravity="h_center|v_center""#, (275, 80)),
    // A column centred by the layout's gravity (the child's margins are part of the column:
    // (200 − 52) ÷ 2 + 12), the child centred across by its own.
    ("VHLayout", #"orientation="V" gravity="h_center|v_center""#, #"layoutGravity="h_center""#, (275, 86)),
    // A row: (750 − 220) ÷ 2 + 20 along, (200 − 40) ÷ 2 across.
    ("VHLayout", #"orientation="H" gravity="h_center|v_center""#, #"layoutGravity="v_center""#, (285, 80)),
    // No main-axis gravity: from the start (padding, border, margin), centred across.
    ("RatioLayout", #"orientation="H""#, #"layoutGravity="v_center""#, (106, 80)),
    ("RatioLayout", #"orientation="V""#, #"layoutGravity="h_center""#, (275, 38)),
    // From the left end by padding and margin (the border ignored, V8), centred across.
    ("VH2Layout", #"orientation="H""#, #"layoutGravity="v_center""#, (100, 80)),
  ])
  func centringIgnoresPaddingBorderAndMargins(layout: String, attributes: String, gravity: String, origin: (x: Int, y: Int)) throws {
    let root = try Self.layout("""
      <\(layout) \(attributes) layoutWidth="match_parent" layoutHeight="100" paddingLeft="40" paddingTop="10"
          paddingRight="4" paddingBottom="2" borderWidth="3">
        <VText layoutWidth="100" layoutHeight="20" layoutMarginLeft="10" layoutMarginTop="6" \(gravity) text="X"/>
      </\(layout)>
      """)
    #expect(root.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(root.children[0].frame == Rect(x: origin.x, y: origin.y, width: 200, height: 40))
  }

  /// V11: a `wrap_content` virtual leaf is as large as its content whatever its parent offers
  /// (`AT_MOST` does not cap it): a long `VText` overflows its 200 px parent, where an `NText`
  /// (a native view) is capped and wraps.
  @Test func wrapContentVirtualLeavesIgnoreTheCap() throws {
    let long = String(repeating: "x", count: 40)
    let root = try Self.layout("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
        <VHLayout orientation="V" layoutWidth="100" layoutHeight="wrap_content">
          <VText layoutWidth="wrap_content" layoutHeight="wrap_content" paddingLeft="5" text="\(long)"/>
          <NText layoutWidth="wrap_content" layoutHeight="wrap_content" text="\(long)"/>
        </VHLayout>
      </FrameLayout>
      """).children[0]
    #expect(root.frame.width == 200)
    // 40 columns are ⌈40 × 9.375⌉ = 375 px, plus 10 px of padding.
    #expect(root.children[0].frame.width == 385)
    #expect(root.children[0].frame.height == 19)
    // 21 columns fit in 200 px: two lines of them, 197 px wide.
    #expect(root.children[1].frame.width == 197)
    #expect(root.children[1].frame.height == Self.device.px(rows: 2))
  }

  /// V12: a `match_parent` virtual leaf measures 0 under a spec that is not `EXACTLY`, so it
  /// does not make a `wrap_content` layout larger; the layout then measures it again at its own
  /// size, so it ends up filling the layout (a background behind text).
  @Test func matchParentVirtualLeavesMeasureZeroUntilMeasuredAgain() throws {
    let root = try Self.layout("""
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <FrameLayout layoutWidth="wrap_content" layoutHeight="wrap_content">
          <VGraph layoutWidth="match_parent" layoutHeight="match_parent" type="rect" color="#EEEEEE"/>
          <VText layoutWidth="wrap_content" layoutHeight="wrap_content" text="abc"/>
        </FrameLayout>
      </VHLayout>
      """)
    let box = root.children[0]
    // "abc" is 3 columns, 29 px wide and one 19 px row: the box is that, not 750 px wide.
    #expect(box.frame == Rect(x: 0, y: 0, width: 29, height: 19))
    #expect(box.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 29, height: 19), Rect(x: 0, y: 0, width: 29, height: 19),
    ])
    #expect(root.frame.height == 19)
  }

  /// V19: a number is true in a condition, 0 included (Android); a boolean is its value, a
  /// string is false only when empty, "null" or "false", and an object or array only when empty
  /// (§6.4).
  @Test(arguments: [
    (#"{"n":0}"#, "yes"), (#"{"n":0.0}"#, "yes"), (#"{"n":-1}"#, "yes"), (#"{"n":2.5}"#, "yes"),
    (#"{"n":"0"}"#, "yes"), (#"{"n":false}"#, "no"), (#"{"n":"null"}"#, "no"), ("{}", "no"),
    (#"{"n":{}}"#, "no"), (#"{"n":{"a":0}}"#, "yes"), (#"{"n":[]}"#, "no"), (#"{"n":[0]}"#, "yes"),
  ])
  func numbersAreTrueInAConditionZeroIncluded(data: String, expected: String) throws {
    let item = try VirtualViewLayoutTests.data(data)
    #expect(VVExpression.parse("@{${n} ? yes : no}")?.evaluate(in: item) == .string(expected))
  }

  /// V19 in a template: a count of 0 still shows the badge bound to it.
  @Test func aZeroCountKeepsItsBadge() throws {
    let xml = """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <VText layoutWidth="wrap_content" layoutHeight="20" text="${count}" visibility="@{${count} ? visible : gone}"/>
        <VText layoutWidth="wrap_content" layoutHeight="20" text="after"/>
      </VHLayout>
      """
    let zero = try Self.layout(xml, data: #"{"count":0}"#)
    #expect(zero.children[0].visibility == .visible)
    #expect(zero.children.map(\.frame.y) == [0, 40])
    let none = try Self.layout(xml, data: "{}")
    #expect(none.children[0].visibility == .gone)
    #expect(none.frame.height == 40)
  }

  /// V27: `borderColor` defaults to black (Android): a node with a border and no colour, or a
  /// bound colour that does not convert, has a black border.
  @Test func borderColorDefaultsToBlack() throws {
    let root = try Self.layout("""
      <FrameLayout layoutWidth="match_parent" layoutHeight="40" borderWidth="1" borderColor="${c}"/>
      """, data: #"{"c":"not a colour"}"#)
    #expect(root.resolved.values["borderColor"] == nil)
    #expect(root.resolved.unresolved == ["borderColor"])
    #expect(root.resolved.borderColor == .black)
  }
}
