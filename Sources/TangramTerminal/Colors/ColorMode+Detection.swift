extension ColorMode {
  /// The colours to use, decided from the environment as other terminal programs decide it
  /// (rich and Textual, lipgloss's colorprofile, no-color.org); pure, so every case is tested.
  ///
  /// In order:
  /// 1. `choice` `.never` means ``none``.
  /// 2. With `.auto`, `NO_COLOR` set to anything but the empty string, or an output that is not
  ///    a terminal, means ``none``.
  /// 3. `TERM` `dumb`, or unset or empty, means ``none``.
  /// 4. `COLORTERM` `truecolor` or `24bit`, or a `TERM` of a direct-colour entry
  ///    (`xterm-direct`, `*-direct*`), means ``direct``.
  /// 5. Otherwise the terminfo entry's colour count decides when it is known (see
  ///    ``of(colorCount:)``), else the `TERM` name: `*-256color` is ``palette256``, `*-16color`
  ///    ``ansi16``, `*-mono` and `*-m` ``none``, and any other ``ansi8`` (as terminfo has it
  ///    for `xterm`, `linux`, `screen`).
  ///
  /// With `.always`, steps 3 and 5 never give ``none``: a terminal not known to have colours is
  /// given the 256 of the xterm palette, which terminal emulators and CI logs show.
  /// - Parameters:
  ///   - environment: the program's environment variables (`TERM`, `COLORTERM`, `NO_COLOR`).
  ///   - isTerminal: whether the output is a terminal.
  ///   - terminfoColors: the terminfo entry's `colors` (ncurses' `COLORS`), when known.
  ///   - choice: `--color` (`--no-color` is `.never`).
  public static func detect(
    environment: [String: String], isTerminal: Bool, terminfoColors: Int? = nil, choice: ColorChoice = .auto
  ) -> ColorMode {
    switch choice {
    case .never:
      return .none
    case .auto:
      guard (environment["NO_COLOR"] ?? "").isEmpty, isTerminal else { return .none }
      return terminalMode(environment: environment, terminfoColors: terminfoColors)
    case .always:
      let mode = terminalMode(environment: environment, terminfoColors: terminfoColors)
      return mode == .none ? .palette256 : mode
    }
  }

  /// Whether the terminal name `term` has `part` in it. Compared byte for byte: the standard
  /// library's `contains` of one string in another took about 185,000 instructions on its first
  /// use, on the way to the first frame.
  private static func names(_ term: String, containing part: String) -> Bool {
    let name = Array(term.utf8)
    let wanted = Array(part.utf8)
    guard wanted.count <= name.count else { return false }
    return (0...(name.count - wanted.count)).contains { name[$0..<($0 + wanted.count)].elementsEqual(wanted) }
  }

  /// What the terminal named by `TERM` and `COLORTERM` shows (steps 3 to 5 of
  /// ``detect(environment:isTerminal:terminfoColors:choice:)``).
  private static func terminalMode(environment: [String: String], terminfoColors: Int?) -> ColorMode {
    let term = environment["TERM"] ?? ""
    guard !term.isEmpty, term != "dumb" else { return .none }
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" || names(term, containing: "-direct") { return .direct }
    if let terminfoColors { return of(colorCount: terminfoColors) }
    if term.hasSuffix("-256color") { return .palette256 }
    if term.hasSuffix("-16color") { return .ansi16 }
    if term.hasSuffix("-mono") || term.hasSuffix("-m") { return .none }
    return .ansi8
  }

  /// This mode as far as a terminal drawn through its terminfo entry can show it, for a program
  /// that writes colours only through terminfo (as ncurses does): direct colour needs an entry
  /// of 2^24 colours, so `COLORTERM=truecolor` on a `xterm-256color` entry gives the 256-colour
  /// palette, each colour drawn as its nearest entry.
  public func limited(toTerminfoColors colors: Int) -> ColorMode {
    Swift.min(self, Self.of(colorCount: colors))
  }
}
