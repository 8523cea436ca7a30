import TangramCore

/// The `?` overlay: a framed box listing every key, centred over the page.
struct HelpOverlay {
  var title = "tangram-tui keys"
  var footer = "press any key to close"

  func draw(into buffer: inout Buffer, area: Rect) {
    var body = [title, ""] + KeyMap.helpLines + [footer]
    let room = area.height - 2
    if body.count > room, room >= 3 {
      // Too short for every key: keep the title and the footer, and say that more keys exist.
      body = Array(body.prefix(room - 2)) + ["… (see tangram-tui --help)", footer]
    }
    let contentWidth = body.map { DisplayWidth.of($0) }.max() ?? 0
    let boxWidth = min(area.width, contentWidth + 4)
    let boxHeight = min(area.height, body.count + 2)
    guard boxWidth >= 3, boxHeight >= 3 else { return }
    let box = Rect(
      x: area.x + (area.width - boxWidth) / 2, y: area.y + (area.height - boxHeight) / 2,
      width: boxWidth, height: boxHeight)
    let style = CellStyle(attributes: [])
    buffer.fill(box, style: style)
    let horizontal = String(repeating: "─", count: boxWidth - 2)
    buffer.write("┌" + horizontal + "┐", column: box.x, row: box.y, clip: box)
    buffer.write("└" + horizontal + "┘", column: box.x, row: box.maxY - 1, clip: box)
    for row in (box.y + 1)..<(box.maxY - 1) {
      buffer.write("│", column: box.x, row: row, clip: box)
      buffer.write("│", column: box.maxX - 1, row: row, clip: box)
    }
    let inner = Rect(x: box.x + 2, y: box.y + 1, width: boxWidth - 4, height: boxHeight - 2)
    for (offset, line) in body.prefix(inner.height).enumerated() {
      let attributes: TextAttributes = offset == 0 ? .bold : (offset == body.count - 1 ? .dim : [])
      buffer.write(
        TextWrapper.truncate(line, width: inner.width), column: inner.x, row: inner.y + offset,
        style: CellStyle(attributes: attributes), clip: inner)
    }
  }
}
