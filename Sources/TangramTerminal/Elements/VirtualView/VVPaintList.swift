import TangramCore

/// A template item's drawing as a list of buffer operations in the item's own cells, made once
/// per item and size and replayed at the item's place on every frame, clipped there.
struct VVPaintList {
  enum Operation {
    /// Blanks in a style over a rectangle.
    case fill(Rect, style: CellStyle)
    /// One cell repeated over a rectangle.
    case fillCell(Rect, cell: Cell)
    /// A line of text, already sanitised and fitted, clipped to `clip`.
    case write(String, column: Int, row: Int, style: CellStyle, clip: Rect)
    /// A box frame, clipped to `clip`.
    case frame(Rect, style: CellStyle, glyphs: BoxFrame.Glyphs, clip: Rect)
  }

  private(set) var operations: [Operation] = []
  /// The operations as what they do to each of the item's cells, once the list is finished.
  private var patch: BufferPatch?

  mutating func fill(_ rect: Rect, style: CellStyle) {
    if !rect.isEmpty { operations.append(.fill(rect, style: style)) }
  }

  mutating func fill(_ rect: Rect, with cell: Cell) {
    if !rect.isEmpty { operations.append(.fillCell(rect, cell: cell)) }
  }

  mutating func write(_ text: String, column: Int, row: Int, style: CellStyle, clip: Rect) {
    if !text.isEmpty, !clip.isEmpty { operations.append(.write(text, column: column, row: row, style: style, clip: clip)) }
  }

  mutating func frame(_ rect: Rect, style: CellStyle, glyphs: BoxFrame.Glyphs = .light, clip: Rect) {
    if !clip.isEmpty { operations.append(.frame(rect, style: style, glyphs: glyphs, clip: clip)) }
  }

  /// Finishes the list of an item `width` × `height` cells: what it draws is recorded cell by
  /// cell, so that a frame replays it in one loop over those cells unless a clip cuts the
  /// item's columns.
  mutating func finish(width: Int, height: Int) {
    let cells = Rect(x: 0, y: 0, width: width, height: height)
    patch = BufferPatch(width: width, height: height) { replayOperations(into: &$0, origin: cells, clip: cells) }
  }

  /// Draws the list with the item's top-left cell at `origin`, clipped to `clip` (and to the
  /// item's cells, as they were recorded).
  func draw(into buffer: inout Buffer, origin: Rect, clip: Rect) {
    if let patch, patch.draw(into: &buffer, column: origin.x, row: origin.y, clip: clip) { return }
    replayOperations(into: &buffer, origin: origin, clip: clip)
  }

  /// Replays the operations one by one.
  private func replayOperations(into buffer: inout Buffer, origin: Rect, clip: Rect) {
    let (dx, dy) = (origin.x, origin.y)
    for operation in operations {
      switch operation {
      case .fill(let rect, let style):
        buffer.fill(rect.offsetBy(dx: dx, dy: dy).intersection(clip), style: style)
      case .fillCell(let rect, let cell):
        buffer.fill(rect.offsetBy(dx: dx, dy: dy).intersection(clip), with: cell)
      case .write(let text, let column, let row, let style, let area):
        let shown = area.offsetBy(dx: dx, dy: dy).intersection(clip)
        guard row + dy >= shown.y, row + dy < shown.maxY else { continue }
        buffer.write(text, column: column + dx, row: row + dy, style: style, clip: shown)
      case .frame(let rect, let style, let glyphs, let area):
        let shown = area.offsetBy(dx: dx, dy: dy).intersection(clip)
        guard !shown.isEmpty else { continue }
        BoxFrame.draw(rect.offsetBy(dx: dx, dy: dy), into: &buffer, style: style, glyphs: glyphs, clip: shown)
      }
    }
  }
}
