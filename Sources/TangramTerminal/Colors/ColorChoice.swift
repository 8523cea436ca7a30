/// Whether colours are wanted (`--color auto|always|never`), before looking at the terminal.
public enum ColorChoice: String, Hashable, Sendable, CaseIterable {
  /// Colours as the terminal and the environment allow: none when `NO_COLOR` is set (to
  /// anything but the empty string) or the output is not a terminal.
  case auto
  /// Colours even when `NO_COLOR` is set or the output is not a terminal.
  case always
  /// No colours; attributes (bold, reverse, underline, dim, italic) only (`--no-color`).
  case never
}
