import TangramCore

/// A page's colour as a terminal is told to show it in a ``ColorMode``: the one mapping that
/// the ncurses screen and the `--dump` pictures share, so that they cannot disagree.
package enum TerminalColor: Hashable, Sendable {
  /// An entry of the terminal's palette: 0-7 (and 8-15) the ANSI colours, 16-255 the xterm
  /// cube and grey ramp.
  case index(Int)
  /// A 24-bit colour.
  case rgb(Color)

  /// `color` in `mode`: the nearest of the 8 or 16 ANSI colours, the nearest cube or ramp
  /// entry of the 256 (see ``ColorPalette/nearest256(_:)``), or the colour itself in direct
  /// mode; nil without colours.
  package init?(_ color: Color, mode: ColorMode) {
    switch mode {
    case .none: return nil
    case .ansi8: self = .index(ColorPalette.nearestANSI(color, count: 8))
    case .ansi16: self = .index(ColorPalette.nearestANSI(color, count: 16))
    case .palette256: self = .index(ColorPalette.nearest256(color))
    case .direct: self = .rgb(color)
    }
  }

  /// The colour a terminal with xterm's default palette shows.
  package var displayed: Color {
    switch self {
    case .index(let index): return ColorPalette.color(ofIndex: index)
    case .rgb(let color): return color
    }
  }
}
