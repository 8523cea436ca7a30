import TangramTerminal

/// Lays pages out again on a thread of its own for each layout (``BackgroundThread``), so that
/// the viewer's loop goes on meanwhile.
struct ThreadLayoutWorker: LayoutWorker {
  func run(_ work: @escaping @Sendable () -> Void) {
    BackgroundThread.start(work)
  }
}
