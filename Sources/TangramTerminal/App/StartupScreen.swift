import TangramCore

/// The screen before the viewer's first frame, while the page is read and laid out elsewhere:
/// a status bar that says what is being done, and keys that end the wait.
///
/// The work itself happens off the thread that runs this screen; `run()` only asks how far it
/// has come, between short waits for input. `q` or `Ctrl-C` (any key bound to quit) ends the
/// wait at once, a resize redraws the status at the new size, and other input is ignored.
/// Input that has ended (a script run out) ends the wait as `q` does.
package final class StartupScreen<Ready, Failure: Error> {
  /// How far the work has come.
  package enum Progress {
    /// The page is being read and decoded.
    case reading
    /// The page is being laid out.
    case layingOut
    /// Done: what the viewer needs.
    case ready(Ready)
    /// The page could not be shown.
    case failed(Failure)
  }

  /// How the wait ended.
  package enum Outcome {
    case ready(Ready)
    case failed(Failure)
    /// The user quit before the work was done.
    case quit
  }

  /// How often, at most, progress is asked for while no input comes.
  package static var pollMilliseconds: Int { 20 }

  private let fileName: String
  private let backend: any Backend
  private let input: any InputSource
  private let progress: (_ columns: Int, _ rows: Int) -> Progress

  /// A startup screen for the page `fileName` (shown sanitised).
  ///
  /// - Parameters:
  ///   - backend: where the status frames go.
  ///   - input: where keys come from.
  ///   - progress: how far the work has come; called on this screen's thread with the
  ///     terminal's size, as often as every ``pollMilliseconds``. Ready or failed ends the wait.
  package init(
    fileName: String, backend: any Backend, input: any InputSource,
    progress: @escaping (_ columns: Int, _ rows: Int) -> Progress
  ) {
    self.fileName = TextSanitizer.sanitize(fileName)
    self.backend = backend
    self.input = input
    self.progress = progress
  }

  /// Shows the status until the work is done or the user quits.
  package func run() -> Outcome {
    var shown: StatusFrame?
    while true {
      let size = backend.size
      let status: String
      switch progress(size.columns, size.rows) {
      case .ready(let ready): return .ready(ready)
      case .failed(let failure): return .failed(failure)
      case .reading: status = "reading \(fileName)…"
      case .layingOut: status = "laying out \(fileName)…"
      }
      let current = StatusFrame(status: status, columns: size.columns, rows: size.rows)
      if current != shown {
        backend.present(frame(status: status, columns: size.columns, rows: size.rows))
        shown = current
      }
      if input.hasEnded { return .quit }
      if let event = input.nextEvent(timeout: Self.pollMilliseconds), Self.quits(event) {
        return .quit
      }
    }
  }

  /// What the last frame showed, so that a frame is presented only when it changes.
  private struct StatusFrame: Equatable {
    var status: String
    var columns: Int
    var rows: Int
  }

  /// A blank screen with the status bar on the last row.
  func frame(status: String, columns: Int, rows: Int) -> Buffer {
    var buffer = Buffer(width: columns, height: rows)
    let bar = StatusBar(
      fileName: status, message: "q quit", row: 0, totalRows: 0, viewportRows: 0, itemCount: 0,
      showsPosition: false)
    bar.draw(into: &buffer, row: rows - 1)
    return buffer
  }

  private static func quits(_ event: InputEvent) -> Bool {
    guard case .key(let key) = event else { return false }
    return KeyMap.action(for: key) == .quit
  }
}
