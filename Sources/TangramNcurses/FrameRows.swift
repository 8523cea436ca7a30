import Glibc
import TangramCore
import TangramTerminal

/// The rows of one frame, compared over the columns that decide what the screen shows.
///
/// Packed cells (``PackedCell``) that differ never show the same, and equal ones show the same
/// unless both hold a cluster too long to pack, which the frames keep by index: so rows compare
/// as bytes (`memcmp`), and only the long clusters of rows whose bytes are equal are compared as
/// text.
struct FrameRows {
  let cells: UnsafeBufferPointer<PackedCell>
  /// The frame's clusters too long to pack, by cell index.
  let longSymbols: [Int: String]
  /// Cells per row.
  let width: Int
  /// Rows that are shown.
  let count: Int
  /// Columns that are shown (at least 1).
  let shownColumns: Int
  /// Columns compared: the shown ones, plus the next, whose continuation cell decides how a wide
  /// character on the last shown column is drawn.
  let comparedColumns: Int

  init(
    cells: UnsafeBufferPointer<PackedCell>, longSymbols: [Int: String], width: Int, shownRows: Int,
    shownColumns: Int
  ) {
    self.cells = cells
    self.longSymbols = longSymbols
    self.width = width
    self.count = shownRows
    self.shownColumns = shownColumns
    self.comparedColumns = min(width, shownColumns + 1)
  }

  /// The whole row.
  subscript(row: Int) -> UnsafeBufferPointer<PackedCell> {
    UnsafeBufferPointer(rebasing: cells[(row * width)..<((row + 1) * width)])
  }

  /// The symbol of a cell of `row`.
  func symbol(row: Int, column: Int) -> String {
    let index = row * width + column
    return PackedCell.inlineString(cells[index].symbol) ?? longSymbols[index] ?? ""
  }

  /// Whether `row` of these rows shows the same as `otherRow` of `other` (both rows there: the
  /// rows are compared as memory).
  func row(_ row: Int, equals otherRow: Int, of other: FrameRows) -> Bool {
    precondition(row >= 0 && row < count && otherRow >= 0 && otherRow < other.count, "a row past the frame")
    guard comparedColumns > 0, let base = cells.baseAddress, let otherBase = other.cells.baseAddress
    else { return true }
    let start = row * width
    let otherStart = otherRow * other.width
    let bytes = comparedColumns * MemoryLayout<PackedCell>.stride
    guard memcmp(base + start, otherBase + otherStart, bytes) == 0 else { return false }
    guard !longSymbols.isEmpty || !other.longSymbols.isEmpty else { return true }
    return (0..<comparedColumns).allSatisfy { column in
      sameLongSymbol(start + column, other, otherStart + column)
    }
  }

  /// The first row that does not show the same as in `other`, or nil when none changed.
  func firstChangedRow(from other: FrameRows) -> Int? {
    (0..<min(count, other.count)).first { !row($0, equals: $0, of: other) }
  }

  /// The shown columns from the first to the last that differ between `row` of these rows and
  /// the same row of `other`, or nil when the row shows the same.
  func changedSpan(row: Int, from other: FrameRows) -> Range<Int>? {
    let start = row * width
    var first = 0
    while first < comparedColumns && same(start + first, other) {
      first += 1
    }
    guard first < comparedColumns else { return nil }
    var last = comparedColumns - 1
    while last > first && same(start + last, other) {
      last -= 1
    }
    return min(first, shownColumns - 1)..<min(last + 1, shownColumns)
  }

  /// Whether the cell at `index` shows the same here and in `other`, a frame of the same width.
  @inline(__always)
  private func same(_ index: Int, _ other: FrameRows) -> Bool {
    cells[index] == other.cells[index] && sameLongSymbol(index, other, index)
  }

  /// For cells that packed alike: whether they show the same cluster, which only long ones
  /// may not.
  @inline(__always)
  private func sameLongSymbol(_ index: Int, _ other: FrameRows, _ otherIndex: Int) -> Bool {
    guard cells[index].isLong else { return true }
    let symbol = longSymbols[index] ?? ""
    let otherSymbol = other.longSymbols[otherIndex] ?? ""
    return symbol.utf8.elementsEqual(otherSymbol.utf8)
  }
}

extension Buffer {
  /// Calls `body` with the first `shownRows` rows and `shownColumns` columns of this frame.
  func withRows<Result>(shownRows: Int, shownColumns: Int, _ body: (FrameRows) -> Result) -> Result {
    storage.withUnsafeBufferPointer { cells in
      body(
        FrameRows(
          cells: cells, longSymbols: longSymbols, width: width, shownRows: shownRows,
          shownColumns: shownColumns))
    }
  }
}

extension FrameRows {
  /// The shown columns of `row` from its first to its last cell that is not blank (a space in
  /// the default style, with no wide character), or nil when the whole row is blank.
  func nonBlankColumns(row: Int) -> Range<Int>? {
    let cells = self[row]
    let blank = PackedCell.symbol(ascii: 0x20)
    // Read once: the cell's own accessors are not inlined into this module.
    let continuation = PackedCell.continuation
    func isBlank(_ column: Int) -> Bool {
      cells[column].symbol == blank && cells[column].style == 0
        && (column + 1 >= width || cells[column + 1].symbol != continuation)
    }
    var first = 0
    while first < shownColumns && isBlank(first) {
      first += 1
    }
    guard first < shownColumns else { return nil }
    var last = shownColumns - 1
    while last > first && isBlank(last) {
      last -= 1
    }
    return first..<(last + 1)
  }
}

extension FrameRows {
  /// The columns of `row` to write once the terminal (or window) shows `old` moved by `shift`:
  /// none for a row the scroll brought into place, the cells that are not blank for a row it
  /// exposed (scrolled-in lines are blank), else the span that changed.
  func columnsToWrite(row: Int, from old: FrameRows, after shift: RowShift?) -> Range<Int>? {
    if let shift {
      if shift.rows.contains(row) { return nil }
      if shift.exposedRows.contains(row) { return nonBlankColumns(row: row) }
    }
    return changedSpan(row: row, from: old)
  }

  /// The changes from `old` to these rows, in the order a terminal (or window) takes them: the
  /// band of rows that moved, if one did (``RowShift``), to `scroll` first; then each row's
  /// columns to write once it has (``columnsToWrite(row:from:after:)``), to `write`. Rows above
  /// the first that changed are not looked at again.
  func forEachChange(
    from old: FrameRows, scroll: (RowShift) -> Void, write: (_ row: Int, _ span: Range<Int>) -> Void
  ) {
    guard let start = firstChangedRow(from: old) else { return }
    let shift = RowShift.find(from: old, to: self, start: start)
    if let shift { scroll(shift) }
    for row in start..<count {
      if let span = columnsToWrite(row: row, from: old, after: shift) { write(row, span) }
    }
  }

  /// Where writing `row` from `column` on starts: on the wide character whose continuation cell
  /// `column` is, so that it is written whole.
  func writeStart(row: Int, column: Int) -> Int {
    let cells = self[row]
    return column > 0 && cells[column].isContinuation && !cells[column - 1].isContinuation ? column - 1 : column
  }
}
