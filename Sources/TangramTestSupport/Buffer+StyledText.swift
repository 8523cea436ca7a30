import TangramCore
import TangramTerminal

extension Buffer {
  /// The rows as text, then a style layer and its legend, for snapshots that must notice a lost
  /// colour or attribute (the idea of ratatui's buffer assertions).
  ///
  /// Below the text (as ``text`` gives it) come a `-- styles` line and one row of keys per
  /// screen row, one key per cell (the right half of a wide character included): `.` is the
  /// terminal's default style, and every other style gets a letter in the order it first
  /// appears, reading rows top to bottom. Trailing `.` are trimmed. A `-- legend` line and one
  /// line per letter follow: `a  fg=#F2F2F2 bg=#1F3A5F bold`.
  public var styledText: String {
    var keys: [CellStyle: Character] = [.plain: "."]
    var legend: [String] = []
    var rows: [String] = []
    for row in 0..<height {
      var line = ""
      for column in 0..<width {
        let style = cell(column: column, row: row)?.style ?? .plain
        if let key = keys[style] {
          line.append(key)
        } else {
          let key = Self.styleKey(legend.count)
          keys[style] = key
          legend.append("\(key)  \(Self.describe(style))")
          line.append(key)
        }
      }
      while line.last == "." { line.removeLast() }
      rows.append(line)
    }
    return text + "-- styles\n" + rows.map { $0 + "\n" }.joined()
      + "-- legend\n" + legend.map { $0 + "\n" }.joined()
  }

  private static let keyAlphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")

  private static func styleKey(_ index: Int) -> Character {
    index < keyAlphabet.count ? keyAlphabet[index] : "?"
  }

  private static func describe(_ style: CellStyle) -> String {
    var parts: [String] = []
    if let foreground = style.foreground { parts.append("fg=\(hex(foreground))") }
    if let background = style.background { parts.append("bg=\(hex(background))") }
    let names: [(TextAttributes, String)] = [
      (.bold, "bold"), (.dim, "dim"), (.underline, "underline"), (.reverse, "reverse"), (.italic, "italic"),
    ]
    parts += names.filter { style.attributes.contains($0.0) }.map(\.1)
    return parts.joined(separator: " ")
  }

  private static func hex(_ color: Color) -> String {
    let value = Int(color.red) << 16 | Int(color.green) << 8 | Int(color.blue)
    let digits = String(value, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
