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
    viewer.runsTimers = false
    viewer.handle(.tick(milliseconds: 500))
    #expect(fired == 2, "time stands still when the viewer runs no timers")
  }
}
