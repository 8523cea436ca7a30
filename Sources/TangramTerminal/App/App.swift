/// The run loop: read an event, let the viewer handle it, present the new frame.
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
    let size = backend.size
    viewer.resize(columns: size.columns, rows: size.rows)
    backend.present(viewer.render())
    while let event = input.nextEvent() {
      if viewer.handle(event) == .quit { return }
      if case .resize = event {
        // The backend already has the new size; take it from there in case events were merged.
        let size = backend.size
        viewer.resize(columns: size.columns, rows: size.rows)
      }
      backend.present(viewer.render())
    }
  }
}
