import TangramCore
import TangramTerminal

/// Reads, decodes and lays out the viewer's page on other threads, so that the terminal keeps
/// listening (and `q` quits) however long a page takes.
///
/// Decoding starts at once; laying out starts when the page is decoded and the terminal's size
/// is known, at that size. Under `--strict`, decoding also lays the page out at 80 by 24 to
/// fail on what layouts cannot place, as `--dump` does. The `--events` file stays on the
/// calling thread: it is attached to the viewer once the viewer is handed over.
final class ViewerStartup {
  typealias Ready = (viewer: Viewer, problems: [Diagnostic])

  private let setup: ViewerSetup
  private let eventFile: EventFile?
  private let decoding: BackgroundJob<Result<DecodedPage, Failure>>
  private var decoded: Result<DecodedPage, Failure>?
  private var layingOut: BackgroundJob<Result<Ready, Failure>>?

  /// Starts reading `source` for a viewer made by `setup`.
  init(source: PageSource, setup: ViewerSetup, eventFile: EventFile? = nil) {
    self.eventFile = eventFile
    self.setup = setup
    decoding = BackgroundJob {
      Result { () throws(Failure) -> DecodedPage in
        let decoded = try source.load(registry: setup.registry)
        if setup.options.strict {
          _ = try setup.makeViewer(for: decoded, columns: 80, rows: 24)
        }
        return decoded
      }
    }
  }

  /// The decoded page, or why it could not be, once decoding is done; waits at most
  /// `milliseconds` for it (nil: as long as it takes).
  func decodedPage(waitingAtMost milliseconds: Int?) -> Result<DecodedPage, Failure>? {
    if decoded == nil, decoding.wait(milliseconds: milliseconds) {
      decoded = decoding.take()
    }
    return decoded
  }

  /// How far the work has come; starts laying out at `columns` by `rows` once the page is
  /// decoded. Call from one thread.
  func progress(columns: Int, rows: Int) -> StartupScreen<Ready, Failure>.Progress {
    if let layingOut {
      guard let result = layingOut.take() else { return .layingOut }
      switch result {
      case .success(let ready):
        ready.viewer.writeEvents(to: eventFile)
        return .ready(ready)
      case .failure(let failure): return .failed(failure)
      }
    }
    if decoded == nil { decoded = decoding.take() }
    switch decoded {
    case nil:
      return .reading
    case .failure(let failure):
      return .failed(failure)
    case .success(let page):
      let setup = self.setup
      layingOut = BackgroundJob {
        Result { () throws(Failure) -> Ready in try setup.makeViewer(for: page, columns: columns, rows: rows) }
      }
      return .layingOut
    }
  }
}
