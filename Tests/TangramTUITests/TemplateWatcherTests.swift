import Foundation
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Template files watched while the viewer runs: a save is read again once it is over; a good
/// template goes into the shared registry, a bad one is reported at its line and column.
@Suite struct TemplateWatcherTests {
  static let noon = TimeOfDay(hour: 12, minute: 0, second: 0)

  static func template(_ text: String) -> String {
    """
    <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content">
      <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="\(text)"/>
    </FrameLayout>
    """
  }

  @Test func savesAreReadAgainOnceOver() throws {
    let files = try WatchedFolder()
    defer { files.remove() }
    let path = files.folder.appendingPathComponent("card.xml").path
    try files.write(Self.template("one"), to: path)
    let clock = ManualClock()
    let registry = SharedRegistry(ElementRegistry.standard)
    let watcher = TemplateWatcher(
      files: [TemplateFolder.File(path: path, type: "Card")], maximumFileSize: 1 << 20, registry: registry,
      clock: clock.read, usesNotifications: false)
    #expect(watcher.poll(at: { Self.noon }) == nil)

    try files.write(Self.template("two"), to: path)
    let saved = events(watcher, clock: clock, at: [500, 600])
    #expect(saved.map(\.fileName) == ["card.xml"])
    guard case .read(let template)? = saved.first?.outcome else {
      Issue.record("expected a template, got \(saved)")
      return
    }
    #expect(template.type == "Card")
    #expect(registry.current.templates["Card"] == template)

    try files.write("<FrameLayout layoutWidth=\"match_parent\"\n  <NText/>\n", to: path)
    let bad = events(watcher, clock: clock, at: [1100, 1200])
    #expect(bad.map(\.outcome) == [
      .failed(
        "card.xml:2:3: expected an attribute name, '/>' or '>' in the start tag <FrameLayout>, found '<'; the last good template stays"
      )
    ])
    #expect(registry.current.templates["Card"] == template)

    #expect(unlink(path) == 0)
    #expect(events(watcher, clock: clock, at: [1700, 1800]).map(\.outcome) == [.deleted])
  }

  /// The events polled at each of `times`.
  private func events(_ watcher: TemplateWatcher, clock: ManualClock, at times: [Int]) -> [TemplateFileEvent] {
    times.compactMap { time in
      clock.now = time
      return watcher.poll(at: { Self.noon })
    }
  }
}
