/// The largest screen drawn in one buffer: `--width`, `--height` and `resize:WxH` in `--keys`
/// stay within these, so a mistyped size is a usage error instead of an allocation the machine
/// cannot make. A whole-page dump (`--height 0`) is drawn in bands of at most this many cells.
package enum ScreenLimits {
  /// The screen a viewer has when nothing gives one: `--dump`'s, a terminal that reports no
  /// size, the fuzz target's (so that what it finds replays with `--dump --keys`).
  package static let standardScreen = (columns: 80, rows: 24)

  /// The most columns a screen may have.
  package static let maximumColumns = 10_000
  /// The most cells (columns × rows) a screen may have.
  package static let maximumCells = 4_000_000

  /// Whether a screen of `columns` by `rows` is within the limits.
  package static func allows(columns: Int, rows: Int) -> Bool {
    columns <= maximumColumns && rows <= maximumCells
      && columns.multipliedReportingOverflow(by: rows).partialValue <= maximumCells
  }

  /// Rows per band of a whole-page dump at `columns`: 1,000, or fewer on screens so wide that
  /// 1,000 rows would pass ``maximumCells``.
  package static func bandRows(columns: Int) -> Int {
    max(1, min(1_000, maximumCells / max(1, columns)))
  }

  /// The limits in words, for messages.
  package static let summary = "a screen is at most \(maximumColumns) columns and \(maximumCells) cells"
}
