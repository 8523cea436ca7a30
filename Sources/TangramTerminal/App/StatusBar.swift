import TangramCore

/// The one-row status bar: file name and the last message on the left, position on the right.
struct StatusBar {
  var fileName: String
  var message: String
  var row: Int
  var totalRows: Int
  var viewportRows: Int
  var itemCount: Int

  /// The position text: `row 12/340  3%  74 items`.
  var positionText: String {
    let percent: String
    if totalRows <= viewportRows {
      percent = "all"
    } else {
      let bottom = min(totalRows, row + viewportRows)
      percent = "\(bottom * 100 / max(1, totalRows))%"
    }
    let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
    return "row \(min(row + 1, max(1, totalRows)))/\(totalRows)  \(percent)  \(items)"
  }

  /// Draws the bar in reverse video on `row` of `buffer`.
  func draw(into buffer: inout Buffer, row screenRow: Int) {
    let width = buffer.width
    guard width > 0, screenRow >= 0, screenRow < buffer.height else { return }
    let style = CellStyle(attributes: .reverse)
    buffer.fill(Rect(x: 0, y: screenRow, width: width, height: 1), style: style)
    let right = " " + positionText + " "
    let rightWidth = DisplayWidth.of(right)
    let leftRoom = width - rightWidth
    let left = " " + fileName + (message.isEmpty ? "" : "  " + message)
    if leftRoom >= 8 {
      buffer.write(TextWrapper.truncate(left, width: leftRoom - 1), column: 0, row: screenRow, style: style)
      buffer.write(right, column: width - rightWidth, row: screenRow, style: style)
    } else {
      buffer.write(TextWrapper.truncate(right, width: width), column: 0, row: screenRow, style: style)
    }
  }
}
