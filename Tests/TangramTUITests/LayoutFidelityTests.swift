import Foundation
import TangramCore
import Testing

@testable import TangramTerminal
@testable import TangramReading
@testable import tangram_tui

/// Where an author's items land, checked against Tangram's own sources (vlayout `00d6be0`,
/// Tangram-Android `e8fe44d`, Tangram-iOS `2f11572`; spec §2) on small pages. Frames are in
/// cells at 100 design units over 200 columns (`--design-width 100 --width 200`): one unit is
/// two columns and one row. The expected frames are worked out from the platform code named in
/// each test, not read off the program.
@Suite struct LayoutFidelityTests {
  /// The page laid out at `width` columns for `designWidth` units, with the built-in elements.
  private static func layout(_ json: String, width: Int = 200, designWidth: Double = 100) throws -> LaidOutPage {
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let measurer = ElementRegistry.standard.measurer(cellAspect: 0.5)
    return PageLayout(measurer: measurer, designWidth: designWidth, cellAspect: 0.5).layout(page, width: width)
  }

  /// The frames of the page's items in the flow, in page order.
  private static func frames(_ json: String, width: Int = 200, designWidth: Double = 100) throws -> [Rect] {
    try layout(json, width: width, designWidth: designWidth).items.map(\.frame)
  }

  /// `--dump --design-width 100` of the page, as text rows.
  private static func screen(_ json: String, width: Int, height: Int, keys: String = "") throws -> [String] {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("fidelity-\(UUID().uuidString).json")
    try Data(json.utf8).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    var options = dumpOptions(url, width: width, height: height, keys: keys)
    options.designWidth = 100
    let source = PageSource(path: url.path, strict: false)
    let output = try DumpCommand(options: options).output(
      for: try source.load(registry: .standard), fileName: source.displayName, registry: .standard)
    return output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// 1. vlayout `RangeGridLayoutHelper.layoutViews` gives an item over several columns the sum of
  /// their weighted widths: `cols [20,30,50]` over 200 columns are 40, 60 and 100 wide, so `a`
  /// (colspan 2) is 100 wide and `b` 100 wide beside it. With an `hGap` of 2 units (4 columns)
  /// the columns share 200 − 2 gaps = 192 (38.4, 57.6 and 96) and `a` also takes the gap between
  /// its two, so the row ends at the card's edge (vlayout's would run a gap past it, spec §2.1).
  @Test(arguments: [
    (0, [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 100, height: 10)]),
    (2, [Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 104, y: 0, width: 96, height: 10)]),
  ])
  func aColspanItemTakesTheWeightsOfEveryColumnItSpans(hGap: Int, expected: [Rect]) throws {
    let page = #"""
      {"cards":[{"type":"container-threeColumn","style":{"cols":[20,30,50],"hGap":\#(hGap)},"items":[
        {"type":"text","text":"a","style":{"colspan":2,"height":10}},
        {"type":"text","text":"b","style":{"height":10}}]}]}
      """#
    #expect(try Self.frames(page) == expected)
  }

  /// 2. vlayout `OnePlusNLayoutHelper.handleThree` measures items 2 and 3 exactly at halves of
  /// item 1's height (iOS `TangramSingleAndDoubleLayout` agrees): 40, 20 and 20 rows, whatever
  /// heights items 2 and 3 ask for.
  @Test func onePlusNSplitsItemOnesHeightWithoutGrowingIt() throws {
    let page = #"""
      {"cards":[{"type":"container-onePlusN","items":[
        {"type":"text","text":"big","style":{"height":40}},
        {"type":"text","text":"top","style":{"height":40}},
        {"type":"text","text":"bottom","style":{"height":40}}]}]}
      """#
    let laidOut = try Self.layout(page)
    #expect(laidOut.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 100, height: 40), Rect(x: 100, y: 0, width: 100, height: 20),
      Rect(x: 100, y: 20, width: 100, height: 20),
    ])
    #expect(laidOut.height == 40)
  }

  /// 3. `OnePlusNCard` hands vlayout no gaps, and iOS starts item 1 at the header's bottom: the
  /// items start right under the header, `vGap` or not. `aspectRatio` 4: 200 columns / 4, in
  /// rows (0.5 per column), is 25.
  @Test func onePlusNHasNoVGap() throws {
    let page = #"""
      {"cards":[{"type":"container-onePlusN","style":{"vGap":10,"aspectRatio":4},
        "header":{"type":"text","text":"hdr","style":{"height":10}},
        "items":[{"type":"text","text":"one"},{"type":"text","text":"two"}]}]}
      """#
    let laidOut = try Self.layout(page)
    #expect(laidOut.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 200, height: 10),
      Rect(x: 0, y: 10, width: 100, height: 25), Rect(x: 100, y: 10, width: 100, height: 25),
    ])
    #expect(laidOut.height == 35)
  }

  /// 4. Android's `StaggeredCard` parses no header and `StaggeredGridLayoutHelper` has no
  /// full-width items: the header is left out (and the decoder says why), the block item takes
  /// the shortest column (the left one, 10 rows down), `w4` the leftmost of two equal ones.
  @Test func waterfallDropsItsHeaderAndKeepsBlockItemsInAColumn() throws {
    let page = #"""
      {"cards":[{"type":"container-waterfall","header":{"type":"text","text":"hdr","style":{"height":10}},"items":[
        {"type":"text","text":"w1","style":{"height":10}},{"type":"text","text":"w2","style":{"height":20}},
        {"type":"text","text":"blk","style":{"height":10,"display":"block"}},
        {"type":"text","text":"w4","style":{"height":10}}]}]}
      """#
    let laidOut = try Self.layout(page)
    #expect(laidOut.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 100, height: 10), Rect(x: 100, y: 0, width: 100, height: 20),
      Rect(x: 0, y: 10, width: 100, height: 10), Rect(x: 0, y: 20, width: 100, height: 10),
    ])
    #expect(laidOut.height == 30)
    let diagnostics = try PageDecoder().decode(Array(page.utf8)).diagnostics
    #expect(diagnostics.map(\.description) == [
      "cards[0].header: a waterfall card shows no header on Tangram's Android and iOS builds; not shown"
    ])
    #expect(diagnostics.allSatisfy { !$0.isProblem })
  }

  /// 5. Android's `FixCard` turns `sketchMeasure` off, so an item without a `width` is measured
  /// `WRAP_CONTENT`: the card is as wide as "FIX". `PinBottomCard` (8) keeps it on: full width.
  @Test func aFixCardWithoutAWidthWrapsItsContent() throws {
    let page = #"""
      {"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"C","style":{"height":200}}]},
        {"type":"container-fix","items":[{"type":"text","text":"FIX","style":{"height":6}}]},
        {"type":"23","items":[{"type":"text","text":"pinned top"}]},
        {"type":"8","items":[{"type":"text","text":"bottom bar"}]}]}
      """#
    let laidOut = try Self.layout(page)
    #expect(laidOut.pinned.map(\.box) == [
      Rect(x: 0, y: 0, width: 3, height: 6), Rect(x: 0, y: 0, width: 10, height: 1),
      Rect(x: 0, y: 0, width: 200, height: 1),
    ])
    // Over a page whose first row is text, the rest of that row shows beside the card.
    let over = #"""
      {"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"content under the card"}]},
        {"type":"container-fix","items":[{"type":"text","text":"FIX","style":{"height":6}}]}]}
      """#
    #expect(try Self.screen(over, width: 40, height: 10)[0].hasPrefix("FIXtent under the card"))
  }

  /// 6. Tangram-Android's `Utils.getImageSize` finds the size anywhere in a CDN-style URL,
  /// before a quality suffix: 1680×446, then 200×100 twice. At 100 columns (one unit a column,
  /// half a row) that is 100 × 446 / 1680 / 2 = 13 rows, then 25 and 25.
  @Test func imageSizesInCDNStyleURLs() throws {
    let page = #"""
      {"cards":[{"type":"container-oneColumn","items":[
        {"type":"image","imgUrl":"http://img03.taobaocdn.com/tps/i3/T1JYROXuRhXXajR_DD-1680-446.jpg_q50.jpg"},
        {"type":"image","imgUrl":"http://a.cn/T10_105829.jpg_200x100q90.jpg"},
        {"type":"image","imgUrl":"http://a.cn/T10_105829.jpg_200x100q90.jpg_.webp"}]}]}
      """#
    #expect(try Self.frames(page, width: 100).map(\.height) == [13, 25, 25])
  }

  /// A fix card takes no room: the page starts under a full-width top fix card, as on a phone
  /// (iOS `TangramView` leaves fix layouts out of the stacking; vlayout's `FixLayoutHelper`
  /// consumes nothing). `p` hides it to show the row it covers.
  @Test func thePageStartsUnderATopFixCard() throws {
    let page = #"""
      {"cards":[{"type":"container-scrollFix","items":[{"type":"text","text":"FIXED BAR"}]},
        {"type":"container-oneColumn","items":[{"type":"text","text":"content 0"},{"type":"text","text":"content 1"},
          {"type":"text","text":"content 2"}]}]}
      """#
    let rows = try Self.screen(page, width: 30, height: 5)
    #expect(rows.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["FIXED BAR", "content 1", "content 2"])
    let hidden = try Self.screen(page, width: 30, height: 5, keys: "p")
    #expect(hidden.prefix(3).map { $0.trimmingCharacters(in: .whitespaces) } == ["content 0", "content 1", "content 2"])
  }

  /// An `always` fix card is always shown (Tangram has no budget); the budget for stuck sticky
  /// cards counts the rows pinned cards cover, not the `y` gap below a bottom card. At 200 × 40
  /// (39 page rows, 19 for pinned cards): a 10-row top bar, a 6-row card 4 rows up from the
  /// bottom and a 3-row stuck sticky cover 19 rows.
  @Test func anAlwaysFixCardIsShownAndItsGapIsNotCovered() throws {
    let page = #"""
      {"cards":[{"type":"container-scrollFix","items":[{"type":"text","text":"TOP BAR","style":{"height":10}}]},
        {"type":"container-oneColumn","items":[{"type":"text","text":"above","style":{"height":5}}]},
        {"type":"container-sticky","items":[{"type":"text","text":"STUCK","style":{"height":3}}]},
        {"type":"container-oneColumn","items":[{"type":"text","text":"long","style":{"height":200}}]},
        {"type":"container-fix","style":{"align":"bottom_right","x":10,"y":4},
          "items":[{"type":"text","text":"ALWAYS","style":{"height":6,"width":20}}]}]}
      """#
    let rows = try Self.screen(page, width: 200, height: 40, keys: "G")
    #expect(rows[0].hasPrefix("TOP BAR"))
    #expect(rows[10].hasPrefix("STUCK"))
    // Rows 29-34 hold the card: 40 columns wide, 20 from the right edge.
    #expect(rows[29].dropFirst(140).hasPrefix("ALWAYS"))
    #expect(rows[35].trimmingCharacters(in: .whitespaces).isEmpty)
  }
}
