import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A `Page` container of more than one page is a focus target; ←/→ turn it, wrapping around,
/// and its marker says which page shows (VirtualView spec §9.9).
@Suite struct TemplatePageTurningTests {
  static func viewer() throws -> Viewer {
    var registry = ElementRegistry.standard
    let pages = """
      <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
        <Page layoutWidth="match_parent" layoutHeight="40" dataTag="${slides}"/>
      </FrameLayout>
      """
    let slide = """
      <NText layoutWidth="match_parent" layoutHeight="match_parent" text="${title}"/>
      """
    registry.register(template: try VVTemplate.read(Array(pages.utf8), type: "slides", fileName: "slides.xml").template)
    registry.register(template: try VVTemplate.read(Array(slide.utf8), type: "slide", fileName: "slide.xml").template)
    let json = """
      {"cards":[{"type":"container-oneColumn","items":[{"type":"slides","slides":[
        {"type":"slide","title":"one"},{"title":"untyped, skipped"},{"type":"slide","title":"two"},{"type":"slide","title":"three"}]}]}]}
      """
    let page = try PageDecoder().decode(Array(json.utf8)).page
    return Viewer(page: page, fileName: "p.json", columns: 20, rows: 4, registry: registry)
  }

  static func rows(_ viewer: Viewer) -> [String] {
    viewer.update()
    return Array(viewer.render().lines.prefix(1))
  }

  @Test func leftAndRightTurnTheFocusedPage() throws {
    let viewer = try Self.viewer()
    // 40 dp is one row at 20 columns: the page's text, its marker on the same (last) row.
    #expect(Self.rows(viewer) == ["one              1/3"])
    viewer.perform(.nextPage)
    #expect(Self.rows(viewer) == ["one              1/3"], "nothing focused: no Page turns")
    viewer.perform(.focusNext)
    #expect(viewer.pageView.focusedNodeTarget?.node.node.kind == .page)
    viewer.perform(.nextPage)
    #expect(Self.rows(viewer) == ["two              2/3"])
    viewer.perform(.previousPage)
    viewer.perform(.previousPage)
    #expect(Self.rows(viewer) == ["three            3/3"])
  }
}
