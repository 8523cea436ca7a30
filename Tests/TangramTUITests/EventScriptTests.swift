import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Scripted sessions that check the exact events and status bar a user would see.
@Suite struct EventScriptTests {
  /// Runs `--dump --keys` on a page and returns the screen and every event line `--events` wrote.
  static func session(_ url: URL, keys: String, width: Int = 80, height: Int = 24) throws -> (screen: [String], events: [String]) {
    let eventsURL = FileManager.default.temporaryDirectory.appendingPathComponent("events-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: eventsURL) }
    let output = try dump(url, width: width, height: height, keys: keys, eventsPath: eventsURL.path)
    let events = try String(contentsOf: eventsURL, encoding: .utf8).split(separator: "\n").map(String.init)
    return (output.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init), events)
  }

  static var mock: URL { realPagesDirectory().appendingPathComponent("TangramMock.json") }

  @Test
  func tabToTheFirstImageWithAnActionAndClickIt() throws {
    let (screen, events) = try Self.session(Self.mock, keys: "Tab Enter")
    let clicks = events.filter { $0.contains(#""topic":"click""#) }
    #expect(clicks == [
      #"{"seq":15,"topic":"click","poster":"image","cardIndex":3,"cardId":"type=1","itemIndex":0,"type":"image","id":"type=1/0","params":{"imgUrl":"https://gw.alicdn.com/tps/TB1Nin9JFXXXXbXaXXXXXXXXXXX-224-224.png","action":"https://www.taobao.com"}}"#
    ])
    #expect(screen[23] == " TangramMock.json  click  image  #type=1/0  action=https://www… row 15/258  14%")
  }

  @Test
  func theFocusedItemIsReversedWithoutMovingTheLayout() throws {
    let url = Self.mock
    let (plain, _) = try Self.session(url, keys: "j j j j j j j j j j j j j j")
    let (focused, _) = try Self.session(url, keys: "Tab")
    #expect(plain.dropLast() == focused.dropLast())
  }

  @Test func scrollingTopToBottomExposesEveryItemExactlyOnce() throws {
    let url = repositoryRoot().appendingPathComponent("Examples/showcase.json")
    let keys = Array(repeating: "j", count: 200).joined(separator: " ")
    let (_, events) = try Self.session(url, keys: keys, width: 80, height: 24)
    let exposed = events.filter { $0.contains(#""topic":"exposure""#) }.compactMap { line -> String? in
      guard let range = line.range(of: #""id":""#) else { return nil }
      return String(line[range.upperBound...].prefix { $0 != "\"" })
    }
    #expect(Set(exposed).count == exposed.count, "an item was exposed twice")
    // The same viewer, scrolled the same way, so that the card with `load` has its items.
    var options = CommandLineOptions()
    options.pagePath = url.path
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    let viewer = try ViewerSetup(options: options, fileName: "showcase.json", registry: .standard)
      .makeViewer(for: decoded, columns: 80, rows: 24).viewer
    for event in try KeyScript.parse(keys) { viewer.handle(event) }
    #expect(viewer.loading.loads.cards.allSatisfy { $0.state == .loaded(page: 1) })
    let flowAndPinned = viewer.pageView.layout.items.indices.filter { index in
      if case .strip = viewer.pageView.layout.items[index].layer {
        // Only a pager's first pages are on screen without turning it.
        return viewer.pageView.visibleItemIDs(ofStrip: 0).contains(ItemID(index))
          || viewer.pageView.layout.strips.indices.contains { viewer.pageView.visibleItemIDs(ofStrip: $0).contains(ItemID(index)) }
      }
      return true
    }
    let expected = Set(flowAndPinned.map { viewer.pageView.layout.address(of: ItemID($0)).description })
    #expect(Set(exposed) == expected)
  }
}

@Suite struct ReloadTests {
  @Test func reloadKeepsFocusAndTheTopItemAndPostsPageReloaded() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("reload-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    let items = (0..<40).map { #"{"type":"text","text":"row \#($0)","action":"a\#($0)"}"# }.joined(separator: ",")
    try #"{"cards":[{"type":"1","id":"list","items":[\#(items)]}]}"#.write(to: url, atomically: true, encoding: .utf8)
    var options = CommandLineOptions()
    options.pagePath = url.path
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    let viewer = try ViewerSetup(options: options, fileName: "list.json", registry: .standard)
      .makeViewer(for: decoded, columns: 40, rows: 10).viewer
    var events: [Event] = []
    viewer.eventSink = { events.append($0) }
    for event in try KeyScript.parse("Tab Tab Tab j j j j j") { viewer.handle(event) }
    #expect(viewer.pageView.focusedItem == ItemID(2))
    #expect(viewer.pageView.offset == 5)
    // The file changes: two rows are added at the end, and the page is read again.
    let more = items + #",{"type":"text","text":"new 1"},{"type":"text","text":"new 2"}"#
    try #"{"cards":[{"type":"1","id":"list","items":[\#(more)]}]}"#.write(to: url, atomically: true, encoding: .utf8)
    viewer.handle(.key(.character("r")))
    // The page is read again away from the loop, as the viewer reads it; the old one shows
    // meanwhile.
    #expect(viewer.render().lines.last?.contains("reloading") == true)
    #expect(viewer.waitForReloadToEnd())
    viewer.update()
    #expect(!viewer.waitForReloadToEnd())
    #expect(viewer.pageView.layout.items.count == 42)
    #expect(viewer.pageView.offset == 5)
    #expect(viewer.pageView.focusedItem == ItemID(2))
    #expect(events.last { $0.topic == .pageReloaded }?.itemCount == 42)
    #expect(viewer.render().lines.last == " list.json  reloaded      row 6/42  33%")
  }
}
