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

  private final class Body: Sendable {
    let run: @Sendable () -> Void
    init(_ run: @escaping @Sendable () -> Void) { self.run = run }
  }
}
