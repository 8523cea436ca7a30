import TangramCore
import Testing

@testable import TangramTerminal

/// After a reload (`r` or a save), the inspector points into the new version of the file.
@Suite struct InspectorAfterReloadTests {
  static let firstVersion = Array(#"[{"type":"1","items":[{"type":"text","text":"tea"}]}]"#.utf8)
  /// The same item, two lines further down.
  static let secondVersion = Array("\n\n  [{\"type\":\"1\",\"items\":[{\"type\":\"text\",\"text\":\"tea\"}]}]".utf8)

  @Test func theSourcePositionIsReadFromTheReloadedText() throws {
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 120, rows: 12)
    configuration.pageText = Self.firstVersion
    var reloaded = try PageDecoder().decode(Self.secondVersion)
    reloaded.text = Self.secondVersion
    configuration.pageReloader = { .success(reloaded) }
    let viewer = Viewer(page: try PageDecoder().decode(Self.firstVersion).page, configuration: configuration)
    viewer.handle(.key(.character("i")))
    #expect(viewer.render().lines.contains { $0.contains("source  page.json:1:23 ") })
    viewer.handle(.key(.character("r")))
    let lines = viewer.render().lines
    #expect(lines.contains { $0.contains("source  page.json:3:25 ") })
    #expect(!lines.contains { $0.contains("no page text") })
  }
}
