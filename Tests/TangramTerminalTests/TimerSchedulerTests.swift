import TangramCore
import Testing

@testable import TangramTerminal

@Suite struct TimerSchedulerTests {
  @Test func aTimerFiresOncePerIntervalThatPasses() {
    let timers = TimerScheduler()
    var fired = 0
    timers.register(every: 1000) { fired += 1 }
    timers.advance(by: 999)
    #expect(fired == 0 && timers.millisecondsUntilNextFire == 1)
    timers.advance(by: 1)
    #expect(fired == 1 && timers.millisecondsUntilNextFire == 1000)
    timers.advance(by: 2500)
    #expect(fired == 3 && timers.millisecondsUntilNextFire == 500)
  }

  @Test func firingsHappenInTimeOrderWithTiesInRegistrationOrder() {
    let timers = TimerScheduler()
    var log: [String] = []
    timers.register(every: 300) { log.append("slow") }
    timers.register(every: 200) { log.append("fast") }
    timers.advance(by: 600)
    #expect(log == ["fast", "slow", "fast", "slow", "fast"])
  }

  @Test func firesImmediatelyRunsTheActionAtRegistration() {
    let timers = TimerScheduler()
    var fired = 0
    timers.register(every: 100, firesImmediately: true) { fired += 1 }
    #expect(fired == 1)
  }

  @Test func pauseKeepsTheTimerAndRestartWaitsAWholeInterval() {
    let timers = TimerScheduler()
    var fired = 0
    let id = timers.register(every: 100) { fired += 1 }
    timers.advance(by: 60)
    timers.pause(id)
    #expect(timers.isPaused(id) && timers.millisecondsUntilNextFire == nil && timers.count == 1)
    timers.advance(by: 500)
    #expect(fired == 0)
    timers.restart(id)
    timers.advance(by: 99)
    #expect(fired == 0)
    timers.advance(by: 1)
    #expect(fired == 1)
  }

  @Test func anActionCanUnregisterItsOwnTimerAndClearRemovesAll() {
    let timers = TimerScheduler()
    var fired = 0
    var id: TimerScheduler.TimerID?
    id = timers.register(every: 10) {
      fired += 1
      if fired == 2, let id { timers.unregister(id) }
    }
    timers.advance(by: 100)
    #expect(fired == 2 && timers.count == 0)
    timers.register(every: 5) {}
    timers.clear()
    #expect(timers.count == 0 && timers.millisecondsUntilNextFire == nil)
  }

  @Test func theViewersTicksDriveItsTimersAndWakeTheRunLoop() {
    let viewer = Viewer(page: longPage(3), fileName: "p.json", columns: 20, rows: 4)
    var fired = 0
    viewer.timers.register(every: 250) { fired += 1 }
    #expect(viewer.millisecondsUntilWake == 250)
    viewer.handle(.tick(milliseconds: 500))
    #expect(fired == 2)
    var configuration = Viewer.Configuration(fileName: "p.json", columns: 20, rows: 4)
    configuration.runsTimers = false
    let still = Viewer(page: longPage(3), configuration: configuration)
    var stillFired = 0
    still.timers.register(every: 250) { stillFired += 1 }
    still.handle(.tick(milliseconds: 500))
    #expect(stillFired == 0, "time stands still when the viewer runs no timers")
  }
}

/// One clock: auto-scrolling pagers are timers on the viewer's scheduler, and elements get the
/// same scheduler when they are mounted, so a custom element can run a countdown.
@Suite struct OneClockTests {
  /// Counts down once a second from its item's `seconds`, on the viewer's timers.
  final class CountdownElement: Element {
    var remaining = 0
    var timer: TimerScheduler.TimerID?
    weak var scheduler: TimerScheduler?
    init() {}
    static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }
    func configure(with item: Item) { remaining = Int(item.data["seconds"]?.doubleValue ?? 0) }
    func didMount(on bus: EventBus, timers: TimerScheduler, context: EventContext) {
      scheduler = timers
      timer = timers.register(every: 1000) { [weak self] in
        guard let self, self.remaining > 0 else { return }
        self.remaining -= 1
      }
    }
    func didLeaveViewport() {
      if let timer { scheduler?.unregister(timer) }
      timer = nil
    }
    func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
      buffer.write("\(remaining) s left", column: frame.x, row: frame.y, clip: frame.intersection(clip))
    }
  }

  @Test func anElementCountsDownOnTheViewersClock() throws {
    var registry = ElementRegistry.standard
    try registry.register(CountdownElement.self, for: "countdown")
    let page = try DataSourceHelper(elements: registry).decode(Array(#"[{"type":"1","items":[{"type":"countdown","seconds":5}]}]"#.utf8)).page
    let viewer = Viewer(page: page, fileName: "c.json", columns: 20, rows: 3, registry: registry)
    viewer.update()
    #expect(viewer.render().lines[0] == "5 s left")
    #expect(viewer.millisecondsUntilWake == 1000)
    viewer.handle(.tick(milliseconds: 2500))
    #expect(viewer.render().lines[0] == "3 s left")
  }

  @Test func pagersTurnOnTheViewersTimers() throws {
    let json = #"[{"type":"container-banner","style":{"autoScroll":3000},"items":[{"type":"text","text":"one"},{"type":"text","text":"two"}]}]"#
    let viewer = Viewer(page: try PageDecoder().decode(Array(json.utf8)).page, fileName: "b.json", columns: 20, rows: 5)
    viewer.update()
    #expect(viewer.timers.count == 1)
    #expect(viewer.millisecondsUntilWake == 3000)
    viewer.handle(.tick(milliseconds: 2000))
    #expect(viewer.millisecondsUntilWake == 1000)
    // Turning by hand makes the pager wait a whole interval again.
    viewer.handle(.key(.right))
    #expect(viewer.pageView.currentPage(ofStrip: 0) == 1)
    #expect(viewer.millisecondsUntilWake == 3000)
    viewer.handle(.tick(milliseconds: 3000))
    #expect(viewer.pageView.currentPage(ofStrip: 0) == 0)
  }

  /// A long wait fires a fast timer at most maximumCatchUp times and skips the rest, keeping its
  /// phase; a slower timer in the same wait fires every time it is due.
  @Test func aLongWaitCatchesUpABoundedNumberOfTimes() {
    let timers = TimerScheduler()
    var fast = 0
    var slow = 0
    let fastID = timers.register(every: 7) { fast += 1 }
    _ = timers.register(every: 10_000) { slow += 1 }
    timers.advance(by: 3_600_003)
    #expect(fast == TimerScheduler.maximumCatchUp)
    #expect(slow == 360)
    #expect(timers.waited(fastID) == 3_600_003 % 7)
    timers.advance(by: 7 - 3_600_003 % 7)
    #expect(fast == TimerScheduler.maximumCatchUp + 1)
  }
}
