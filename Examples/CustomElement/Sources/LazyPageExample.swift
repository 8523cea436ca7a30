import Foundation
import TangramCore
import TangramNcurses
import TangramReading
import TangramTerminal

/// The same custom types on a page read a piece at a time (`--lazy`), as the `tangram-tui`
/// command reads pages: the first screen shows as soon as its cards are read, and a page of a
/// million items opens at once, its items staying in the file until they are needed.
struct LazyPageExample {
  let page: LazyPage

  /// Opens the page at `path` for a terminal of `columns` by `rows`; `wakeup` wakes the run loop
  /// when more of the page is read.
  init(pagePath path: String, columns: Int, rows: Int, wakeup: LoopWakeup? = nil) throws {
    let helper = try CustomElementExample.makeHelper()
    var configuration = Viewer.Configuration(
      fileName: URL(fileURLWithPath: path).lastPathComponent, columns: columns, rows: rows)
    configuration.registry = helper.elements
    configuration.layouts = helper.layouts
    configuration.wakeup = wakeup
    do {
      page = try LazyPage(path: path, configuration: configuration)
    } catch {
      throw ExampleFailure(message: error.message)
    }
  }

  /// The first screen, as read when it was shown.
  func dump() -> String {
    page.viewer.render().lines.joined(separator: "\n")
  }

  /// Shows the page in the terminal; reading goes on once the first frame is drawn.
  static func runInTerminal(pagePath path: String) throws {
    let session = try NcursesSession.start()
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
    let size = backend.size
    let example = try LazyPageExample(pagePath: path, columns: size.columns, rows: size.rows)
    defer { example.page.close() }
    let app = App(viewer: example.page.viewer, backend: backend, input: NcursesInput(session: session))
    app.afterFirstFrame = example.page.firstFrameShown
    app.run()
  }
}
