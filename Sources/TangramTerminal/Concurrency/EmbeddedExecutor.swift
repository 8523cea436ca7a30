/// An ``Executor`` that runs jobs only when told, on the caller's thread, in the order they
/// came: ``run()`` runs those due, ``advance(by:)`` lets its clock pass first. Tests and `--dump`
/// step this way the work the viewer does on threads, so what they see never depends on timing
/// (as swift-nio's `EmbeddedEventLoop` does for its event loop).
public final class EmbeddedExecutor: Executor {
  private struct Job {
    var due: Int
    var order: Int
    var run: @Sendable () -> Void
  }

  private let state = Locked<(now: Int, count: Int, jobs: [Job])>((0, 0, []))

  /// An executor with no jobs, its clock at zero.
  public init() {}

  public func execute(_ job: @escaping @Sendable () -> Void) {
    execute(after: 0, job)
  }

  public func execute(after milliseconds: Int, _ job: @escaping @Sendable () -> Void) {
    state.withLock { state in
      state.jobs.append(Job(due: state.now + max(0, milliseconds), order: state.count, run: job))
      state.count += 1
    }
  }

  /// How many jobs wait, due or not.
  public var pendingJobs: Int { state.withLock(\.jobs.count) }

  /// Runs every job that is due, and those they start that are due, until none is; returns how
  /// many ran.
  @discardableResult
  public func run() -> Int {
    var ran = 0
    while let job = takeDueJob() {
      job()
      ran += 1
    }
    return ran
  }

  /// Lets `milliseconds` pass on the executor's clock, running each job as it falls due; returns
  /// how many ran.
  @discardableResult
  public func advance(by milliseconds: Int) -> Int {
    let end = state.withLock { $0.now + max(0, milliseconds) }
    var ran = run()
    while let next = state.withLock({ state in state.jobs.map(\.due).filter { $0 <= end }.min() }) {
      state.withLock { $0.now = max($0.now, next) }
      ran += run()
    }
    state.withLock { $0.now = end }
    return ran
  }

  /// The oldest due job, taken off the queue.
  private func takeDueJob() -> (@Sendable () -> Void)? {
    state.withLock { state in
      let due = state.jobs.indices.filter { state.jobs[$0].due <= state.now }
      guard let first = due.min(by: { state.jobs[$0].order < state.jobs[$1].order }) else { return nil }
      return state.jobs.remove(at: first).run
    }
  }
}
