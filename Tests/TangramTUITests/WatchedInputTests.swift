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
