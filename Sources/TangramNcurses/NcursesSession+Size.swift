import CNcurses
import Glibc

/// The size of ncurses' own screen, and of the terminal.
extension NcursesSession {
  /// `newterm` on standard output, reading keys from `input`. When frames are written past
  /// ncurses (``ANSIFrameWriter``) on the alternate screen, ncurses' own screen is made the size
  /// its terminfo entry gives (`lines` and `cols`, 24 by 80 for most) instead of the terminal's:
  /// it then only reads keys and sets modes, and a small one costs less to make and to bring up
  /// on the way to the first frame. The terminal's own size is read from the terminal (``size``).
  ///
  /// Whether frames are written past ncurses is known from the entry, read once more for that.
  /// Where ncurses draws the frames, or the last frame stays on the normal screen
  /// (`endwin` moves the cursor to the last row of ncurses' screen), its screen is the
  /// terminal's size, as it is for an entry without `lines` or `cols`.
  static func makeScreen(input: UnsafeMutablePointer<FILE>, wantsAlternateScreen: Bool) -> OpaquePointer? {
    // `use_env(false)` has ncurses take the entry's size, without asking the terminal or the
    // environment (LINES, COLUMNS); a `SIGWINCH` then still gives `KEY_RESIZE`.
    defer { use_env(true) }
    use_env(false)
    let small = wantsAlternateScreen && entryAllowsSmallScreen()
    use_env(!small)
    return newterm(nil, CNcurses_stdout(), input)
  }

  /// Whether the terminfo entry of `TERM` lets ncurses' screen be small: frames are written past
  /// ncurses, there is an alternate screen, and the entry gives a size (read with `use_env(false)`:
  /// otherwise `lines` and `cols` are the terminal's).
  private static func entryAllowsSmallScreen() -> Bool {
    guard CNcurses_readEntry() else { return false }
    defer { CNcurses_forgetEntry() }
    return ANSIFrameWriter.Capabilities.current(colorMode: .none) != nil && Terminfo.string("smcup") != nil
      && (Terminfo.number("lines") ?? 0) > 0 && (Terminfo.number("cols") ?? 0) > 0
  }

  /// The size of the terminal in columns and rows, as it was at the start or at the last
  /// ``readSize()``; zero once stopped.
  var size: (columns: Int, rows: Int) {
    isRunning ? terminalSize : (0, 0)
  }

  /// Reads the terminal's size again (after `KEY_RESIZE`) and returns it.
  @discardableResult
  func readSize() -> (columns: Int, rows: Int) {
    terminalSize = Self.currentSize(of: outputDescriptor)
    return size
  }

  /// The size of the terminal on `descriptor`; ncurses' screen's when the descriptor does not say
  /// (a headless session writes to a file, and its screen is the size asked for).
  static func currentSize(of descriptor: Int32) -> (columns: Int, rows: Int) {
    var window = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 {
      return (Int(window.ws_col), Int(window.ws_row))
    }
    return screenSize
  }

  /// The size of ncurses' own screen.
  private static var screenSize: (columns: Int, rows: Int) {
    var rows: Int32 = 0
    var columns: Int32 = 0
    CNcurses_getmaxyx(CNcurses_stdscr(), &rows, &columns)
    return (max(0, Int(columns)), max(0, Int(rows)))
  }
}
