import TangramCore
import TangramNcurses
import TangramTerminal

/// The interactive viewer in the real terminal.
struct ViewCommand {
  var options: CommandLineOptions
  var environment: [String: String]
  /// Where `--events` writes.
  var eventFile: EventFile?

  /// Runs the viewer until the user quits; returns the page's problems.
  func run(_ decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure) -> [Diagnostic] {
    var setup = ViewerSetup(options: options, fileName: fileName, registry: registry, eventFile: eventFile)
    setup.loadsInBackground = true
    setup.loaderDelayMilliseconds = environment["TANGRAM_LOADER_DELAY_MS"].flatMap { Int($0) }.map { max(0, $0) } ?? 0
    if options.strict {
      // Fail on what layouts cannot place before the terminal is taken over.
      _ = try setup.makeViewer(for: decoded, columns: 80, rows: 24)
    }
    let noColor = !(environment["NO_COLOR"] ?? "").isEmpty
    let session: NcursesSession
    do {
      session = try NcursesSession.start(
        NcursesSession.Options(
          useMouse: options.useMouse, useColor: options.useColor && !noColor,
          useAlternateScreen: options.useAlternateScreen))
    } catch {
      throw Failure(message: "\(error)", code: .failure)
    }
    let backend = NcursesBackend(session: session)
    let input = NcursesInput(session: session)
    let size = backend.size
    defer { session.stop() }
    let (viewer, problems) = try setup.makeViewer(for: decoded, columns: size.columns, rows: size.rows)
    viewer.keepUntilExit()
    App(viewer: viewer, backend: backend, input: input).run()
    return problems
  }
}
