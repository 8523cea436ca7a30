/// An environment variable the program, or the terminal library under it, reads: the manual
/// page's ENVIRONMENT section lists ``all``.
struct EnvironmentVariable: Equatable, Sendable {
  var name: String
  /// What it changes, as a sentence.
  var meaning: String

  static let noColor = EnvironmentVariable(
    name: "NO_COLOR", meaning: "When set and not empty, the viewer and --dump --format ansi draw without colours, as --no-color does; --color always draws them anyway.")
  static let colorTerm = EnvironmentVariable(
    name: "COLORTERM", meaning: "When truecolor or 24bit, the terminal shows 24-bit colours, and the page's colours are drawn as they are, in the viewer and in --dump --format ansi; otherwise they are drawn as the nearest of the colours TERM's terminfo entry has. A terminal whose terminfo entry is not an ECMA-48 one is drawn through ncurses, as far as that entry describes colours.")
  static let term = EnvironmentVariable(
    name: "TERM",
    meaning: "The terminal type, looked up in terminfo. When it is unset or dumb, the viewer does not start "
      + "and points to --dump; an xterm-like type lets y copy through OSC 52.")
  static let escapeDelay = EnvironmentVariable(
    name: "ESCDELAY", meaning: "Milliseconds to wait after Esc for the rest of a key's escape sequence (default 25).")
  static let tmux = EnvironmentVariable(
    name: "TMUX", meaning: "Set inside tmux: y copies through tmux when its set-clipboard or allow-passthrough is on.")
  static let loaderDelay = EnvironmentVariable(
    name: "TANGRAM_LOADER_DELAY_MS",
    meaning: "Milliseconds each card load waits before it reads its file, to see the viewer's loading states.")

  /// Every variable, in the order the manual page lists them.
  static let all = [noColor, colorTerm, term, escapeDelay, tmux, loaderDelay]
}
