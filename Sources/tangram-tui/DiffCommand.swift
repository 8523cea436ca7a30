import Glibc
import TangramCore
import TangramNcurses
import TangramReading
import TangramTerminal

/// `tangram-tui diff OLD NEW`: what changed between two versions of a page, in the viewer (the
/// new version with its changes marked), or listed (`--dump`). A listing exits 0 when nothing
/// shows differently, 1 when something does, as diff(1) does; 65 or 66 for a page that cannot
/// be read.
struct DiffCommand {
  var options: CommandLineOptions
  var registry: ElementRegistry

  /// Reads both versions, compares them, and prints the report (`--dump`) to standard output.
  func run() throws(Failure) -> ExitCode {
    try run { _ = OutputFile.write($0, to: STDOUT_FILENO) }
  }

  /// Reads both versions, compares them, and hands the report to `write`.
  func run(writingTo write: (String) -> Void) throws(Failure) -> ExitCode {
    let old = try ComparedPage(path: options.operands[0], options: options, registry: registry)
    let new = try ComparedPage(path: options.operands[1], options: options, registry: registry)
    let report = DiffReport(old: old, new: new, diff: PageDiff(old: old.read.layout, new: new.read.layout))
    switch options.diffFormat {
    case .text: write(report.text)
    case .json: write(report.json)
    case .svg, .html:
      let comparison = Self.comparison(of: old, with: new, diff: report.diff)
      let screens = try DiffPicture(options: options, registry: registry).buffer(new: new, comparison: comparison)
      let picture = ScreenPicture(
        colorMode: options.color == .never ? .none : .direct,
        title: "\(comparison.old.name) → \(comparison.new.name)")
      write(options.diffFormat == .svg ? picture.svg(of: screens) : picture.html(of: screens))
    }
    return report.diff.changes.isEmpty ? .success : .failure
  }

  /// Reads both versions, compares them, and opens the viewer on the new one with its changes
  /// marked, until the user quits. A save of the new version is shown and compared again.
  func runViewer(environment: [String: String]) throws(Failure) -> ExitCode {
    // Compared as laid out on this terminal, beside the gutter of marks: sizes as shown.
    let size = TerminalSize.of()
    var screenOptions = options
    screenOptions.width = max(1, size.columns - ViewerComparison.gutterWidth)
    let old = try ComparedPage(path: options.operands[0], options: screenOptions, registry: registry)
    let new = try ComparedPage(path: options.operands[1], options: screenOptions, registry: registry)
    let diff = PageDiff(old: old.read.layout, new: new.read.layout)
    var setup = ViewerSetup(options: options, fileName: new.displayName, registry: registry)
    // The page the viewer reads again on a save or `r`, and whose folder loads are read from.
    setup.options.pagePath = new.name
    let wakeup = LoopWakeup()
    setup.runAwayFromTheLoop(wakingIt: wakeup, environment: environment)
    setup.comparison = Self.comparison(of: old, with: new, diff: diff)
    setup.comparison?.readOld = Self.reader(of: old.name, options: options, registry: registry)
    NcursesSession.useUTF8Locale()
    let session: NcursesSession
    do {
      session = try NcursesSession.prepare(
        NcursesSession.Options(
          useMouse: options.useMouse, color: options.color, environment: environment,
          useAlternateScreen: options.useAlternateScreen)
      ).start()
    } catch {
      throw Failure(message: "\(error)", code: .failure)
    }
    defer { session.stop() }
    let viewer = try setup.makeViewer(
      for: new.read.decoded, columns: size.columns, rows: size.rows, laidOut: new.read.layout, text: new.read.text
    ).viewer
    viewer.keepUntilExit()
    let input = WatchedInput(
      NcursesInput(session: session), watcher: watcher(of: new.name), comparedWatcher: watcher(of: old.name), wakeup: wakeup,
      clock: App.monotonicMilliseconds)
    App(viewer: viewer, backend: NcursesBackend(session: session, environment: environment), input: input).run()
    return .success
  }

  /// The comparison the viewer shows of `old` and `new`, each named as the status bar names it.
  private static func comparison(of old: ComparedPage, with new: ComparedPage, diff: PageDiff) -> ViewerComparison {
    ViewerComparison(
      old: .init(page: old.read.decoded.page, name: old.displayName),
      new: .init(page: new.read.decoded.page, name: new.displayName), diff: diff)
  }

  /// Watches the file at `path` for saves, unless `--no-watch` or it is not a regular file.
  private func watcher(of path: String) -> PageFileWatcher? {
    let state = PageFileState.of(path: path)
    guard options.watchesPage, case .regularFile = state else { return nil }
    return PageFileWatcher(path: path, clock: App.monotonicMilliseconds, state: state)
  }

  /// Reads the page at `path` again, whole, its errors named as the status bar names files.
  private static func reader(
    of path: String, options: CommandLineOptions, registry: ElementRegistry
  ) -> @Sendable () -> Result<Page, PageReloadError> {
    let source = ViewerSetup.reloadSource(of: path, options: options)
    return {
      do throws(ReadingFailure) {
        return .success(try source.load(registry: registry).page)
      } catch {
        return .failure(PageReloadError(message: error.message))
      }
    }
  }
}
