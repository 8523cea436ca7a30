import Glibc

extension TerminalRestore {
  /// Signals whose default action ends the process without a core dump: the terminal is
  /// restored, then the process exits with status 128 + signal, as the shell reports a process
  /// killed by it (129 `SIGHUP`, 130 `SIGINT`, 141 `SIGPIPE`, 143 `SIGTERM`...). Real-time
  /// signals are included; `SIGKILL` cannot be caught.
  static let exitSignals: [Int32] =
    [
      SIGHUP, SIGINT, SIGTERM, SIGPIPE, SIGALRM, SIGUSR1, SIGUSR2, SIGVTALRM, SIGPROF, SIGIO,
      SIGPWR, SIGSTKFLT,
    ] + realTimeSignals

  /// Signals whose default action ends the process with a core dump: the terminal is restored,
  /// then the signal is raised again with its default action, so the process ends as it would
  /// have (a Swift trap is `SIGILL` on x86_64 and `SIGTRAP` on arm64). This replaces the Swift
  /// runtime's crash report, which would be drawn over the screen and wait for a key.
  static let coreDumpSignals: [Int32] = [
    SIGQUIT, SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGABRT, SIGFPE, SIGXCPU, SIGXFSZ, SIGSYS,
  ]

  /// Signals that stop the process and are asked for by the user: `SIGTSTP` (`kill -TSTP`, or
  /// `^Z` on a terminal not in raw mode). It becomes a suspend request, carried out by the main
  /// thread (see ``NcursesSession/suspend()``). `SIGTTIN` and `SIGTTOU` keep their default action.
  static let suspendSignals: [Int32] = [SIGTSTP]

  /// Every signal the session handles while it owns the terminal.
  static var handledSignals: [Int32] { exitSignals + coreDumpSignals + suspendSignals }

  /// `SIGRTMIN` to `SIGRTMAX` as the C library sees them (it keeps the first few for itself).
  static var realTimeSignals: [Int32] {
    let first = __libc_current_sigrtmin()
    let last = __libc_current_sigrtmax()
    return first <= last ? Array(first...last) : []
  }

  /// Whether an action is "ignore": a signal ignored when the program started (`nohup`, a
  /// background job of a shell without job control) stays ignored.
  static func isIgnored(_ action: sigaction) -> Bool {
    guard action.sa_flags & SA_SIGINFO == 0 else { return false }
    let handler = action.__sigaction_handler.sa_handler
    return handler.map { unsafeBitCast($0, to: Int.self) } == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
