import TangramTerminal

/// The terminal's input with the saves of the page file and of the template files among its
/// events (at least one of the two is watched): while it waits for a key, it polls a
/// ``PageFileWatcher`` and a ``TemplateWatcher`` as often as they ask and hands a save over as
/// ``InputEvent/templateFile(_:)`` or
/// ``InputEvent/pageFile(_:)``, so the run loop handles it like any event and draws the
/// reloaded page at once.
///
/// The waits are the terminal's own timed reads, in slices no longer than the watcher's next
/// poll: the run loop only wakes for events, never for a poll that found nothing.
final class WatchedInput: InputSource {
  private let input: any InputSource
  private let watcher: PageFileWatcher?
  private let templates: TemplateWatcher?
  private let clock: () -> Int
  private let timeOfDay: () -> TimeOfDay

  /// Input from `input`, with the changes `watcher` reports at the local time `timeOfDay` says.
  ///
  /// - Parameter clock: milliseconds on a monotonic clock (the watcher's).
  init(
    _ input: any InputSource, watcher: PageFileWatcher?, templates: TemplateWatcher? = nil,
    clock: @escaping () -> Int, timeOfDay: @escaping () -> TimeOfDay = TimeOfDay.local
  ) {
    self.input = input
    self.watcher = watcher
    self.templates = templates
    self.clock = clock
    self.timeOfDay = timeOfDay
  }

  /// Whether the terminal's input ended (the terminal tells: ``NcursesInput`` notices a read
  /// that fails or comes back empty before its time).
  var hasEnded: Bool { input.hasEnded }

  /// Waits until the next key or save; nil when input has ended.
  func nextEvent() -> InputEvent? {
    nextEvent(until: nil)
  }

  /// The next key or save if one comes within `milliseconds`, else nil. With no time to wait,
  /// only a key already waiting: the run loop reads runs of keys that way, and the file is
  /// polled again on the next wait, which always follows.
  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    guard milliseconds > 0 else { return hasEnded ? nil : input.nextEvent(timeout: 0) }
    return nextEvent(until: clock() + milliseconds)
  }

  private func nextEvent(until deadline: Int?) -> InputEvent? {
    while !hasEnded {
      if let change = watcher?.poll() { return .pageFile(PageFileEvent(change, at: timeOfDay())) }
      if let event = templates?.poll(at: timeOfDay) { return .templateFile(event) }
      let nextPoll = min(watcher?.millisecondsUntilNextPoll ?? .max, templates?.millisecondsUntilNextPoll ?? .max)
      let wait = min(nextPoll, deadline.map { max(0, $0 - clock()) } ?? .max)
      if let event = input.nextEvent(timeout: wait) { return event }
      if let deadline, clock() >= deadline { return nil }
    }
    return nil
  }
}
