import Glibc

/// A condition variable for a ``Locked`` value: threads wait for the value to reach a state, and
/// whoever changes it wakes them, so that nothing polls or sleeps to find out.
package final class LockedCondition: @unchecked Sendable {
  /// The condition; on the heap, because a pthread condition must not move. It is only used with
  /// its ``Locked``'s mutex held, hence `@unchecked`.
  fileprivate let condition: UnsafeMutablePointer<pthread_cond_t>

  package init() {
    condition = .allocate(capacity: 1)
    condition.initialize(to: pthread_cond_t())
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    // Deadlines on the monotonic clock: a change of the wall clock does not move them.
    pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    let result = pthread_cond_init(condition, &attributes)
    pthread_condattr_destroy(&attributes)
    precondition(result == 0, "pthread_cond_init failed: \(result)")
  }

  deinit {
    pthread_cond_destroy(condition)
    condition.deinitialize(count: 1)
    condition.deallocate()
  }

  /// Wakes every thread waiting on it, to look at the value again.
  package func broadcast() {
    pthread_cond_broadcast(condition)
  }
}

extension Locked {
  /// Waits until `holds` is true of the value, for at most `milliseconds` (nil: as long as it
  /// takes), woken by `condition`'s ``LockedCondition/broadcast()`` after each change; returns
  /// whether it holds.
  package func wait(
    on condition: LockedCondition, milliseconds: Int?, until holds: (inout sending Value) -> Bool
  ) -> Bool {
    guard let milliseconds else { return waitHoldingLock(on: condition.condition, deadline: nil, until: holds) }
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    var deadline = LockedCondition.deadline(milliseconds: milliseconds, after: now)
    return waitHoldingLock(on: condition.condition, deadline: &deadline, until: holds)
  }
}

extension LockedCondition {
  /// The time `milliseconds` after `now` (none for a negative count), with its nanoseconds
  /// below a second as `pthread_cond_timedwait` requires.
  static func deadline(milliseconds: Int, after now: timespec) -> timespec {
    let milliseconds = max(0, milliseconds)
    let nanoseconds = Int(now.tv_nsec) + (milliseconds % 1000) * 1_000_000
    var deadline = now
    deadline.tv_sec += milliseconds / 1000 + nanoseconds / 1_000_000_000
    deadline.tv_nsec = nanoseconds % 1_000_000_000
    return deadline
  }
}
