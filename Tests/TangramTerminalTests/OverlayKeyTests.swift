import Testing
import TangramCore
@testable import TangramTerminal

/// The `?` and `e` overlays take the viewer's own keys (``KeyMap``) for moving, so that each key
/// means there what it means on the page.
@Suite struct OverlayKeyTests {
  static func viewer(rows: Int) throws -> Viewer {
    let items = (0..<6).map { "{\"type\":\"text\",\"text\":\"item \($0)\",\"action\":\"open/\($0)\"}" }
    let json = "[{\"type\":\"1\",\"items\":[\(items.joined(separator: ","))]}]"
    let page = try PageDecoder().decode(Array(json.utf8)).page
    return Viewer(page: page, fileName: "keys.json", columns: 60, rows: rows)
  }

  /// The footer's first shown key row, `keys 4-9 of 40`.
  static func firstShownRow(of viewer: Viewer) -> Int? {
    for line in viewer.render().lines where line.contains("↑↓ scroll") {
      guard let range = line.range(of: "keys ") else { continue }
      return Int(line[range.upperBound...].prefix { $0.isNumber })
    }
    return nil
  }

  @Test(arguments: [
    (Key.character("d"), 3), (.control("d"), 3), (.control("n"), 2), (.character("f"), 6), (.character(">"), -1),
  ])
  func helpScrollsWithThePageKeys(key: Key, expectedFirstRow: Int) throws {
    let viewer = try Self.viewer(rows: 12)
    viewer.handle(.key(.character("?")))
    #expect(Self.firstShownRow(of: viewer) == 1)
    viewer.handle(.key(key))
    let last = KeyMap.helpLines.count - HelpOverlay.visibleRows(areaHeight: 11) + 1
    #expect(Self.firstShownRow(of: viewer) == (expectedFirstRow == -1 ? last : expectedFirstRow))
    #expect(viewer.isShowingHelp)
    viewer.handle(.key(.character("<")))
    #expect(Self.firstShownRow(of: viewer) == 1)
    viewer.handle(.key(.character("i")))
    #expect(!viewer.isShowingHelp)
  }

  @Test func eachComponentsKeysShowUnderABoldHeading() throws {
    let viewer = try Self.viewer(rows: KeyMap.helpLines.count + 6)
    viewer.handle(.key(.character("?")))
    let screen = viewer.render()
    for section in KeyMap.sections {
      let heading = section.title.prefix(1).uppercased() + section.title.dropFirst() + ":"
      let row = try #require(screen.lines.firstIndex { $0.contains(heading) }, "\(heading)")
      let column = try #require(screen.lines[row].range(of: heading)).lowerBound.utf16Offset(in: screen.lines[row])
      #expect(screen.cell(column: column, row: row)?.style.attributes.contains(.bold) == true, "\(heading)")
      for binding in section.rows {
        #expect(screen.lines.contains { $0.contains(binding.label) && $0.contains(binding.summary.prefix(20)) }, "\(binding.label)")
      }
    }
  }

  @Test func theEventLogMovesWithThePageKeysAndClosesWithTheQuitKeys() throws {
    let viewer = try Self.viewer(rows: 12)
    for key: Key in [.tab, .enter, .tab, .enter, .tab, .enter, .character("e")] { viewer.handle(.key(key)) }
    #expect(viewer.eventLogOverlay?.selection == nil)
    viewer.handle(.key(.control("p")))
    #expect(viewer.eventLogOverlay?.selection == viewer.eventLog.entries.count - 2)
    viewer.handle(.key(.character("<")))
    #expect(viewer.eventLogOverlay?.selection == 0)
    // Up from the first event stays there.
    viewer.handle(.key(.control("p")))
    #expect(viewer.eventLogOverlay?.selection == 0)
    viewer.handle(.key(.character("f")))
    #expect(viewer.eventLogOverlay?.selection == min(10, viewer.eventLog.entries.count - 1))
    viewer.handle(.key(.enter))
    #expect(viewer.eventLogOverlay?.isShowingDetails == true)
    viewer.handle(.key(.escape))
    #expect(viewer.eventLogOverlay?.isShowingDetails == false)
    viewer.handle(.key(.character("Q")))
    #expect(!viewer.isShowingEventLog)
    // The key that closed the overlay did not quit the viewer.
    #expect(viewer.handle(.key(.character("e"))) == .keepRunning)
    #expect(viewer.isShowingEventLog)
  }
}

/// A click reaches the status bar as the viewer posts it (``PageView/Clicked``), not after a trip
/// through the bus, and the newest event the status bar shows stays there.
@Suite struct ClickStatusTests {
  @Test func enterSaysTheClickBeforeTheBusIsDrained() throws {
    let viewer = try OverlayKeyTests.viewer(rows: 12)
    viewer.handle(.key(.tab))
    viewer.perform(.activate)
    #expect(viewer.message.hasPrefix("click  text  #0/0  action=open/0"), "\(viewer.message)")
    #expect(!viewer.eventLog.entries.contains { $0.event.topic == .click }, "the bus has not delivered it yet")
    viewer.update()
    #expect(viewer.eventLog.entries.map(\.event.topic).filter { $0 == .click } == [.click])
    #expect(viewer.message.hasPrefix("click  text  #0/0"))
  }

  @Test func anEventPostedBeforeTheClickDoesNotCoverItWhenDeliveredAfter() throws {
    let viewer = try OverlayKeyTests.viewer(rows: 12)
    viewer.handle(.key(.tab))
    viewer.bus.post(Event(topic: .openURL, poster: "test", context: EventContext(), parameters: JSONObject([("url", .string("https://example.com"))])))
    viewer.perform(.activate)
    viewer.update()
    #expect(viewer.message.hasPrefix("click  text  #0/0"), "\(viewer.message)")
    viewer.bus.post(Event(topic: .openURL, poster: "test", context: EventContext(), parameters: JSONObject([("url", .string("https://example.com"))])))
    viewer.update()
    #expect(viewer.message.hasPrefix("openUrl"), "a newer event shows: \(viewer.message)")
  }
}
