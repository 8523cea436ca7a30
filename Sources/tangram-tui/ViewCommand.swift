import Glibc
import TangramCore
import TangramNcurses
import TangramReading
import TangramTerminal

/// The interactive viewer in the real terminal.
struct ViewCommand {
  var options: CommandLineOptions
  var environment: [String: String]
  /// Where `--events` writes.
  var eventFile: EventFile?
  /// Told the page's problems, layout notes included, whenever they change while the viewer
  /// runs (the rest of the page read, `r`, a save), so that `--problems` stays current.
  var problemsDidChange: (([Diagnostic]) -> Void)?

  /// How long a page may take to read before the terminal is taken over to say so. A page read
  /// within it that is malformed is reported on the normal screen, which is never touched.
  static let quietReadingMilliseconds = 100

  /// Runs the viewer until the user quits; returns the page's problems.
  ///
  /// The page is read, decoded and laid out on other threads while the terminal shows
  /// "reading page.json…", then "laying out page.json…", in the status bar; `q`, `Ctrl-C` and
  /// the quit signals end the wait at once. The terminal is taken over only after
  /// ``quietReadingMilliseconds``, or once the page is read if that is sooner, so a malformed
  /// page is reported without touching the screen.
  ///
  /// The first screen is ready as soon as it can be: ncurses reads the terminfo entry while the
  /// page's first part is read (given up, with the terminal's modes put back, if the page turns
  /// out malformed), the viewer is made while the terminal is set up, and the rest of the page
  /// is read once the first frame is on screen.
  func run(_ source: PageSource, registry: ElementRegistry) throws(Failure) -> [Diagnostic] {
    // The file's state is taken before the page is read, so a save meanwhile is not missed: the
    // watcher, made once reading has started, compares with it.
    let fileState = stateToWatch(of: source)
    var setup = ViewerSetup(options: options, fileName: source.displayName, registry: registry)
    // Work away from the loop (reading, layouts, loads) wakes the loop through it.
    let wakeup = LoopWakeup()
    setup.runAwayFromTheLoop(wakingIt: wakeup, environment: environment)
    // A page typed on the terminal must be read whole before the terminal is taken over; and
    // with no terminal to show the wait on, the page's own errors come first, however slow.
    let readsWholePageFirst = source.readsTerminal || isatty(STDOUT_FILENO) != 1
    let size = TerminalSize.of()
    let sessionOptions = NcursesSession.Options(
      useMouse: options.useMouse, color: options.color, environment: environment,
      useAlternateScreen: options.useAlternateScreen)
    // While the page's first part is read, ncurses reads the terminfo entry; a page read whole
    // first keeps the terminal out of it until then. The locale is chosen before the reading
    // threads start.
    if !readsWholePageFirst { NcursesSession.useUTF8Locale() }
    let startup = ViewerStartup(
      source: source, setup: setup, eventFile: eventFile, streams: !readsWholePageFirst && !options.strict,
      columns: size.columns, rows: size.rows)
    let watcher = fileState.map { PageFileWatcher(path: source.path, clock: App.monotonicMilliseconds, state: $0) }
    let prepared = readsWholePageFirst ? nil : Result { try NcursesSession.prepare(sessionOptions) }
    let quietMilliseconds = readsWholePageFirst ? nil : Self.quietReadingMilliseconds
    if let failure = startup.failureWithin(milliseconds: quietMilliseconds) {
      // The terminal is left as it was, and the page's error is all the user sees.
      if case .success(let screen) = prepared { screen.abandon() }
      throw failure
    }
    let session: NcursesSession
    do {
      session = try (prepared ?? Result { try NcursesSession.prepare(sessionOptions) }).get().start()
    } catch {
      throw Failure(message: "\(error)", code: .failure)
    }
    let backend = NcursesBackend(session: session, environment: environment)
    let input = NcursesInput(session: session)
    defer { session.stop() }
    let screen = StartupScreen(
      fileName: source.displayName, backend: backend, input: input, progress: startup.progress)
    switch screen.run() {
    case .quit:
      return []
    case .failed(let failure):
      throw failure
    case .ready(let ready):
      ready.viewer.keepUntilExit()
      if let problemsDidChange {
        let viewer = ready.viewer
        // A page still being read is written when its reading ends (the viewer says so then),
        // not before the first frame, which would wait for its file to be read again.
        if !viewer.isReadingPage { problemsDidChange(ready.problems) }
        viewer.diagnosticsDidChange = { [unowned viewer] diagnostics in
          problemsDidChange(diagnostics + viewer.pageView.layout.notes.map(Diagnostic.init(layoutNote:)))
        }
      }
      let templates = options.watchesPage ? templateWatcher(registry: setup.sharedRegistry) : nil
      let events = WatchedInput(
        input, watcher: watcher, templates: templates, wakeup: wakeup, clock: App.monotonicMilliseconds)
      let app = App(viewer: ready.viewer, backend: backend, input: events)
      app.afterFirstFrame = { [reader = startup.reader] in reader?.firstFrameShown() }
      app.run()
      ready.viewer.diagnosticsDidChange = nil
      // The page's problems as far as it was read, as read last; a page that stopped reading on
      // an error fails as --dump would, after the viewer has shown what came before it.
      startup.reader?.inbox.cancel()
      if let failure = startup.reader?.failure { throw Failure(failure) }
      return ready.viewer.readDiagnostics + ready.viewer.pageView.layout.notes.map(Diagnostic.init(layoutNote:))
    }
  }

  /// Watches the template files, if the page is drawn with any.
  private func templateWatcher(registry: SharedRegistry) -> TemplateWatcher? {
    let files = TemplateWatcher.files(for: options)
    guard !files.isEmpty else { return nil }
    return TemplateWatcher(
      files: files, maximumFileSize: options.maximumFileSize, registry: registry, clock: App.monotonicMilliseconds)
  }

  /// The state of the page's file to watch from, unless `--no-watch` or the page is not a
  /// regular file (standard input, a FIFO, a device).
  private func stateToWatch(of source: PageSource) -> PageFileState? {
    guard options.watchesPage, source.path != "-" else { return nil }
    let state = PageFileState.of(path: source.path)
    guard case .regularFile = state else { return nil }
    return state
  }
}
