import TangramCore
import TangramTerminal

/// The rows of one frame, compared over the columns that decide what the screen shows.
struct FrameRows {
  let cells: UnsafeBufferPointer<Cell>
  /// Cells per row.
  let width: Int
  /// Rows that are shown.
  let count: Int
  /// Columns that are shown (at least 1).
  let shownColumns: Int
  /// Columns compared: the shown ones, plus the next, whose continuation cell decides how a wide
  /// character on the last shown column is drawn.
  let comparedColumns: Int

  init(cells: UnsafeBufferPointer<Cell>, width: Int, shownRows: Int, shownColumns: Int) {
    self.cells = cells
    self.width = width
    self.count = shownRows
    self.shownColumns = shownColumns
    self.comparedColumns = min(width, shownColumns + 1)
  }

  /// The whole row.
  subscript(row: Int) -> UnsafeBufferPointer<Cell> {
    UnsafeBufferPointer(rebasing: cells[(row * width)..<((row + 1) * width)])
  }

  /// Whether `row` of these rows shows the same as `otherRow` of `other`.
  func row(_ row: Int, equals otherRow: Int, of other: FrameRows) -> Bool {
    let start = row * width
    let otherStart = otherRow * other.width
    for column in 0..<comparedColumns
    where !Self.same(cells[start + column], other.cells[otherStart + column]) {
      return false
    }
    return true
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
    while first < comparedColumns && Self.same(cells[start + first], other.cells[start + first]) {
      first += 1
    }
    guard first < comparedColumns else { return nil }
    var last = comparedColumns - 1
    while last > first && Self.same(cells[start + last], other.cells[start + last]) {
      last -= 1
    }
    return min(first, shownColumns - 1)..<min(last + 1, shownColumns)
  }

  /// `Cell` equality, written out so that it inlines: frames are compared cell by cell.
  @inline(__always)
  private static func same(_ a: Cell, _ b: Cell) -> Bool {
    a.symbol == b.symbol && a.style.attributes == b.style.attributes
      && same(a.style.foreground, b.style.foreground)
      && same(a.style.background, b.style.background)
  }

  @inline(__always)
  private static func same(_ a: Color?, _ b: Color?) -> Bool {
    switch (a, b) {
    case (nil, nil): true
    case let (a?, b?): a.red == b.red && a.green == b.green && a.blue == b.blue
    default: false
    }
  }
}
