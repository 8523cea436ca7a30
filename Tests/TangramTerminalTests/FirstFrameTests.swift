import TangramCore
import Testing

@testable import TangramTerminal

/// The run loop's first frame is drawn before the viewer starts: the events of the first screen
/// (`pageLoaded`, the exposure of its items) are posted right after it is presented.
@Suite struct FirstFrameTests {
  /// Runs a viewer of 50 one-row items, 60 columns by 5 rows of page, with no input; `onExposure`
  /// handles each exposure. Returns the frames presented and, for each exposure, its item and
  /// how many frames had been presented when it was posted.
  static func run(onExposure: @escaping (Viewer) -> Void = { _ in }) -> (frames: [Buffer], exposed: [String]) {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 60, rows: 6)
    let backend = TestBackend(columns: 60, rows: 6)
    var exposed: [String] = []
    let subscription = viewer.bus.subscribe(to: .exposure) { event in
      exposed.append("\(event.context.itemIndex ?? -1) after \(backend.frames.count)")
      onExposure(viewer)
    }
    defer { subscription.cancel() }
    App(viewer: viewer, backend: backend, input: ScriptedInput([]), clock: { 0 }).run()
    return (backend.frames, exposed)
  }

  @Test func theFirstScreensItemsAreExposedOnceItIsPresented() {
    let (frames, exposed) = Self.run()
    #expect(exposed == ["0 after 1", "1 after 1", "2 after 1", "3 after 1", "4 after 1"])
    // The events drew nothing: no second frame.
    #expect(frames.count == 1)
    #expect(frames.first?.lines.first == "item 0")
  }

  /// The first screen's events come in the order they always did: `pageLoaded`, the items'
  /// exposure, the cards entering, then the loads started for what is on screen.
  @Test func theFirstScreensEventsKeepTheirOrderAndComeAfterItsFrame() throws {
    let json = #"[{"type":"1","load":"more","items":[]},{"type":"1","items":[{"type":"text","text":"row 0"}]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 30, rows: 4, loader: ManualLoader())
    let backend = TestBackend(columns: 30, rows: 4)
    var events: [String] = []
    let subscriptions = [EventTopic.pageLoaded, .exposure, .layoutEnter, .loadStarted].map { topic in
      viewer.bus.subscribe(to: topic) { events.append("\($0.topic) after \(backend.frames.count)") }
    }
    defer { subscriptions.forEach { $0.cancel() } }
    App(viewer: viewer, backend: backend, input: ScriptedInput([]), clock: { 0 }).run()
    #expect(
      events == [
        "pageLoaded after 1", "exposure after 1", "exposure after 1", "layoutEnter after 1", "layoutEnter after 1",
        "loadStarted after 1",
      ])
    // The card waiting for its load shows its placeholder from the first frame on.
    #expect(backend.frames.map(\.lines) == [["loading more…", "row 0", "", " p.json  ? help… row 1/2  all"]])
  }

  @Test func aHandlerThatChangesTheScreenHasItsFramePresentedAtOnce() {
    let (frames, exposed) = Self.run { viewer in viewer.status.notice = .text("seen") }
    #expect(exposed.count == 5)
    #expect(frames.count == 2)
    #expect(frames.first?.lines.last?.contains("seen") == false)
    #expect(frames.last?.lines.last?.contains("seen") == true)
  }
}
