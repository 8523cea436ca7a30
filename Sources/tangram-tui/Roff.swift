/// Writing text for roff, the language of manual pages (groff_man(7), mandoc's man(7)).
enum Roff {
  /// `text` as roff prints it: backslashes as `\e`, every hyphen as `\-` (so option names,
  /// key names and commands copied from the page work), and characters outside printable
  /// ASCII as `\[uXXXX]`. ``textLines(_:width:)`` makes text lines of it.
  static func escaped(_ text: String) -> String {
    var result = ""
    for character in text {
      switch character {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      case "\n": result += "\n"
      default:
        if let ascii = character.asciiValue, ascii >= 0x20, ascii != 0x7f {
          result.append(character)
        } else {
          result += character.unicodeScalars.map(unicodeEscape).joined()
        }
      }
    }
    return result
  }

  /// Escaped `text` (see ``escaped(_:)``) as text lines of at most `width` bytes where spaces
  /// allow, none read as a request.
  static func textLines(_ text: String, width: Int = 80) -> [String] {
    var lines: [String] = []
    for paragraph in escaped(text).split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        if !line.isEmpty, line.utf8.count + 1 + word.utf8.count > width {
          lines.append(line)
          line = ""
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines.map { $0.first == "." || $0.first == "'" ? "\\&" + $0 : $0 }
  }

  /// Requests that draw each `\[uXXXX]` character of `roff` as its ``asciiFallbacks`` text
  /// where the output device has no glyph for it (`man` in an ASCII or Latin-1 locale).
  static func glyphFallbacks(for roff: String) -> [String] {
    var seen: Set<String> = []
    var requests: [String] = []
    for piece in roff.split(separator: "\\[u").dropFirst() {
      guard let end = piece.firstIndex(of: "]"), let code = UInt32(piece[..<end], radix: 16),
        let scalar = Unicode.Scalar(code), let fallback = asciiFallbacks[Character(scalar)]
      else { continue }
      let glyph = "\\[u" + piece[..<end] + "]"
      if seen.insert(glyph).inserted { requests.append(".if !c\(glyph) .char \(glyph) \(fallback)") }
    }
    return requests
  }

  /// What to draw instead of each character the texts use outside ASCII, where the device has
  /// no glyph for it.
  static let asciiFallbacks: [Character: String] = [
    "↓": "Down", "↑": "Up", "←": "Left", "→": "Right", "×": "x", "░": "#", "·": ".", "…": "...",
  ]

  /// `text` in bold (`\fB…\fR`), escaped.
  static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }

  /// `text` in italics (`\fI…\fR`), escaped; manual pages set what the user replaces so.
  static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

  /// A character outside printable ASCII as roff names it by its code, `\[u2193]`.
  private static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
  }
}
