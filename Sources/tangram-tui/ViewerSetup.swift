import TangramCore
import TangramReading
import TangramTerminal

/// Builds the viewer both modes use, and says what is wrong with the page.
struct ViewerSetup {
  var options: CommandLineOptions
  var fileName: String
  /// The registry, shared with the threads that read the page again, so that a template saved
  /// while the viewer runs (``TemplateWatcher``) is the one they use.
  let sharedRegistry: SharedRegistry
  /// Where cards' loads read their files: a thread of their own (the viewer), or an
  /// ``EmbeddedExecutor`` that `--dump` runs between its steps (nil: before the load returns).
  var loadExecutor: (any Executor)?
  /// An artificial wait before each load answers (`TANGRAM_LOADER_DELAY_MS`).
  var loaderDelayMilliseconds = 0
  /// Whether time passing turns pagers and fires timers (`--dump` without `--clock`: no).
  var runsTimers = true
  /// Where a large page is laid out again when its width changes: a thread of its own (the
  /// viewer), or an ``EmbeddedExecutor`` that `--dump` runs between its steps (nil: before the
  /// next frame, on the loop).
  var layoutExecutor: (any Executor)?
  /// Where work away from the loop (reading, layouts, loads) wakes the viewer's loop (nil: the
  /// loop is not woken, as under `--dump`).
  var wakeup: LoopWakeup?
  /// The two versions compared (`diff`), the page shown being the new one.
  var comparison: ViewerComparison?

  init(options: CommandLineOptions, fileName: String, registry: ElementRegistry) {
    self.options = options
    self.fileName = fileName
    self.sharedRegistry = SharedRegistry(registry)
  }

  /// The registry as it is now.
  var registry: ElementRegistry { sharedRegistry.current }

  /// Sets up the viewer on a terminal: loads and layouts on threads of their own, which wake the
  /// loop through `wakeup`, and each load as slow as `TANGRAM_LOADER_DELAY_MS` in `environment`
  /// asks.
  mutating func runAwayFromTheLoop(wakingIt wakeup: LoopWakeup?, environment: [String: String]) {
    self.wakeup = wakeup
    loadExecutor = OrderedThreadExecutor()
    layoutExecutor = ThreadExecutor()
    loaderDelayMilliseconds = environment[EnvironmentVariable.loaderDelay.name].flatMap { Int($0) }.map { max(0, $0) } ?? 0
  }

  /// A viewer of `columns` by `rows` whose status bar starts with the page's problems, and the
  /// problems themselves: decoding diagnostics, then what layouts could not place (under
  /// `--strict`, items a layout could not place are a failure, exit 65).
  ///
  /// For a page still being read, `decoded` is the first snapshot's cards, `laidOut` their
  /// layout and `stream` where the rest arrives.
  func makeViewer(
    for decoded: DecodedPage, columns: Int, rows: Int, laidOut: LaidOutPage? = nil, stream: PageStreamInbox? = nil,
    text: (any PageBytes)? = nil
  ) throws(Failure) -> (viewer: Viewer, problems: [Diagnostic]) {
    var configuration = Viewer.Configuration(fileName: fileName, columns: columns, rows: rows)
    configuration.laidOutPage = laidOut
    configuration.pageStream = stream
    configuration.registry = registry
    configuration.designWidth = options.designWidth
    configuration.mergesMargins = options.mergesMargins
    configuration.loader = loader
    configuration.problems = decoded.diagnostics
    configuration.pageText = decoded.text
    configuration.pageBytes = text
    configuration.runsTimers = runsTimers
    configuration.executor = layoutExecutor
    configuration.wakeup = wakeup
    configuration.backgroundReloader = backgroundReloader
    configuration.comparison = comparison
    let viewer = Viewer(page: decoded.page, configuration: configuration)
    let notes = viewer.pageView.layout.notes.map(Diagnostic.init(layoutNote:))
    if options.strict, !notes.isEmpty {
      throw Failure(
        message: "\(fileName): \(ProblemSummary.count(notes.count)) (--strict)", code: .dataError,
        problems: notes)
    }
    // Without notes, the decoder's list is shared, not copied (a page can have millions).
    return (viewer, notes.isEmpty ? decoded.diagnostics : decoded.diagnostics + notes)
  }

  /// The page's file as `r` and saves read it again; nil for standard input. Its errors name
  /// the file as the status bar does (`page.json:3:7: message`).
  private var reloadSource: PageSource? {
    guard let path = options.pagePath, path != "-" else { return nil }
    return Self.reloadSource(of: path, options: options)
  }

  /// The file at `path` as a page is read again while the viewer runs: a regular file only,
  /// named in errors as the status bar names it.
  static func reloadSource(of path: String, options: CommandLineOptions) -> PageSource {
    var source = PageSource(path: path, strict: false, maximumSize: options.maximumFileSize)
    source.namesFileShortly = true
    source.regularFileOnly = true
    return source
  }

  /// Reads the page again from its file for `r` and saves, a piece at a time on threads of its
  /// own; nil for standard input.
  private var backgroundReloader: StreamingPageReloader? {
    reloadSource.map { source in StreamingPageReloader(source: source, setup: { [self] in readingSetup }) }
  }

  /// How the viewer lays pages out, for laying them out where they are read.
  var layoutSettings: PageLayoutSettings {
    PageLayoutSettings(registry: registry, designWidth: options.designWidth, mergesMargins: options.mergesMargins)
  }

  /// How the viewer's page is read: laid out as the viewer lays it out, waking its loop.
  var readingSetup: ReadingSetup {
    ReadingSetup(layout: layoutSettings, wakeup: wakeup)
  }

  /// Reads the files cards' `load` names from `--loader-dir`, else the page's folder.
  var loader: FileLoader {
    let pageFolder = options.pagePath.map { $0 == "-" ? "" : FilePath.folder(of: $0) } ?? ""
    return FileLoader(
      directory: options.loaderDirectory ?? (pageFolder.isEmpty ? "." : pageFolder),
      delayMilliseconds: loaderDelayMilliseconds, executor: loadExecutor,
      maximumSize: options.maximumFileSize)
  }
}

extension Viewer {
  /// Keeps the viewer (and the page it holds) alive until the process ends. The command exits
  /// right after the viewer is done; freeing a page of a million items on the way out would only
  /// delay the return to the shell. The viewer stays reachable from ``ProcessLifetime``, so a
  /// leak checker does not count it as lost.
  func keepUntilExit() {
    ProcessLifetime.keep(self)
  }
}

/// Objects the command keeps until the process exits, and never frees.
enum ProcessLifetime {
  // Written only from the command's main thread, right before it prints and exits.
  nonisolated(unsafe) private static var objects: [AnyObject] = []

  static func keep(_ object: AnyObject) {
    objects.append(object)
  }
}
