import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A whole page drawn in bands is the whole page drawn at once, row for row and cell for cell.
@Suite struct WholePageBandTests {
  /// A page of a few thousand rows: text that wraps, bordered images of several heights, a grid
  /// with a background and a pager, repeated.
  static func tallPage(repeats: Int) throws -> Page {
    let block = """
      {"type":"container-oneColumn","items":[
        {"type":"text","text":"A text long enough to wrap over several rows of a narrow screen"},
        {"type":"image","imgUrl":"https://example.com/wide-750-300.png","title":"wide"},
        {"type":"text","text":"one row"}]},
      {"type":"container-twoColumn","style":{"bgColor":"#e3e3e3","hGap":2},"items":[
        {"type":"image","imgUrl":"https://example.com/square-100-100.png"},
        {"type":"text","text":"beside the square image, wrapped"},
        {"type":"text","text":"中文和日本語のテキスト"}]},
      {"type":"container-scroll","style":{"pageWidth":120},"items":[
        {"type":"image","imgUrl":"https://example.com/a-100-100.png"},
        {"type":"image","imgUrl":"https://example.com/b-100-100.png"}]}
      """
    let json = "[" + Array(repeating: block, count: repeats).joined(separator: ",") + "]"
    return try PageDecoder().decode(Array(json.utf8)).page
  }

  static func bands(of viewer: Viewer, rows: Int) -> [Buffer] {
    var bands: [Buffer] = []
    viewer.renderWholePage(inBandsOf: rows) { bands.append($0) }
    return bands
  }

  @Test(arguments: [1, 7, 64, 1_000])
  func bandsMatchOneBuffer(bandRows: Int) throws {
    let viewer = Viewer(page: try Self.tallPage(repeats: 80), fileName: "tall.json", columns: 40, rows: 2)
    let whole = viewer.renderWholePage()
    #expect(whole.height > 2_000)
    let bands = Self.bands(of: viewer, rows: bandRows)
    #expect(bands.count == (whole.height + bandRows - 1) / bandRows)
    #expect(bands.dropLast().allSatisfy { $0.height == bandRows && $0.width == 40 })
    #expect(bands.flatMap(\.lines) == whole.lines)
    #expect(bands.flatMap(\.cells) == whole.cells)
  }

  @Test func anEmptyPageHasNoBands() {
    let viewer = Viewer(page: Page(cards: []), fileName: "empty.json", columns: 40, rows: 2)
    #expect(Self.bands(of: viewer, rows: 10).isEmpty)
  }

  /// A band edge through a bordered image and a wrapped text item: both come out whole, the
  /// image's label and borders where one buffer has them.
  @Test func itemsAcrossABandEdgeComeOutWhole() throws {
    let json = """
      [{"type":"1","items":[
        {"type":"text","text":"top"},
        {"type":"image","imgUrl":"https://example.com/p-100-100.png","title":"cut"},
        {"type":"text","text":"one two three four five six"}]}]
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "edge.json", columns: 12, rows: 2)
    let bands = Self.bands(of: viewer, rows: 4)
    #expect(bands.map(\.lines) == [
      ["top", "┌──────────┐", "│  ▣ cut   │", "│          │"],
      ["│          │", "│          │", "└──────────┘", "one two"],
      ["three four", "five six"],
    ])
    #expect(bands.flatMap(\.lines) == viewer.renderWholePage().lines)
  }

  @Test func bandsStayWithinTheScreenLimit() {
    #expect(ScreenLimits.bandRows(columns: 80) == 1_000)
    #expect(ScreenLimits.bandRows(columns: 10_000) == 400)
    #expect(ScreenLimits.bandRows(columns: 10_000) * 10_000 <= ScreenLimits.maximumCells)
  }
}
