import TangramCore
import TangramReading
import TangramTerminal

/// One version of a page that `diff` compares: read and laid out as the viewer would, with
/// where its paths are written.
struct ComparedPage {
  /// The name messages give it: the path as given.
  var name: String
  /// The name the status bar gives it: the file's name.
  var displayName: String
  var read: PiecewiseReadPage
  /// Finds the line and column of a path in the page's text.
  var locator: DiagnosticLocator

  /// Reads `path` as `options` say (width, design width, item types, templates).
  init(path: String, options: CommandLineOptions, registry: ElementRegistry) throws(Failure) {
    let source = PageSource(path: path, strict: options.strict, maximumSize: options.maximumFileSize)
    let setup = ViewerSetup(options: options, fileName: source.displayName, registry: registry)
    read = try Failure.rethrowing { () throws(ReadingFailure) in
      try source.loadInPieces(setup: setup.readingSetup, width: options.width)
    }
    name = path
    displayName = source.displayName
    locator = DiagnosticLocator(text: read.text.allBytes() ?? [])
  }

  /// Where a change is in one file.
  struct Location: Equatable {
    var file: String
    var path: String
    var line: Int?
    var column: Int?

    /// `page.json:12:7`, or `page.json` without a position.
    var text: String {
      guard let line, let column else { return file }
      return "\(file):\(line):\(column)"
    }
  }
}
