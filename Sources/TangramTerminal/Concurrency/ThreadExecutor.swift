import Glibc

/// An ``Executor`` that runs each job at once on a thread of its own: long work (a page read or
/// laid out again) neither holds one of a shared pool's threads nor waits for one.
public struct ThreadExecutor: Executor {
  /// An executor that starts a thread for each job.
  public init() {}

  public func execute(_ job: @escaping @Sendable () -> Void) {
    Self.start(job)
  }

  /// Runs `body` on a new, detached thread; with no thread to be had, runs it here rather than
  /// not at all.
  package static func start(_ body: @escaping @Sendable () -> Void) {
    let box = Unmanaged.passRetained(Body(body)).toOpaque()
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    // Detached from the start: nothing joins these threads, and a thread that ends frees its
    // stack at once.
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { context in
      Unmanaged<Body>.fromOpaque(context!).takeRetainedValue().run()
      return nil
    }, box)
    if started != 0 {
      Unmanaged<Body>.fromOpaque(box).takeRetainedValue().run()
    }
  }

  /// Holds the calling thread (never the loop's) for `milliseconds`.
  package static func pause(milliseconds: Int) {
    var asked = timespec(tv_sec: milliseconds / 1000, tv_nsec: (milliseconds % 1000) * 1_000_000)
    var remaining = timespec()
    while nanosleep(&asked, &remaining) != 0, errno == EINTR { asked = remaining }
  }

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
