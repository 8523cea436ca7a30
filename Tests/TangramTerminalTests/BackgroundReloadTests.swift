import TangramCore
import Testing

@testable import TangramTerminal

/// A reader of the page that the test finishes: every inbox it made, newest last.
final class HeldPageReloader: BackgroundPageReloader {
  var inboxes: [PageStreamInbox] = []

  func startReading(width: Int) -> PageStreamInbox {
    let inbox = PageStreamInbox(width: width)
    inboxes.append(inbox)
    return inbox
  }
}

/// `r` and saves read the page again away from the viewer's loop: the page on screen stays, keys
/// work and the status bar says how far reading has come, until the new page is all read.
@Suite struct BackgroundReloadTests {
  /// One card of 30 rows, `label 0` to `label 29`.
  private static func page(_ label: String) throws -> Page {
    let items = (0..<30).map { #"{"type":"text","text":"\#(label) \#($0)"}"# }
    return try PageDecoder().decode(Array(#"[{"type":"1","items":[\#(items.joined(separator: ","))]}]"#.utf8)).page
  }

  private static func complete(_ page: Page, width: Int) -> PageSnapshot {
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(page, width: width)
    return PageSnapshot(page: page, layout: layout, diagnostics: [], isComplete: true)
  }

  private static func viewer(_ reloader: HeldPageReloader) throws -> Viewer {
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 40, rows: 6)
    configuration.backgroundReloader = reloader
    let viewer = Viewer(page: try page("old"), configuration: configuration)
    viewer.update()
    return viewer
  }

  @Test func thePageStaysWhileItIsReadAgainAndKeysStillWork() throws {
    let reloader = HeldPageReloader()
    let viewer = try Self.viewer(reloader)
    var events: [String] = []
    viewer.eventSink = { events.append($0.topic.rawValue) }
    viewer.handle(.key(.character("r")))
    let inbox = try #require(reloader.inboxes.last)
    inbox.report(ReadingProgress(bytesRead: 37, totalBytes: 100))
    viewer.handle(.key(.character("j")))
    #expect(viewer.render().lines == [
      "old 1", "old 2", "old 3", "old 4", "old 5",
      " page.json  reloading 37% row 2/30  20%",
    ])
    #expect(viewer.millisecondsUntilWake == Viewer.readingPollMilliseconds)
    #expect(!events.contains("pageReloaded"))

    inbox.finish(snapshot: Self.complete(try Self.page("new"), width: 40), text: nil, failure: nil)
    viewer.update()
    #expect(viewer.render().lines == [
      "new 1", "new 2", "new 3", "new 4", "new 5",
      " page.json  reloaded      row 2/30  20%",
    ])
    #expect(events.contains("pageReloaded"))
    #expect(viewer.millisecondsUntilWake == nil)
  }

  @Test func aSecondReloadDropsTheFirst() throws {
    let reloader = HeldPageReloader()
    let viewer = try Self.viewer(reloader)
    viewer.handle(.key(.character("r")))
    viewer.handle(.key(.character("r")))
    #expect(reloader.inboxes.count == 2)
    #expect(reloader.inboxes[0].isCancelled)
    #expect(!reloader.inboxes[1].isCancelled)
  }

  @Test func aResizeWhileReadingAgainAsksForTheNewWidth() throws {
    let reloader = HeldPageReloader()
    let viewer = try Self.viewer(reloader)
    viewer.handle(.key(.character("r")))
    let inbox = try #require(reloader.inboxes.last)
    #expect(inbox.width == 40)
    viewer.handle(.resize(columns: 30, rows: 6))
    #expect(inbox.width == 30)
  }

  @Test func aPageThatCannotBeReadAgainStaysAndTheStatusBarSaysWhy() throws {
    let reloader = HeldPageReloader()
    let viewer = try Self.viewer(reloader)
    viewer.handle(.key(.character("r")))
    reloader.inboxes.last?.finish(text: nil, failure: "page.json:3:7: unterminated string")
    viewer.update()
    #expect(viewer.render().lines.first == "old 0")
    #expect(viewer.message == "reload failed: page.json:3:7: unterminated string")
    #expect(viewer.source.reload.current == nil)
  }
}
