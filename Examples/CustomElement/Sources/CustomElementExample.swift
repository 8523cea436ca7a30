import Foundation
import TangramCore
import TangramNcurses
import TangramTerminal

/// The example: the standard elements and layouts plus `rating` and `price-grid`, and a page
/// that uses them.
struct CustomElementExample {
  /// The page next to this example's sources.
  static let defaultPagePath = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("page.json").path

  /// The library's factories with the example's element and layout registered.
  static func makeHelper() throws(RegistrationError) -> DataSourceHelper {
    var elements = ElementRegistry.standard
    try elements.register(RatingElement.self, for: "rating")
    var layouts = LayoutRegistry.standard
    try layouts.register(PriceGridLayout(), for: "price-grid")
    return DataSourceHelper(elements: elements, layouts: layouts)
  }

  let helper: DataSourceHelper
  let decoded: DecodedPage
  let fileName: String

  /// Reads and decodes the page at `path`.
  init(pagePath path: String = Self.defaultPagePath) throws {
    helper = try Self.makeHelper()
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ExampleFailure(message: "\(path): cannot be read")
    }
    decoded = try helper.decode([UInt8](data))
    fileName = URL(fileURLWithPath: path).lastPathComponent
  }

  /// A viewer of the page for a terminal of `columns` by `rows`.
  func makeViewer(columns: Int, rows: Int) -> Viewer {
    helper.makeViewer(for: decoded, fileName: fileName, columns: columns, rows: rows)
  }

  /// The screen the viewer shows at that size, as text.
  func dump(columns: Int, rows: Int) -> String {
    makeViewer(columns: columns, rows: rows).render().lines.joined(separator: "\n")
  }

  /// Runs the viewer in the terminal until the user quits.
  func runInTerminal() throws {
    let session = try NcursesSession.start()
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
    let size = backend.size
    let viewer = makeViewer(columns: size.columns, rows: size.rows)
    App(viewer: viewer, backend: backend, input: NcursesInput(session: session)).run()
  }
}

/// A message for standard error.
struct ExampleFailure: Error, CustomStringConvertible, Equatable {
  var message: String
  var description: String { message }
}
