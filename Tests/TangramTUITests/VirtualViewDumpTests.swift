import Foundation
import TangramTestSupport
import Testing

@testable import TangramTerminal
@testable import TangramReading
@testable import tangram_tui

/// Real pages drawn with the corpus templates (`--vv-templates`): their VirtualView items as
/// designed instead of wireframes.
@Suite struct VirtualViewDumpTests {
  static let corpus = repositoryRoot().appendingPathComponent("Tests/Fixtures/VirtualView")
  static let pages = repositoryRoot().appendingPathComponent("Tests/Fixtures/TangramPages")

  /// The screen `--dump --vv-templates FOLDER` draws, with its style layer.
  static func dump(_ page: String, templates: String, width: Int, height: Int, keys: String = "") throws -> String {
    var options = dumpOptions(pages.appendingPathComponent(page), width: width, height: height, keys: keys)
    options.templateFolders = [corpus.appendingPathComponent(templates).path]
    return try screen(options)
  }

  /// The screen `--dump` draws with `options`, with its style layer.
  static func screen(_ options: CommandLineOptions) throws -> String {
    let registry = try options.registry()
    let source = PageSource(path: options.pagePath ?? "", strict: false)
    let (viewer, _) = try DumpCommand(options: options).replayedViewer(
      for: try source.load(registry: registry), fileName: source.displayName, registry: registry)
    return viewer.render().styledText
  }

  static func lines(_ screen: String) -> [String] {
    screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// `vvtest` (spec Appendix B1): the image at columns 4-8 rows 1-3, the title at column 10 of
  /// row 2, the arrow at column 76, the divider on the item's last row from column 4 to 75.
  @Test func dataJSONWithVvtest() throws {
    for (width, height) in [(80, 24), (120, 40)] {
      let screen = try Self.dump("data.json", templates: "tangram-android", width: width, height: height)
      assertSnapshot(screen, named: "vv-data-\(width)x\(height)")
    }
    let rows = Self.lines(try Self.dump("data.json", templates: "tangram-android", width: 80, height: 24))
    #expect(rows[0].trimmingCharacters(in: .whitespaces).isEmpty)
    #expect(rows[1] == "    ░░░░░" + String(repeating: " ", count: 67) + "░")
    #expect(rows[2].hasPrefix("    TB1v… 标题1"))
    #expect(rows[3] == "    " + String(repeating: "─", count: 72))
  }

  /// `Examples/virtualview`: a page whose folder holds its templates and their
  /// `templatelist.properties`, so they are read without `--vv-templates`; every element but the
  /// data containers, at the top and the end of the page.
  @Test func theExamplePageReadsTheTemplatesBesideIt() throws {
    let url = repositoryRoot().appendingPathComponent("Examples/virtualview/page.json")
    let options = dumpOptions(url, width: 80, height: 24, keys: "")
    #expect(options.templateFolderPaths == [url.deletingLastPathComponent().path])
    #expect(try options.registry().registeredTypes.isSuperset(of: [
      "vv-header", "vv-toolbar", "vv-product", "vv-stats", "vv-categories", "vv-article",
    ]))
    for (width, height) in [(80, 24), (120, 40)] {
      for (keys, suffix) in [("", ""), ("G", "-end")] {
        let screen = try Self.screen(dumpOptions(url, width: width, height: height, keys: keys))
        assertSnapshot(screen, named: "vv-example-\(width)x\(height)\(suffix)")
      }
    }
    let rows = Self.lines(try Self.screen(options))
    #expect(rows[1].hasSuffix("VirtualView templates                         NEW"))
    #expect(rows[8].hasPrefix("  ╭───"))
    #expect(rows[10].contains("¥168 was ¥228  SALE"))
  }

  /// `TmallComponent2` (spec Appendix B2) in its one-column card with 5-unit padding: the
  /// image centred at columns 35-44 of rows 6-10, the title centred on row 12.
  @Test func tangramMockWithTmallComponent2() throws {
    for (width, height) in [(80, 24), (120, 40)] {
      let screen = try Self.dump("TangramMock.json", templates: "virtualview_tools/TemplateWorkSpace", width: width, height: height)
      assertSnapshot(screen, named: "vv-TangramMock-\(width)x\(height)")
    }
    let rows = Self.lines(
      try Self.dump("TangramMock.json", templates: "virtualview_tools/TemplateWorkSpace", width: 80, height: 24))
    #expect(rows[6] == String(repeating: " ", count: 35) + String(repeating: "░", count: 10))
    #expect(rows[12] == String(repeating: " ", count: 34) + "VirtualView")
  }
}
