import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import tangram_tui

/// Every real page in `../shared/pages` renders whole, with every item visible and labelled.
@Suite struct ConformanceTests {
  static var sharedPages: [URL] {
    guard let directory = sharedPagesDirectory() else { return [] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { directory.appendingPathComponent($0) }
  }

  @Test(
    .enabled(if: sharedPagesDirectory() != nil, "../shared/pages is absent: the real pages were not checked"),
    arguments: sharedPages)
  func everyItemOfARealPageShowsItsLabel(_ url: URL) throws {
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    for width in [100, 60] {
      let viewer = Viewer(page: decoded.page, fileName: url.lastPathComponent, columns: width, rows: 30)
      let layout = viewer.pageView.layout
      #expect(layout.items.count == decoded.page.leafItemCount, "an item was lost at width \(width)")
      let lines = viewer.renderWholePage().lines
      for placed in layout.items {
        #expect(placed.frame.height > 0 && placed.frame.width > 0, "\(placed.item.label) has no room")
        let fragment = Self.expectedFragment(of: placed.item, width: placed.frame.width)
        let rows = lines[placed.frame.y..<min(lines.count, placed.frame.maxY)]
        #expect(
          rows.contains { $0.contains(fragment) },
          "\(url.lastPathComponent) at \(width): '\(fragment)' not drawn in \(placed.frame)")
      }
    }
  }

  @Test func sharedPagesArePresentOrSaidToBeAbsent() {
    if sharedPagesDirectory() == nil {
      print("note: ../shared/pages is absent; the conformance test did not run")
    } else {
      #expect(Self.sharedPages.count >= 5)
    }
  }

  /// The start of what an item's element writes: its label, as wrapped or truncated to fit.
  static func expectedFragment(of item: Item, width: Int) -> String {
    let label: String
    let room: Int
    switch item.type {
    case "image":
      label = ImageElement.label(of: item)
      room = max(1, width - 6)
    case "text":
      label = TextSanitizer.sanitize(item.string("text") ?? "")
      room = width
    default:
      label = FallbackElement.label(of: item)
      room = width
    }
    let first = TextWrapper.wrap(label, width: room).first ?? ""
    return String(first.prefix(max(1, first.count - 1)))
  }
}
