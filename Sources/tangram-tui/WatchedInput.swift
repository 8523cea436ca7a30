import TangramTerminal

/// The terminal's input with everything else the run loop waits for among its events: saves of
/// the page file and of the template files (``PageFileWatcher``, ``TemplateWatcher``), handed
/// over as ``InputEvent/pageFile(_:)`` and ``InputEvent/templateFile(_:)``, and work done away
/// from the loop (``LoopWakeup``), handed over as ``InputEvent/workDone``. The run loop handles
/// each like any event and draws what changed at once.
///
/// It sleeps in one `poll(2)` on the terminal, the wakeup and the watchers' inotify descriptors,
/// so an idle viewer wakes only for an event. Keys come before work, and work is handed over at
/// most every ``workInterval`` milliseconds; it wakes on a timer only while a save settles, or
/// where inotify does not work (every half second, to compare the file's state). Input that
/// cannot be waited on that way (a script in tests) is read in timed slices no longer than the
/// watchers' next poll.
final class WatchedInput: InputSource {
  private let input: any InputSource
  private let watcher: PageFileWatcher?
  /// Watches the old version's file while two versions are compared (`diff`).
  private let comparedWatcher: PageFileWatcher?
  private let templates: TemplateWatcher?
  private let wakeup: LoopWakeup?
  private let clock: () -> Int
  private let timeOfDay: () -> TimeOfDay

  /// Input from `input`, with the changes `watcher` and `templates` report at the local time
  /// `timeOfDay` says, and the signals of `wakeup`.
  ///
  /// - Parameter clock: milliseconds on a monotonic clock (the watcher's).
  init(
    _ input: any InputSource, watcher: PageFileWatcher?, comparedWatcher: PageFileWatcher? = nil,
    templates: TemplateWatcher? = nil, wakeup: LoopWakeup? = nil,
    clock: @escaping () -> Int, timeOfDay: @escaping () -> TimeOfDay = TimeOfDay.local
  ) {
    self.input = input
    self.watcher = watcher
    self.comparedWatcher = comparedWatcher
    self.templates = templates
    self.wakeup = wakeup
    self.clock = clock
    self.timeOfDay = timeOfDay
  }

  /// Whether the terminal's input ended (the terminal tells: ``NcursesInput`` notices a read
  /// that fails or comes back empty before its time).
  var hasEnded: Bool { input.hasEnded }

  /// Waits until the next key, save or finished work; nil when input has ended.
  func nextEvent() -> InputEvent? {
    nextEvent(until: nil)
  }

  /// The next event if one comes within `milliseconds`, else nil. With no time to wait, only a
  /// key already waiting: the run loop reads runs of keys that way, and the rest is looked at
  /// on the next wait, which always follows.
  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    guard milliseconds > 0 else { return hasEnded ? nil : input.nextEvent(timeout: 0) }
    return nextEvent(until: clock() + milliseconds)
  }

  private func nextEvent(until deadline: Int?) -> InputEvent? {
    while !hasEnded {
      if let change = watcher?.poll() { return .pageFile(PageFileEvent(change, at: timeOfDay())) }
      if let change = comparedWatcher?.poll() { return .comparedPageFile(PageFileEvent(change, at: timeOfDay())) }
      if let event = templates?.poll(at: timeOfDay) { return .templateFile(event) }
      if wakeup?.take() == true { isWorkWaiting = true }
      let remaining = deadline.map { max(0, $0 - clock()) }
      guard let terminal = input.descriptor else {
        if isWorkWaiting { return takeWork() }
        let nextPoll = [watcher, comparedWatcher].compactMap { $0?.millisecondsUntilNextPoll }
          .reduce(templates?.millisecondsUntilNextPoll ?? .max, min)
        let slice = wakeup == nil ? Int.max : Self.longestScriptSlice
        if let event = input.nextEvent(timeout: min(nextPoll, remaining ?? .max, slice)) {
          return event
        }
        if let deadline, clock() >= deadline { return nil }
        continue
      }
      // Keys come first; those ncurses has read already wait in its buffer, where `poll` cannot
      // see them.
      if let event = input.nextEvent(timeout: 0) { return event }
      let untilWork = isWorkWaiting ? max(0, lastWorkTime + Self.workInterval - clock()) : nil
      if untilWork == 0 { return takeWork() }
      if remaining == 0 { return nil }
      let timedPolls = [
        watcher?.millisecondsUntilTimedPoll, comparedWatcher?.millisecondsUntilTimedPoll, templates?.millisecondsUntilTimedPoll,
        untilWork, remaining,
      ]
      // The terminal first. A wakeup already taken is not waited for again: its descriptor is
      // empty until the next.
      waitedDescriptors.removeAll(keepingCapacity: true)
      waitedDescriptors.append(terminal)
      for descriptor in [isWorkWaiting ? nil : wakeup?.descriptor, watcher?.descriptor, comparedWatcher?.descriptor] {
        if let descriptor { waitedDescriptors.append(descriptor) }
      }
      waitedDescriptors += templates?.descriptors ?? []
      let timeout = timedPolls.compactMap { $0 }.min()
      if DescriptorWait.isFirstReadable(afterWaitingOn: waitedDescriptors, milliseconds: timeout),
        let event = input.readyEvent()
      {
        return event
      }
    }
    return nil
  }

  /// The descriptors of the last wait, the terminal's first. The list is kept from one wait to
  /// the next, so that it is not freed between a key's wake-up and its scroll.
  private var waitedDescriptors: [Int32] = []

  /// Whether work away from the loop has left something that was not handed over yet.
  private var isWorkWaiting = false
  /// When the last ``InputEvent/workDone`` was handed over, on ``clock``.
  private var lastWorkTime = Int.min / 2

  /// Hands the waiting work over.
  private func takeWork() -> InputEvent {
    isWorkWaiting = false
    lastWorkTime = clock()
    return .workDone
  }

  /// The fewest milliseconds between two ``InputEvent/workDone``: work that reports often (a page
  /// read a piece at a time, which says how far it has come after every piece) is taken at most
  /// this often, so that keys and their frames come first.
  static let workInterval = 25

  /// The longest a script is read for at once while there is a wakeup to look at meanwhile.
  private static let longestScriptSlice = 25
}
