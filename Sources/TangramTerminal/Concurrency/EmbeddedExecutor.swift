/// An ``Executor`` that runs jobs only when told (``run()``), on the caller's thread, in the
/// order they came: tests and `--dump` step work that the viewer does on threads, so what they
/// see never depends on timing (as swift-nio's `EmbeddedEventLoop` does for its event loop).
public final class EmbeddedExecutor: Executor {
  private let queue = Locked<[@Sendable () -> Void]>([])

  /// An executor with no jobs.
  public init() {}

  public func execute(_ job: @escaping @Sendable () -> Void) {
    queue.withLock { $0.append(job) }
  }

  /// How many jobs wait.
  public var pendingJobs: Int { queue.withLock(\.count) }

  /// Runs every job that waits, and those they start, until none waits; returns how many ran.
  @discardableResult
  public func run() -> Int {
    var ran = 0
    while let job = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      job()
      ran += 1
    }
    return ran
  }

  /// Runs only the oldest waiting job, if any; whether one ran.
  @discardableResult
  public func runOne() -> Bool {
    guard let job = queue.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return false }
    job()
    return true
  }
}
