import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Every real page (`Tests/Fixtures/TangramPages`) renders whole, with every item visible and labelled.
@Suite struct ConformanceTests {
  static var realPages: [URL] {
    realPageNames.map { realPagesDirectory().appendingPathComponent($0 + ".json") }
  }

  @Test(arguments: realPages)
  func everyItemOfARealPageShowsItsLabel(_ url: URL) throws {
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    for width in [100, 60] {
      let viewer = Viewer(page: decoded.page, fileName: url.lastPathComponent, columns: width, rows: 30)
      let layout = viewer.pageView.layout
      #expect(layout.items.count == decoded.page.leafItemCount, "an item was lost at width \(width)")
      var seen = Set<Int>()
      // Flow items: the whole page at once.
      Self.check(layout.items.indices.filter { layout.items[$0].layer == .flow }, in: viewer.renderWholePage(drawsPinnedCards: false).lines, layout: layout, seen: &seen)
      // Pager items: the whole page again at every page of every pager.
      for strip in layout.strips.indices {
        for page in layout.strips[strip].pageStops.indices {
          viewer.pageView.turnPage(ofStrip: strip, by: page - viewer.pageView.currentPage(ofStrip: strip))
          // Pages wholly inside the window; the others are checked at another page.
          let window = layout.strips[strip].window.offsetBy(dx: viewer.pageView.stripOffsets[strip])
          let shown = viewer.pageView.visibleItemIDs(ofStrip: strip).map(\.rawValue).filter { id in
            layout.items[id].frame.x >= window.x && layout.items[id].frame.maxX <= window.maxX
          }
          Self.check(shown, in: viewer.renderWholePage(drawsPinnedCards: false).lines, layout: layout, seen: &seen, dx: -viewer.pageView.stripOffsets[strip])
        }
      }
      // Pinned items: on screen, once the page is scrolled to where each shows (on a tall
      // screen, so that no pinned card has to give way to another).
      viewer.resize(columns: width, rows: 200)
      for (index, card) in layout.pinned.enumerated() {
        viewer.pageView.scroll(to: max(0, min(card.box.y, card.threshold) - 1))
        if viewer.pageView.pinnedFrame(index) == nil { viewer.pageView.scroll(to: card.threshold) }
        guard let frame = viewer.pageView.pinnedFrame(index) else {
          Issue.record("\(url.lastPathComponent) at \(width): pinned card \(index) never shows")
          continue
        }
        let screen = viewer.render().lines
        Self.check(Array(card.itemIDs), in: screen, layout: layout, seen: &seen, dx: frame.x, dy: frame.y)
      }
      #expect(seen.count == layout.items.count, "\(url.lastPathComponent) at \(width): \(layout.items.count - seen.count) items not checked")
    }
  }

  /// Checks that each item's label shows in the rows of its frame (moved by `dx`, `dy`).
  static func check(
    _ ids: [Int], in lines: [String], layout: LaidOutPage, seen: inout Set<Int>, dx: Int = 0, dy: Int = 0
  ) {
    for id in ids {
      let placed = layout.items[id]
      let frame = placed.frame.offsetBy(dx: dx, dy: dy)
      #expect(frame.height > 0 && frame.width > 0, "\(layout.address(of: placed)) has no room")
      let fragment = expectedFragment(of: layout.item(of: placed), width: frame.width)
      let rows = lines[max(0, min(lines.count, frame.y))..<max(0, min(lines.count, frame.maxY))]
      #expect(rows.contains { $0.contains(fragment) }, "'\(fragment)' (\(layout.address(of: placed))) not drawn in \(frame)")
      seen.insert(id)
    }
  }

  /// The fixture folder holds exactly the pages the tests name, so none is skipped or forgotten.
  @Test func theRealPagesAreAllFixtures() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: realPagesDirectory().path)
    #expect(Set(names.filter { $0.hasSuffix(".json") }) == Set(realPageNames.map { $0 + ".json" }))
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
