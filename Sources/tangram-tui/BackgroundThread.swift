import Glibc

/// A thread of its own for long work, started at once: the page's reading runs for as long as
/// the page takes, so it does not hold one of Dispatch's shared worker threads, and starts
/// without waiting for that pool to be made.
enum BackgroundThread {
  /// Runs `body` on a new, detached thread.
  static func start(_ body: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, nil, { context in
      Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, box)
    if started == 0 {
      pthread_detach(thread)
    } else {
      // No thread to be had: do the work here rather than not at all.
      Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
    }
  }

  /// Has the calling thread run only when the processors have nothing else to do: Linux's
  /// `SCHED_IDLE` policy (each thread has its own; process 0 is the calling thread), under which
  /// any other thread that wakes up, such as the one that reads keys and draws frames, or the
  /// terminal, takes the processor at once. Alone, the thread runs as fast as before, and beside
  /// busy programs of other sessions it keeps its share (Linux schedules each session's threads
  /// as a group); beside busy programs of its own session it waits for them.
  static func yieldToInteractiveWork() {
    var parameters = sched_param()
    _ = sched_setscheduler(0, idlePolicy, &parameters)
  }

  /// `SCHED_IDLE` of `<sched.h>`, which Swift's Glibc module leaves out.
  private static let idlePolicy: Int32 = 5

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
