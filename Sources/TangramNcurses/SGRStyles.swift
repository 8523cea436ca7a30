import TangramCore
import TangramTerminal

/// The Select Graphic Rendition sequences (`CSI … m`) that set a cell style, one per style and
/// made once.
///
/// Each sequence sets the whole style from a reset (`CSI 0;… m`), so it is right whatever style
/// came before; the default style is the bare reset `CSI m`. Colours are written as the mode
/// allows: 24-bit (`38;2;r;g;b`), the 256-colour palette (`38;5;n`), or the ANSI colours
/// (`30`–`37`, `90`–`97`); without colours only the attributes are.
final class SGRStyles {
  private let capabilities: ANSIFrameWriter.Capabilities
  private var sequences: [UInt64: [UInt8]] = [:]

  init(capabilities: ANSIFrameWriter.Capabilities) {
    self.capabilities = capabilities
  }

  /// The sequence that sets the packed style `packed` (see ``PackedCell``).
  func sequence(for packed: UInt64) -> [UInt8] {
    if let known = sequences[packed] { return known }
    let made = Self.sequence(for: PackedCell.style(packed), capabilities: capabilities)
    sequences[packed] = made
    return made
  }

  /// The sequence that sets `style` from any other.
  static func sequence(for style: CellStyle, capabilities: ANSIFrameWriter.Capabilities) -> [UInt8] {
    var parameters: [String] = []
    let attributes = style.attributes.intersection(capabilities.attributes)
    let codes: [(TextAttributes, String)] = [
      (.bold, "1"), (.dim, "2"), (.italic, "3"), (.underline, "4"), (.reverse, "7"),
    ]
    for (attribute, code) in codes where attributes.contains(attribute) {
      parameters.append(code)
    }
    if let foreground = style.foreground, let code = colorCode(foreground, base: 30, capabilities) {
      parameters.append(code)
    }
    if let background = style.background, let code = colorCode(background, base: 40, capabilities) {
      parameters.append(code)
    }
    let text = parameters.isEmpty ? "\u{1B}[m" : "\u{1B}[0;" + parameters.joined(separator: ";") + "m"
    return Array(text.utf8)
  }

  /// The parameters of a foreground (`base` 30) or background (`base` 40) colour.
  private static func colorCode(
    _ color: Color, base: Int, _ capabilities: ANSIFrameWriter.Capabilities
  ) -> String? {
    switch capabilities.colorMode {
    case .none:
      return nil
    case .ansi16:
      let index = ColorPalette.nearestANSI(color, count: capabilities.ansiColorCount)
      return index < 8 ? "\(base + index)" : "\(base + 60 + index - 8)"
    case .palette256:
      return "\(base + 8);5;\(ColorPalette.nearest256(color))"
    case .direct:
      return "\(base + 8);2;\(color.red);\(color.green);\(color.blue)"
    }
  }
}
