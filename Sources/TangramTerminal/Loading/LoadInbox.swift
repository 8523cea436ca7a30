import TangramCore

/// A loader's answer to one request, decoded, waiting for the viewer's loop.
struct LoadArrival: Sendable {
  /// Which version of the page asked (answers for an earlier one are dropped).
  var generation: Int
  var request: LoadRequest
  var outcome: Result<LoadedItems, LoadError>
}

/// Items decoded from a `LoadResult`, with what was wrong with them.
struct LoadedItems: Sendable {
  var items: [Item]
  var hasMore: Bool?
  var diagnostics: [Diagnostic]
}

/// Where loaders' answers wait, from any thread, until the viewer's loop takes them.
final class LoadInbox: Sendable {
  private let arrivals = Locked<[LoadArrival]>([])
  /// Signalled on each answer, so that the loop wakes to take it.
  private let wakeup: LoopWakeup?

  init(wakeup: LoopWakeup? = nil) {
    self.wakeup = wakeup
  }

  /// Adds an answer; safe from any thread.
  func deliver(_ arrival: LoadArrival) {
    arrivals.withLock { $0.append(arrival) }
    wakeup?.signal()
  }

  /// Every answer delivered so far, oldest first, leaving the inbox empty.
  func takeAll() -> [LoadArrival] {
    arrivals.withLock { arrivals in
      defer { arrivals = [] }
      return arrivals
    }
  }

  /// Whether an answer is waiting.
  var isEmpty: Bool { arrivals.withLock(\.isEmpty) }
}
