import TangramCore

/// A grid of character cells that everything draws into before a frame reaches a terminal.
///
/// Nothing in tangram-tui writes to the terminal directly: elements, the page view and the
/// status bar draw into a `Buffer`, and a ``Backend`` shows finished buffers. Every write is
/// clipped to the buffer (and optionally to a smaller clip rectangle), so drawing outside it is
/// harmless. A wide character that would straddle a clip edge is replaced by a space.
public struct Buffer: Hashable, Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// Row-major cells, `width * height` of them.
  public private(set) var cells: [Cell]

  /// Creates a buffer of blank cells. Negative sizes are treated as zero.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    self.cells = Array(repeating: fill, count: self.width * self.height)
  }

  /// The whole buffer as a rectangle at the origin.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// The cell at a column and row, or nil outside the buffer.
  public func cell(column: Int, row: Int) -> Cell? {
    guard column >= 0, column < width, row >= 0, row < height else { return nil }
    return cells[row * width + column]
  }

  /// Replaces one cell; ignored outside the buffer.
  public mutating func setCell(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    cells[row * width + column] = cell
  }

  /// Sets every cell of `rect` (clipped) to a blank in `style`.
  public mutating func fill(_ rect: Rect, style: CellStyle) {
    fill(rect, with: Cell(symbol: " ", style: style))
  }

  /// Sets every cell of `rect` (clipped) to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    for row in clipped.y..<clipped.maxY {
      let start = row * width
      for column in clipped.x..<clipped.maxX {
        cells[start + column] = cell
      }
      repairWideEdges(row: row, from: clipped.x, to: clipped.maxX)
    }
  }

  /// Paints the background of `rect` (clipped) without touching the symbols.
  public mutating func paintBackground(_ rect: Rect, color: Color?) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    for row in clipped.y..<clipped.maxY {
      for column in clipped.x..<clipped.maxX {
        cells[row * width + column].style.background = color
      }
    }
  }

  /// Writes `text` (already sanitised, one line) starting at a column and row.
  ///
  /// Each grapheme cluster takes its display width; zero-width clusters are skipped. Text past
  /// the right edge of `clip` (default: the whole buffer) is cut; a wide character that does not
  /// fit whole is replaced by a space. The style is laid over the existing cell's style, so a
  /// background painted earlier shows through text that has no background of its own.
  /// - Returns: the column just after the last cell written.
  @discardableResult
  public mutating func write(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(area)
    guard row >= bounds.y, row < bounds.maxY else {
      return column + DisplayWidth.of(text)
    }
    var x = column
    for character in text {
      let cellWidth = DisplayWidth.of(character)
      if cellWidth == 0 { continue }
      if x >= bounds.maxX { break }
      if x < bounds.x {
        if x + cellWidth > bounds.x {
          // The right half of a wide character sticks into the clip: show a space there.
          putSymbol(" ", column: bounds.x, row: row, style: style)
        }
      } else if x + cellWidth > bounds.maxX {
        putSymbol(" ", column: x, row: row, style: style)
      } else {
        putSymbol(String(character), column: x, row: row, style: style)
        if cellWidth == 2 {
          putSymbol("", column: x + 1, row: row, style: style)
        }
      }
      x += cellWidth
    }
    repairWideEdges(row: row, from: max(column, bounds.x), to: min(x, bounds.maxX))
    return x
  }

  /// Adds attributes (for example `.reverse` to mark focus) to every cell of `rect` (clipped),
  /// leaving symbols and colours as they are.
  public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    for row in clipped.y..<clipped.maxY {
      for column in clipped.x..<clipped.maxX {
        cells[row * width + column].style.attributes.formUnion(attributes)
      }
    }
  }

  /// Copies `source` into this buffer with its origin at `column`, `row` (clipped).
  public mutating func blit(_ source: Buffer, column: Int, row: Int) {
    let target = Rect(x: column, y: row, width: source.width, height: source.height)
      .intersection(area)
    guard !target.isEmpty else { return }
    for y in target.y..<target.maxY {
      for x in target.x..<target.maxX {
        cells[y * width + x] = source.cells[(y - row) * source.width + (x - column)]
      }
      repairWideEdges(row: y, from: target.x, to: target.maxX)
    }
  }

  /// The rows as plain text, trailing spaces trimmed (continuation cells contribute nothing).
  public var lines: [String] {
    (0..<height).map(line)
  }

  /// One row as plain text, trailing spaces trimmed. The blank cells at the end of the row are
  /// skipped before the text is joined, and the rest is joined as UTF-8: whole-page dumps turn
  /// every cell of the page into text, so this is the hot loop of `--dump --height 0`.
  private func line(_ row: Int) -> String {
    let start = row * width
    var end = start + width
    while end > start, cells[end - 1].symbol.utf8.allSatisfy({ $0 == UInt8(ascii: " ") }) {
      end -= 1
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - start)
    for index in start..<end {
      bytes.append(contentsOf: cells[index].symbol.utf8)
    }
    var line = String(decoding: bytes, as: UTF8.self)
    if end < start + width, let last = line.last, (String(last) + " ").count == 1 {
      // The skipped spaces would have joined the last character (a prepended mark): trim the
      // joined text instead, character by character, as the spaces never were apart from it.
      line = (start..<(start + width)).map { cells[$0].symbol }.joined()
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  // MARK: - Private

  private mutating func putSymbol(_ symbol: String, column: Int, row: Int, style: CellStyle) {
    let index = row * width + column
    let base = cells[index].style
    cells[index] = Cell(symbol: symbol, style: base.patched(with: style))
  }

  /// After cells in `[from, to)` of a row were overwritten, a wide character whose left half
  /// sat just before `from`, or whose continuation sat at `to`, is broken: blank its other half.
  private mutating func repairWideEdges(row: Int, from: Int, to: Int) {
    let start = row * width
    if from > 0, from < width, cells[start + from].isContinuation == false,
      cells[start + from - 1].symbol.isEmpty == false,
      DisplayWidth.of(cells[start + from - 1].symbol) == 2
    {
      cells[start + from - 1].symbol = " "
    }
    if to > 0, to < width, cells[start + to].isContinuation {
      cells[start + to].symbol = " "
    }
  }
}
