import TangramCore
import TangramTerminal

/// Work done on a thread of its own (``ThreadExecutor``), and its result once it is done,
/// handed over to one taker (``Handover``).
package final class BackgroundJob<Value>: Sendable {
  private let result = Handover<Value>()

  /// Starts `work` at once on another thread.
  package init(_ work: @escaping @Sendable () -> sending Value) {
    ThreadExecutor.start { [result] in result.put(work()) }
  }

  /// Waits until the work is done, but at most `milliseconds` (nil: as long as it takes);
  /// whether it is done.
  package func wait(milliseconds: Int?) -> Bool {
    result.wait(milliseconds: milliseconds)
  }

  /// The result, the first time it is asked for after the work is done; nil before, and after.
  package func take() -> Value? {
    result.take()
  }
}
