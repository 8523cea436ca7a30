/// How many colours a terminal can show, and so how a page's 24-bit colours are reduced.
///
/// The cases are ordered from fewest colours to most, so `min` of two modes is the one both
/// can show.
public enum ColorMode: Int, Hashable, Sendable, Comparable, CaseIterable {
  /// No colours: only attributes (bold, reverse, underline, dim, italic) are shown.
  case none
  /// The 8 ANSI colours, whose exact shades depend on the terminal's theme.
  case ansi8
  /// The 16 ANSI colours (the 8 and their bright forms), whose shades depend on the theme.
  case ansi16
  /// The xterm 256-colour palette: the 16 ANSI colours, a 6x6x6 cube and a 24-step grey ramp.
  case palette256
  /// 24-bit colour.
  case direct

  public static func < (lhs: ColorMode, rhs: ColorMode) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The mode that a terminal whose terminfo entry has `colors` colours (ncurses' `COLORS`)
  /// shows: 2^24 or more is direct colour, 256 or more the xterm palette, 16 and 8 the ANSI
  /// colours, and fewer none.
  public static func of(colorCount colors: Int) -> ColorMode {
    switch colors {
    case (1 << 24)...: return .direct
    case 256...: return .palette256
    case 16...: return .ansi16
    case 8...: return .ansi8
    default: return .none
    }
  }
}
