import TangramCore
import TangramReading
import TangramTerminal

/// What `check` found about one page: its diagnostics as messages, and how its screen compares
/// with its snapshot.
struct PageCheck: Sendable {
  /// The page's path as found.
  var file: String
  var messages: [Message]
  /// How the screen compares with the snapshot; nil without `--snapshots`.
  var snapshot: SnapshotComparison.Outcome?

  /// One diagnostic, or why the page could not be read.
  struct Message: Equatable, Sendable {
    enum Severity: String, Sendable {
      case error, warning, info
    }

    var severity: Severity
    /// Where it is written in the page; nil when not known.
    var line: Int?
    var column: Int?
    /// `cards[3].type: unknown layout type "1000"; …` (the JSON path leads it when there is one).
    var text: String

    /// `page.json:12:7: warning: cards[3].type: …`, escaped for a terminal.
    func formatted(file: String) -> String {
      let place = line.map { line in ":\(line)" + (column.map { ":\($0)" } ?? "") } ?? ""
      return "\(file)\(place): \(severity.rawValue): \(text)".escapedForMessage
    }
  }

  /// Whether the page has an error (it could not be read, or `--strict` refuses a problem).
  var hasError: Bool { messages.contains { $0.severity == .error } }

  /// Whether the screen is not as its snapshot: different, without one yet, or not drawn.
  var snapshotIsOff: Bool {
    switch snapshot {
    case nil, .matches?, .written?: false
    default: true
    }
  }

  /// Whether the page fails a check: an error, or a screen that is not its snapshot.
  var fails: Bool { hasError || snapshotIsOff }

  /// A check of the page at `file` that found `messages`, its screen compared as `snapshot` says
  /// (nil: not compared).
  init(file: String, messages: [Message], snapshot: SnapshotComparison.Outcome?) {
    self.file = file
    self.messages = messages
    self.snapshot = snapshot
  }

  /// Checks the page at `page.path` as `options` say: read and laid out as the viewer would;
  /// under `--strict`, every diagnostic is an error.
  init(_ page: PageFiles.Found, options: CommandLineOptions, registry: ElementRegistry) {
    file = page.path
    let source = PageSource(path: page.path, strict: false, maximumSize: options.maximumFileSize)
    let setup = ViewerSetup(options: options, fileName: source.displayName, registry: registry)
    let read: PiecewiseReadPage
    do throws(ReadingFailure) {
      read = try source.loadInPieces(setup: setup.readingSetup, width: options.width)
    } catch {
      messages = [Self.message(for: error, file: page.path)]
      snapshot = nil
      return
    }
    let diagnostics = read.decoded.diagnostics + read.layout.notes.map(Diagnostic.init(layoutNote:))
    let places = DiagnosticLocator(text: read.text.allBytes() ?? []).locations(of: diagnostics)
    messages = zip(diagnostics, places).map { diagnostic, place in
      let severity: Message.Severity = options.strict ? .error : diagnostic.isProblem ? .warning : .info
      return Message(severity: severity, line: place?.line, column: place?.column, text: diagnostic.description)
    }
    snapshot = options.snapshotsPath.map { folder in
      SnapshotComparison(folder: folder, name: page.snapshotName, options: options, registry: registry)
        .compare(read)
    }
  }

  /// The message for a page that could not be read: `page.json:3:7: error: expected …` when the
  /// failure says where (its message then starts with the file and the place).
  static func message(for failure: ReadingFailure, file: String) -> Message {
    let prefix = file + ":"
    guard failure.message.hasPrefix(prefix) else {
      return Message(severity: .error, text: failure.message)
    }
    let parts = failure.message.dropFirst(prefix.count).split(separator: ":", maxSplits: 2)
    guard parts.count == 3, let line = Int(parts[0]), let column = Int(parts[1]) else {
      return Message(severity: .error, text: String(failure.message.dropFirst(prefix.count)).trimmingLeadingSpace)
    }
    return Message(severity: .error, line: line, column: column, text: String(parts[2]).trimmingLeadingSpace)
  }
}

extension String {
  /// The string without the spaces it starts with.
  fileprivate var trimmingLeadingSpace: String { String(drop { $0 == " " }) }
}
