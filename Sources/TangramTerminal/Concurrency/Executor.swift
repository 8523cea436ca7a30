/// Runs work away from the viewer's loop: laying a large page out again at a new width,
/// reading it again. The loop learns that work left something for it from the work itself,
/// which signals the loop's ``LoopWakeup``.
///
/// The viewer runs jobs on threads (``ThreadExecutor``); tests and `--dump` run them only when
/// they say so (``EmbeddedExecutor``), so nothing they check depends on timing.
public protocol Executor: Sendable {
  /// Runs `job`, now or later, away from the caller.
  func execute(_ job: @escaping @Sendable () -> Void)
}
