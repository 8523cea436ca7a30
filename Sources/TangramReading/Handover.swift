import TangramCore
import Dispatch
import TangramTerminal

/// A value made on one thread and taken on another, once.
///
/// The value is handed over, never shared: the maker gives it up (`sending`, as a
/// ``SentValue``) and ``take()`` moves it out to one caller, so a value that is not `Sendable`
/// (a viewer made there) crosses threads without a data race.
package final class Handover<Value>: Sendable {
  private let slot = Locked<SentValue<Value>?>(nil)
  private let arrived = DispatchSemaphore(value: 0)

  package init() {}

  /// Hands `value` over; call once.
  package func put(_ value: sending Value) {
    let sent = SentValue(value)
    slot.withLock { $0 = sent }
    arrived.signal()
  }

  /// Waits until the value has been put, but at most `milliseconds` (nil: as long as it takes);
  /// whether it has.
  package func wait(milliseconds: Int?) -> Bool {
    let deadline: DispatchTime = milliseconds.map { .now() + .milliseconds($0) } ?? .distantFuture
    guard arrived.wait(timeout: deadline) == .success else { return false }
    // Put for good: later waits return at once too.
    arrived.signal()
    return true
  }

  /// The value, the first time it is asked for after it was put; nil before, and after.
  package func take() -> Value? {
    slot.withLock { $0.take() }?.take()
  }
}
