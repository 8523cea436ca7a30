import TangramTerminal

/// The `--help` and `--version` texts, generated from the option table, the key map and the
/// exit status table; the manual page shares its synopsis and description.
enum HelpText {
  static let version = "tangram-tui 0.1.0"
  /// The day ``version`` was released, as the manual page dates itself.
  static let versionDate = "2026-12-01"
  /// What the program is, in the manual page's NAME line.
  static let purpose = "preview Alibaba Tangram JSON pages in the terminal"
  /// The ways to run the program, after its name.
  static let synopsis = [
    "[options] PAGE.json", "--dump [--format text|ansi|svg|html] [--width W] [--height H] [--keys KEYS] PAGE.json",
    "diff [--dump [--format text|json|svg|html]] [--width W] OLD.json NEW.json",
    "check [--strict] [--format text|json|junit] [--snapshots DIR [--update]] PAGE.json|DIR ...",
  ]
  /// What the program does, in one paragraph.
  static let description =
    "Shows a Tangram page (cards of items, as Tangram's iOS and Android builds read them) in the terminal. "
    + "PAGE.json may be '-' to read standard input."
  /// The columns the prose of `--help` is wrapped to.
  static let width = 86

  static var usage: String {
    var lines = zip(["Usage: ", "       "] + Array(repeating: "       ", count: max(0, synopsis.count - 2)), synopsis)
      .map { $0 + "tangram-tui " + $1 }
    lines += [""] + TextWrapper.wrap(description, width: width) + ["", "Commands:"]
    let commandWidth = Subcommand.allCases.map(\.rawValue.count).max() ?? 0
    lines += Subcommand.allCases.map { "  " + $0.rawValue.padding(to: commandWidth) + "  " + $0.summary }
    lines += ["", "Options:"]
    let rows = CommandLineOptions.table.map { option -> (String, String) in
      let names = option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? "")
      return (names, option.summary)
    }
    let namesWidth = rows.map { $0.0.count }.max() ?? 0
    lines += rows.map { "  " + $0.0.padding(to: namesWidth) + "  " + $0.1 }
    lines += ["", "Keys:"] + KeyMap.helpLines
    let statuses = ExitCode.documentation.map { "\($0.code) \($0.brief)" }.joined(separator: ", ")
    lines += [""] + TextWrapper.wrap("Exit status: " + statuses + ".", width: width)
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
