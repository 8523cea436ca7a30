import TangramCore
import TangramReading

/// A page's diagnostics as messages for people and tools, each led by where it is written, as
/// compilers print them, so that editors and CI annotations jump to the spot:
/// `page.json:12:7: warning: cards[3].type: unknown layout type "1000"; …` (the file alone when
/// the place is not known: a page from standard input, or a path the text does not have).
struct DiagnosticMessages {
  var diagnostics: [Diagnostic]
  var source: PageSource
  /// Whether every diagnostic is refused (`--strict`): information is then listed as problems.
  var strict = false

  /// The largest file read again to find where its diagnostics are written; a larger one's
  /// messages name the file alone.
  static let largestLocatedFile = 256 << 20

  /// Lists the problems on standard error (at most 20 of each kind, see ``ProblemReport``) and
  /// all of them in the `--problems` file, as `severity`.
  ///
  /// Unless `strict` (which refuses them like any problem), item types drawn as wireframes are
  /// information: they are normal on real pages and the status bar already says how many, so
  /// standard error leaves them out, and the `--problems` file lists them after the problems as
  /// `info:` lines.
  func report(severity: String, to problemsFile: OutputFile?) {
    problemsFile?.startOver()
    guard !diagnostics.isEmpty else { return }
    let (problems, problemPlaces) = write(severity: severity, to: problemsFile)
    for line in ProblemReport(problems: problems).lines(mentionsProblemsOption: problemsFile == nil) {
      switch line {
      case .problem(let index): printError(message(problems[index], at: problemPlaces[index], severity: severity))
      case .note(let text): printError("\(source.messageName): note: \(text)")
      }
    }
  }

  /// Writes every problem to `problemsFile` as `severity`, then the information as `info`, each
  /// led by its place; returns the problems and their places.
  @discardableResult
  func write(severity: String, to problemsFile: OutputFile?) -> (
    problems: [Diagnostic], places: [(line: Int, column: Int)?]
  ) {
    // Shared, not copied, when every diagnostic is a problem (a page can have millions).
    let hasInformation = !strict && diagnostics.contains { !$0.isProblem }
    let problems = hasInformation ? diagnostics.filter(\.isProblem) : diagnostics
    let places = self.places(of: diagnostics)
    let problemPlaces = hasInformation ? zip(diagnostics, places).filter { $0.0.isProblem }.map(\.1) : places
    problemsFile?.writeLines(
      problems.indices.lazy.map { message(problems[$0], at: problemPlaces[$0], severity: severity).escapedForMessage })
    if hasInformation {
      problemsFile?.writeLines(
        zip(diagnostics, places).lazy.filter { !$0.0.isProblem }.map {
          message($0.0, at: $0.1, severity: "info").escapedForMessage
        })
    }
    return (problems, problemPlaces)
  }

  /// Writes the `--problems` file anew while the viewer runs (the page read again, or the rest
  /// of it read), as the report at the end will.
  func rewrite(_ problemsFile: OutputFile) {
    problemsFile.startOver()
    write(severity: "warning", to: problemsFile)
  }

  /// `file:line:column: severity: path: message` (to be escaped where it is written).
  func message(_ diagnostic: Diagnostic, at place: (line: Int, column: Int)?, severity: String) -> String {
    let file = source.messageName + (place.map { ":\($0.line):\($0.column)" } ?? "")
    return "\(file): \(severity): \(diagnostic.description)"
  }

  /// Where each diagnostic is written in the page's file, read again for that (not at all for
  /// none); all nil for
  /// standard input, a FIFO or device, a file that cannot be read again, or one larger than
  /// ``largestLocatedFile``.
  private func places(of diagnostics: [Diagnostic]) -> [(line: Int, column: Int)?] {
    guard !diagnostics.isEmpty else { return [] }
    var again = source
    again.maximumSize = min(source.maximumSize, Self.largestLocatedFile)
    // A FIFO named as the page would wait for another writer; a device would give other bytes.
    again.regularFileOnly = true
    guard source.path != "-", let text = try? again.readBytes() else {
      return Array(repeating: nil, count: diagnostics.count)
    }
    return DiagnosticLocator(text: text).locations(of: diagnostics)
  }
}
