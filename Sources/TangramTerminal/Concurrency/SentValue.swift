/// A value that one thread has given up for another to take: the one place where a value that
/// is not `Sendable` crosses threads.
///
/// The maker gives the value up with `sending`, which the compiler checks: it cannot touch the
/// value after that. Storing it for the taker is what the compiler cannot follow yet: the
/// standard library's `Mutex.withLock` does not accept a `sending` value into its state
/// (swiftlang/swift#77199, open in Swift 6.3), and neither does ``Locked``. Hence
/// `@unchecked Sendable`, on this one small type instead of on each box that carries one.
package struct SentValue<Value>: @unchecked Sendable {
  private let value: Value

  /// Takes `value` over; the caller no longer has it.
  package init(_ value: sending Value) {
    self.value = value
  }

  /// Takes over `value`, which its sender keeps in a property and clears as it sends it: the
  /// compiler counts a property as the sender's for good, so this is the sender's word, not the
  /// compiler's. Prefer ``init(_:)``.
  package init(clearedAfterSending value: Value) {
    self.value = value
  }

  /// The value, for the one thread that receives it.
  package consuming func take() -> Value {
    value
  }
}
