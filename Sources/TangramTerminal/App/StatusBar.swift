import TangramCore

/// The one-row status bar: file name and the last message on the left, position on the right.
struct StatusBar {
  var fileName: String
  var message: String
  var row: Int
  var totalRows: Int
  var viewportRows: Int
  var itemCount: Int
  /// The open search prompt (`/banner`): shown instead of the file name and message, clipped
  /// from the left when longer than its room, with a cursor after it.
  var prompt: String? = nil
  /// Whether the position shows on the right (not before there is a page to be in).
  var showsPosition = true
  /// Whether the page is still being read, so that its rows and items are at least those
  /// counted: `row 12/≥4000  ≥1900 items`, without a percentage until the end is known.
  var countsAreLowerBounds = false

  /// The position, from most to least detailed: `row 12/340  3%  74 items`, `row 12/340  3%`,
  /// `12/340  3%`, `3%`.
  var positionTexts: [String] {
    if countsAreLowerBounds {
      let position = "\(min(row + 1, max(1, totalRows)))/≥\(totalRows)"
      return ["row \(position)  ≥\(itemCount) items", "row \(position)", position, position]
    }
    let percent: String
    if totalRows <= viewportRows {
      percent = "all"
    } else {
      let bottom = min(totalRows, row + viewportRows)
      percent = "\(bottom * 100 / max(1, totalRows))%"
    }
    let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
    // An empty page has no row 1 to be on.
    let position = "\(min(row + 1, totalRows))/\(totalRows)"
    return ["row \(position)  \(percent)  \(items)", "row \(position)  \(percent)", "\(position)  \(percent)", percent]
  }

  /// How many of ``positionTexts`` a message may push aside: the item count gives way to a
  /// message, the row and percentage only to a terminal too narrow for them.
  static let positionTextsAMessageMayDrop = 1

  /// Columns a message needs beside the file name to be worth showing (else it is left out,
  /// rather than shown as a lone "…" that reads as part of the file name).
  static let shortestMessage = 4

  /// Draws the bar in reverse video on `row` of `buffer`: the file name and message on the left,
  /// and on the right the position. The position keeps its row and percentage whenever the file
  /// name still fits beside them; a long message is shortened first. Shorter forms of the
  /// position are for terminals too narrow for that (and on one too narrow for the file name,
  /// nothing shows).
  func draw(into buffer: inout Buffer, row screenRow: Int) {
    let width = buffer.width
    guard width > 0, screenRow >= 0, screenRow < buffer.height else { return }
    let style = CellStyle(attributes: .reverse)
    buffer.fill(Rect(x: 0, y: screenRow, width: width, height: 1), style: style)
    let name = " " + (prompt ?? fileName)
    let nameWidth = DisplayWidth.of(name)
    let leftWidth = prompt != nil ? nameWidth + 1 : nameWidth + (message.isEmpty ? 0 : 2 + DisplayWidth.of(message))
    // The file name (at most 16 columns of it) keeps its room; the message does not.
    let leftMinimum = min(nameWidth, 16)
    let candidates = showsPosition ? positionTexts.map { " " + $0 + " " } : []
    let droppable = candidates.prefix(Self.positionTextsAMessageMayDrop + 1)
    let right =
      droppable.first { DisplayWidth.of($0) + leftWidth <= width }
      ?? candidates.dropFirst(Self.positionTextsAMessageMayDrop).first { DisplayWidth.of($0) + leftMinimum <= width }
      ?? ""
    let rightWidth = DisplayWidth.of(right)
    if prompt != nil {
      drawPrompt(name, into: &buffer, row: screenRow, width: width - rightWidth)
      buffer.write(right, column: width - rightWidth, row: screenRow, style: style)
      return
    }
    let messageRoom = width - rightWidth - nameWidth - 2
    let left =
      message.isEmpty || messageRoom < Self.shortestMessage
      ? TextWrapper.truncate(name, width: width - rightWidth)
      : name + "  " + TextWrapper.truncate(message, width: messageRoom)
    buffer.write(left, column: 0, row: screenRow, style: style)
    buffer.write(right, column: width - rightWidth, row: screenRow, style: style)
  }

  /// Writes the prompt in the first `width` columns, its end and a cursor cell kept in view.
  private func drawPrompt(_ text: String, into buffer: inout Buffer, row: Int, width: Int) {
    guard width > 0 else { return }
    let textRoom = width - 1
    let column = min(0, textRoom - DisplayWidth.of(text))
    let end = buffer.write(
      text, column: column, row: row, style: CellStyle(attributes: .reverse),
      clip: Rect(x: 0, y: row, width: textRoom, height: 1))
    buffer.fill(Rect(x: max(0, end), y: row, width: 1, height: 1), style: .plain)
  }
}
