import Dispatch
import Synchronization

/// Work done on a thread of its own (``BackgroundThread``), and its result once it is done.
///
/// The result is handed over, never shared: the work gives it up when it finishes (`sending`),
/// and ``take()`` moves it out to one caller, so a value that is not `Sendable` (a viewer built
/// there) crosses threads without a data race. The compiler cannot follow a sent value into a
/// lock, hence `@unchecked`: `value` is only touched under `lock`, once by each side.
final class BackgroundJob<Value>: @unchecked Sendable {
  private let lock = Mutex(())
  private var value: Value?
  private let finished = DispatchSemaphore(value: 0)

  /// Starts `work` at once on another thread.
  init(_ work: @escaping @Sendable () -> sending Value) {
    BackgroundThread.start { [self] in
      let result = work()
      lock.withLock { _ in value = result }
      finished.signal()
    }
  }

  /// Waits until the work is done, but at most `milliseconds` (nil: as long as it takes);
  /// whether it is done.
  func wait(milliseconds: Int?) -> Bool {
    let deadline: DispatchTime = milliseconds.map { .now() + .milliseconds($0) } ?? .distantFuture
    guard finished.wait(timeout: deadline) == .success else { return false }
    // Done for good: later waits return at once too.
    finished.signal()
    return true
  }

  /// The result, the first time it is asked for after the work is done; nil before, and after.
  func take() -> Value? {
    lock.withLock { _ in value.take() }
  }
}
