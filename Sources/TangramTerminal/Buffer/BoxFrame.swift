import TangramCore

/// A box-drawing frame (`┌─┐ │ │ └─┘`), as image placeholders, wireframes and overlays draw them.
enum BoxFrame {
  /// Draws the frame along the edges of `frame` in `glyphs` (thin lines unless given), clipped
  /// to `clip` (the frame itself when nil). Only the rows inside the clip are written, so a tall
  /// frame scrolled mostly off screen costs what shows.
  static func draw(
    _ frame: Rect, into buffer: inout Buffer, style: CellStyle = .plain, glyphs: Glyphs = .light, clip: Rect? = nil
  ) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let clip = clip ?? frame
    // A frame clipped away entirely (scrolled past, or outside a pager's window) draws nothing;
    // without this its rows below would run from past the clip's bottom to before its top.
    guard !clip.isEmpty else { return }
    let horizontal = String(repeating: glyphs.horizontal, count: frame.width - 2)
    buffer.write(glyphs.topLeft + horizontal + glyphs.topRight, column: frame.x, row: frame.y, style: style, clip: clip)
    buffer.write(
      glyphs.bottomLeft + horizontal + glyphs.bottomRight, column: frame.x, row: frame.maxY - 1, style: style,
      clip: clip)
    let firstRow = max(frame.y + 1, clip.y)
    let endRow = min(frame.maxY - 1, clip.maxY)
    guard firstRow < endRow else { return }
    for row in firstRow..<endRow {
      buffer.write(glyphs.vertical, column: frame.x, row: row, style: style, clip: clip)
      buffer.write(glyphs.vertical, column: frame.maxX - 1, row: row, style: style, clip: clip)
    }
  }

  /// Writes `title` (sanitised already) into the top edge of `frame`, one column in from the
  /// corner with a space either side (`┌ vvtest ───┐`), cut with `…` to leave both corners;
  /// nothing on a frame too narrow for a column of it.
  static func writeTitle(_ title: String, on frame: Rect, into buffer: inout Buffer, style: CellStyle, clip: Rect) {
    guard frame.width >= 5, frame.height >= 1 else { return }
    let text = " " + TextWrapper.truncate(title, width: frame.width - 4) + " "
    buffer.write(text, column: frame.x + 1, row: frame.y, style: style, clip: clip.intersection(frame))
  }
}
