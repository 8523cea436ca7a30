/// The commands besides viewing one page, named by the first argument: `tangram-tui diff OLD
/// NEW`, `tangram-tui check PAGE|DIR ...`. A page file named like one is given as `./diff`.
enum Subcommand: String, CaseIterable, Sendable {
  /// Shows what changed between two versions of a page.
  case diff
  /// Reads many pages and reports their problems, and compares their screens with snapshots.
  case check

  /// The operands it takes, for the synopsis and for usage errors.
  var operandsText: String {
    switch self {
    case .diff: "OLD.json NEW.json"
    case .check: "PAGE.json|DIR ..."
    }
  }

  /// What it does, in one line of `--help`.
  var summary: String {
    switch self {
    case .diff: "show what changed between two versions of a page (exit 1 when something shows differently)"
    case .check: "report every page's problems as file:line:col messages; with --snapshots, compare their screens"
    }
  }

  /// The formats it prints (`--format`), the first being the default.
  var formats: [String] {
    switch self {
    case .diff: DiffFormat.allCases.map(\.rawValue)
    case .check: CheckFormat.allCases.map(\.rawValue)
    }
  }
}

/// What `diff --dump --format` prints.
enum DiffFormat: String, CaseIterable, Sendable {
  /// One line per change, `file:line:col: kind: path: detail`, then a summary (the default).
  case text
  /// The changes as one JSON object, for tools.
  case json
  /// The two versions' screens side by side with the changes marked, as an SVG picture.
  case svg
  /// The SVG picture in a self-contained HTML page.
  case html
}

/// What `check --format` prints.
enum CheckFormat: String, CaseIterable, Sendable {
  /// `file:line:col: error|warning|info: message` lines, then a summary (the default).
  case text
  /// Every page's diagnostics as one JSON object.
  case json
  /// A JUnit XML report: one test case per page, failed when it has an error.
  case junit
}
