/// The run loop: read events, let the viewer handle them, present one frame.
///
/// Events that are already waiting (a held-down key, a fast wheel) are all handled before the
/// next frame is drawn, so the screen keeps up with the keyboard instead of lagging behind it.
public final class App {
  private let viewer: Viewer
  private let backend: any Backend
  private let input: any InputSource

  public init(viewer: Viewer, backend: any Backend, input: any InputSource) {
    self.viewer = viewer
    self.backend = backend
    self.input = input
  }

  /// Runs until the user quits or input ends.
  public func run() {
    takeBackendSize()
    backend.present(viewer.render())
    while let event = input.nextEvent() {
      var pending: InputEvent? = event
      while let current = pending {
        if handle(current) == .quit { return }
        pending = input.nextEvent(timeout: 0)
      }
      backend.present(viewer.render())
    }
  }

  private func handle(_ event: InputEvent) -> Viewer.Outcome {
    if case .resize = event {
      // The backend knows the size now; take it from there in case several resizes queued up.
      takeBackendSize()
      return .keepRunning
    }
    return viewer.handle(event)
  }

  private func takeBackendSize() {
    let size = backend.size
    viewer.resize(columns: size.columns, rows: size.rows)
  }
}
