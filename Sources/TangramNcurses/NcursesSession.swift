import CNcurses
import Glibc
import TangramTerminal

/// The one owner of the ncurses screen: `start` takes the terminal over, `stop` gives it back.
///
/// While a session runs, the terminal is in raw mode (Ctrl-C arrives as a key), the cursor is
/// hidden, and signals that end the process restore the terminal first (see ``TerminalRestore``).
/// Drive it, and the ``NcursesBackend`` and ``NcursesInput`` made from it, from one thread.
public final class NcursesSession {
  /// How the session uses the terminal.
  public struct Options: Hashable, Sendable {
    /// Report clicks and the wheel. Mouse capture blocks the terminal's own text selection.
    public var useMouse: Bool
    /// Whether colours are wanted (`--color`; `--no-color` is `.never`); the colours shown are
    /// decided by `ColorMode.detect(environment:isTerminal:terminfoColors:choice:)` from
    /// `environment` and the terminfo entry, so `.auto` turns them off for `NO_COLOR`.
    public var color: ColorChoice
    /// The environment colours are detected from (`TERM`, `COLORTERM`, `NO_COLOR`); nil for
    /// the program's own.
    public var environment: [String: String]?
    /// Draw on the alternate screen, so that the shell's screen comes back on exit. When false, the
    /// last frame stays in the terminal, as with `less -X`.
    public var useAlternateScreen: Bool
    /// Hold back what is written to standard error while the screen is taken, and show it after.
    public var captureStandardError: Bool

    public init(
      useMouse: Bool = true, color: ColorChoice = .auto, environment: [String: String]? = nil,
      useAlternateScreen: Bool = true, captureStandardError: Bool = true
    ) {
      self.useMouse = useMouse
      self.color = color
      self.environment = environment
      self.useAlternateScreen = useAlternateScreen
      self.captureStandardError = captureStandardError
    }
  }

  /// The options the session started with.
  public let options: Options
  /// How colours are shown.
  public let colorMode: ColorMode
  /// How colours are shown in frames written past ncurses (``ANSIFrameWriter``), which are not
  /// limited to what the terminfo entry describes: 24-bit when `COLORTERM` says so.
  let directColorMode: ColorMode
  /// Whether the session still owns the terminal.
  public private(set) var isRunning = true

  /// The terminal's `COLORS` (0 without colours).
  let colorCount: Int
  /// The terminal's `COLOR_PAIRS` (0 without colours).
  let pairCount: Int
  /// Whether colour -1 means the terminal's default (after `use_default_colors`).
  let hasDefaultColors: Bool

  private let screen: OpaquePointer
  /// The window keys are read through: a pad, which reading never refreshes, so that ncurses
  /// writes nothing of its own while frames are written past it (``ANSIFrameWriter``); after a
  /// resize, reading through `stdscr` would repaint ncurses' idea of the screen over the frame.
  let inputWindow: UnsafeMutablePointer<WINDOW>
  /// Where ncurses writes; the few sequences ncurses has no call for are written here directly.
  let outputDescriptor: Int32
  /// Where ncurses reads keys: standard input, or `/dev/tty` when standard input is a pipe.
  public let inputDescriptor: Int32
  /// The terminal's size as last read (see ``size``).
  var terminalSize = (columns: 0, rows: 0)
  /// Whether button-motion mouse tracking was turned on (and must be turned off).
  private(set) var tracksButtonMotion = false
  /// Files the session opened itself and closes at the end.
  private let ownedFiles: [UnsafeMutablePointer<FILE>]
  private let errorCapture: StandardErrorCapture?

  /// Whether ``useUTF8Locale()`` has run.
  nonisolated(unsafe) private static var hasChosenLocale = false

  /// Takes the terminal over: ``prepare(_:)``, then ``PreparedScreen/start()``.
  ///
  /// Checks first that standard output is a terminal, that keys can be read (standard input, or
  /// `/dev/tty` when standard input is a pipe), and that `TERM` names a terminal that can draw a full
  /// screen; throws ``TerminalUnavailable`` with a sentence for the user otherwise.
  public static func start(_ options: Options = Options()) throws -> NcursesSession {
    try prepare(options).start()
  }

  /// Makes the ncurses screen for the terminal without taking the terminal over yet: checks it
  /// as ``start(_:)`` does, chooses the locale and has `newterm` read the terminfo entry. Nothing
  /// is written to the terminal; its modes are the screen's from now on, and signals that end
  /// the program put them back (``TerminalRestore``). The program can meanwhile find out
  /// whether it has anything to show, then ``PreparedScreen/start()`` the session or
  /// ``PreparedScreen/abandon()`` the screen.
  package static func prepare(_ options: Options = Options()) throws -> PreparedScreen {
    guard ScreenOwnership.current == .free else { throw TerminalUnavailable(.alreadyRunning) }
    guard isatty(STDOUT_FILENO) == 1 else { throw TerminalUnavailable(.outputNotTerminal) }
    let terminalType = ProcessEnvironment.value(of: "TERM") ?? ""
    guard !terminalType.isEmpty else { throw TerminalUnavailable(.terminalTypeUnset) }
    guard terminalType != "dumb" else { throw TerminalUnavailable(.terminalTooLimited(terminalType)) }

    var ownedFiles: [UnsafeMutablePointer<FILE>] = []
    var input = CNcurses_stdin()!
    if isatty(STDIN_FILENO) != 1 {
      guard let tty = fopen("/dev/tty", "r") else { throw TerminalUnavailable(.inputNotTerminal) }
      input = tty
      ownedFiles.append(tty)
    }
    useUTF8Locale()

    var savedModes = termios()
    let hasSavedModes = tcgetattr(STDOUT_FILENO, &savedModes) == 0
    let modes = hasSavedModes ? savedModes : nil
    TerminalRestore.rememberOriginalActions()
    guard let screen = makeScreen(input: input, wantsAlternateScreen: options.useAlternateScreen) else {
      ownedFiles.forEach { fclose($0) }
      throw TerminalUnavailable(.terminalTypeUnknown(terminalType))
    }
    // `newterm` has set the screen's modes (no echo, no line editing, no output translation) and
    // ncurses' own handlers of SIGINT, SIGTERM and SIGTSTP, which would write what it queued.
    // Until the session starts, a signal only puts the modes back, writing nothing.
    TerminalRestore.prepare(bytes: [], descriptor: STDOUT_FILENO, modes: modes)
    TerminalRestore.install()
    let prepared = PreparedScreen(screen: screen, ownedFiles: ownedFiles, savedModes: modes, options: options)
    guard Terminfo.string("cup") != nil else {
      prepared.abandon()
      throw TerminalUnavailable(.terminalTooLimited(terminalType))
    }
    return prepared
  }

  /// An ncurses screen made for the terminal that has not taken it over (see ``prepare(_:)``).
  package final class PreparedScreen {
    fileprivate let screen: OpaquePointer
    fileprivate let ownedFiles: [UnsafeMutablePointer<FILE>]
    /// The terminal's modes before `newterm`.
    fileprivate let savedModes: termios?
    fileprivate let options: Options
    private var isUsed = false

    fileprivate init(
      screen: OpaquePointer, ownedFiles: [UnsafeMutablePointer<FILE>], savedModes: termios?, options: Options
    ) {
      self.screen = screen
      self.ownedFiles = ownedFiles
      self.savedModes = savedModes
      self.options = options
      ScreenOwnership.current = .prepared
    }

    /// Takes the terminal over (see ``NcursesSession``); call once.
    package func start() -> NcursesSession {
      precondition(!isUsed, "a prepared screen starts one session")
      isUsed = true
      let session = NcursesSession(
        screen: screen, inputDescriptor: ownedFiles.first.map(fileno) ?? STDIN_FILENO, outputDescriptor: STDOUT_FILENO,
        ownedFiles: ownedFiles,
        options: options, errorCapture: options.captureStandardError ? StandardErrorCapture() : nil)
      // The handlers installed by `prepare` now also write what undoes the session.
      let restore = TerminalRestore.restoreSequence(
        useAlternateScreen: options.useAlternateScreen, capability: Terminfo.string)
      TerminalRestore.prepare(bytes: restore, descriptor: STDOUT_FILENO, modes: savedModes)
      if let capture = session.errorCapture {
        TerminalRestore.prepareCapture(
          captureDescriptor: capture.captureDescriptor, realErrorDescriptor: capture.realDescriptor)
      }
      return session
    }

    /// Leaves the terminal as it was before ``NcursesSession/prepare(_:)``: its modes and the
    /// signal actions are put back, and what ncurses queued for the terminal is never written
    /// (the screen is not freed, since freeing it writes that out: call this on the way out of
    /// the program).
    package func abandon() {
      guard !isUsed else { return }
      isUsed = true
      ScreenOwnership.current = .free
      if var modes = savedModes {
        tcsetattr(STDOUT_FILENO, TCSANOW, &modes)
      }
      TerminalRestore.uninstall()
      ownedFiles.forEach { fclose($0) }
    }
  }

  /// A session on a terminal that is not there: output goes to a file (`/dev/null` by default), or
  /// to a copy of `outputDescriptor` when one is given, and input ends at once. For tests;
  /// `LINES` and `COLUMNS` are set to the size asked for, and no signal handler is installed.
  static func startHeadless(
    terminalType: String = "xterm-256color", columns: Int = 80, rows: Int = 24,
    outputPath: String = "/dev/null", outputDescriptor: Int32? = nil,
    options: Options = Options(captureStandardError: false)
  ) throws -> NcursesSession {
    var options = options
    if options.environment == nil { options.environment = ["TERM": terminalType] }
    guard ScreenOwnership.current == .free else { throw TerminalUnavailable(.alreadyRunning) }
    setenv("COLUMNS", String(columns), 1)
    setenv("LINES", String(rows), 1)
    useUTF8Locale()
    let opened = outputDescriptor.map { fdopen(dup($0), "w") } ?? fopen(outputPath, "w")
    guard let output = opened else { throw TerminalUnavailable(.outputNotTerminal) }
    guard let input = fopen("/dev/null", "r") else {
      fclose(output)
      throw TerminalUnavailable(.inputNotTerminal)
    }
    guard let screen = newterm(terminalType, output, input) else {
      fclose(output)
      fclose(input)
      throw TerminalUnavailable(.terminalTypeUnknown(terminalType))
    }
    return NcursesSession(
      screen: screen, inputDescriptor: fileno(input), outputDescriptor: fileno(output), ownedFiles: [output, input],
      options: options, errorCapture: nil)
  }

  /// Configures the screen `newterm` just made current.
  private init(
    screen: OpaquePointer, inputDescriptor: Int32, outputDescriptor: Int32, ownedFiles: [UnsafeMutablePointer<FILE>],
    options: Options, errorCapture: StandardErrorCapture?
  ) {
    self.screen = screen
    self.inputDescriptor = inputDescriptor
    self.outputDescriptor = outputDescriptor
    self.ownedFiles = ownedFiles
    self.options = options
    self.errorCapture = errorCapture
    ScreenOwnership.current = .running

    Self.writeFramesWhole()
    terminalSize = Self.currentSize(of: outputDescriptor)
    raw()
    noecho()
    nonl()
    let window = CNcurses_stdscr()
    inputWindow = newpad(1, 1)
    keypad(inputWindow, true)
    keypad(window, true)
    leaveok(window, true)
    curs_set(0)
    if ProcessEnvironment.value(of: "ESCDELAY") == nil {
      set_escdelay(25)
    }

    // Colours as detected from the environment and the entry's `colors`. ncurses draws them as
    // far as the entry describes them: direct colour needs an entry of 2^24 colours
    // (`xterm-direct`, from Debian's ncurses-term), so on a 256-colour entry `COLORTERM=truecolor`
    // gives ncurses the 256-colour palette, each colour drawn as its nearest entry. Frames
    // written past ncurses use 24-bit colour then.
    let wanted = ColorMode.detect(
      environment: options.environment ?? ProcessEnvironment.colorVariables, isTerminal: true,
      terminfoColors: has_colors() ? Terminfo.number("colors") : 0, choice: options.color)
    var hasDefaultColors = false
    if wanted != .none, has_colors() {
      start_color()
      hasDefaultColors = use_default_colors() == OK
    }
    colorMode = has_colors() ? wanted.limited(toTerminfoColors: Int(CNcurses_COLORS())) : .none
    directColorMode = has_colors() ? wanted : .none
    self.hasDefaultColors = hasDefaultColors
    colorCount = colorMode == .none ? 0 : Int(CNcurses_COLORS())
    pairCount = colorMode == .none ? 0 : Int(CNcurses_COLOR_PAIRS())

    if !options.useAlternateScreen {
      // `writeFramesWhole` has left the alternate screen that `newterm` entered; without smcup
      // the next update does not enter it again.
      CNcurses_forgetAlternateScreen()
      // The normal screen still shows the shell: repaint all of it on the first frame.
      clearok(CNcurses_curscr(), true)
    }
    if options.useMouse {
      mouseinterval(0)
      mousemask(MouseMapping.eventMask, nil)
      tracksButtonMotion = has_mouse()
    }

    // ncurses queues its set-up output (modes, smcup, mouse on) until the first update, which
    // also takes the terminal back from `writeFramesWhole`'s `endwin`. Write it now, so that what
    // ncurses has no call for can follow it directly, in order.
    doupdate()
    if tracksButtonMotion {
      writeDirectly(Array(MouseMapping.buttonMotionOnSequence.utf8))
    }
  }

  /// Makes every later `doupdate` reach the terminal in one `write` call, and keeps it from
  /// polling the keyboard while it writes. Called once, right after `newterm`, before anything
  /// is shown.
  ///
  /// ncurses 6.4 collects its output in a buffer of its own, sized at `newterm` for the screen
  /// ((rows + 2) x (columns + 6) bytes), and writes it with `write(2)` to the descriptor of the
  /// `FILE` given to `newterm`; that `FILE`'s stdio buffer is not used, so `setvbuf` on it changes
  /// nothing. `doupdate` empties the buffer at its end. Two things emptied it earlier, so that on
  /// a 200x50 screen a one-row scroll took 5 writes and a page 57:
  /// - Until the screen has been through `endwin` once, ncurses counts it as not yet started and
  ///   flushes the buffer after every cursor movement (meant for programs that use only terminfo),
  ///   which is about once per changed row. `endwin` here, with nothing but `newterm`'s set-up
  ///   output queued, ends that state: the first `doupdate` then takes the terminal back as after
  ///   `^Z` (program modes, alternate screen, keypad, cursor), and from then on ncurses writes
  ///   only when `doupdate` ends or the buffer is full.
  /// - Typeahead detection: before an update and every five rows it looks at, `doupdate` polls
  ///   the keyboard and flushes when a key is waiting. `typeahead(-1)` turns that off: the run
  ///   loop reads every waiting key before it draws a frame, so there is nothing to check for.
  ///
  /// One write per frame costs one system call instead of one per row, and a terminal (a remote
  /// one above all: ssh, tmux) gets the frame in one piece instead of showing it row by row. A
  /// frame larger than the buffer, such as a full repaint after the terminal grew, still goes out
  /// in a few writes.
  private static func writeFramesWhole() {
    endwin()
    typeahead(-1)
  }

  /// Before `endwin`: turns off what was written past ncurses and that ncurses would leave on,
  /// button-motion mouse tracking and a scroll region that frames left set, and blanks the
  /// alternate screen it is about to leave (see ``TerminalRestore/restoreSequence(useAlternateScreen:capability:)``).
  func undoWhatNcursesDoesNotKnow() {
    if tracksButtonMotion {
      writeDirectly(Array(MouseMapping.buttonMotionOffSequence.utf8))
    }
    writeDirectly(TerminalRestore.fullScrollRegionSequence)
    if !leavesFramesOnNormalScreen, let clear = Terminfo.string("clear") {
      writeDirectly(clear)
    }
  }

  /// Writes bytes to the terminal past ncurses, for the few sequences it has no call for.
  func writeDirectly(_ bytes: [UInt8]) {
    var written = 0
    while written < bytes.count {
      let result = bytes.withUnsafeBytes {
        write(outputDescriptor, $0.baseAddress! + written, bytes.count - written)
      }
      if result < 0 && errno == EINTR { continue }
      guard result > 0 else { return }
      written += result
    }
  }

  /// Gives the terminal back: mouse reporting off, `endwin` (normal screen, cursor, modes), signal
  /// handlers removed, captured standard error shown. Safe to call more than once.
  public func stop() {
    guard isRunning else { return }
    let rows = size.rows
    isRunning = false
    undoWhatNcursesDoesNotKnow()
    if options.useMouse {
      mousemask(0, nil)
    }
    if leavesFramesOnNormalScreen, rows > 0 {
      // The last frame stays on the normal screen, as with `less -X` (asked for, or a terminal
      // without an alternate screen, such as vt100); its status bar is the viewer's, not the
      // page's: the shell's prompt comes on that row, cleared.
      writeDirectly(Array("\u{1B}[\(rows);1H\u{1B}[0m\u{1B}[K".utf8))
    }
    endwin()
    TerminalRestore.uninstall()
    errorCapture?.finish()
    delwin(inputWindow)
    delscreen(screen)
    ownedFiles.forEach { fclose($0) }
    ScreenOwnership.current = .free
  }

  deinit {
    stop()
  }

  /// Whether frames are drawn on the normal screen, and the last stays there on `endwin`: asked
  /// for, or a terminal without an alternate screen, such as vt100.
  private var leavesFramesOnNormalScreen: Bool {
    !options.useAlternateScreen || Terminfo.string("smcup") == nil
  }

  /// Chooses the user's character type (`LC_CTYPE`), falling back to `C.UTF-8` when it is not
  /// UTF-8; ncursesw reads and draws multibyte text only in a UTF-8 locale. The other categories
  /// are not loaded: nothing here reads them, and loading them takes as long again.
  ///
  /// ``prepare(_:)`` calls it; a program that prepares the screen while other threads run calls
  /// it before starting them, since `setlocale` must not run beside them. Once is enough.
  package static func useUTF8Locale() {
    guard !hasChosenLocale else { return }
    hasChosenLocale = true
    setlocale(LC_CTYPE, "")
    if !currentCodesetIsUTF8() {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private static func currentCodesetIsUTF8() -> Bool {
    guard let codeset = nl_langinfo(nl_item(CODESET)) else { return false }
    let name = String(cString: codeset).uppercased()
    return name == "UTF-8" || name == "UTF8"
  }
}
