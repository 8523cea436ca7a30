import Foundation
import TangramTestSupport
import Testing

@testable import TangramTerminal
@testable import tangram_tui

/// Template items under the inspector (`i`: the node tree) and layout bounds (`x`: every node
/// marked), and `testdata.json`'s `vvtest` items in a banner.
@Suite struct VirtualViewInspectorTests {
  static func dump(_ page: String, width: Int, height: Int, keys: String = "") throws -> String {
    try VirtualViewDumpTests.dump(page, templates: "tangram-android", width: width, height: height, keys: keys)
  }

  /// The inspector of the first `vvtest` item lists its template and each node with its place in
  /// the file, its px and cell rectangles, and its bound attributes with their values (vector B1:
  /// the image at px 34,18 48×48; `subtitle` missing, so its text keeps the default).
  @Test func theInspectorShowsTheNodeTree() throws {
    let screen = try Self.dump("data.json", width: 100, height: 40, keys: "Tab i")
    assertSnapshot(screen, named: "vv-data-inspector-100x40")
    let panel = VirtualViewDumpTests.lines(screen).map { line in
      line.split(separator: "│", omittingEmptySubsequences: false).dropFirst().first.map(String.init) ?? ""
    }
    let text = panel.joined(separator: "\n")
    #expect(text.contains("FrameLayout  vvtest.xml:26:1"))
    #expect(text.contains("NImage  vvtest.xml:33:5"))
    #expect(text.contains("px 34,18 48×48 · cells 3,1 3×1"))
    #expect(text.contains("text ${title} = 标题1"))
    #expect(text.contains("text ${subtitle} finds nothing: defa"))
  }

  /// Layout bounds mark each node of a template item over it: the root's four corners, the
  /// one-row title underlined.
  @Test func layoutBoundsMarkEveryNode() throws {
    let screen = try VirtualViewDumpTests.dump(
      "TangramMock.json", templates: "virtualview_tools/TemplateWorkSpace", width: 80, height: 24, keys: "x")
    assertSnapshot(screen, named: "vv-TangramMock-bounds-80x24")
  }

  @Test func testdataJSONWithVvtest() throws {
    for (width, height) in [(80, 24), (120, 40)] {
      assertSnapshot(try Self.dump("testdata.json", width: width, height: height), named: "vv-testdata-\(width)x\(height)")
    }
  }
}
