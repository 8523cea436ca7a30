import CNcurses
import TangramTerminal

/// Writes spans of frame rows into an ncurses window, one `mvwadd_wchnstr` call per span.
///
/// Each cell becomes one `cchar_t` that covers its columns: a narrow cell one column, a wide
/// character two (its continuation cell adds no entry). A cell whose glyph is one scalar copies
/// its style's blank cell (``StyleMapper/blankCell(for:)``) and sets the character, so neither a
/// `setcchar` call nor a style lookup is made per cell while neighbours share a style.
///
/// What a cell becomes is ``FrameRows/shownPieces(row:column:cells:screenColumns:measure:_:)``.
final class RowPainter {
  private let styles: StyleMapper
  private var entries: [cchar_t] = []

  init(styles: StyleMapper) {
    self.styles = styles
  }

  /// Writes the columns `span` of row `row` of a frame to the same row of `window`.
  ///
  /// A span that starts on a continuation cell is widened to start on its wide character.
  /// - Parameters:
  ///   - frame: the frame's rows.
  ///   - span: the columns to write; its end must not pass `screenColumns`.
  ///   - screenColumns: the columns that are shown (the smaller of the screen's and the frame's).
  func paint(
    _ frame: FrameRows, row: Int, span: Range<Int>, screenColumns: Int,
    window: UnsafeMutablePointer<WINDOW>
  ) {
    let start = frame.writeStart(row: row, column: span.lowerBound)
    // One entry per column, and one more: the last cell may be a wide one that covers the column
    // after the span.
    let capacity = span.upperBound - start + 1
    if entries.count < capacity {
      entries = Array(repeating: cchar_t(), count: capacity)
    }
    let styles = self.styles
    entries.withUnsafeMutableBufferPointer { entries in
      var built = RowEntries(frame: frame, row: row, output: entries, styles: styles)
      var column = start
      while column < span.upperBound {
        column += built.append(column: column, screenColumns: screenColumns)
      }
      _ = mvwadd_wchnstr(window, Int32(row), Int32(start), entries.baseAddress, Int32(built.count))
    }
  }
}

/// The ncurses cells one span of a frame row becomes, written into a buffer that has room for
/// one entry per column of the span and one more.
private struct RowEntries {
  let frame: FrameRows
  let row: Int
  /// The frame's row.
  let cells: UnsafeBufferPointer<PackedCell>
  let output: UnsafeMutableBufferPointer<cchar_t>
  let styles: StyleMapper
  /// Entries written so far.
  private(set) var count = 0
  /// The packed style of `blank`, so that a run of cells in one style asks `styles` once.
  private var style: UInt64?
  private var blank = cchar_t()

  init(
    frame: FrameRows, row: Int, output: UnsafeMutableBufferPointer<cchar_t>, styles: StyleMapper
  ) {
    self.frame = frame
    self.row = row
    self.cells = frame[row]
    self.output = output
    self.styles = styles
  }

  /// Appends what the cell at `column` becomes; returns the columns that covers (1 or 2).
  @inline(__always)
  mutating func append(column: Int, screenColumns: Int) -> Int {
    let cell = cells[column]
    if cell.style != style {
      style = cell.style
      blank = styles.blankCell(for: cell.cellStyle)
    }
    return frame.shownPieces(
      row: row, column: column, cells: cells, screenColumns: screenColumns,
      measure: CellGlyph.terminalWidth
    ) { piece in
      switch piece {
      case .scalar(let scalar): append(scalar)
      case .glyph(let glyph): append(glyph, style: cell.cellStyle)
      }
    }
  }

  /// Appends a glyph, through `setcchar` only when it carries combining marks.
  private mutating func append(_ glyph: CellGlyph, style: CellStyle) {
    guard glyph.count > 1 else {
      append(glyph.base)
      return
    }
    var characters = glyph.scalars.map { wchar_t(bitPattern: $0) }
    characters.append(0)
    let rendition = styles.rendition(for: style)
    var pair = rendition.pair
    setcchar(&output[count], characters, rendition.attributes, Int16(clamping: pair), &pair)
    count += 1
  }

  /// Appends one scalar in the current style.
  @inline(__always)
  private mutating func append(_ scalar: UInt32) {
    output[count] = blank
    output[count].chars.0 = wchar_t(bitPattern: scalar)
    count += 1
  }
}
