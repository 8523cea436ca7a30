import TangramCore
import TangramTerminal

/// Turns frames into the bytes that show them on a terminal that speaks ECMA-48 (ANSI) escape
/// sequences, writing only what changed, as ratatui's and crossterm's backends do.
///
/// ncurses finds what changed by comparing its whole screen with the new one and then writes a
/// scroll as a scroll region set, used and reset. Here the frames are compared row by row
/// (``FrameRows``), a band of moved rows is scrolled in a scroll region that stays set for the
/// next frame (``RowShift``), and the writer remembers where the cursor is and which style the
/// terminal draws in, so a one-row scroll under a status bar costs one cursor move, a line feed,
/// the new row and the status bar's changed cells.
///
/// The terminal is assumed to keep a pending wrap after its last column (terminfo `xenl`), to fill
/// erased and scrolled-in lines with the current background (so the style is reset first), and to
/// honour `CSI r`, `CSI H`, `CSI K`, `ESC M` and SGR; ``ANSIFrameWriter/Capabilities/current(colorMode:)``
/// checks the terminfo entry for them.
final class ANSIFrameWriter {
  /// What the terminal shows, for styles.
  struct Capabilities: Equatable {
    /// How colours are written.
    var colorMode: ColorMode
    /// The text attributes the terminal has sequences for; others are left out.
    var attributes: TextAttributes = [.bold, .dim, .italic, .underline, .reverse]
  }

  /// What the terminal shows.
  let capabilities: Capabilities
  private let styles: SGRStyles
  private let measure: (UInt32) -> Int
  private var output: [UInt8] = []
  /// Where the cursor is, or nil when unknown (after a write in the last column, or before the
  /// first frame).
  private var cursor: (row: Int, column: Int)?
  /// The packed style the terminal draws in, or nil when unknown.
  private var style: UInt64?
  /// The rows the terminal scrolls, or nil when unknown.
  private var scrollRegion: ClosedRange<Int>?
  /// The screen's columns, for the frame being written.
  private var screenColumns = 0

  /// - Parameters:
  ///   - capabilities: what the terminal shows.
  ///   - measure: the columns the terminal gives a scalar (`wcwidth` in the current locale).
  init(capabilities: Capabilities, measure: @escaping (UInt32) -> Int = CellGlyph.terminalWidth) {
    self.capabilities = capabilities
    self.styles = SGRStyles(capabilities: capabilities)
    self.measure = measure
  }

  /// How colours are written.
  var colorMode: ColorMode { capabilities.colorMode }

  /// How the terminal is set up, as far as the writer knows: the cursor, the style and the
  /// scroll region.
  struct TerminalSetup: Equatable {
    var cursorRow: Int?
    var cursorColumn: Int?
    var style: UInt64?
    var scrollRegion: ClosedRange<Int>?
  }

  private var setup: TerminalSetup {
    get { TerminalSetup(cursorRow: cursor?.row, cursorColumn: cursor?.column, style: style, scrollRegion: scrollRegion) }
    set {
      cursor = newValue.cursorRow.flatMap { row in newValue.cursorColumn.map { (row, $0) } }
      style = newValue.style
      scrollRegion = newValue.scrollRegion
    }
  }

  /// A scroll worked out ahead of its time (``prepare(moving:)``): its bytes, and how the
  /// terminal is set up before and after them.
  struct PreparedScroll {
    let shift: RowShift
    fileprivate let bytes: [UInt8]
    fileprivate let before: TerminalSetup
    fileprivate let after: TerminalSetup
  }

  /// The bytes of ``bytes(moving:)``, worked out without taking the writer to where they leave
  /// the terminal: that happens when they are taken (``take(_:)``).
  func prepare(moving shift: RowShift) -> PreparedScroll {
    let before = setup
    let bytes = bytes(moving: shift)
    defer { setup = before }
    return PreparedScroll(shift: shift, bytes: bytes, before: before, after: setup)
  }

  /// The bytes of `prepared`, taking the writer to where they leave the terminal; nil when the
  /// writer has written something else since they were prepared.
  func take(_ prepared: PreparedScroll) -> [UInt8]? {
    guard setup == prepared.before else { return nil }
    setup = prepared.after
    return prepared.bytes
  }

  /// Forgets what the terminal shows and how it is set up, after something else wrote to it.
  func forgetTerminalState() {
    cursor = nil
    style = nil
    scrollRegion = nil
  }

  /// The bytes that change the terminal from showing `old` to showing `new`; with no `old`, the
  /// bytes that paint `new` whole over whatever the terminal shows, the rest of the screen erased.
  ///
  /// `old` and `new` must have the same shown rows and columns, at most the screen's.
  func bytes(
    from old: FrameRows?, to new: FrameRows, screen: (columns: Int, rows: Int)
  ) -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    screenColumns = screen.columns
    if let old {
      writeChanges(from: old, to: new)
    } else {
      writeWhole(new, screenRows: screen.rows)
    }
    setStyle(0)
    return output
  }

  /// The bytes that scroll the rows of `shift`'s region, leaving blank lines in the default
  /// style where rows come into view.
  func bytes(moving shift: RowShift) -> [UInt8] {
    output.removeAll(keepingCapacity: true)
    scroll(by: shift)
    return output
  }

  /// Every row of `frame` from its first column to its last one that is not blank, the rest of
  /// each row and the rows below the frame erased; no screen-wide erase, so nothing flashes.
  private func writeWhole(_ frame: FrameRows, screenRows: Int) {
    setStyle(0)
    setScrollRegion(0...(screenRows - 1), screenRows: screenRows)
    for row in 0..<frame.count {
      let end = frame.nonBlankColumns(row: row)?.upperBound ?? 0
      if end > 0 {
        write(frame, row: row, span: 0..<end)
      }
      if end < screenColumns {
        setStyle(0)
        moveCursor(row: row, column: end)
        append("\u{1B}[K")
      }
    }
    if frame.count < screenRows {
      setStyle(0)
      moveCursor(row: frame.count, column: 0)
      append("\u{1B}[J")
    }
  }

  private func writeChanges(from old: FrameRows, to new: FrameRows) {
    new.forEachChange(from: old, scroll: { scroll(by: $0) }, write: { write(new, row: $0, span: $1) })
  }

  /// Scrolls the rows of `shift`'s region, leaving blank lines in the default style where rows
  /// come into view.
  private func scroll(by shift: RowShift) {
    setStyle(0)
    let region = shift.region
    setScrollRegion(region, screenRows: nil)
    if shift.distance > 0 {
      moveCursor(row: region.upperBound, column: 0)
      for _ in 0..<shift.distance { output.append(0x0A) }
    } else {
      moveCursor(row: region.lowerBound, column: 0)
      for _ in 0..<(-shift.distance) { append("\u{1B}M") }
    }
  }

  /// Writes the columns `span` of `row`; a span that starts on a continuation cell is widened to
  /// start on its wide character.
  private func write(_ frame: FrameRows, row: Int, span: Range<Int>) {
    let cells = frame[row]
    var column = frame.writeStart(row: row, column: span.lowerBound)
    moveCursor(row: row, column: column)
    // The row's bytes are appended to a local array, handed back at the end: every access to a
    // stored property of a class is checked for exclusivity, which costs more than the byte.
    var bytes = output
    output = []
    var current = style
    // Read once: the cell's own accessors are not inlined into this module.
    let plainText = PlainText(
      symbols: PackedCell.symbol(ascii: 0x20)...PackedCell.symbol(ascii: 0x7E), continuation: PackedCell.continuation)
    while column < span.upperBound {
      Self.appendStyleChange(to: cells[column].style, from: &current, styles: styles, into: &bytes)
      column = Self.appendPlainText(
        of: cells, from: column, to: span.upperBound, style: cells[column].style, plainText, into: &bytes)
      guard column < span.upperBound, cells[column].style == current else { continue }
      column += frame.shownPieces(
        row: row, column: column, cells: cells, screenColumns: frame.shownColumns, measure: measure
      ) { piece in
        switch piece {
        case .scalar(let scalar): Self.append(scalar: scalar, to: &bytes)
        case .glyph(let glyph):
          for scalar in glyph.scalars { Self.append(scalar: scalar, to: &bytes) }
        }
      }
    }
    output = bytes
    style = current
    // After the last column the terminal waits to wrap; only an absolute move is safe then.
    cursor = column >= screenColumns ? nil : (row, column)
  }

  /// The packed symbols of plain text: a printable ASCII character one column wide, unless a
  /// continuation cell follows it.
  private struct PlainText {
    var symbols: ClosedRange<UInt64>
    var continuation: UInt64
  }

  /// Appends the bytes of the cells from `start` (before `end`) that are plain text in `style`,
  /// up to the first that is not; returns the column after them. Most of a frame is such text,
  /// and this loop reads the packed cells directly, without
  /// ``FrameRows/shownPieces(row:column:cells:screenColumns:measure:_:)``'s cases, which draw
  /// these cells the same way, only slower.
  @inline(__always)
  private static func appendPlainText(
    of cells: UnsafeBufferPointer<PackedCell>, from start: Int, to end: Int, style: UInt64, _ plainText: PlainText,
    into bytes: inout [UInt8]
  ) -> Int {
    var column = start
    while column < end {
      let cell = cells[column]
      guard cell.style == style, plainText.symbols.contains(cell.symbol) else { break }
      if column + 1 < cells.count, cells[column + 1].symbol == plainText.continuation { break }
      bytes.append(UInt8(truncatingIfNeeded: cell.symbol))
      column += 1
    }
    return column
  }

  /// Sets the rows the terminal scrolls, unless they are set already: `CSI r` for the whole
  /// screen (`screenRows` rows), `CSI top;bottom r` for a band.
  private func setScrollRegion(_ region: ClosedRange<Int>, screenRows: Int?) {
    guard scrollRegion != region else { return }
    if region.lowerBound == 0, region.upperBound + 1 == screenRows {
      append("\u{1B}[r")
    } else {
      append("\u{1B}[")
      appendNumber(region.lowerBound + 1)
      append(";")
      appendNumber(region.upperBound + 1)
      append("r")
    }
    scrollRegion = region
    // Setting the margins homes the cursor.
    cursor = (0, 0)
  }

  /// Moves the cursor with the shortest sequence that is sure to get there.
  private func moveCursor(row: Int, column: Int) {
    if let cursor, cursor.row == row {
      if cursor.column == column { return }
      if column == 0 {
        output.append(0x0D)
      } else {
        append("\u{1B}[")
        appendNumber(column + 1)
        append("G")
      }
    } else {
      append("\u{1B}[")
      if row > 0 || column > 0 { appendNumber(row + 1) }
      if column > 0 {
        append(";")
        appendNumber(column + 1)
      }
      append("H")
    }
    cursor = (row, column)
  }

  private func setStyle(_ packed: UInt64) {
    Self.appendStyleChange(to: packed, from: &style, styles: styles, into: &output)
  }

  /// Appends what makes the terminal draw in `packed` after `current`, unless it does already.
  private static func appendStyleChange(
    to packed: UInt64, from current: inout UInt64?, styles: SGRStyles, into bytes: inout [UInt8]
  ) {
    guard packed != current else { return }
    bytes.append(contentsOf: styles.sequence(from: current, to: packed))
    current = packed
  }

  private func append(_ text: StaticString) {
    text.withUTF8Buffer { output.append(contentsOf: $0) }
  }

  private func appendNumber(_ number: Int) {
    if number >= 10 { appendNumber(number / 10) }
    output.append(UInt8(ascii: "0") + UInt8(number % 10))
  }

  private static func append(scalar: UInt32, to bytes: inout [UInt8]) {
    if scalar < 0x80 {
      bytes.append(UInt8(scalar))
    } else if let character = Unicode.Scalar(scalar) {
      bytes.append(contentsOf: UTF8.encode(character)!)
    } else {
      bytes.append(UInt8(ascii: "?"))
    }
  }
}
