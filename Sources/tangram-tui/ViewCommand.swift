import TangramCore
import TangramNcurses
import TangramTerminal

/// The interactive viewer in the real terminal.
struct ViewCommand {
  var options: CommandLineOptions
  var environment: [String: String]

  func run(_ decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure) {
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
    let viewer = Viewer(
      page: decoded.page, fileName: fileName, columns: size.columns, rows: size.rows,
      registry: registry, designWidth: options.designWidth, mergesMargins: options.mergesMargins,
      message: StatusMessage.initial(for: decoded.diagnostics))
    App(viewer: viewer, backend: backend, input: input).run()
    session.stop()
  }
}
