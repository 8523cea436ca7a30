import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Exposure and layoutEnter count how often an item or card has come into view before: the first
/// time is 0, each return after it has left adds one (spec §5, LazyScrollView's
/// `mui_didEnterWithTimes:`). A pager page that turns out of view and back is exposed again.
@Suite struct EventTimesTests {
  /// `topic id times` for each event of the topics asked for, in posting order, from the
  /// `--events` file of `--dump --keys`.
  static func events(
    _ example: String, keys: String, topics: Set<String>, ids: Set<String>? = nil
  ) throws -> [String] {
    let url = repositoryRoot().appendingPathComponent("Examples/\(example).json")
    let eventsURL = FileManager.default.temporaryDirectory
      .appendingPathComponent("times-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: eventsURL) }
    _ = try dump(url, width: 80, height: 24, keys: keys, eventsPath: eventsURL.path)
    let lines = try String(contentsOf: eventsURL, encoding: .utf8).split(separator: "\n")
    return try lines.compactMap { line -> String? in
      let event = try JSONParser.parse(String(line))
      guard case .object(let object) = event,
        let topic = object["topic"]?.stringValue, topics.contains(topic)
      else { return nil }
      let id = object["id"]?.stringValue ?? object["cardId"]?.stringValue ?? "-"
      guard ids?.contains(id) ?? true else { return nil }
      let times = object["params"]?.objectValue?["times"]?.doubleValue.map { " \(Int($0))" } ?? ""
      return "\(topic) \(id)\(times)"
    }
  }

  @Test func scrollingAwayAndBackCountsTheReturn() throws {
    let lines = try Self.events(
      "showcase", keys: "G g", topics: ["exposure", "layoutEnter", "layoutLeave"], ids: ["intro", "intro/0"])
    #expect(lines == [
      "exposure intro/0 0",
      "layoutEnter intro 0",
      "layoutLeave intro",
      "exposure intro/0 1",
      "layoutEnter intro 1",
    ])
  }

  @Test func everyReturnAddsOne() throws {
    let lines = try Self.events("showcase", keys: "G g G g G g", topics: ["exposure", "layoutEnter"], ids: ["intro", "intro/0"])
    #expect(lines == [
      "exposure intro/0 0", "layoutEnter intro 0",
      "exposure intro/0 1", "layoutEnter intro 1",
      "exposure intro/0 2", "layoutEnter intro 2",
      "exposure intro/0 3", "layoutEnter intro 3",
    ])
  }

  @Test func aCardThatNeverLeavesIsExposedOnce() throws {
    let lines = try Self.events("showcase", keys: "G g G g", topics: ["exposure", "layoutEnter"], ids: ["fix-bottom", "fix-bottom/0"])
    #expect(lines == ["exposure fix-bottom/0 0", "layoutEnter fix-bottom 0"])
  }

  @Test func aPagerPageTurnedAwayAndBackIsExposedAgain() throws {
    let lines = try Self.events("pagers", keys: "l h l", topics: ["exposure", "pageChanged"], ids: ["banner", "banner/0", "banner/1"])
    #expect(lines == [
      "exposure banner/0 0",
      "exposure banner/1 0",
      "pageChanged banner",
      "exposure banner/0 1",
      "pageChanged banner",
      "exposure banner/1 1",
      "pageChanged banner",
    ])
  }
}

/// Sticky cards post `stickyEnter` and `stickyLeave` once per change, not on every frame; a pager
/// whose last row just scrolled off has left the screen.
@Suite struct StickyAndPagerVisibilityEventTests {
  @Test func stickyEventsComeOncePerChange() throws {
    let keys = Array(repeating: "j", count: 20).joined(separator: " ") + " k j g"
    let lines = try EventTimesTests.events("sticky", keys: keys, topics: ["stickyEnter", "stickyLeave"])
    #expect(lines == ["stickyEnter bottom", "stickyEnter tabs", "stickyLeave tabs"])
  }

  @Test func aPagerJustScrolledOffLeavesAndIsExposedAgainOnReturn() throws {
    let url = repositoryRoot().appendingPathComponent("Examples/pagers.json")
    let decoded = try PageSource(path: url.path, strict: false).load(registry: .standard)
    let viewer = Viewer(page: decoded.page, fileName: "pagers.json", columns: 80, rows: 8)
    var exposures: [String] = []
    viewer.eventSink = { event in
      guard event.topic == .exposure, event.context.uniqueID == "banner/0" else { return }
      exposures.append(EventSummary.line(event))
    }
    viewer.update()
    let window = viewer.pageView.layout.strips[0].window
    viewer.pageView.scroll(to: window.maxY - 1)
    viewer.update()
    viewer.pageView.scroll(to: window.maxY)
    #expect(viewer.pageView.offset == window.maxY)
    viewer.update()
    viewer.pageView.scroll(to: 0)
    viewer.update()
    #expect(exposures == ["exposure  text  #banner/0  times=0", "exposure  text  #banner/0  times=1"])
  }
}

/// Update, then draw: drawing is a pure function of the viewer's state, and every `--dump` form
/// runs the same update step as the viewer.
@Suite struct UpdateThenDrawTests {
  static let showcase = repositoryRoot().appendingPathComponent("Examples/showcase.json")

  @Test func drawingTwiceWithNoInputGivesTheSameBufferAndPostsNothing() throws {
    let decoded = try PageSource(path: Self.showcase.path, strict: false).load(registry: .standard)
    let viewer = Viewer(page: decoded.page, fileName: "showcase.json", columns: 80, rows: 24)
    var delivered = 0
    viewer.eventSink = { _ in delivered += 1 }
    viewer.handle(.key(.pageDown))
    let afterUpdate = delivered
    #expect(afterUpdate > 0)
    let first = viewer.render()
    let second = viewer.render()
    #expect(first == second)
    #expect(delivered == afterUpdate)
    _ = viewer.renderWholePage()
    #expect(delivered == afterUpdate)
  }

  @Test func aWholePageDumpWritesTheSameKindsOfEventsAsTheViewer() throws {
    func topics(height: Int) throws -> Set<String> {
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinds-\(UUID().uuidString).jsonl")
      defer { try? FileManager.default.removeItem(at: url) }
      _ = try dump(Self.showcase, width: 80, height: height, eventsPath: url.path)
      return Set(try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
        guard case .object(let event) = try JSONParser.parse(String(line)) else { return nil }
        return event["topic"]?.stringValue
      })
    }
    let screen = try topics(height: 24)
    #expect(screen.isSuperset(of: ["pageLoaded", "exposure", "layoutEnter"]))
    #expect(try topics(height: 0).isSuperset(of: ["pageLoaded", "exposure", "layoutEnter", "loadStarted", "loadFinished"]))
  }
}
