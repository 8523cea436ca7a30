import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import tangram_tui

/// Screens of `--dump` for the showcase and every real page, with their colours and attributes,
/// compared with snapshot files.
@Suite struct DumpSnapshotTests {
  static let sizes = [(80, 24), (120, 40)]

  static var pages: [(name: String, url: URL)] {
    let root = repositoryRoot()
    var pages = [("showcase", root.appendingPathComponent("Examples/showcase.json"))]
    for name in realPageNames {
      pages.append((name, realPagesDirectory().appendingPathComponent(name + ".json")))
    }
    return pages
  }

  /// The screen with its style layer, and a check that its text is what `--dump` prints.
  static func dump(_ url: URL, width: Int, height: Int, keys: String = "") throws -> String {
    let styled = try dumpStyledScreen(url, width: width, height: height, keys: keys)
    let printed = try dumpScreen(url, width: width, height: height, keys: keys)
    #expect(styled.hasPrefix(printed + "-- styles\n"), "the styled screen's text is not what --dump prints")
    return styled
  }

  @Test(arguments: pages.map(\.name))
  func firstScreenSnapshot(_ name: String) throws {
    let url = try #require(Self.pages.first { $0.name == name }?.url)
    for (width, height) in Self.sizes {
      assertSnapshot(try Self.dump(url, width: width, height: height), named: "\(name)-\(width)x\(height)")
    }
  }

  @Test func scrolledScreensOfTheShowcase() throws {
    let url = repositoryRoot().appendingPathComponent("Examples/showcase.json")
    assertSnapshot(try Self.dump(url, width: 80, height: 24, keys: "PgDn j j"), named: "showcase-80x24-pgdn-j-j")
    assertSnapshot(try Self.dump(url, width: 80, height: 24, keys: "G"), named: "showcase-80x24-end")
    assertSnapshot(try Self.dump(url, width: 80, height: 24, keys: "G resize:50x12"), named: "showcase-end-resized-50x12")
    assertSnapshot(try Self.dump(url, width: 60, height: 20, keys: "?"), named: "showcase-60x20-help")
  }
}
