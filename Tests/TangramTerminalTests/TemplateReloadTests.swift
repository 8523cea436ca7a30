import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A template saved while the viewer runs (``InputEvent/templateFile(_:)``): items of its type
/// are drawn by it in place; a save that cannot be read keeps the last good template and says
/// why until a good one comes.
@Suite struct TemplateReloadTests {
  static let noon = TimeOfDay(hour: 12, minute: 3, second: 4)

  static func template(_ xml: String) throws -> VVTemplate {
    try VVTemplate.read(Array(xml.utf8), type: "Card", fileName: "card.xml").template
  }

  static func line(_ label: String, height: String = "wrap_content") -> String {
    """
    <FrameLayout layoutWidth="match_parent" layoutHeight="\(height)">
      <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="\(label)${title}"/>
    </FrameLayout>
    """
  }

  /// A `label` text and the title, one above the other (`V`) or side by side (`H`).
  static func labelled(_ label: String, orientation: String) throws -> VVTemplate {
    let width = orientation == "V" ? "match_parent" : "wrap_content"
    return try template(
      """
      <VHLayout orientation="\(orientation)" layoutWidth="match_parent" layoutHeight="wrap_content">
        <NText layoutWidth="\(width)" layoutHeight="wrap_content" text="\(label)"/>
        <NText layoutWidth="\(width)" layoutHeight="wrap_content" text="${title}"/>
      </VHLayout>
      """)
  }

  static func viewer() throws -> Viewer {
    var registry = ElementRegistry.standard
    registry.register(template: try template(line("")))
    let json = #"{"cards":[{"type":"container-oneColumn","items":[{"type":"Card","title":"a"},{"type":"Card","title":"b"},{"type":"text","text":"end"}]}]}"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    return Viewer(page: page, fileName: "page.json", columns: 20, rows: 6, registry: registry)
  }

  static func frame(_ viewer: Viewer) -> [String] {
    viewer.update()
    return viewer.render().lines
  }

  @Test func aGoodSaveRedrawsAndABadOneIsShownUntilFixed() throws {
    let viewer = try Self.viewer()
    #expect(Self.frame(viewer).prefix(3) == ["a", "b", "end"])
    // A template whose text is not a binding alone is its text, as on the phone.
    let taller = try Self.labelled("card", orientation: "V")
    viewer.handle(.templateFile(TemplateFileEvent(fileName: "card.xml", outcome: .read(taller), time: Self.noon)))
    #expect(Self.frame(viewer).prefix(5) == ["card", "a", "card", "b", "end"])
    #expect(viewer.message == "card.xml reloaded 12:03:04")

    let failure = "card.xml:2:3: expected an attribute name; the last good template stays"
    viewer.handle(.templateFile(TemplateFileEvent(fileName: "card.xml", outcome: .failed(failure), time: Self.noon)))
    #expect(viewer.message == failure)
    viewer.handle(.key(.character("e")))
    viewer.handle(.key(.character("e")))
    #expect(viewer.message == failure)
    #expect(Self.frame(viewer).prefix(2) == ["card", "a"])

    viewer.handle(.templateFile(TemplateFileEvent(fileName: "card.xml", outcome: .read(try Self.template(Self.line(""))), time: Self.noon)))
    #expect(viewer.message == "card.xml reloaded 12:03:04")
    #expect(Self.frame(viewer).prefix(3) == ["a", "b", "end"])
  }

  /// A deleted template file leaves its last template drawing the items, and the status bar
  /// says so until the file is saved again.
  @Test func aDeletedTemplateStaysAndSaysSo() throws {
    let viewer = try Self.viewer()
    viewer.handle(.templateFile(TemplateFileEvent(fileName: "card.xml", outcome: .deleted, time: Self.noon)))
    #expect(viewer.message == "card.xml was deleted: its last template stays")
    #expect(Self.frame(viewer).prefix(3) == ["a", "b", "end"])
    viewer.handle(.key(.character("j")))
    #expect(viewer.message == "card.xml was deleted: its last template stays")
    let marked = try Self.labelled("new:", orientation: "H")
    viewer.handle(.templateFile(TemplateFileEvent(fileName: "card.xml", outcome: .read(marked), time: Self.noon)))
    #expect(viewer.message == "card.xml reloaded 12:03:04")
    #expect(Self.frame(viewer).prefix(2) == ["new:a", "new:b"])
  }
}
