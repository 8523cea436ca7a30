/// An ``Executor`` that runs its jobs one at a time, in the order they came, on a thread of its
/// own while it has any (no thread waits while there is nothing to do): card loads read one file
/// at a time, so that the memory they take at once is that of one file.
public final class OrderedThreadExecutor: Executor {
  private let state = Locked<(jobs: [@Sendable () -> Void], isRunning: Bool)>(([], false))

  /// An executor with no jobs.
  public init() {}

  public func execute(_ job: @escaping @Sendable () -> Void) {
    let startsThread = state.withLock { state -> Bool in
      state.jobs.append(job)
      defer { state.isRunning = true }
      return !state.isRunning
    }
    if startsThread { ThreadExecutor.start { [self] in runJobs() } }
  }

  /// Runs the jobs until none waits; then the thread ends.
  private func runJobs() {
    while let job = state.withLock({ state -> (@Sendable () -> Void)? in
      guard !state.jobs.isEmpty else {
        state.isRunning = false
        return nil
      }
      return state.jobs.removeFirst()
    }) {
      job()
    }
  }
}
