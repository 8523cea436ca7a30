import CNcurses
import TangramTerminal

/// Shows frames on the terminal of a running ``NcursesSession``.
///
/// On a terminal whose terminfo entry describes ECMA-48 sequences (xterm, tmux, screen, the Linux
/// console and most others; see ``ANSIFrameWriter/Capabilities/current(colorMode:)``),
/// frames are written past ncurses by an ``ANSIFrameWriter``: it compares frames row by row,
/// keeps a scroll region set between frames and remembers the cursor and the style, so a frame
/// takes fewer bytes and less time than ncurses' comparison of whole screens. ncurses still reads
/// the keys and sets the terminal's modes.
///
/// On other terminals, each `present` writes only what differs from the previous frame into
/// `stdscr` and then calls `doupdate` once; ncurses compares with what the terminal shows and
/// finds scrolls by itself, so a one-row scroll costs about one row of output. A changed row is written from its first to its
/// last changed column in one call (see ``RowPainter``). When a band of rows moved up or down
/// together, as in a scroll, those lines of `stdscr` are scrolled in place first (see
/// ``RowShift``), so that only the rows that came into view and the other changed rows are
/// written. The first frame, and any frame after the screen or frame size changed, is written whole
/// (over an erased `stdscr`, never with `clear`). Cells outside the screen are dropped.
public final class NcursesBackend: Backend {
  private let session: NcursesSession
  private let styles: StyleMapper
  private let painter: RowPainter
  private var previous: Buffer?
  private var previousScreenSize = (columns: 0, rows: 0)
  /// Writes frames past ncurses, on a terminal that speaks ECMA-48; nil: ncurses writes them.
  private let writer: ANSIFrameWriter?
  /// The scrolls of the moves that may come before the next frame (``prepareMoves(_:)``).
  private var preparedScrolls: [ANSIFrameWriter.PreparedScroll] = []
  /// How the terminal takes the clipboard, if it does (see ``ClipboardMethod/allowed(hasSelectionCapability:term:insideTmux:)``).
  public let clipboardMethod: ClipboardMethod?

  /// A backend drawing on `session`'s screen. `environment` (the program's) tells whether the
  /// terminal runs inside tmux and what `TERM` says, for the clipboard; the terminfo entry's `Ms`
  /// capability is asked too.
  public convenience init(session: NcursesSession, environment: [String: String]) {
    self.init(session: session, environment: environment, writesDirectly: nil)
  }

  /// A backend that writes frames itself when `writesDirectly` is true or, when nil, when the
  /// terminal speaks ECMA-48; false always leaves them to ncurses.
  init(session: NcursesSession, environment: [String: String], writesDirectly: Bool?) {
    self.session = session
    self.styles = StyleMapper(session: session)
    self.painter = RowPainter(styles: styles)
    let capabilities =
      writesDirectly == false
      ? nil
      : ANSIFrameWriter.Capabilities.current(colorMode: session.directColorMode)
    self.writer = capabilities.map { ANSIFrameWriter(capabilities: $0) }
    self.clipboardMethod = ClipboardMethod.allowed(
      hasSelectionCapability: Terminfo.string("Ms") != nil, term: environment["TERM"],
      insideTmux: environment["TMUX"].map { !$0.isEmpty } ?? false)
  }

  /// A backend drawing on `session`'s screen that sets the clipboard only when the terminfo entry
  /// has `Ms`.
  public convenience init(session: NcursesSession) {
    self.init(session: session, environment: [:])
  }

  /// Writes OSC 52 with `text` straight to the terminal, when it allows it.
  public func copyToClipboard(_ text: String) -> Bool {
    guard session.isRunning, let clipboardMethod else { return false }
    session.writeDirectly(clipboardMethod.sequence(for: text))
    return true
  }

  /// How colours are shown.
  public var colorMode: ColorMode { writer?.colorMode ?? styles.mode }

  /// The screen's size in columns and rows.
  public var size: (columns: Int, rows: Int) { session.size }

  /// Writes what changed since the previous frame and makes it visible in one update.
  public func present(_ frame: Buffer) {
    preparedScrolls = []
    guard session.isRunning else { return }
    let screen = size
    if let writer {
      present(frame, screen: screen, with: writer)
      return
    }
    guard let window = CNcurses_stdscr() else { return }
    if let previous, previous.width == frame.width, previous.height == frame.height,
      screen == previousScreenSize
    {
      paintChanges(from: previous, to: frame, screen: screen, window: window)
    } else {
      werase(window)
      paintAll(frame, screen: screen, window: window)
    }
    wnoutrefresh(window)
    doupdate()
    previous = frame
    previousScreenSize = screen
  }

  /// Scrolls the rows of `move` on the terminal at once, when frames are written past ncurses,
  /// and takes the screen to show them moved, so that the next frame writes only what the move
  /// did not bring; ncurses' terminals wait for that frame.
  public func moveRows(_ move: RowMove) {
    // What was prepared is let go of after the write: freeing it is no reason to write later.
    defer { preparedScrolls = [] }
    guard let writer, var shown = previous, canMove(move) else { return }
    let shift = RowShift(move)
    var bytes: [UInt8]?
    if let scroll = preparedScrolls.first(where: { $0.shift == shift }) {
      bytes = writer.take(scroll)
    }
    session.writeDirectly(bytes ?? writer.bytes(moving: shift))
    // Let go of the frame so that moving its rows does not copy them.
    previous = nil
    shown.apply(move)
    previous = shown
  }

  /// Works out the bytes of `moves` while the program waits for input (see
  /// ``Backend/prepareMoves(_:)``): the first key after a frame then costs only their `write`.
  public func prepareMoves(_ moves: [RowMove]) {
    guard let writer else { return }
    preparedScrolls = moves.filter(canMove).map { writer.prepare(moving: RowShift($0)) }
  }

  /// Whether `move` can be made on the terminal: frames are written past ncurses, and the last
  /// one filled the screen, whose size has not changed since.
  private func canMove(_ move: RowMove) -> Bool {
    guard session.isRunning, writer != nil, let shown = previous else { return false }
    let screen = size
    return screen == previousScreenSize && shown.width == screen.columns && shown.height == screen.rows
      && move.band.lowerBound >= 0 && move.band.upperBound <= screen.rows
  }

  /// Gives the terminal back and stops, as `^Z` does; returns once continued, with the last frame
  /// repainted whole (see ``NcursesSession/suspend()``).
  public func suspend() {
    session.suspend()
    guard let writer, let last = previous else { return }
    writer.forgetTerminalState()
    previous = nil
    present(last)
  }

  /// Forgets the previous frame, so that the next one is written whole.
  public func invalidate() {
    previous = nil
    writer?.forgetTerminalState()
  }

  /// Writes what changed since the previous frame, or the whole frame, in one `write`.
  private func present(_ frame: Buffer, screen: (columns: Int, rows: Int), with writer: ANSIFrameWriter) {
    defer {
      previous = frame
      previousScreenSize = screen
    }
    let columns = min(frame.width, screen.columns)
    let rows = min(frame.height, screen.rows)
    guard columns > 0, rows > 0 else { return }
    let sameSize = screen == previousScreenSize
    if !sameSize {
      // A terminal that changed size may have reset its scroll region and moved the cursor.
      writer.forgetTerminalState()
    }
    let bytes = frame.withRows(shownRows: rows, shownColumns: columns) { newRows in
      guard sameSize, let previous, previous.width == frame.width, previous.height == frame.height
      else { return writer.bytes(from: nil, to: newRows, screen: screen) }
      return previous.withRows(shownRows: rows, shownColumns: columns) { oldRows in
        writer.bytes(from: oldRows, to: newRows, screen: screen)
      }
    }
    if !bytes.isEmpty {
      session.writeDirectly(bytes)
    }
  }

  /// Writes every shown cell of `frame`.
  private func paintAll(
    _ frame: Buffer, screen: (columns: Int, rows: Int), window: UnsafeMutablePointer<WINDOW>
  ) {
    let columns = min(frame.width, screen.columns)
    guard columns > 0 else { return }
    let rows = min(frame.height, screen.rows)
    frame.withRows(shownRows: rows, shownColumns: columns) { newRows in
      for row in 0..<rows {
        painter.paint(newRows, row: row, span: 0..<columns, screenColumns: columns, window: window)
      }
    }
  }

  /// Writes the shown cells of `frame` that differ from `old`, a frame of the same size, first
  /// scrolling the window when a band of rows moved.
  private func paintChanges(
    from old: Buffer, to frame: Buffer, screen: (columns: Int, rows: Int),
    window: UnsafeMutablePointer<WINDOW>
  ) {
    let columns = min(frame.width, screen.columns)
    let rows = min(frame.height, screen.rows)
    guard columns > 0, rows > 0 else { return }
    frame.withRows(shownRows: rows, shownColumns: columns) { newRows in
      old.withRows(shownRows: rows, shownColumns: columns) { oldRows in
        newRows.forEachChange(
          from: oldRows, scroll: { scroll(window, by: $0) },
          write: { painter.paint(newRows, row: $0, span: $1, screenColumns: columns, window: window) })
      }
    }
  }

  /// Scrolls the lines of `shift`'s region of the window, leaving the other lines as they are;
  /// the window's scroll region and `scrollok` setting are put back afterwards.
  private func scroll(_ window: UnsafeMutablePointer<WINDOW>, by shift: RowShift) {
    var top: Int32 = 0
    var bottom: Int32 = 0
    wgetscrreg(window, &top, &bottom)
    let wasScrolling = is_scrollok(window)
    let region = shift.region
    wsetscrreg(window, Int32(region.lowerBound), Int32(region.upperBound))
    scrollok(window, true)
    wscrl(window, Int32(shift.distance))
    scrollok(window, wasScrolling)
    wsetscrreg(window, top, bottom)
  }
}
