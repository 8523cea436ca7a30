import TangramCore
import TangramTerminal

/// Random `--keys` scripts for the viewer, drawn from everything a user can do to it: every key
/// of the key table (quitting aside), text typed into the search prompt, mouse presses, drags,
/// releases, clicks and wheels at any cell (outside the window too), resizes from 1x1 to large,
/// and time passing.
///
/// A soup is a list of `--keys` tokens, so any sequence that breaks the viewer is reproduced by
/// `tangram-tui --dump --width W --height H --keys "…" page.json`.
package struct KeySoup: Sendable {
  /// The screen the viewer starts at; mouse cells and resizes are drawn around it.
  package var columns: Int
  package var rows: Int

  package init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }

  /// The keys of the table a soup presses: every key except those that quit, and those of the
  /// comparison of two versions (`diff`).
  package static let tableKeys: [String] =
    KeyMap.bindings.filter { $0.action != .quit }.flatMap(\.keys).map(\.scriptName)
    + ViewerComparison.keys.bindings.flatMap(\.keys).map(\.scriptName)

  /// Keys the table does not bind that still mean something somewhere (the search prompt, the
  /// inspector, the event log, help), and a few that mean nothing.
  package static let otherKeys = ["Esc", "Backspace", "Enter", "F2", "C-a", "C-w", "z", "7", "é", "漢"]

  /// Words the soup types into the search prompt: texts, types and ids real pages hold, and
  /// text no item has.
  static let typedWords = ["a", "banner", "text", "vvtest", "1", "sale", "no-such-text", "漢字", "é"]

  /// `count` tokens drawn with `generator`.
  package func tokens(count: Int, using generator: inout some RandomNumberGenerator) -> [String] {
    var tokens: [String] = []
    var screen = (columns: columns, rows: rows)
    while tokens.count < count {
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<55:
        tokens.append(Self.tableKeys.randomElement(using: &generator)!)
      case 55..<60:
        tokens.append(Self.otherKeys.randomElement(using: &generator)!)
      case 60..<63:
        tokens.append(contentsOf: ["/", Self.quoted(Self.typedWords.randomElement(using: &generator)!), "Enter"])
      case 63..<73:
        tokens.append("click:\(cell(in: screen, using: &generator))")
      case 73..<80:
        tokens.append(contentsOf: drag(in: screen, using: &generator))
      case 80..<86:
        let wheel = ["wheeldown", "wheelup", "wheelleft", "wheelright"].randomElement(using: &generator)!
        tokens.append("\(wheel):\(cell(in: screen, using: &generator))")
      case 86..<93:
        screen = size(using: &generator)
        tokens.append("resize:\(screen.columns)x\(screen.rows)")
      default:
        tokens.append("wait:\([16, 250, 1_000, 3_000, 6_000].randomElement(using: &generator)!)")
      }
    }
    return tokens
  }

  /// A press, one to four moves and a release, each at a cell near the one before.
  private func drag(in screen: (columns: Int, rows: Int), using generator: inout some RandomNumberGenerator)
    -> [String]
  {
    var column = Int.random(in: -1...screen.columns, using: &generator)
    var row = Int.random(in: -1...screen.rows, using: &generator)
    var tokens = ["press:\(column),\(row)"]
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      column += Int.random(in: -30...30, using: &generator)
      row += Int.random(in: -8...8, using: &generator)
      tokens.append("drag:\(column),\(row)")
    }
    if Bool.random(using: &generator) { tokens.append("release:\(column),\(row)") }
    return tokens
  }

  /// A cell of the screen, or one just outside it.
  private func cell(in screen: (columns: Int, rows: Int), using generator: inout some RandomNumberGenerator) -> String
  {
    "\(Int.random(in: -2...(screen.columns + 1), using: &generator)),\(Int.random(in: -2...(screen.rows + 1), using: &generator))"
  }

  /// A screen size: tiny ones (down to 1x1) as often as ordinary and large ones.
  private func size(using generator: inout some RandomNumberGenerator) -> (columns: Int, rows: Int) {
    switch Int.random(in: 0..<3, using: &generator) {
    case 0: (Int.random(in: 1...6, using: &generator), Int.random(in: 1...4, using: &generator))
    case 1: (Int.random(in: 7...100, using: &generator), Int.random(in: 2...40, using: &generator))
    default: (Int.random(in: 100...240, using: &generator), Int.random(in: 30...70, using: &generator))
    }
  }

  /// `text` as a quoted `--keys` token, typed one key per character.
  static func quoted(_ text: String) -> String {
    "\"" + text.replacingQuotesAndBackslashes() + "\""
  }
}

extension String {
  /// The text with `"` and `\` escaped as a quoted `--keys` token writes them.
  fileprivate func replacingQuotesAndBackslashes() -> String {
    var escaped = ""
    for character in self {
      if character == "\"" || character == "\\" { escaped.append("\\") }
      escaped.append(character)
    }
    return escaped
  }
}
