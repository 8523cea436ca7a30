import TangramCore

/// A thin box-drawing frame (`┌─┐ │ │ └─┘`), as image placeholders and overlays draw them.
enum BoxFrame {
  /// Draws the frame along the edges of `frame`, clipped to `clip` (the frame itself when nil).
  /// Only the rows inside the clip are written, so a tall frame scrolled mostly off screen costs
  /// what shows.
  static func draw(_ frame: Rect, into buffer: inout Buffer, style: CellStyle = .plain, clip: Rect? = nil) {
    guard frame.width >= 2, frame.height >= 2 else { return }
    let clip = clip ?? frame
    let horizontal = String(repeating: "─", count: frame.width - 2)
    buffer.write("┌" + horizontal + "┐", column: frame.x, row: frame.y, style: style, clip: clip)
    buffer.write("└" + horizontal + "┘", column: frame.x, row: frame.maxY - 1, style: style, clip: clip)
    let rows = max(frame.y + 1, clip.y)..<min(frame.maxY - 1, clip.maxY)
    for row in rows {
      buffer.write("│", column: frame.x, row: row, style: style, clip: clip)
      buffer.write("│", column: frame.maxX - 1, row: row, style: style, clip: clip)
    }
  }
}
