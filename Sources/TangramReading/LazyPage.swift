import Dispatch
import TangramCore
import TangramTerminal

/// A page file read a piece at a time, as the `tangram-tui` command reads it: a ``Viewer`` of its
/// first screen is there as soon as the cards that fill the screen are read, and the rest arrives
/// while the viewer runs, so a page of millions of items opens at once and its items stay in the
/// file until they are needed.
///
/// ```swift
/// let page = try LazyPage(path: "big.json", configuration: Viewer.Configuration(fileName: "big.json", columns: 80, rows: 24))
/// let app = App(viewer: page.viewer, backend: backend, input: input)
/// app.afterFirstFrame = page.firstFrameShown
/// app.run()
/// ```
///
/// The viewer shows `reading 37%` and counts as lower bounds (`≥`) until the page is all read.
/// It takes what has been read on each update: with ``Viewer/Configuration/wakeup`` the run loop
/// is woken for it, else it looks every few milliseconds while the page is read.
public final class LazyPage {
  /// The viewer of the page, made with the cards read so far.
  public let viewer: Viewer
  private let reader: PageStreamReader

  /// Opens the page file at `path` for a viewer as `configuration` says (its registry, layouts
  /// and units decode and lay the page out), refusing a file larger than `maximumSize` bytes (1
  /// GiB by default); returns once the first screen is read. Reading then waits for ``firstFrameShown()``, or a
  /// tenth of a second, so that it does not take the processors from the first frame.
  ///
  /// Throws the page's failure when it cannot be read or is malformed before its first screen;
  /// a failure later stops reading, and the viewer says it in its status bar.
  public convenience init(
    path: String, configuration: Viewer.Configuration, maximumSize: Int = 1 << 30
  ) throws(ReadingFailure) {
    try self.init(path: path, configuration: configuration, maximumSize: maximumSize, longestPause: .milliseconds(100))
  }

  /// As the public initializer, waiting at most `longestPause` for ``firstFrameShown()``.
  package init(
    path: String, configuration: Viewer.Configuration, maximumSize: Int, longestPause: DispatchTimeInterval
  ) throws(ReadingFailure) {
    var source = PageSource(path: path, strict: false, maximumSize: maximumSize)
    source.regularFileOnly = true
    reader = PageStreamReader(
      source: source, setup: ReadingSetup(layout: configuration.layoutSettings, wakeup: configuration.wakeup),
      width: max(1, configuration.columns), rows: max(1, configuration.rows - 1), longestPause: longestPause)
    _ = reader.waitForFirstDelivery(milliseconds: nil)
    let first: PageStreamReader.FirstScreen
    switch reader.takeFirstScreen(fallback: "\(path): no page") {
    case .success(let screen): first = screen
    case .failure(let failure): throw failure
    case nil: throw reader.failure ?? ReadingFailure(message: "\(path): no page", kind: .malformed)
    }
    var configuration = configuration
    configuration.problems = first.snapshot.diagnostics
    configuration.laidOutPage = first.snapshot.layout
    configuration.pageStream = first.stream
    configuration.pageBytes = first.text
    viewer = Viewer(page: first.snapshot.page, configuration: configuration)
  }

  /// Lets reading go on at once: the first frame is on screen (``App/afterFirstFrame``).
  public func firstFrameShown() {
    reader.firstFrameShown()
  }

  /// Stops reading: the viewer is no longer wanted.
  public func close() {
    reader.inbox.cancel()
  }
}
