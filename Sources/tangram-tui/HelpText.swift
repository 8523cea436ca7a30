import TangramTerminal

/// The `--help` and `--version` texts, generated from the option table and the key map.
enum HelpText {
  static let version = "tangram-tui 0.1.0"

  static var usage: String {
    var lines = [
      "Usage: tangram-tui [options] PAGE.json",
      "       tangram-tui --dump [--format text|ansi|svg|html] [--width W] [--height H] [--keys KEYS] PAGE.json",
      "",
      "Shows a Tangram page (cards of items, as Tangram's iOS and Android builds read them)",
      "in the terminal. PAGE.json may be '-' to read standard input.",
      "",
      "Options:",
    ]
    let rows = CommandLineOptions.table.map { option -> (String, String) in
      let names = option.names.joined(separator: ", ") + (option.valueName.map { " " + $0 } ?? "")
      return (names, option.summary)
    }
    let width = rows.map { $0.0.count }.max() ?? 0
    lines += rows.map { "  " + $0.0.padding(to: width) + "  " + $0.1 }
    lines += ["", "Keys:"] + KeyMap.helpLines
    lines += [
      "",
      "Exit status: 0 ok, 1 error, 2 usage, 65 malformed page (or problems under --strict),",
      "66 unreadable or too large page (--max-size), 128+N ended by signal N",
      "(129 SIGHUP, 130 SIGINT, 131 SIGQUIT, 143 SIGTERM).",
    ]
    return lines.joined(separator: "\n")
  }
}

extension String {
  /// The string padded with spaces to `width` characters.
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
