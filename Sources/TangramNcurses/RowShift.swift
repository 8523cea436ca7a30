import TangramTerminal

/// A band of rows that a new frame shows moved up or down from the previous frame, as a
/// one-row scroll does.
///
/// Scrolling these rows of the window (`wscrl` inside a scroll region) leaves only the rest of
/// the frame to write. Output does not change: ncurses compares the finished window with the
/// terminal either way.
struct RowShift: Equatable {
  /// How far the content moved up: new row `r` shows old row `r + distance` (negative: down).
  var distance: Int
  /// The rows of the new frame that show old rows.
  var rows: Range<Int>

  /// The window lines to scroll: the moved rows and the lines they leave behind.
  var region: ClosedRange<Int> {
    distance > 0
      ? rows.lowerBound...(rows.upperBound - 1 + distance)
      : (rows.lowerBound + distance)...(rows.upperBound - 1)
  }

  /// The lines of `region` that scrolling blanks and that must be written whole.
  var exposedRows: Range<Int> {
    distance > 0
      ? rows.upperBound..<(rows.upperBound + distance)
      : (rows.lowerBound + distance)..<rows.lowerBound
  }

  /// Candidates tried in each direction before settling for the longest band found.
  static let candidateLimit = 4
  /// Bands shorter than this are written rather than scrolled.
  static let minimumRows = 2

  /// The longest band of `new` that shows rows of `old` shifted by one distance, or nil.
  ///
  /// The search starts at `start`, the first row that changed: a scroll forward shows there an
  /// old row from further down, a scroll back shows that old row further down. Rows that repeat
  /// (blank lines) can match at several distances, so a few candidates are measured in each
  /// direction.
  static func find(from old: FrameRows, to new: FrameRows, start: Int) -> RowShift? {
    let rowCount = min(old.count, new.count)
    var best: RowShift?
    var forward = 0
    var backward = 0
    for offset in 1..<max(1, rowCount - start) {
      if forward < candidateLimit, new.row(start, equals: start + offset, of: old) {
        forward += 1
        best = longer(
          best, band(from: old, to: new, distance: offset, first: start, rows: rowCount))
      }
      if backward < candidateLimit, new.row(start + offset, equals: start, of: old) {
        backward += 1
        best = longer(
          best, band(from: old, to: new, distance: -offset, first: start + offset, rows: rowCount))
      }
      if let best, best.rows.count >= rowCount - start - offset - 1 { break }
    }
    guard let best, best.rows.count >= minimumRows else { return nil }
    return best
  }

  /// The rows from `first` on that show old rows `distance` further down.
  private static func band(
    from old: FrameRows, to new: FrameRows, distance: Int, first: Int, rows: Int
  ) -> RowShift {
    var end = first
    while end < rows, end + distance < rows, new.row(end, equals: end + distance, of: old) {
      end += 1
    }
    return RowShift(distance: distance, rows: first..<end)
  }

  private static func longer(_ a: RowShift?, _ b: RowShift) -> RowShift {
    guard let a else { return b }
    return b.rows.count > a.rows.count ? b : a
  }
}

extension RowShift {
  /// The shift that `move` makes: its kept rows show the rows `distance` further down.
  init(_ move: RowMove) {
    self.init(distance: move.distance, rows: move.keptRows)
  }
}
