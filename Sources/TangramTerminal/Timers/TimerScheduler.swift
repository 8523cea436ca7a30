/// Repeating timers for elements and layouts (spec §7.3, Android's `TimerSupport`), driven by
/// the viewer's clock ticks (``InputEvent/tick(milliseconds:)``) like auto-scrolling pagers, so
/// tests make time pass with ticks and never sleep.
///
/// A timer fires every `interval` milliseconds of viewer time while it is not paused. When a
/// tick spans several firings, they happen in time order (timers due at the same moment in the
/// order they were registered), and each timer fires once per interval that passed. Actions run
/// on the viewer's loop and may register, pause or unregister timers, their own included.
public final class TimerScheduler {
  /// Names a registered timer.
  public struct TimerID: Hashable, Sendable {
    fileprivate let rawValue: Int
  }

  private struct Entry {
    var interval: Int
    var elapsed = 0
    var isPaused = false
    var action: () -> Void
  }

  private var entries: [Int: Entry] = [:]
  private var nextID = 0

  /// Makes a scheduler with no timers.
  public init() {}

  /// Registers `action` to run every `interval` milliseconds (at least 1), the first time once
  /// `interval` minus `waited` milliseconds have passed; with `firesImmediately` it also runs
  /// once now (Android's `intermediate`).
  @discardableResult
  public func register(
    every interval: Int, waited: Int = 0, firesImmediately: Bool = false, _ action: @escaping () -> Void
  ) -> TimerID {
    let id = TimerID(rawValue: nextID)
    nextID += 1
    let interval = max(1, interval)
    entries[id.rawValue] = Entry(interval: interval, elapsed: min(max(0, waited), interval - 1), action: action)
    if firesImmediately { action() }
    return id
  }

  /// Removes a timer; it never fires again.
  public func unregister(_ id: TimerID) {
    entries[id.rawValue] = nil
  }

  /// Stops a timer from firing until ``restart(_:)``; the time it had waited is kept.
  public func pause(_ id: TimerID) {
    entries[id.rawValue]?.isPaused = true
  }

  /// Lets a timer run again, waiting a whole interval before it next fires.
  public func restart(_ id: TimerID) {
    entries[id.rawValue]?.isPaused = false
    entries[id.rawValue]?.elapsed = 0
  }

  /// Removes every timer.
  public func clear() {
    entries = [:]
  }

  /// How many timers are registered, paused ones included.
  public var count: Int { entries.count }

  /// Milliseconds a timer has waited since it last fired (or was registered or restarted).
  public func waited(_ id: TimerID) -> Int? {
    entries[id.rawValue]?.elapsed
  }

  /// Whether a timer is registered and paused.
  public func isPaused(_ id: TimerID) -> Bool {
    entries[id.rawValue]?.isPaused ?? false
  }

  /// Milliseconds until the next timer fires; nil when none runs.
  public var millisecondsUntilNextFire: Int? {
    nextDue()?.wait
  }

  /// The most times one timer fires in one ``advance(by:)``: a timer further behind fires this
  /// often and skips the rest of the periods that passed, keeping its phase. Time passing costs
  /// at most this much work, however long it is (else an hour of a pager turning every
  /// millisecond would replay every turn).
  public static let maximumCatchUp = 1_000

  /// Lets `milliseconds` pass, firing the timers that fall due, in time order, each at most
  /// ``maximumCatchUp`` times.
  public func advance(by milliseconds: Int) {
    var budget = max(0, milliseconds)
    var firings: [Int: Int] = [:]
    var caughtUp: Set<Int> = []
    while let due = nextDue(excluding: caughtUp), due.wait <= budget {
      pass(due.wait, excluding: caughtUp)
      budget -= due.wait
      entries[due.id]?.elapsed = 0
      firings[due.id, default: 0] += 1
      if firings[due.id] == Self.maximumCatchUp, let interval = entries[due.id]?.interval {
        // The periods left in this advance are skipped: the timer ends where they would leave it.
        caughtUp.insert(due.id)
        entries[due.id]?.elapsed = budget % interval
      }
      entries[due.id]?.action()
    }
    pass(budget, excluding: caughtUp)
  }

  /// The running timer due first (the earliest registered on ties) and how long until it is.
  private func nextDue(excluding skipped: Set<Int> = []) -> (id: Int, wait: Int)? {
    entries.filter { !$0.value.isPaused && !skipped.contains($0.key) }
      .map { (id: $0.key, wait: $0.value.interval - $0.value.elapsed) }
      .min { ($0.wait, $0.id) < ($1.wait, $1.id) }
  }

  /// Adds time to every running timer but `skipped`.
  private func pass(_ milliseconds: Int, excluding skipped: Set<Int> = []) {
    guard milliseconds > 0 else { return }
    for id in entries.keys where !entries[id]!.isPaused && !skipped.contains(id) {
      entries[id]!.elapsed += milliseconds
    }
  }
}
