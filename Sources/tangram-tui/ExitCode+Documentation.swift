/// One row of the exit status table that `--help` and the manual page show.
struct ExitStatusRow: Equatable, Sendable {
  /// The status as written: `65`, or `128+N` for the signal row.
  var code: String
  /// A few words, for `--help`.
  var brief: String
  /// A sentence or two, for the manual page.
  var meaning: String
}

extension ExitCode {
  /// A few words on when the status is used, for `--help`.
  var brief: String {
    switch self {
    case .success: "ok"
    case .failure: "error; diff: a change shows; check: a screen is not its snapshot"
    case .usage: "usage"
    case .dataError: "malformed page (or problems under --strict)"
    case .unreadableInput: "unreadable or too large page (--max-size)"
    }
  }

  /// When the status is used, for the manual page.
  var meaning: String {
    switch self {
    case .success:
      "Success, also for --help, --version, --manual and --completions; for diff, nothing shows differently; for "
        + "check, no page has an error and every screen is its snapshot."
    case .failure:
      "diff: something shows differently (as diff(1) exits 1). check: a page's screen is not its snapshot, or it has "
        + "none yet. Otherwise other errors: no usable terminal, or an --events or --problems file that cannot be "
        + "opened or written."
    case .usage: "Usage error: an unknown option, a bad value, or no page file."
    case .dataError:
      "The page is not valid JSON, is not a Tangram page, or has problems under --strict; for check, any page has "
        + "an error."
    case .unreadableInput: "The page file cannot be read, or is larger than --max-size."
    }
  }

  /// Every status the program ends with: its own codes, then the signals'.
  static let documentation: [ExitStatusRow] =
    allCases.map { ExitStatusRow(code: "\($0.rawValue)", brief: $0.brief, meaning: $0.meaning) } + [
      ExitStatusRow(
        code: "128+N", brief: "ended by signal N (129 SIGHUP, 130 SIGINT, 131 SIGQUIT, 143 SIGTERM)",
        meaning: "Ended by signal N, after the terminal was restored: 129 SIGHUP, 130 SIGINT, 131 SIGQUIT, "
          + "141 SIGPIPE, 143 SIGTERM."),
    ]
}
