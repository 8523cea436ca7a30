/// An environment variable the program, or the terminal library under it, reads: the manual
/// page's ENVIRONMENT section lists ``all``.
struct EnvironmentVariable: Equatable, Sendable {
  var name: String
  /// What it changes, as a sentence.
  var meaning: String

  static let noColor = EnvironmentVariable(
    name: "NO_COLOR", meaning: "When set and not empty, the viewer draws without colours, as --no-color does.")
  static let colorTerm = EnvironmentVariable(
    name: "COLORTERM", meaning: "When truecolor or 24bit, the terminal shows 24-bit colours, and the page's colours are drawn as they are.")
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
