import CNcurses
import Glibc
import TangramTerminal

/// Reads keys, mouse actions and resizes from the terminal of a running ``NcursesSession``.
///
/// Key codes the viewer does not know are skipped. `KEY_RESIZE` comes from ncurses' own `SIGWINCH`
/// handler and arrives with the new size. A `SIGTSTP` sent to the process arrives as `^Z`, the
/// key that suspends the viewer (in raw mode the terminal sends `^Z` as a key, not a signal).
public final class NcursesInput: InputSource {
  private let session: NcursesSession
  /// Whether the left button was pressed and not yet released, which makes motion a drag.
  private var buttonHeld = false
  /// Whether the terminal went away: a read failed with `EIO`, or came back empty before its
  /// time (the end of input), as when the terminal is closed under a viewer that ignores `SIGHUP`.
  private var inputEnded = false
  /// Events ncurses read in one run with an earlier one (the release of a click that arrived
  /// with its press), handed out before anything is read again.
  private var queuedEvents: [InputEvent] = []

  /// Whether input has ended: the run loop then stops rather than wait on a terminal that is gone.
  public var hasEnded: Bool { inputEnded }

  /// The terminal's input descriptor (keys wait in ncurses' own buffer too: read them with
  /// ``nextEvent(timeout:)`` before waiting on it).
  public var descriptor: Int32? { session.inputDescriptor }

  /// Input from `session`'s terminal.
  public init(session: NcursesSession) {
    self.session = session
  }

  /// Blocks until the next event; nil when input has ended (the terminal went away).
  public func nextEvent() -> InputEvent? {
    guard session.isRunning else { return nil }
    let window = session.inputWindow
    wtimeout(window, -1)
    while true {
      switch read(window) {
      case .event(let event): return event
      case .skipped: continue
      case .nothing:
        inputEnded = true
        return nil
      }
    }
  }

  /// Waits at most `milliseconds` for the next event; nil when none came in time (or input ended).
  public func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    guard session.isRunning else { return nil }
    let window = session.inputWindow
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: .milliseconds(max(0, milliseconds)))
    defer { wtimeout(window, -1) }
    while true {
      let remaining = clock.now.duration(to: deadline) / .milliseconds(1)
      let remainingMilliseconds = max(0, Int(remaining.rounded(.up)))
      wtimeout(window, Int32(clamping: remainingMilliseconds))
      let started = clock.now
      switch read(window) {
      case .event(let event): return event
      case .skipped where remainingMilliseconds > 0: continue
      case .skipped: return nil
      case .nothing:
        // A timed read that fails, or ends well before its time, has met the end of input.
        let early = remainingMilliseconds >= 4 && started.duration(to: clock.now) < .milliseconds(remainingMilliseconds / 2)
        if errno == EIO || early { inputEnded = true }
        return nil
      }
    }
  }

  /// Reads what ``descriptor`` said is there with one read that does not poll the terminal first
  /// (the loop polled it); nil when it was a code the viewer ignores. A descriptor that was
  /// readable but gives nothing has met the end of input.
  public func readyEvent() -> InputEvent? {
    guard session.isRunning else { return nil }
    // The window reads without a timeout here: a timed read puts that back when it ends.
    switch read(session.inputWindow) {
    case .event(let event): return event
    case .skipped: return nil
    case .nothing:
      inputEnded = true
      return nil
    }
  }

  /// The key a `SIGTSTP` is turned into.
  static let suspendKey = Key.control("z")

  private enum ReadResult {
    case event(InputEvent)
    /// A code the viewer ignores was read.
    case skipped
    /// No input: a timeout, or the end of input.
    case nothing
  }

  private func read(_ window: UnsafeMutablePointer<WINDOW>) -> ReadResult {
    if !queuedEvents.isEmpty { return .event(queuedEvents.removeFirst()) }
    if TerminalRestore.takeSuspendRequest() {
      // A SIGTSTP from outside: the same as ^Z typed in the viewer.
      return .event(.key(Self.suspendKey))
    }
    errno = 0
    // `wgetch` reads a key of one byte (or a function key) without the multibyte conversion of
    // `wget_wch`, a few microseconds on the way to a line key's scroll. The first byte of a
    // character of several (UTF-8) is handed back, and `wget_wch` reads the character whole
    // from it (ncurses hands back what it gets back as it is, without matching key sequences).
    let first = wgetch(window)
    switch first {
    case ERR:
      return readFailure()
    case KEY_MIN...:
      return functionKeyEvent(first)
    case 0..<0x80:
      return characterEvent(UInt32(first))
    default:
      ungetch(first)
      var code: wint_t = 0
      switch wget_wch(window, &code) {
      case OK: return characterEvent(UInt32(code))
      case KEY_CODE_YES: return functionKeyEvent(Int32(bitPattern: code))
      default: return readFailure()
      }
    }
  }

  private func characterEvent(_ code: UInt32) -> ReadResult {
    KeyCodeMapping.key(forCharacter: code).map { .event(.key($0)) } ?? .skipped
  }

  /// ERR: a timeout, or the input ended. A signal that interrupted the read is not an end.
  private func readFailure() -> ReadResult {
    errno == EINTR ? .skipped : .nothing
  }

  private func functionKeyEvent(_ code: Int32) -> ReadResult {
    switch code {
    case KEY_RESIZE:
      let size = session.readSize()
      return .event(.resize(columns: size.columns, rows: size.rows))
    case KEY_MOUSE:
      var events = MouseMapping.events(ofRunNewestFirst: takeMouseReports(), buttonHeld: &buttonHeld)
      guard !events.isEmpty else { return .skipped }
      let first = events.removeFirst()
      queuedEvents.append(contentsOf: events)
      return .event(first)
    default:
      return KeyCodeMapping.key(forKeyCode: code).map { .event(.key($0)) } ?? .skipped
    }
  }

  /// ncurses keeps at most this many reports of a run (`EV_MAX`); more calls would find none.
  private static let mouseRunLimit = 8

  /// The reports of the run behind one `KEY_MOUSE`, newest first, as `getmouse` hands them back
  /// one a call until none is left.
  private func takeMouseReports() -> [MouseMapping.Report] {
    var reports: [MouseMapping.Report] = []
    var event = MEVENT()
    while reports.count < Self.mouseRunLimit, getmouse(&event) == OK {
      reports.append(MouseMapping.Report(buttonState: UInt32(event.bstate), column: Int(event.x), row: Int(event.y)))
    }
    return reports
  }
}
