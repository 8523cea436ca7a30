import TangramCore
import Dispatch
import Glibc
import Synchronization
import TangramTerminal

/// How the page's reading threads share the processors once the first frame is shown: only when
/// nothing else wants them (Linux's `SCHED_IDLE`), so that keys, frames and the terminal come
/// first, as long as reading still gets on; when it makes no progress for `starvationLimit`,
/// something else keeps every processor busy, and the threads share the processors as usual
/// from then on, so that the page is still read to its end.
///
/// Under `SCHED_IDLE`, any other thread that wakes up takes the processor at once, so a key
/// pressed while a page is read is answered about as soon as on an idle machine, which a nice
/// value does not achieve. But an idle thread runs not at all while
/// busy threads of its own program or session fill the processors, such as tests run in
/// parallel, or a build started from the same shell; the watch here ends that.
///
/// A reading thread calls ``yieldToInteractiveWork()`` once, ``madeProgress()`` after each
/// step, and ``leave()`` before it ends. Waiting for a pipe counts as no progress: the reading
/// of a slow pipe may share the processors as usual, which costs nothing while it waits.
package final class ReadingPriority: Sendable {
  /// How long reading may go without a step before it counts as starved.
  package let starvationLimit: DispatchTimeInterval
  private let state = Locked(State())
  /// Broadcast when a thread leaves, so that the watch ends as soon as no thread runs idle.
  private let changed = LockedCondition()
  /// Steps done; the watch compares it across each `starvationLimit`.
  private let steps = Atomic(0)

  private struct State {
    /// The threads that run idle now. A thread removes itself before it ends, so each one is
    /// alive while it is here.
    var idleThreads: [pthread_t] = []
    var isWatching = false
    var wasStarved = false
    var yieldCount = 0
  }

  /// Whether the reading threads yield at all; a page read with nothing else to do meanwhile
  /// (`--dump`) is read at the usual priority.
  package let yields: Bool

  package init(starvationLimit: DispatchTimeInterval = .milliseconds(200), yields: Bool = true) {
    self.starvationLimit = starvationLimit
    self.yields = yields
  }

  /// Whether reading was found starved, and its threads share the processors as usual.
  package var wasStarved: Bool { state.withLock { $0.wasStarved } }

  /// How many times a reading thread has been asked to yield (each thread asks once).
  package var yieldCount: Int { state.withLock { $0.yieldCount } }

  /// Has the calling thread run only when the processors have nothing else to do, unless
  /// reading was found starved; the first call starts the watch.
  package func yieldToInteractiveWork() {
    guard yields else { return }
    let startsWatch = state.withLock { state -> Bool in
      state.yieldCount += 1
      guard !state.wasStarved else { return false }
      Self.setPolicy(Self.idlePolicy, of: pthread_self())
      state.idleThreads.append(pthread_self())
      defer { state.isWatching = true }
      return !state.isWatching
    }
    if startsWatch {
      ThreadExecutor.start { [self] in watch() }
    }
  }

  /// Waits until reading is found starved, for at most `milliseconds`; whether it was.
  package func waitUntilStarved(milliseconds: Int) -> Bool {
    state.wait(on: changed, milliseconds: milliseconds) { $0.wasStarved }
  }

  /// A reading thread has done a step.
  package func madeProgress() {
    steps.add(1, ordering: .relaxed)
  }

  /// The calling thread ends: it is no longer watched.
  package func leave() {
    state.withLock { $0.idleThreads.removeAll { pthread_equal($0, pthread_self()) != 0 } }
    changed.broadcast()
  }

  /// The watch, on a thread of its own under the usual policy: every `starvationLimit`, the steps
  /// done since; none, and the idle threads share the processors as usual. It ends when no
  /// thread runs idle (a thread that yields later starts it again).
  private func watch() {
    var seen = steps.load(ordering: .relaxed)
    while true {
      // Every `starvationLimit`, or at once when the last idle thread leaves.
      _ = state.wait(on: changed, milliseconds: starvationLimit.wholeMilliseconds) { $0.idleThreads.isEmpty }
      let now = steps.load(ordering: .relaxed)
      let watchesOn = state.withLock { state -> Bool in
        if !state.idleThreads.isEmpty, now == seen {
          state.idleThreads.forEach { Self.setPolicy(SCHED_OTHER, of: $0) }
          state.idleThreads = []
          state.wasStarved = true
        }
        state.isWatching = !state.idleThreads.isEmpty
        return state.isWatching
      }
      changed.broadcast()
      guard watchesOn else { return }
      seen = now
    }
  }

  private static func setPolicy(_ policy: Int32, of thread: pthread_t) {
    var parameters = sched_param()
    _ = pthread_setschedparam(thread, policy, &parameters)
  }

  /// `SCHED_IDLE` of `<sched.h>`, which Swift's Glibc module leaves out.
  private static let idlePolicy: Int32 = 5
}
