import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A page with nothing to show says so in the middle of the page area, and its status bar
/// counts no rows.
@Suite struct EmptyPageTests {
  private func screen(_ json: String, columns: Int = 40, rows: Int = 5) throws -> [String] {
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, configuration: Viewer.Configuration(fileName: "empty.json", columns: columns, rows: rows))
    viewer.update()
    return viewer.render().lines
  }

  @Test func aPageWithNoCardsSaysSo() throws {
    #expect(try screen(#"{"cards":[]}"#) == [
      "", "         the page has no cards", "", "",
      " empty.json  ? help  q qu… row 0/0  all",
    ])
  }

  @Test func cardsWithNoItemsSaySo() throws {
    #expect(try screen(#"[{"type":"container-oneColumn","items":[]}]"#, columns: 60).dropLast() == [
      "", "               the page's cards have no items", "", "",
    ])
  }

  @Test func aPageWithItemsSaysNothingOfTheKind() throws {
    #expect(try screen(#"[{"type":"container-oneColumn","items":[{"type":"text","text":"one"}]}]"#).first == "one")
  }

  /// `i` on a page without items opens no panel and says why.
  @Test func inspectingAPageWithoutItemsSaysThereAreNone() throws {
    let page = try PageDecoder().decode(Array(#"[{"type":"container-oneColumn","items":[]}]"#.utf8)).page
    let viewer = Viewer(page: page, configuration: Viewer.Configuration(fileName: "empty.json", columns: 60, rows: 5))
    viewer.update()
    _ = viewer.handle(.key(.character("i")))
    viewer.update()
    #expect(!viewer.isInspecting)
    #expect(viewer.render().lines == [
      "", "               the page's cards have no items", "", "",
      " empty.json  inspect: this page has no items   row 0/0  all",
    ])
  }

  @Test func onOneRowOnlyTheStatusBarShows() throws {
    #expect(try screen(#"{"cards":[]}"#, rows: 1) == [" empty.json  ? help  q qu… row 0/0  all"])
  }
}
