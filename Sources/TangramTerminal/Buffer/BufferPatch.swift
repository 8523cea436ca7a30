import TangramCore

/// A drawing recorded as what it does to each cell it touches: the symbol it leaves there and
/// which style bits it keeps from beneath and which it sets. Replaying it is one loop over those
/// cells, where drawing again would measure, clip and pack its text anew.
///
/// Everything a buffer draws treats each bit of a packed style on its own: a fill sets them all,
/// a write lays its colours and attributes over what is there, a background or an attribute
/// changes its own bits. So the drawing is made twice, once over blank cells with no style bit
/// set and once over other cells with every style bit set: a cell whose symbols agree was
/// written, a bit both drawings set is set, a bit only the second has is kept from beneath.
package struct BufferPatch: Sendable {
  /// What the drawing does to one cell.
  private struct Touch: Sendable {
    /// All ones when the cell keeps its symbol, else none.
    var keptSymbol: UInt64
    /// The packed symbol left in the cell (0 when it keeps its own).
    var symbol: UInt64
    /// The style bits taken from the cell beneath.
    var kept: UInt64
    /// The style bits set.
    var set: UInt64
  }

  /// Touched cells side by side in one row.
  private struct Run: Sendable {
    var row: Int
    var column: Int
    /// The run's cells in ``touches``.
    var touches: Range<Int>
  }

  /// The columns and rows of the drawing.
  package let width: Int
  package let height: Int
  private var touches: [Touch] = []
  /// By row, then column.
  private var runs: [Run] = []
  /// The clusters too long to pack, by index in ``touches``.
  private var longSymbols: [Int: String] = [:]
  /// Cells side by side in one row whose symbols the drawing writes: at their ends a wide
  /// character beneath, cut in half, is mended as writing there would mend it.
  private var written: [(row: Int, columns: Range<Int>)] = []

  /// The symbol of the cells beneath the first drawing; the second's differ from it.
  private static let firstProbe = Cell(symbol: " ")
  private static let secondProbe = Cell(symbol: "x")

  /// Records what `drawing` does to a buffer `width` × `height` cells, drawn from its top-left
  /// cell. The drawing must not depend on what the cells held before (none of a buffer's own
  /// operations does).
  package init(width: Int, height: Int, drawing: (inout Buffer) -> Void) {
    self.width = max(0, width)
    self.height = max(0, height)
    var bare = Buffer(width: width, height: height, fill: Self.firstProbe)
    var styled = Buffer(width: width, height: height, fill: Self.secondProbe)
    styled.storage.withUnsafeMutableBufferPointer { cells in
      for index in cells.indices { cells[index].style = .max }
    }
    drawing(&bare)
    drawing(&styled)
    for row in 0..<self.height {
      var runStart: Int?
      var writtenStart: Int?
      for column in 0...self.width {
        var touch: Touch?
        var symbolWritten = false
        if column < self.width {
          let index = row * self.width + column
          let (first, second) = (bare.storage[index], styled.storage[index])
          symbolWritten = first.symbol == second.symbol
          let styleChanged = first.style != 0 || second.style != .max
          if symbolWritten || styleChanged {
            touch = Touch(
              keptSymbol: symbolWritten ? 0 : .max, symbol: symbolWritten ? first.symbol : 0,
              kept: second.style & ~first.style, set: first.style)
            if symbolWritten, first.isLong { longSymbols[touches.count] = bare.longSymbols[index] }
          }
        }
        if symbolWritten {
          if writtenStart == nil { writtenStart = column }
        } else if let start = writtenStart {
          written.append((row, start..<column))
          writtenStart = nil
        }
        if let touch {
          if runStart == nil { runStart = column }
          touches.append(touch)
        } else if let start = runStart {
          runs.append(Run(row: row, column: start, touches: (touches.count - (column - start))..<touches.count))
          runStart = nil
        }
      }
    }
  }

  /// Replays the drawing with its top-left cell at `column`, `row`, on the rows `clip` lets
  /// through. Draws nothing and returns false when `clip` or the buffer cuts the drawing's
  /// columns: a wide character cut by an edge needs the drawing itself.
  @discardableResult
  package func draw(into buffer: inout Buffer, column: Int, row: Int, clip: Rect) -> Bool {
    let bounds = clip.intersection(buffer.area)
    guard column >= bounds.x, column + width <= bounds.maxX else { return false }
    let (first, end) = (max(bounds.y - row, 0), min(bounds.maxY - row, height))
    guard first < end else { return true }
    let shownRows = first..<end
    let bufferWidth = buffer.width
    buffer.storage.withUnsafeMutableBufferPointer { storage in
      touches.withUnsafeBufferPointer { touches in
        for run in runs where shownRows.contains(run.row) {
          var index = (row + run.row) * bufferWidth + column + run.column
          for touch in touches[run.touches] {
            storage[index].symbol = storage[index].symbol & touch.keptSymbol | touch.symbol
            storage[index].style = storage[index].style & touch.kept | touch.set
            index += 1
          }
        }
      }
    }
    for run in runs where shownRows.contains(run.row) {
      let start = (row + run.row) * bufferWidth + column + run.column
      buffer.forgetOverwrittenLongSymbols(in: start..<(start + run.touches.count))
      if !longSymbols.isEmpty {
        for touch in run.touches {
          if let symbol = longSymbols[touch] { buffer.longSymbols[start + touch - run.touches.lowerBound] = symbol }
        }
      }
    }
    for (writtenRow, columns) in written where shownRows.contains(writtenRow) {
      buffer.repairWideEdges(row: row + writtenRow, from: column + columns.lowerBound, to: column + columns.upperBound)
    }
    return true
  }
}
