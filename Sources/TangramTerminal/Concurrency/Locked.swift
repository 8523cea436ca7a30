import Glibc

/// A value shared between threads, reached only under its lock: the one box for each piece of
/// state that threads share.
///
/// It is the standard library's `Mutex` in what it offers (`withLock` over `inout sending`
/// state), but on a `pthread_mutex_t`. ThreadSanitizer follows a pthread mutex; it cannot follow
/// `Mutex` on Linux, which hands a contended lock over inside the kernel (`FUTEX_LOCK_PI`, from
/// the uninstrumented `libswiftSynchronization`), so every access made after a contended
/// `Mutex.withLock` looks like a race to it, and `make sanitize` would report races that are not
/// there. An uncontended lock costs the same in both (one atomic exchange in, one out).
///
/// The state is only touched between `pthread_mutex_lock` and `pthread_mutex_unlock`, and it
/// comes in and goes out `sending`, as `Mutex` does: hence `@unchecked Sendable`.
package final class Locked<Value: ~Copyable>: @unchecked Sendable {
  /// The lock; on the heap, because a pthread mutex must not move.
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>
  private var value: Value

  /// A box holding `initialValue`.
  package init(_ initialValue: consuming sending Value) {
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    let result = pthread_mutex_init(mutex, nil)
    precondition(result == 0, "pthread_mutex_init failed: \(result)")
    value = initialValue
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// With the lock held, waits on `condition` (until `deadline` on the monotonic clock, if
  /// given) until `holds` is true of the value; whether it is.
  ///
  /// Each look at the value is an access of its own, and none spans a wait: during an
  /// `inout` access the compiler may take the value to be the caller's alone and keep it in
  /// registers, and would then never see what the thread that broadcast changed (an optimised
  /// build waited for good that way).
  func waitHoldingLock(
    on condition: UnsafeMutablePointer<pthread_cond_t>, deadline: UnsafePointer<timespec>?,
    until holds: (inout sending Value) -> Bool
  ) -> Bool {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    while !holds(&value) {
      let result = deadline.map { pthread_cond_timedwait(condition, mutex, $0) } ?? pthread_cond_wait(condition, mutex)
      if result == ETIMEDOUT { return holds(&value) }
    }
    return true
  }

  /// Runs `body` on the value with the lock held, and returns what it returns.
  package func withLock<Result: ~Copyable, Failure: Error>(
    _ body: (inout sending Value) throws(Failure) -> sending Result
  ) throws(Failure) -> sending Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&value)
  }
}
