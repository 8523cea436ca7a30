import TangramCore
import Testing

@testable import TangramTerminal

/// Line keys that are all waiting scroll in one step: the offset is that of one key at a time,
/// one frame is drawn, and only what that frame shows is exposed.
@Suite struct LineScrollRunTests {
  /// Runs `keys` (all waiting at once) on a page of 50 one-row items, 5 rows of page on screen;
  /// returns the viewer, the frames drawn and the items exposed, in posting order.
  static func run(_ keys: String) throws -> (viewer: Viewer, frames: [Buffer], exposed: [Int]) {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    var exposed: [Int] = []
    let subscription = viewer.bus.subscribe(to: .exposure) { event in
      if let index = event.context.itemIndex { exposed.append(index) }
    }
    defer { subscription.cancel() }
    let backend = TestBackend(columns: 30, rows: 6)
    App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse(keys)), clock: { 0 }).run()
    return (viewer, backend.frames, exposed)
  }

  @Test func aRunOfDownKeysScrollsOnceAndExposesOnlyWhatIsDrawn() throws {
    let (viewer, frames, exposed) = try Self.run(Array(repeating: "j", count: 10).joined(separator: " "))
    #expect(viewer.pageView.offset == 10)
    #expect(frames.count == 2)
    #expect(frames.last?.lines.first == "item 10")
    #expect(exposed == [0, 1, 2, 3, 4, 10, 11, 12, 13, 14])
  }

  @Test func aChangeOfDirectionEndsARunSoTheEdgesClampAsKeysDo() throws {
    // At the top, k does nothing, then three j: one key at a time ends on row 3.
    #expect(try Self.run("k k j j j").viewer.pageView.offset == 3)
    // At the bottom (45 is the last offset), j does nothing, then k goes up from there.
    #expect(try Self.run("G j j j k k").viewer.pageView.offset == 43)
    #expect(try Self.run("j j j k j j").viewer.pageView.offset == 4)
  }

  @Test func keysThatAPromptOrOverlayTakesAreNotScrolls() throws {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    #expect(viewer.lineScrollRows(for: .key(.character("j"))) == 1)
    #expect(viewer.lineScrollRows(for: .key(.character("k"))) == -1)
    #expect(viewer.lineScrollRows(for: .key(.character(" "))) == nil)
    viewer.handle(.key(.character("?")))
    #expect(viewer.lineScrollRows(for: .key(.character("j"))) == nil)
    viewer.handle(.key(.character("?")))
    viewer.handle(.key(.character("/")))
    #expect(viewer.lineScrollRows(for: .key(.character("j"))) == nil)
    // Typed into the prompt, not scrolled.
    let run = try Self.run("/ j j Enter")
    #expect(run.viewer.pageView.offset == 0)
  }

  @Test func workThatWaitsForTheFirstFrameStartsRightAfterItOnce() throws {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    let app = App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse("j j PgDn")), clock: { 0 })
    var framesWhenCalled: [Int] = []
    app.afterFirstFrame = { framesWhenCalled.append(backend.frames.count) }
    app.run()
    #expect(framesWhenCalled == [1])
    // The keys were all waiting: one more frame shows them.
    #expect(backend.frames.count == 2)
  }
}

