import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Random pages, built from Tangram's own keys with hostile values, never crash the viewer:
/// decoding, layout at several sizes, and a run of keys, mouse, time and resizes.
@Suite struct RandomPageTests {
  private static let types: [JSONValue] = [
    .string("1"), .string("2"), .string("3"), .string("9"), .string("27"), .string("5"), .string("25"), .string("10"), .string("29"), .string("20"), .string("22"), .string("23"), .string("8"), .string("28"), .string("30"), .string("1025"), .string("7"),
    .string("container-banner"), .string("container-scroll"), .string("container-sticky"), .string("container-float"), .string("container-fix"),
    .string("container-scrollFix"), .string("container-onePlusN"), .string("container-waterfall"), .string("text"), .string("image"), .string("vvtest"),
    .number(1), .number(7), .null, .string(""),
  ]
  private static let itemKeys = ["text", "title", "msg", "imgUrl", "action", "id", "bizId", "position", "reuseId"]
  private static let styleKeys = [
    "margin", "padding", "bgColor", "column", "cols", "rows", "hGap", "vGap", "aspectRatio", "ratio",
    "height", "width", "colspan", "display", "sticky", "offset", "align", "x", "y", "showType",
    "pageWidth", "pageHeight", "pageRatio", "itemRatio", "autoScroll", "infinite", "zIndex",
    "scrollMarginLeft", "scrollMarginRight", "indicatorPosition", "indicatorStyle",
  ]
  private static let values: [JSONValue] = [
    .number(0), .number(1), .number(-1), .number(2.5), .number(1e308), .number(-1e308), .number(1e-300),
    .string("5rp"), .string("#ffffff"), .string("#12345"), .string("abc"), .string("\u{1B}[31m"), .string("中文👍"), .bool(true), .null, .string("[1,2,3,4]"),
    .array([.number(1), .number(2)]), .array([]), .object(JSONObject()), .string("showOnLeave"), .string("end"), .string("top_right"),
    .string("https://x/a-100000-1.png"),
  ]

  private struct Generator {
    var random: SplitMix64

    mutating func pick<T>(_ options: [T]) -> T { options[Int(random.next() % UInt64(options.count))] }
    mutating func count(_ limit: Int) -> Int { Int(random.next() % UInt64(limit + 1)) }

    mutating func value(depth: Int) -> JSONValue {
      switch random.next() % 10 {
      case 0 where depth < 4: return .array((0..<count(4)).map { _ in value(depth: depth + 1) })
      case 1 where depth < 4: return card(depth: depth + 1)
      default: return pick(RandomPageTests.values)
      }
    }

    mutating func card(depth: Int) -> JSONValue {
      var members: [(key: String, value: JSONValue)] = [("type", pick(RandomPageTests.types))]
      for _ in 0..<count(4) { members.append((pick(RandomPageTests.itemKeys), value(depth: depth))) }
      let style = (0..<count(6)).map { _ in (key: pick(RandomPageTests.styleKeys), value: value(depth: depth + 1)) }
      members.append(("style", .object(JSONObject(style))))
      if depth < 5 {
        members.append(("items", .array((0..<count(5)).map { _ in card(depth: depth + 1) })))
        if random.next() % 4 == 0 { members.append(("header", card(depth: depth + 1))) }
      }
      return .object(JSONObject(members))
    }

    mutating func page() -> JSONValue {
      .array((0..<count(8)).map { _ in card(depth: 0) })
    }
  }

  @Test(arguments: 0..<100)
  func aRandomPageNeverCrashesTheViewer(seed: Int) throws {
    var generator = Generator(random: SplitMix64(seed: UInt64(seed)))
    let json = generator.page()
    let decoded = try PageDecoder().decode(json)
    let viewer = Viewer(page: decoded.page, fileName: "random.json", columns: 60, rows: 16)
    let script = try KeyScript.parse(
      "G j Tab Tab Enter l S-Left S-Down press:5,5 drag:20,3 release:20,3 wheelright:3,3 e j Enter Esc Esc wait:5000 resize:20x6 k resize:1x1 g resize:90x30 G")
    for event in script {
      viewer.handle(event)
      let screen = viewer.render()
      #expect(screen.width == viewer.columns && screen.height == viewer.rows)
    }
    // A whole-page dump too, when the page is not one of the absurdly tall ones.
    if viewer.pageView.layout.height < 5_000 { _ = viewer.renderWholePage() }
  }
}
