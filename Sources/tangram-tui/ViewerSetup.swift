import TangramCore
import TangramTerminal

/// Builds the viewer both modes use, and says what is wrong with the page.
struct ViewerSetup {
  var options: CommandLineOptions
  var fileName: String
  var registry: ElementRegistry

  /// A viewer of `columns` by `rows` whose status bar starts with the page's problems, and the
  /// problems themselves: decoding diagnostics, then what layouts could not place (under
  /// `--strict`, items a layout could not place are a failure, exit 65).
  func makeViewer(for decoded: DecodedPage, columns: Int, rows: Int) throws(Failure)
    -> (viewer: Viewer, problems: [String])
  {
    let viewer = Viewer(
      page: decoded.page, fileName: fileName, columns: columns, rows: rows, registry: registry,
      designWidth: options.designWidth, mergesMargins: options.mergesMargins)
    let notes = viewer.pageView.layout.notes
    if options.strict, !notes.isEmpty {
      throw Failure(
        message: (notes + ["\(notes.count) problem\(notes.count == 1 ? "" : "s") (--strict)"])
          .map { "\(fileName): \($0)" }.joined(separator: "\n"),
        code: .dataError)
    }
    let problems = decoded.diagnostics.map(\.description) + notes
    viewer.message = StatusMessage.initial(for: problems)
    if let path = options.eventsPath {
      viewer.eventSink = try EventFile.open(path).write
    }
    viewer.problemCount = problems.count
    if let path = options.pagePath, path != "-" {
      let source = PageSource(path: path, strict: false)
      let registry = self.registry
      viewer.pageReloader = {
        do throws(Failure) {
          let decoded = try source.load(registry: registry)
          return .success((decoded.page, decoded.diagnostics.map(\.description)))
        } catch {
          return .failure(PageReloadError(message: error.message))
        }
      }
    }
    return (viewer, problems)
  }
}
