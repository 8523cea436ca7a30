import Glibc

extension TerminalRestore {
  // Written by the `SIGTSTP` handler (on any thread), read and cleared on the main thread.
  nonisolated(unsafe) private static var suspendRequested: sig_atomic_t = 0
  nonisolated(unsafe) private static var mainThread: pthread_t = 0

  /// Installs the `SIGTSTP` handler: it only records the request and makes sure the main thread
  /// sees it, by sending the signal on to the main thread when it arrived on another one; that
  /// interrupts a blocked read of the keyboard there. Called by ``install()`` on the main thread.
  static func installSuspendHandlers() {
    suspendRequested = 0
    mainThread = pthread_self()
    for signal in suspendSignals where !wasIgnored(signal) {
      setHandler(signal) { signal in
        TerminalRestore.suspendRequested = 1
        if pthread_equal(pthread_self(), TerminalRestore.mainThread) == 0 {
          pthread_kill(TerminalRestore.mainThread, signal)
        }
      }
    }
  }

  /// Whether a `SIGTSTP` arrived since the last call; clears the request.
  static func takeSuspendRequest() -> Bool {
    guard suspendRequested != 0 else { return false }
    suspendRequested = 0
    return true
  }

  /// Whether the process may stop itself: not when `SIGTSTP` was ignored at start, as it is
  /// where nothing could continue the process.
  static var canStop: Bool {
    !wasIgnored(SIGTSTP)
  }

  /// Stops the process group as `^Z` would, and returns once it is continued (`fg`, `SIGCONT`).
  /// The terminal must have been given back first.
  static func stopProcessGroup() {
    var defaultAction = sigaction()
    defaultAction.__sigaction_handler.sa_handler = SIG_DFL
    sigemptyset(&defaultAction.sa_mask)
    var handler = sigaction()
    sigaction(SIGTSTP, &defaultAction, &handler)
    // The whole group, as the terminal's ^Z does: a pipeline feeding the page stops too.
    kill(0, SIGTSTP)
    sigaction(SIGTSTP, &handler, nil)
    suspendRequested = 0
  }
}
