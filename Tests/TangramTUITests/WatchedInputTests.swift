import Foundation
import Glibc
import TangramTerminal
import Testing

@testable import tangram_tui

/// A terminal nobody types on: each timed read waits its whole time on the manual clock, then
/// gives the next queued event, if any.
private final class IdleTerminal: InputSource {
  let clock: ManualClock
  var queued: [InputEvent] = []
  /// Whether reads come back at once and input has ended, as on a terminal that went away.
  var hasHungUp = false
  var hasEnded: Bool { hasHungUp }
  private(set) var waits: [Int] = []

  init(clock: ManualClock) { self.clock = clock }

  func nextEvent() -> InputEvent? { queued.isEmpty ? nil : queued.removeFirst() }

  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    waits.append(milliseconds)
    if !queued.isEmpty { return queued.removeFirst() }
    if !hasHungUp { clock.now += milliseconds }
    return nil
  }
}

/// The watcher's saves come in with the terminal's keys, as events the run loop handles; the
/// waits are the terminal's timed reads, sliced at the watcher's polls.
@Suite struct WatchedInputTests {
  static let time = TimeOfDay(hour: 12, minute: 3, second: 4)

  private func setUp() throws -> (WatchedFolder, ManualClock, IdleTerminal, WatchedInput) {
    let files = try WatchedFolder()
    try files.write("{}")
    let clock = ManualClock()
    let terminal = IdleTerminal(clock: clock)
    let watcher = PageFileWatcher(path: files.path, clock: clock.read, usesNotifications: false)
    return (files, clock, terminal, WatchedInput(terminal, watcher: watcher, clock: clock.read, timeOfDay: { Self.time }))
  }

  @Test func aSaveArrivesAsAnEventWhileWaitingForKeys() throws {
    let (files, clock, terminal, input) = try setUp()
    defer { files.remove() }
    try files.write("[]")
    let event = input.nextEvent()
    #expect(event == .pageFile(PageFileEvent(.saved, at: Self.time)))
    #expect(clock.now == 600)
    #expect(terminal.waits == [500, 100])
  }

  @Test func aTimedWaitEndsOnTimeWhenNothingHappens() throws {
    let (files, clock, terminal, input) = try setUp()
    defer { files.remove() }
    #expect(input.nextEvent(timeout: 1_200) == nil)
    #expect(clock.now == 1_200)
    #expect(terminal.waits == [500, 500, 200])
    #expect(!input.hasEnded)
  }

  @Test func keysComeThroughAsTheyAre() throws {
    let (files, _, terminal, input) = try setUp()
    defer { files.remove() }
    terminal.queued = [.key(.character("j")), .resize(columns: 80, rows: 24)]
    #expect(input.nextEvent() == .key(.character("j")))
    #expect(input.nextEvent(timeout: 0) == .resize(columns: 80, rows: 24))
    #expect(input.nextEvent(timeout: 0) == nil)
  }

  @Test func aTerminalWhoseInputEndedEndsTheWatchedInput() throws {
    let (files, _, terminal, input) = try setUp()
    defer { files.remove() }
    terminal.hasHungUp = true
    #expect(input.nextEvent() == nil)
    #expect(input.hasEnded)
  }
}

/// Keys typed into a pipe, one byte a key: input that a loop can wait on with other
/// descriptors, as the terminal's is.
private final class PipeKeys: InputSource {
  let readEnd: Int32
  let writeEnd: Int32

  init() throws {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
    (readEnd, writeEnd) = (ends[0], ends[1])
  }

  deinit {
    close(readEnd)
    close(writeEnd)
  }

  func type(_ text: String) {
    _ = text.utf8CString.withUnsafeBufferPointer { write(writeEnd, $0.baseAddress, text.utf8.count) }
  }

  var descriptor: Int32? { readEnd }

  func nextEvent() -> InputEvent? { readyEvent() }

  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    DescriptorWait.untilReadable([readEnd], milliseconds: milliseconds).isEmpty ? nil : readyEvent()
  }

  func readyEvent() -> InputEvent? {
    var byte: UInt8 = 0
    guard read(readEnd, &byte, 1) == 1 else { return nil }
    return .key(.character(Character(Unicode.Scalar(byte))))
  }
}

/// The loop's wakeup comes in with the keys: keys first, and work at most every
/// ``WatchedInput/workInterval`` milliseconds, so a reader that reports all the time never holds
/// a key back.
@Suite struct WatchedInputWakeupTests {
  @Test func keysComeBeforeWorkAndWorkComesAtMostEveryInterval() throws {
    let keys = try PipeKeys()
    let wakeup = try #require(LoopWakeup())
    let input = WatchedInput(keys, watcher: nil, wakeup: wakeup, clock: App.monotonicMilliseconds)
    wakeup.signal()
    keys.type("j")
    #expect(input.nextEvent() == .key(.character("j")))
    #expect(input.nextEvent() == .workDone)
    let handedOver = App.monotonicMilliseconds()
    // Work reported again at once waits out the interval; a key typed meanwhile does not.
    wakeup.signal()
    keys.type("k")
    #expect(input.nextEvent() == .key(.character("k")))
    #expect(input.nextEvent(timeout: 1) == nil)
    #expect(input.nextEvent() == .workDone)
    #expect(App.monotonicMilliseconds() - handedOver >= WatchedInput.workInterval)
  }

  @Test func anIdleInputWaitsWithoutATimeLimitUntilWorkIsDone() throws {
    let keys = try PipeKeys()
    let wakeup = try #require(LoopWakeup())
    let input = WatchedInput(keys, watcher: nil, wakeup: wakeup, clock: App.monotonicMilliseconds)
    ThreadExecutor().execute { wakeup.signal() }
    #expect(input.nextEvent() == .workDone)
  }
}
