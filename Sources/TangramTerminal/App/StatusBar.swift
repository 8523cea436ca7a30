import TangramCore

/// The one-row status bar: file name and the last message on the left, position on the right.
struct StatusBar {
  var fileName: String
  var message: String
  var row: Int
  var totalRows: Int
  var viewportRows: Int
  var itemCount: Int
  /// Whether the position shows on the right (not before there is a page to be in).
  var showsPosition = true

  /// The position, from most to least detailed: `row 12/340  3%  74 items`, `12/340  3%`, `3%`.
  var positionTexts: [String] {
    let percent: String
    if totalRows <= viewportRows {
      percent = "all"
    } else {
      let bottom = min(totalRows, row + viewportRows)
      percent = "\(bottom * 100 / max(1, totalRows))%"
    }
    let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
    let position = "\(min(row + 1, max(1, totalRows)))/\(totalRows)"
    return ["row \(position)  \(percent)  \(items)", "\(position)  \(percent)", percent]
  }

  /// Draws the bar in reverse video on `row` of `buffer`: the message on the left, and on the
  /// right the most detailed position that leaves the whole message room, else just the
  /// percentage (or nothing, on a terminal too narrow for the file name).
  func draw(into buffer: inout Buffer, row screenRow: Int) {
    let width = buffer.width
    guard width > 0, screenRow >= 0, screenRow < buffer.height else { return }
    let style = CellStyle(attributes: .reverse)
    buffer.fill(Rect(x: 0, y: screenRow, width: width, height: 1), style: style)
    let left = " " + fileName + (message.isEmpty ? "" : "  " + message)
    let leftWidth = DisplayWidth.of(left)
    let leftMinimum = min(leftWidth, 16)
    let candidates = showsPosition ? positionTexts.map { " " + $0 + " " } : []
    // The most detailed position that lets the whole message show; when none does, the shortest
    // (the message matters more), as long as the file name still fits.
    let right =
      candidates.first { DisplayWidth.of($0) + leftWidth <= width }
      ?? candidates.last.flatMap { DisplayWidth.of($0) + leftMinimum <= width ? $0 : nil }
      ?? ""
    let rightWidth = DisplayWidth.of(right)
    buffer.write(TextWrapper.truncate(left, width: width - rightWidth), column: 0, row: screenRow, style: style)
    buffer.write(right, column: width - rightWidth, row: screenRow, style: style)
  }
}
