/// Runs work away from the viewer's loop: laying a large page out again at a new width, reading
/// it again, answering a card's load. The loop learns that work left something for it from the
/// work itself, which signals the loop's ``LoopWakeup``.
///
/// The viewer runs jobs on threads (``ThreadExecutor``, ``OrderedThreadExecutor``); tests and
/// `--dump` run them only when they say so (``EmbeddedExecutor``), so nothing they check depends
/// on timing.
public protocol Executor: Sendable {
  /// Runs `job`, now or later, away from the caller.
  func execute(_ job: @escaping @Sendable () -> Void)

  /// Runs `job` once `milliseconds` have passed (on the executor's clock), away from the caller.
  func execute(after milliseconds: Int, _ job: @escaping @Sendable () -> Void)
}

extension Executor {
  /// Waits out the time on a thread of its own, then hands `job` to ``execute(_:)``.
  public func execute(after milliseconds: Int, _ job: @escaping @Sendable () -> Void) {
    guard milliseconds > 0 else {
      execute(job)
      return
    }
    ThreadExecutor.start {
      ThreadExecutor.pause(milliseconds: milliseconds)
      execute(job)
    }
  }
}
