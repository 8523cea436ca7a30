import TangramCore
import TangramReading
import TangramTerminal

/// Reads, decodes and lays out the viewer's page on other threads, so that the terminal keeps
/// listening (and `q` quits) however long a page takes.
///
/// A page is read a piece at a time (``PageStreamReader``): the viewer starts as soon as the
/// first cards fill the screen and takes the rest as it comes. Under `--strict`, and for a page
/// typed on the terminal, the page is read whole first: decoding starts at once, laying out
/// when the page is decoded and the terminal's size is known (under `--strict`, decoding also
/// lays the page out at 80 by 24 to fail on what layouts cannot place, as `--dump` does). The
/// `--events` file stays on the calling thread: it is attached to the viewer once the viewer is
/// handed over.
final class ViewerStartup {
  typealias Ready = (viewer: Viewer, problems: [Diagnostic])

  private let setup: ViewerSetup
  private let eventFile: EventFile?
  private let decoding: BackgroundJob<Result<DecodedPage, Failure>>?
  private var decoded: Result<DecodedPage, Failure>?
  private var layingOut: BackgroundJob<Result<Ready, Failure>>?
  /// The viewer of the page's first part, made by the decoding thread once it has delivered the
  /// first snapshot, while the terminal is set up.
  private var firstViewer: Handover<StartupScreen<Ready, Failure>.Progress>?
  /// The page read a piece at a time, when it is.
  let reader: PageStreamReader?

  /// Starts reading `source` for a viewer made by `setup`; a page that `streams` is read a
  /// piece at a time and laid out `columns` wide as it comes, the first snapshot once it fills
  /// `rows` rows.
  init(source: PageSource, setup: ViewerSetup, eventFile: EventFile? = nil, streams: Bool = false, columns: Int, rows: Int) {
    self.eventFile = eventFile
    self.setup = setup
    guard !streams else {
      let firstViewer = Handover<StartupScreen<Ready, Failure>.Progress>()
      self.firstViewer = firstViewer
      reader = PageStreamReader(
        source: source, setup: setup.readingSetup, width: columns, rows: max(1, rows - 1),
        afterFirstSnapshot: { reader in
          firstViewer.put(Self.streamingProgress(of: reader, setup: setup, columns: columns, rows: rows))
        })
      decoding = nil
      return
    }
    reader = nil
    decoding = BackgroundJob {
      Result { () throws(Failure) -> DecodedPage in
        let decoded = try Failure.rethrowing { () throws(ReadingFailure) in try source.load(registry: setup.registry) }
        if setup.options.strict {
          _ = try setup.makeViewer(
            for: decoded, columns: ScreenLimits.standardScreen.columns, rows: ScreenLimits.standardScreen.rows)
        }
        return decoded
      }
    }
  }

  /// Why the page cannot be shown, once that is known; waits at most `milliseconds` for the
  /// page (nil: as long as it takes) to find out.
  func failureWithin(milliseconds: Int?) -> Failure? {
    if let reader {
      _ = reader.waitForFirstDelivery(milliseconds: milliseconds)
      return reader.inbox.hasSnapshot ? nil : reader.failure.map(Failure.init)
    }
    if decoded == nil, let decoding, decoding.wait(milliseconds: milliseconds) {
      decoded = decoding.take()
    }
    if case .failure(let failure) = decoded { return failure }
    return nil
  }

  /// How far the work has come; starts laying out at `columns` by `rows` once the page is
  /// decoded. Call from one thread.
  func progress(columns: Int, rows: Int) -> StartupScreen<Ready, Failure>.Progress {
    if let reader { return streamingProgress(of: reader, columns: columns, rows: rows) }
    if let layingOut {
      guard let result = layingOut.take() else { return .layingOut }
      switch result {
      case .success(let ready):
        ready.viewer.writeEvents(to: eventFile)
        return .ready(ready)
      case .failure(let failure): return .failed(failure)
      }
    }
    if decoded == nil { decoded = decoding?.take() }
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

  /// The viewer, once the first snapshot (or the end) is delivered: the one the decoding thread
  /// made, or for a page that ended or failed before a first snapshot, one made here. The
  /// decoding thread makes it at the size reading started with: a resize meanwhile reaches it
  /// as any resize does, when the viewer starts (``App/run()`` takes the terminal's size first).
  private func streamingProgress(of reader: PageStreamReader, columns: Int, rows: Int)
    -> StartupScreen<Ready, Failure>.Progress
  {
    guard reader.waitForFirstDelivery(milliseconds: 0) else { return .reading }
    var progress: StartupScreen<Ready, Failure>.Progress?
    if let firstViewer, reader.deliveredFirstSnapshot {
      self.firstViewer = nil
      _ = firstViewer.wait(milliseconds: nil)
      progress = firstViewer.take()
    }
    let made = progress ?? Self.streamingProgress(of: reader, setup: setup, columns: columns, rows: rows)
    if case .ready(let ready) = made { ready.viewer.writeEvents(to: eventFile) }
    return made
  }

  /// The viewer, once the first snapshot is there: with the rest to come, or the whole page.
  private static func streamingProgress(
    of reader: PageStreamReader, setup: ViewerSetup, columns: Int, rows: Int
  ) -> StartupScreen<Ready, Failure>.Progress {
    let first: PageStreamReader.FirstScreen
    switch reader.takeFirstScreen(fallback: "") {
    case nil: return .reading
    case .failure(let failure): return .failed(Failure(failure))
    case .success(let screen): first = screen
    }
    let page = DecodedPage(page: first.snapshot.page, diagnostics: first.snapshot.diagnostics)
    do throws(Failure) {
      let ready = try setup.makeViewer(
        for: page, columns: columns, rows: rows, laidOut: first.snapshot.layout, stream: first.stream, text: first.text)
      return .ready(ready)
    } catch {
      return .failed(error)
    }
  }
}
