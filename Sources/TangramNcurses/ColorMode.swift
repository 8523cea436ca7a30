/// How many colours the terminal can show, and so how a page's 24-bit colours are reduced.
public enum ColorMode: Hashable, Sendable {
  /// No colours: only attributes (bold, reverse, underline, dim, italic) are shown.
  case none
  /// The 8 or 16 ANSI colours, whose exact shades depend on the terminal's theme.
  case ansi16
  /// The xterm 256-colour palette: the 16 ANSI colours, a 6x6x6 cube and a 24-step grey ramp.
  case palette256
  /// 24-bit colour, available only with a terminfo entry that describes it (such as `xterm-direct`).
  case direct

  /// The mode for a terminal, from what ncurses reports after `start_color`.
  ///
  /// ncurses emits colours only through the terminfo entry, so `COLORTERM=truecolor` cannot raise
  /// a 256-colour entry to direct colour; direct colour needs an entry whose `colors` is 2^24.
  /// - Parameters:
  ///   - colorsWanted: false when `NO_COLOR` is set or `--no-color` was given.
  ///   - hasColors: ncurses' `has_colors()`.
  ///   - colors: ncurses' `COLORS`.
  public static func detect(colorsWanted: Bool, hasColors: Bool, colors: Int) -> ColorMode {
    guard colorsWanted, hasColors, colors >= 8 else { return .none }
    if colors >= 1 << 24 { return .direct }
    if colors >= 256 { return .palette256 }
    return .ansi16
  }
}
