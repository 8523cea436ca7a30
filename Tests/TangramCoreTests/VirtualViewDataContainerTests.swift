import TangramTestSupport
import Testing

@testable import TangramCore

/// Data containers (VirtualView spec §2.9, §9.9): children built from the array bound through
/// `dataTag`, each by the template its `type` names, on the reference device at 80 columns. The
/// expected rectangles follow from the rules of §2.9 (Android's `GridView`, `VHView`,
/// `SliderView`) and §9.9; cells are px edges rounded half up (§9.1: × 80/750 across, × 40/750
/// down).
@Suite struct VirtualViewDataContainerTests {
  static let engine = VirtualViewLayoutTests.engine

  /// A child template 40 dp (80 px) tall, and one that fills what it is given.
  static let children: [String: String] = [
    "cell": #"<FrameLayout layoutWidth="match_parent" layoutHeight="40"/>"#,
    "fill": #"<FrameLayout layoutWidth="match_parent" layoutHeight="match_parent"/>"#,
    "title": #"<FrameLayout layoutWidth="match_parent" layoutHeight="20"><VText layoutWidth="match_parent" layoutHeight="wrap_content" text="${title}"/></FrameLayout>"#,
  ]

  static func templates(_ extra: [String: String] = [:]) throws -> VVTemplateSet {
    var set = VVTemplateSet()
    for (type, xml) in children.merging(extra, uniquingKeysWith: { $1 }) {
      set.add(try VVTemplate.read(Array(xml.utf8), type: type, fileName: type + ".xml").template)
    }
    return set
  }

  /// `xml` laid out 750 px wide for an item whose `items` are elements of `types` (nil: no type).
  static func layout(_ xml: String, types: [String?], extra: [String: String] = [:]) throws -> VVPlacedNode {
    let template = try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml").template
    let elements = types.enumerated().map { index, type in
      JSONValue.object(JSONObject(
        (type.map { [("type", JSONValue.string($0))] } ?? []) + [("title", .string("page \(index + 1)"))]))
    }
    let data = JSONValue.object(JSONObject([("type", .string("t")), ("items", .array(elements))]))
    return engine.layout(VVResolvedNode(template.root, data: data, templates: try templates(extra)), width: 750)
  }

  /// The cells of a px rectangle, from the item's top-left cell.
  static func cells(_ frame: Rect) -> Rect {
    let device = engine.device
    let (left, top) = (device.columnEdge(frame.x), device.rowEdge(frame.y))
    return Rect(x: left, y: top, width: device.columnEdge(frame.maxX) - left, height: device.rowEdge(frame.maxY) - top)
  }

  /// Checks the children's rectangles in px and in cells, each (x, y, width, height).
  static func expectChildren(
    of node: VVPlacedNode, px: [(Int, Int, Int, Int)], cells: [(Int, Int, Int, Int)],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let rect = { (r: (Int, Int, Int, Int)) in Rect(x: r.0, y: r.1, width: r.2, height: r.3) }
    #expect(node.children.map(\.frame) == px.map(rect), sourceLocation: sourceLocation)
    #expect(node.children.map { Self.cells($0.frame) } == cells.map(rect), sourceLocation: sourceLocation)
  }

  /// `Grid`: column width (750 − 20 − 2 × 8) ÷ 3 = 238; every cell as tall as the first child
  /// (80); rows ⌈5 ÷ 3⌉ = 2 stacked 12 apart; height 2 × 80 + 12 + 10 = 182. The element
  /// without a type takes no cell.
  @Test func gridCells() throws {
    let grid = try Self.layout(
      """
      <Grid layoutWidth="match_parent" layoutHeight="wrap_content" colCount="3" paddingLeft="5" paddingRight="5"
          paddingTop="5" itemHorizontalMargin="4" itemVerticalMargin="6" dataTag="${items}"/>
      """, types: ["cell", nil, "cell", "cell", "cell", "cell"])
    #expect(grid.frame == Rect(x: 0, y: 0, width: 750, height: 182))
    Self.expectChildren(
      of: grid, px: [(10, 10, 238, 80), (256, 10, 238, 80), (502, 10, 238, 80), (10, 102, 238, 80), (256, 102, 238, 80)],
      cells: [(1, 1, 25, 4), (27, 1, 26, 4), (54, 1, 25, 4), (1, 5, 25, 5), (27, 5, 26, 5)])
    #expect(Self.cells(grid.frame) == Rect(x: 0, y: 0, width: 80, height: 10))
  }

  /// `Grid` with `itemHeight` (50 dp = 100 px) and the default 2 columns: every cell 100 tall
  /// whatever the child asks; 3 children make 2 rows, 200 px.
  @Test func gridItemHeightAndDefaultColumns() throws {
    let grid = try Self.layout(
      #"<Grid layoutWidth="match_parent" layoutHeight="wrap_content" itemHeight="50" dataTag="${items}"/>"#,
      types: ["cell", "cell", "cell"])
    #expect(grid.frame.height == 200)
    #expect(grid.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 375, height: 100), Rect(x: 375, y: 0, width: 375, height: 100),
      Rect(x: 0, y: 100, width: 375, height: 100),
    ])
  }

  /// `VH`: without `itemWidth` the row's width less the gaps is shared, (750 − 2 × 20) ÷ 3 =
  /// 236, each cell as tall as the box (200); with `itemWidth` 100 dp the row is as long as its
  /// cells, 2 × (200 + 20) + 200 = 640; a column of `itemHeight` cells as wide as the box.
  @Test func vhCells() throws {
    let shared = try Self.layout(
      #"<VH layoutWidth="match_parent" layoutHeight="100" itemMargin="10" dataTag="${items}"/>"#,
      types: ["cell", "cell", "cell"])
    #expect(shared.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(shared.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 236, height: 200), Rect(x: 256, y: 0, width: 236, height: 200),
      Rect(x: 512, y: 0, width: 236, height: 200),
    ])
    #expect(shared.children.map { Self.cells($0.frame) } == [
      Rect(x: 0, y: 0, width: 25, height: 11), Rect(x: 27, y: 0, width: 25, height: 11),
      Rect(x: 55, y: 0, width: 25, height: 11),
    ])
    let fixed = try Self.layout(
      #"<VH layoutWidth="match_parent" layoutHeight="100" itemWidth="100" itemMargin="10" dataTag="${items}"/>"#,
      types: ["cell", "cell", "cell"])
    #expect(fixed.frame == Rect(x: 0, y: 0, width: 640, height: 200))
    #expect(fixed.children.map(\.frame.x) == [0, 220, 440])
    #expect(fixed.children.map { Self.cells($0.frame) }.map(\.x) == [0, 23, 47])
    let column = try Self.layout(
      #"<VH orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content" itemHeight="50" dataTag="${items}"/>"#,
      types: ["cell", "cell"])
    #expect(column.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(column.children.map(\.frame) == [
      Rect(x: 0, y: 0, width: 750, height: 100), Rect(x: 0, y: 100, width: 750, height: 100),
    ])
  }

  /// `Page`: only the first element is built, sized to the page box (750 × 120, not the 40 px
  /// its template asks), bound to that element; the count of pages is kept for the `1/N`.
  @Test func pageShowsTheFirstElement() throws {
    let root = try Self.layout(
      """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <Page layoutWidth="match_parent" layoutHeight="60" dataTag="${items}"/>
      </VHLayout>
      """, types: ["title", "title", nil, "title"])
    let page = root.children[0]
    #expect(page.frame == Rect(x: 0, y: 0, width: 750, height: 120))
    #expect(page.dataCount == 3)
    #expect(page.children.count == 1)
    #expect(page.children[0].frame == Rect(x: 0, y: 0, width: 750, height: 120))
    #expect(Self.cells(page.children[0].frame) == Rect(x: 0, y: 0, width: 80, height: 6))
    #expect(page.children[0].children[0].values["text"] == .string("page 1"))
  }

  /// A `Page` that wraps its content is as tall as its element wants, up to what it is given:
  /// an element of 150 dp (300 px) in a frame of 100 dp takes the whole 200 px, none taken off.
  @Test func aPageThatWrapsItsContentTakesAllTheRoomItsElementWants() throws {
    let tall = #"<FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content"><FrameLayout layoutWidth="match_parent" layoutHeight="150"/></FrameLayout>"#
    let root = try Self.layout(
      """
      <FrameLayout layoutWidth="match_parent" layoutHeight="100">
        <Page layoutWidth="match_parent" layoutHeight="wrap_content" dataTag="${items}"/>
      </FrameLayout>
      """, types: ["tall"], extra: ["tall": tall])
    let page = root.children[0]
    #expect(page.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(page.children[0].frame == Rect(x: 0, y: 0, width: 750, height: 200))
  }

  /// `Slider`: children `itemWidth` (300 px) wide from the left, `span` (20 px) apart, as tall
  /// as the strip; the third overflows the box (it is clipped when drawn).
  @Test func sliderRow() throws {
    let slider = try Self.layout(
      #"<Slider layoutWidth="match_parent" layoutHeight="100" itemWidth="150" span="10" dataTag="${items}"/>"#,
      types: ["cell", "cell", "cell"])
    #expect(slider.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    Self.expectChildren(
      of: slider, px: [(0, 0, 300, 200), (320, 0, 300, 200), (640, 0, 300, 200)],
      cells: [(0, 0, 32, 11), (34, 0, 32, 11), (68, 0, 32, 11)])
  }

  /// `Scroller`: horizontal, `firstSpace` (10 px) then children `itemWidth` (200 px) wide
  /// `lineSpace` (20 px) apart; vertical (the default), stacked at their own height (80 px) as
  /// wide as the box, the third past the box's 200 px.
  @Test func scrollerLines() throws {
    let row = try Self.layout(
      """
      <Scroller orientation="H" layoutWidth="match_parent" layoutHeight="100" itemWidth="100" firstSpace="5"
          lineSpace="10" dataTag="${items}"/>
      """, types: ["fill", "fill", "fill"])
    #expect(row.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    #expect(row.children.map(\.frame) == [
      Rect(x: 10, y: 0, width: 200, height: 200), Rect(x: 230, y: 0, width: 200, height: 200),
      Rect(x: 450, y: 0, width: 200, height: 200),
    ])
    #expect(row.children.map { Self.cells($0.frame) }.map(\.x) == [1, 25, 48])
    let column = try Self.layout(
      #"<Scroller layoutWidth="match_parent" layoutHeight="100" firstSpace="5" lineSpace="10" dataTag="${items}"/>"#,
      types: ["cell", "cell", "cell"])
    #expect(column.frame == Rect(x: 0, y: 0, width: 750, height: 200))
    Self.expectChildren(
      of: column, px: [(0, 10, 750, 80), (0, 110, 750, 80), (0, 210, 750, 80)],
      cells: [(0, 1, 80, 4), (0, 6, 80, 4), (0, 11, 80, 4)])
  }

  /// A horizontal `Scroller` that wraps its content is its line: `firstSpace` (10 px), three
  /// children `itemWidth` (200 px) wide and the two `lineSpace` gaps (20 px) between them.
  @Test func aWrappingScrollerIsItsLine() throws {
    let root = try Self.layout(
      """
      <FrameLayout layoutWidth="match_parent" layoutHeight="100">
        <Scroller orientation="H" layoutWidth="wrap_content" layoutHeight="100" itemWidth="100" firstSpace="5"
            lineSpace="10" dataTag="${items}"/>
      </FrameLayout>
      """, types: ["fill", "fill", "fill"])
    #expect(root.children[0].frame == Rect(x: 0, y: 0, width: 650, height: 200))
  }

  /// `Scroller` `mode="staggeredGrid"` (Android's `ScrollerImp`: two columns of 750 ÷ 2 = 375
  /// px): a child whose element has `waterfall` above 0 (a number or a string of one) goes to the
  /// column that ends higher, the left on a tie; the others span both, below the lower column.
  /// `span` (20 px) insets each child by 10 px a side, `firstSpace` (10 px) is above the first
  /// child only, `lastSpace` (10 px) below the last, `lineSpace` (20 px) parts a column's
  /// children. The box wraps the lower column: 400 px.
  @Test func staggeredScrollerColumns() throws {
    let template = try VVTemplate.read(
      Array(
        """
        <Scroller mode="staggeredGrid" layoutWidth="match_parent" layoutHeight="wrap_content" span="10"
            firstSpace="5" lastSpace="5" lineSpace="10" dataTag="${items}"/>
        """.utf8), type: "t", fileName: "t.xml"
    ).template
    let element = { (type: String, waterfall: JSONValue?) in
      JSONValue.object(JSONObject([("type", .string(type))] + (waterfall.map { [("waterfall", $0)] } ?? [])))
    }
    let items: [JSONValue] = [
      element("cell", .number(1)), element("tall", .string("1")), element("cell", .number(2)),
      element("cell", .number(0)), element("cell", .string("1")),
    ]
    let data = JSONValue.object(JSONObject([("items", .array(items))]))
    let tall = #"<FrameLayout layoutWidth="match_parent" layoutHeight="60"/>"#
    let grid = Self.engine.layout(
      VVResolvedNode(template.root, data: data, templates: try Self.templates(["tall": tall])), width: 750)
    #expect(grid.frame == Rect(x: 0, y: 0, width: 750, height: 400))
    Self.expectChildren(
      of: grid, px: [(10, 10, 355, 80), (385, 0, 355, 120), (10, 110, 355, 80), (10, 210, 730, 80), (10, 310, 355, 80)],
      cells: [(1, 1, 38, 4), (41, 0, 38, 6), (1, 6, 38, 4), (1, 11, 78, 4), (1, 17, 38, 4)])
  }

  /// A type without a template gives a labelled box in its cell; it and an element without a
  /// type are problems of the item (§9.11).
  @Test func aChildWithoutATemplate() throws {
    let template = try VVTemplate.read(
      Array(#"<Grid layoutWidth="match_parent" layoutHeight="wrap_content" itemHeight="50" dataTag="${items}"/>"#.utf8),
      type: "t", fileName: "t.xml"
    ).template
    let data = JSONValue.object(JSONObject([
      ("items", .array([.object(JSONObject([("type", .string("cell"))])), .object(JSONObject([("type", .string("nope"))])), .object(JSONObject([]))])),
    ]))
    let resolved = VVResolvedNode(template.root, data: data, templates: try Self.templates())
    #expect(resolved.allDataProblems == [
      #"<Grid> at 1:1: element 1 of type "nope" has no template; drawn as a labelled box"#,
      "<Grid> at 1:1: element 2 of its data has no type; it is skipped",
    ])
    let grid = Self.engine.layout(resolved, width: 750)
    #expect(grid.children.map(\.node.kind) == [.frameLayout, .unknown("nope")])
    #expect(grid.children[1].frame == Rect(x: 375, y: 0, width: 375, height: 100))
  }

  /// A template whose data container's elements name the template itself stops at
  /// ``VVResolvedNode/maximumDataDepth``: that many templates nest below the item's own, the
  /// element below them is a labelled box and a problem.
  @Test func aSelfRecursiveTemplateStops() throws {
    let tree = """
      <VHLayout orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content">
        <VH orientation="V" layoutWidth="match_parent" layoutHeight="wrap_content" itemHeight="10" dataTag="${items}"/>
      </VHLayout>
      """
    var data = JSONValue.object(JSONObject([("type", .string("tree"))]))
    for _ in 0..<20 {
      data = .object(JSONObject([("type", .string("tree")), ("items", .array([data]))]))
    }
    let set = try Self.templates(["tree": tree])
    let resolved = VVResolvedNode(set["tree"]!.root, data: data, templates: set)
    var depth = 0
    var node = resolved
    while let child = node.children.first?.children.first {
      node = child
      depth += 1
    }
    #expect(depth == VVResolvedNode.maximumDataDepth + 1)
    #expect(node.node.kind == .unknown("tree"))
    #expect(resolved.allDataProblems == [#"<VH> at 2:3: element 0 of type "tree" nests templates too deep; drawn as a labelled box"#])
  }

  /// A data container's `dataTag` is a height binding: the array decides the children.
  @Test func dataTagIsAHeightBinding() throws {
    let template = try VVTemplate.read(
      Array(#"<Grid layoutWidth="match_parent" layoutHeight="wrap_content" dataTag="${items}"/>"#.utf8), type: "t",
      fileName: "t.xml"
    ).template
    #expect(template.heightBindings() == [.path([.key("items")])])
    #expect(template.hasDataContainers)
  }

  /// A `dataTag` is resolved when it gives an array (§2.9): otherwise the container has no
  /// children and its `dataTag` is listed among the bindings that found nothing, by the built
  /// node as by the template's own list.
  @Test(arguments: [
    (#"{"type":"t","items":[{"type":"cell"}]}"#, false),
    (#"{"type":"t","items":"not an array"}"#, true),
    (#"{"type":"t"}"#, true),
  ])
  func dataTagIsUnresolvedWithoutAnArray(item: String, isUnresolved: Bool) throws {
    let template = try VVTemplate.read(
      Array(#"<Grid layoutWidth="match_parent" layoutHeight="wrap_content" dataTag="${items}"/>"#.utf8), type: "t",
      fileName: "t.xml"
    ).template
    let data = try JSONParser.parse(item)
    let resolved = VVResolvedNode(template.root, data: data, templates: try Self.templates())
    #expect(resolved.unresolved == (isUnresolved ? ["dataTag"] : []))
    #expect(template.unresolvedBindings(in: data).map(\.attribute) == (isUnresolved ? ["dataTag"] : []))
    #expect(resolved.children.count == (isUnresolved ? 0 : 1))
  }
}
