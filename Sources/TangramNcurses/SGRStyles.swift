import TangramCore
import TangramTerminal

/// The Select Graphic Rendition sequences (`CSI … m`) that take a terminal from one cell style
/// to another, each made once (see ``SGR/transition(from:to:)``).
///
/// Colours are written as the mode allows: 24-bit (`38;2;r;g;b`), the 256-colour palette
/// (`38;5;n`) or the ANSI colours (`30`–`37`, `90`–`97`); without colours only the attributes
/// are, and attributes the terminal has no sequence for are left out.
final class SGRStyles {
  private struct Change: Hashable {
    var old: UInt64?
    var new: UInt64
  }

  private let capabilities: ANSIFrameWriter.Capabilities
  private var sequences: [Change: [UInt8]] = [:]

  init(capabilities: ANSIFrameWriter.Capabilities) {
    self.capabilities = capabilities
  }

  /// The sequence from the packed style `old` (nil: not known, so everything is reset first) to
  /// `new` (see ``PackedCell``).
  func sequence(from old: UInt64?, to new: UInt64) -> [UInt8] {
    let change = Change(old: old, new: new)
    if let known = sequences[change] { return known }
    let target = rendition(new)
    let text: String
    if let old {
      text = SGR.transition(from: rendition(old), to: target)
    } else if target == .plain {
      text = SGR.reset
    } else {
      // A reset and the whole style in one sequence: `CSI 0;` and the parameters from none.
      text = "\u{1B}[0;" + SGR.transition(from: .plain, to: target).dropFirst(2)
    }
    let made = Array(text.utf8)
    sequences[change] = made
    return made
  }

  /// How the terminal shows a packed style.
  private func rendition(_ packed: UInt64) -> TerminalRendition {
    var rendition = TerminalRendition(PackedCell.style(packed), mode: capabilities.colorMode)
    rendition.attributes.formIntersection(capabilities.attributes)
    return rendition
  }
}
