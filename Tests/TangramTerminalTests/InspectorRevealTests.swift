import TangramCore
import Testing

@testable import TangramTerminal

/// The item the `i` panel inspects shows whole on the page, below the full-width pinned bars,
/// when it is selected and while the page changes under it until the next key or mouse event.
@Suite struct InspectorRevealTests {
  /// A card that loads its items, ten rows, a full-width scroll-fix bar that shows once its place
  /// comes on screen, then thirty rows; on a 120x20 terminal (the page 72 columns, 19 rows).
  static let page = """
    [{"type":"1","load":"above","items":[]},
     {"type":"1","items":[\((0..<10).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ","))]},
     {"type":"container-scrollFix","style":{"showType":"showOnEnter"},
      "items":[{"type":"text","text":"BAR","style":{"height":30}}]},
     {"type":"1","items":[\((10..<40).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ","))]}]
    """

  /// Whether the inspected item shows whole between the full-width pinned bars.
  static func showsInspectedItemWhole(_ viewer: Viewer) throws -> Bool {
    let id = try #require(viewer.inspectedItem)
    let frame = try #require(viewer.pageView.viewportFrame(of: id))
    let rows = viewer.pageView.unobstructedRows(atOffset: viewer.pageView.offset)
    return frame.y >= rows.lowerBound && frame.maxY <= rows.upperBound
  }

  @Test func aLoadAboveTheInspectedItemDoesNotPushItOutOfView() throws {
    let loader = ManualLoader()
    let viewer = Viewer(
      page: try PageDecoder().decode(Array(Self.page.utf8)).page, fileName: "p.json", columns: 120, rows: 20,
      loader: loader)
    viewer.update()
    _ = viewer.render()
    viewer.handle(.key(.character("i")))
    for _ in 0..<14 { viewer.handle(.key(.tab)) }
    #expect(viewer.pageView.layout.item(try #require(viewer.inspectedItem)).string("text") == "row 12")
    #expect(try Self.showsInspectedItemWhole(viewer))
    // Thirty rows arrive above it: the page scrolls to keep it in view, and the bar now shows.
    loader.answerNext(.success(LoadResult(items: loadedTexts("new", count: 30))))
    viewer.update()
    let lines = viewer.render().lines
    #expect(viewer.pageView.layout.item(try #require(viewer.inspectedItem)).string("text") == "row 12")
    #expect(try Self.showsInspectedItemWhole(viewer))
    #expect(lines[0].hasPrefix("BAR "))
    // After the next key the page stays where the user puts it.
    let offset = viewer.pageView.offset
    viewer.handle(.key(.character("k")))
    #expect(viewer.pageView.offset == offset - 1)
  }

  /// A run of line keys (held-down `j`, scrolled in one step by the run loop) moves the page
  /// away from the inspected item, as one key does.
  @Test func lineKeysScrolledInOneStepLetTheInspectedItemGo() throws {
    let viewer = Viewer(
      page: try PageDecoder().decode(Array(Self.page.utf8)).page, fileName: "p.json", columns: 120, rows: 20)
    viewer.update()
    viewer.handle(.key(.character("i")))
    let offset = viewer.pageView.offset
    viewer.scrollLines(6)
    #expect(viewer.pageView.offset == offset + 6)
    viewer.update()
    #expect(viewer.pageView.offset == offset + 6)
  }
}
