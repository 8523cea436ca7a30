/// The run loop: read events, let the viewer handle them, present one frame.
///
/// Events that are already waiting (a held-down key, a fast wheel) are all handled before the
/// next frame is drawn, so the screen keeps up with the keyboard instead of lagging behind it.
/// While a pager auto-scrolls or a timer runs, reading waits at most until the next turn or
/// firing, and the time that passed reaches the viewer as a ``InputEvent/tick(milliseconds:)``.
/// While a card load is in flight, reading waits only a few milliseconds, so the answer shows as
/// soon as it arrives, without ever blocking keys.
public final class App {
  private let viewer: Viewer
  private let backend: any Backend
  private let input: any InputSource
  private let milliseconds: () -> Int

  /// Makes a run loop.
  ///
  /// - Parameters:
  ///   - viewer: what is shown; it handles the events.
  ///   - backend: where frames go.
  ///   - input: where events come from.
  ///   - clock: milliseconds on a monotonic clock; the real one by default.
  public init(
    viewer: Viewer, backend: any Backend, input: any InputSource,
    clock: @escaping () -> Int = App.monotonicMilliseconds
  ) {
    self.viewer = viewer
    self.backend = backend
    self.input = input
    self.milliseconds = clock
  }

  /// Runs until the user quits or input ends.
  public func run() {
    takeBackendSize()
    viewer.update()
    backend.present(viewer.render())
    var last = milliseconds()
    while !input.hasEnded {
      var pending: InputEvent?
      if let wait = viewer.millisecondsUntilWake {
        pending = input.nextEvent(timeout: max(1, wait))
      } else {
        guard let event = input.nextEvent() else { return }
        pending = event
      }
      let now = milliseconds()
      if now > last { viewer.handle(.tick(milliseconds: now - last)) }
      last = now
      while let current = pending {
        if let rows = viewer.lineScrollRows(for: current) {
          // A run of waiting line keys in one direction scrolls in one step.
          var total = rows
          pending = input.nextEvent(timeout: 0)
          while let next = pending, viewer.lineScrollRows(for: next) == rows {
            total += rows
            pending = input.nextEvent(timeout: 0)
          }
          viewer.scrollLines(total)
          continue
        }
        switch handle(current) {
        case .quit: return
        case .suspend:
          backend.suspend()
          // The terminal may have been resized meanwhile.
          takeBackendSize()
          last = milliseconds()
        case .copyToClipboard(let text):
          viewer.noteClipboardCopy(of: text, succeeded: backend.copyToClipboard(text))
        case .keepRunning: break
        }
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

  /// Milliseconds on the system's monotonic clock, since the program started.
  public static func monotonicMilliseconds() -> Int {
    let (seconds, attoseconds) = startInstant.duration(to: .now).components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  private static let startInstant = ContinuousClock.now
}
