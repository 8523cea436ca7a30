import CNcurses
import TangramTerminal

/// Shows frames on the ncurses screen of a running ``NcursesSession``.
///
/// Each `present` writes only the cells that differ from the previous frame into `stdscr` and then
/// calls `doupdate` once; ncurses compares with what the terminal shows and finds scrolls by itself,
/// so a one-row scroll costs about one row of output. The first frame, and any frame after the
/// screen or frame size changed, is written whole (over an erased `stdscr`, never with `clear`).
/// Cells outside the screen are dropped.
public final class NcursesBackend: Backend {
  private let session: NcursesSession
  private let styles: StyleMapper
  private var previous: Buffer?
  private var previousScreenSize = (columns: 0, rows: 0)
  private var characters = [wchar_t](repeating: 0, count: CellGlyph.maximumScalars + 1)

  /// A backend drawing on `session`'s screen.
  public init(session: NcursesSession) {
    self.session = session
    self.styles = StyleMapper(session: session)
  }

  /// How colours are shown.
  public var colorMode: ColorMode { styles.mode }

  /// The screen's size in columns and rows.
  public var size: (columns: Int, rows: Int) { session.size }

  /// Writes what changed since the previous frame and makes it visible in one update.
  public func present(_ frame: Buffer) {
    guard session.isRunning, let window = CNcurses_stdscr() else { return }
    let screen = size
    let frameSizeChanged = previous.map { $0.width != frame.width || $0.height != frame.height }
    let full = (frameSizeChanged ?? true) || screen != previousScreenSize
    if full {
      werase(window)
    }
    let rows = min(frame.height, screen.rows)
    let columns = min(frame.width, screen.columns)
    let cells = frame.cells
    let oldCells = full ? [] : previous!.cells
    for row in 0..<rows {
      let start = row * frame.width
      for column in 0..<columns {
        let index = start + column
        let cell = cells[index]
        if !full && cell == oldCells[index] { continue }
        if cell.isContinuation { continue }
        let isWide = column + 1 < frame.width && cells[index + 1].isContinuation
        draw(cell, row: row, column: column, isWide: isWide, screenColumns: columns, window: window)
      }
    }
    wnoutrefresh(window)
    doupdate()
    previous = frame
    previousScreenSize = screen
  }

  /// Forgets the previous frame, so that the next one is written whole.
  public func invalidate() {
    previous = nil
  }

  private func draw(
    _ cell: Cell, row: Int, column: Int, isWide: Bool, screenColumns: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    let rendition = styles.rendition(for: cell.style)
    let glyph = CellGlyph.of(cell.symbol)
    switch (isWide, glyph.width) {
    case (false, 1):
      put(glyph, row: row, column: column, rendition, window)
    case (true, 2) where column + 1 < screenColumns:
      put(glyph, row: row, column: column, rendition, window)
    case (true, 1) where column + 1 < screenColumns:
      // ncurses would give it one column; fill the second so nothing stale shows through.
      put(glyph, row: row, column: column, rendition, window)
      put(.narrow(" "), row: row, column: column + 1, rendition, window)
    case (true, _):
      // A wide character cut by the screen edge, or one ncurses cannot show.
      put(.narrow(glyph.width == 2 ? " " : "?"), row: row, column: column, rendition, window)
      if column + 1 < screenColumns {
        put(.narrow(" "), row: row, column: column + 1, rendition, window)
      }
    case (false, _):
      // ncurses measures it differently from the frame (or cannot show it): keep one column.
      put(.narrow("?"), row: row, column: column, rendition, window)
    }
  }

  private func put(
    _ glyph: CellGlyph, row: Int, column: Int, _ rendition: StyleMapper.Rendition,
    _ window: UnsafeMutablePointer<WINDOW>
  ) {
    for (index, scalar) in glyph.scalars.enumerated() {
      characters[index] = wchar_t(bitPattern: scalar)
    }
    characters[glyph.scalars.count] = 0
    var character = cchar_t()
    var pair = rendition.pair
    setcchar(&character, characters, rendition.attributes, Int16(clamping: pair), &pair)
    // At the bottom-right cell this returns ERR (the cursor cannot move on) but the cell is set.
    _ = mvwadd_wch(window, Int32(row), Int32(column), &character)
  }
}
