import CNcurses
import Glibc

/// Puts the terminal back when the process is killed or crashes while ncurses owns the screen.
///
/// Every signal whose default action ends the process is handled (see ``exitSignals`` and
/// ``coreDumpSignals``): `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGPIPE`, `SIGUSR1` and the others
/// restore the terminal and exit with status 128 + signal; `SIGQUIT`, `SIGILL`, `SIGSEGV` and the
/// others that dump core restore the terminal, then re-raise with the default action so the exit
/// status stays the signal's. A signal ignored when the program started stays ignored.
/// Restoring means: write bytes prepared at start (mouse reporting off, whole-screen scroll
/// region, attributes off, cursor visible, keypad mode off, leave the alternate screen), put back
/// the terminal modes saved before `newterm`, and copy standard error captured meanwhile to the
/// real one. `SIGTSTP` becomes a suspend request (see ``suspendSignals``).
/// `SIGWINCH` is left to ncurses, which turns it into `KEY_RESIZE`.
enum TerminalRestore {
  /// Mouse reporting off in every mode ncurses may have turned on (X10, button, any-event, SGR).
  static let mouseOffSequence = Array("\u{1B}[?1000l\u{1B}[?1002l\u{1B}[?1003l\u{1B}[?1006l".utf8)

  /// The scroll region back to the whole screen (DECSTBM without margins).
  static let fullScrollRegionSequence = Array("\u{1B}[r".utf8)

  /// What a restore writes, from the terminal's string capabilities: mouse reporting off, the
  /// whole-screen scroll region when the terminal has scroll regions (`csr`; a kill in the middle
  /// of a scroll would otherwise leave one behind), attributes off (`sgr0`), the cursor visible
  /// (`cnorm`), keypad mode off (`rmkx`) and, when the session uses it, the alternate screen
  /// blanked (`clear`) and left (`rmcup`). Capabilities the terminal lacks are left out.
  ///
  /// The alternate screen is blanked first because tmux, leaving an alternate screen that grew
  /// since it was entered, carries its rows past the old size that are not blank onto the
  /// normal screen.
  static func restoreSequence(
    useAlternateScreen: Bool, capability: (String) -> [UInt8]?
  ) -> [UInt8] {
    var bytes = mouseOffSequence
    if capability("csr") != nil {
      bytes += fullScrollRegionSequence
    }
    for name in ["sgr0", "cnorm", "rmkx"] + (useAlternateScreen ? ["clear", "rmcup"] : []) {
      bytes += capability(name) ?? []
    }
    return bytes
  }

  private static let restoreCapacity = 512
  private static let copyCapacity = 4096

  // The handlers below run inside signal handlers, where nothing may allocate, lock or retain a
  // Swift object. So all they read lives in memory allocated once and filled by `prepare` on the
  // main thread before the handlers are installed; afterwards it is only read. Swift 6 cannot
  // prove this ordering, hence `nonisolated(unsafe)` on these few statics.
  nonisolated(unsafe) private static let restoreBytes =
    UnsafeMutablePointer<UInt8>.allocate(capacity: restoreCapacity)
  nonisolated(unsafe) private static var restoreByteCount = 0
  nonisolated(unsafe) private static let savedModes = UnsafeMutablePointer<termios>.allocate(capacity: 1)
  nonisolated(unsafe) private static var hasSavedModes = false
  nonisolated(unsafe) private static var terminalDescriptor: Int32 = -1
  nonisolated(unsafe) private static let previousActions =
    UnsafeMutablePointer<sigaction>.allocate(capacity: Int(__SIGRTMAX) + 1)
  nonisolated(unsafe) private static var installed = false
  nonisolated(unsafe) private static let copyBuffer =
    UnsafeMutableRawPointer.allocate(byteCount: copyCapacity, alignment: 16)
  /// The file standard error goes to while ncurses owns the screen, or -1.
  nonisolated(unsafe) private static var captureDescriptor: Int32 = -1
  /// A duplicate of the real standard error, or -1.
  nonisolated(unsafe) private static var realErrorDescriptor: Int32 = -1

  /// Records what a restore writes and where. Call before ``install()``; called again once the
  /// handlers are installed, it changes what they write (no bytes are written while it copies).
  /// - Parameters:
  ///   - bytes: the restore sequence; cut to 512 bytes.
  ///   - descriptor: the terminal's file descriptor.
  ///   - modes: the terminal modes to put back, saved before `newterm`.
  static func prepare(bytes: [UInt8], descriptor: Int32, modes: termios?) {
    makeHandlerState()
    restoreByteCount = 0
    let count = min(bytes.count, restoreCapacity)
    for index in 0..<count { restoreBytes[index] = bytes[index] }
    restoreByteCount = count
    terminalDescriptor = descriptor
    if let modes {
      savedModes.pointee = modes
      hasSavedModes = true
    } else {
      hasSavedModes = false
    }
  }

  /// Makes every value a handler reads, here on the main thread before any handler can run.
  ///
  /// Swift makes a global on its first use, through `swift_once`, which allocates: first used in
  /// a handler, while the interrupted code held `malloc`'s lock, it waited for that lock for ever
  /// (a viewer whose terminal went away under load hung so). Each value is read once here.
  private static func makeHandlerState() {
    _ = restoreBytes
    _ = restoreByteCount
    _ = savedModes
    _ = hasSavedModes
    _ = terminalDescriptor
    _ = previousActions
    _ = installed
    _ = copyBuffer
    _ = captureDescriptor
    _ = realErrorDescriptor
  }

  /// Registers standard error's capture so that a restore also shows what was written to it.
  static func prepareCapture(captureDescriptor capture: Int32, realErrorDescriptor real: Int32) {
    captureDescriptor = capture
    realErrorDescriptor = real
  }

  /// Remembers the current actions of the handled signals, to be put back by ``uninstall()``.
  ///
  /// Call before `newterm`: ncurses installs its own `SIGINT`/`SIGTERM` cleanup there when the
  /// action is the default, and that cleanup must not outlive the session.
  static func rememberOriginalActions() {
    makeHandlerState()
    guard !installed else { return }
    for signal in handledSignals {
      sigaction(signal, nil, previousActions + Int(signal))
    }
  }

  /// Whether `signal` was ignored before ``install()`` (see ``rememberOriginalActions()``).
  static func wasIgnored(_ signal: Int32) -> Bool {
    isIgnored(previousActions[Int(signal)])
  }

  /// Installs the handlers. Call after ``prepare(bytes:descriptor:modes:)``.
  static func install() {
    guard !installed else { return }
    for signal in exitSignals where !wasIgnored(signal) {
      setHandler(signal) { signal in
        TerminalRestore.restoreFromHandler()
        _exit(128 + signal)
      }
    }
    for signal in coreDumpSignals where !wasIgnored(signal) {
      setHandler(signal) { signal in
        TerminalRestore.restoreFromHandler()
        var action = sigaction()
        action.__sigaction_handler.sa_handler = SIG_DFL
        sigemptyset(&action.sa_mask)
        sigaction(signal, &action, nil)
        // Blocked while this handler runs, the signal is delivered with the default action as
        // soon as it returns (a faulting instruction also faults again).
        raise(signal)
      }
    }
    installSuspendHandlers()
    installed = true
  }

  /// Puts back the actions remembered before `newterm` and forgets the prepared state.
  static func uninstall() {
    guard installed else { return }
    for signal in handledSignals {
      sigaction(signal, previousActions + Int(signal), nil)
    }
    installed = false
    terminalDescriptor = -1
    restoreByteCount = 0
    hasSavedModes = false
    captureDescriptor = -1
    realErrorDescriptor = -1
  }

  /// Sets `handler` for `signal`, with every other signal blocked while it runs (a second
  /// signal cannot interrupt a restore) and without `SA_RESTART` (a blocked read returns).
  static func setHandler(_ signal: Int32, _ handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigfillset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
  }

  /// The async-signal-safe restore: only `write`, `tcsetattr`, `dup2`, `lseek` and `read`.
  private static func restoreFromHandler() {
    let descriptor = terminalDescriptor
    if descriptor >= 0 {
      writeAll(descriptor, UnsafeRawPointer(restoreBytes), restoreByteCount)
      if hasSavedModes { _ = tcsetattr(descriptor, TCSANOW, savedModes) }
    }
    if captureDescriptor >= 0, realErrorDescriptor >= 0 {
      _ = dup2(realErrorDescriptor, STDERR_FILENO)
      _ = lseek(captureDescriptor, 0, SEEK_SET)
      copyRest(of: captureDescriptor, to: STDERR_FILENO, through: copyBuffer, capacity: copyCapacity)
    }
  }

  /// Copies what is left to read of `source` to `destination`, `capacity` bytes at a time through
  /// `buffer`. Async-signal-safe: only `read` and `write`, into memory the caller allocated.
  static func copyRest(of source: Int32, to destination: Int32, through buffer: UnsafeMutableRawPointer, capacity: Int) {
    while true {
      let count = read(source, buffer, capacity)
      if count > 0 {
        writeAll(destination, UnsafeRawPointer(buffer), count)
      } else if count < 0 && errno == EINTR {
        continue
      } else {
        break
      }
    }
  }

  private static func writeAll(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) {
    var written = 0
    while written < count {
      let result = write(descriptor, bytes + written, count - written)
      if result > 0 {
        written += result
      } else if result < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
