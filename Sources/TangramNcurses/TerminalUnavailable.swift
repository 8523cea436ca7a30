/// Why a full-screen session could not start. `description` is a plain sentence for the user.
public struct TerminalUnavailable: Error, CustomStringConvertible, Sendable {
  /// What went wrong.
  public enum Reason: Hashable, Sendable {
    /// Standard output is redirected to a file or pipe.
    case outputNotTerminal
    /// Standard input is not a terminal and `/dev/tty` could not be opened for keys.
    case inputNotTerminal
    /// `TERM` is unset or empty.
    case terminalTypeUnset
    /// `TERM` is `dumb`, or names a terminal that cannot move the cursor.
    case terminalTooLimited(String)
    /// ncurses has no terminfo entry for `TERM`.
    case terminalTypeUnknown(String)
    /// A session is already running in this process.
    case alreadyRunning
  }

  /// What went wrong.
  public let reason: Reason

  public init(_ reason: Reason) {
    self.reason = reason
  }

  public var description: String {
    let dumpHint = "use --dump to print the page as text"
    switch reason {
    case .outputNotTerminal:
      return "standard output is not a terminal; \(dumpHint)"
    case .inputNotTerminal:
      return "standard input is not a terminal and /dev/tty cannot be opened; \(dumpHint)"
    case .terminalTypeUnset:
      return "TERM is not set; set it to your terminal's type (for example xterm-256color) or \(dumpHint)"
    case .terminalTooLimited(let name):
      return "TERM is '\(name)', which cannot draw a full screen; \(dumpHint)"
    case .terminalTypeUnknown(let name):
      return "TERM is '\(name)', which this system's terminfo does not know; "
        + "set TERM to a known type (for example xterm-256color) or \(dumpHint)"
    case .alreadyRunning:
      return "a terminal session is already running"
    }
  }
}
