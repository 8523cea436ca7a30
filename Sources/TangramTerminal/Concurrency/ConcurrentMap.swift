import Glibc

/// Work spread over the processors: each element handed to the next free thread.
package enum ConcurrentMap {
  /// The processors this process may run on.
  package static var processorCount: Int {
    max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
  }

  /// `transform` of each element, in the elements' order, computed on up to `threads` threads
  /// at once (the calling thread waits); `delivered` is told each result as soon as it and all
  /// before it are done, in order, on one of the threads, never two at once.
  package static func map<Element: Sendable, Result: Sendable>(
    _ elements: [Element], threads: Int, delivering delivered: @escaping @Sendable (Int, Result) -> Void = { _, _ in },
    _ transform: @escaping @Sendable (Element) -> Result
  ) -> [Result] {
    guard !elements.isEmpty else { return [] }
    let work = Work<Result>(count: elements.count)
    for _ in 0..<min(max(1, threads), elements.count) {
      ThreadExecutor.start {
        while let index = work.claim() {
          work.finish(index, with: transform(elements[index]), delivering: delivered)
        }
      }
    }
    return work.waitForAll()
  }

  /// The state the threads share: which element is next, the results, and which were delivered.
  private final class Work<Result: Sendable>: Sendable {
    private struct State {
      var next = 0
      var results: [Result?]
      var delivered = 0
      var isDelivering = false
    }

    private let state: Locked<State>
    private let changed = LockedCondition()
    private let count: Int

    init(count: Int) {
      self.count = count
      state = Locked(State(results: Array(repeating: nil, count: count)))
    }

    /// The index of the next element no thread has taken; nil when there is none.
    func claim() -> Int? {
      state.withLock { state in
        guard state.next < count else { return nil }
        defer { state.next += 1 }
        return state.next
      }
    }

    /// Keeps `result` for `index`, and delivers every result now ready in order, unless
    /// another thread is delivering (it then delivers this one too, before it stops).
    func finish(_ index: Int, with result: Result, delivering delivered: @Sendable (Int, Result) -> Void) {
      var ready = state.withLock { state -> [(Int, Result)] in
        state.results[index] = result
        guard !state.isDelivering else { return [] }
        let ready = Self.takeReady(&state, count: count)
        state.isDelivering = !ready.isEmpty
        return ready
      }
      while !ready.isEmpty {
        for (index, result) in ready { delivered(index, result) }
        ready = state.withLock { state in
          let ready = Self.takeReady(&state, count: count)
          if ready.isEmpty { state.isDelivering = false }
          return ready
        }
      }
      changed.broadcast()
    }

    /// The results ready to deliver after those delivered, in order.
    private static func takeReady(_ state: inout State, count: Int) -> [(Int, Result)] {
      var ready: [(Int, Result)] = []
      while state.delivered < count, let result = state.results[state.delivered] {
        ready.append((state.delivered, result))
        state.delivered += 1
      }
      return ready
    }

    /// Waits until every result is delivered; the results in order.
    func waitForAll() -> [Result] {
      _ = state.wait(on: changed, milliseconds: nil) { $0.delivered == count && !$0.isDelivering }
      return state.withLock { $0.results.map { $0! } }
    }
  }
}
