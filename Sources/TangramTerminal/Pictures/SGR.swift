import TangramCore

/// How a cell style is shown by a terminal in a colour mode: its colours as the terminal gets
/// them (``TerminalColor``, none without colours) and its attributes.
package struct TerminalRendition: Hashable, Sendable {
  package var foreground: TerminalColor?
  package var background: TerminalColor?
  package var attributes: TextAttributes

  /// The terminal's default colours, no attributes.
  package static let plain = TerminalRendition(foreground: nil, background: nil, attributes: [])

  package init(foreground: TerminalColor?, background: TerminalColor?, attributes: TextAttributes) {
    self.foreground = foreground
    self.background = background
    self.attributes = attributes
  }

  /// `style` in `mode`.
  package init(_ style: CellStyle, mode: ColorMode) {
    self.init(
      foreground: style.foreground.flatMap { TerminalColor($0, mode: mode) },
      background: style.background.flatMap { TerminalColor($0, mode: mode) },
      attributes: style.attributes)
  }
}

/// Select Graphic Rendition sequences (`ESC [ … m`), as `less -R` and CI logs show them.
package enum SGR {
  /// The sequence that resets every attribute and colour.
  package static let reset = "\u{1B}[0m"

  /// The shortest sequence that turns a terminal showing `old` into showing `new`: either the
  /// changes alone (attributes turned off with 22/23/24/27, colours with 39/49), or a reset
  /// followed by all of `new`, whichever is shorter; empty when they are the same.
  package static func transition(from old: TerminalRendition, to new: TerminalRendition) -> String {
    guard old != new else { return "" }
    if new == .plain { return reset }
    let changes = parameterList(changeParameters(from: old, to: new))
    let full = parameterList(["0"] + changeParameters(from: .plain, to: new))
    return "\u{1B}[" + (changes.utf8.count <= full.utf8.count ? changes : full) + "m"
  }

  /// `parameters` separated by semicolons. Appended one by one: `joined(separator:)` took about
  /// 116,000 instructions on its first use, which comes before the first frame.
  private static func parameterList(_ parameters: [String]) -> String {
    var list = ""
    for (index, parameter) in parameters.enumerated() {
      if index > 0 { list += ";" }
      list += parameter
    }
    return list
  }

  /// The attribute codes, in the order they are written.
  private static let attributeCodes: [(TextAttributes, String)] = [
    (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
  ]

  private static func changeParameters(from old: TerminalRendition, to new: TerminalRendition) -> [String] {
    var parameters: [String] = []
    let removed = old.attributes.subtracting(new.attributes)
    var added = new.attributes.subtracting(old.attributes)
    // 22 turns off both bold and dim: one of them that stays is turned on again.
    if !removed.isDisjoint(with: [.bold, .dim]) {
      parameters.append("22")
      added.formUnion(new.attributes.intersection([.bold, .dim]))
    }
    if removed.contains(.italic) { parameters.append("23") }
    if removed.contains(.underline) { parameters.append("24") }
    if removed.contains(.reverse) { parameters.append("27") }
    parameters += attributeCodes.filter { added.contains($0.0) }.map(\.1)
    if old.foreground != new.foreground { parameters.append(colorParameter(new.foreground, base: 30)) }
    if old.background != new.background { parameters.append(colorParameter(new.background, base: 40)) }
    return parameters
  }

  /// A foreground (`base` 30) or background (`base` 40) colour: 30-37/90-97 for the ANSI
  /// colours, `38;5;N` for the rest of the palette, `38;2;R;G;B` for 24-bit, 39 for the default.
  private static func colorParameter(_ color: TerminalColor?, base: Int) -> String {
    switch color {
    case nil: return String(base + 9)
    case .index(let index) where index < 8: return String(base + index)
    case .index(let index) where index < 16: return String(base + 60 + index - 8)
    case .index(let index): return "\(base + 8);5;\(index)"
    case .rgb(let color): return "\(base + 8);2;\(color.red);\(color.green);\(color.blue)"
    }
  }
}
