import TangramCore

/// A grid of character cells that everything draws into before a frame reaches a terminal.
///
/// Nothing in tangram-tui writes to the terminal directly: elements, the page view and the
/// status bar draw into a `Buffer`, and a ``Backend`` shows finished buffers. Every write is
/// clipped to the buffer (and optionally to a smaller clip rectangle), so drawing outside it is
/// harmless. A wide character that would straddle a clip edge is replaced by a space.
///
/// Cells are stored packed: two words a cell and no reference, so making,
/// comparing and freeing a frame never touches a string. Clusters too long to pack are kept
/// beside the cells, by index.
public struct Buffer: Hashable, Sendable {
  /// The number of columns.
  public private(set) var width: Int
  /// The number of rows.
  public private(set) var height: Int
  /// Row-major packed cells, `width * height` of them.
  package internal(set) var storage: [PackedCell]
  /// The symbols of the cells whose packed symbol is long, by cell index: exactly those cells,
  /// so that equal buffers have equal tables.
  package internal(set) var longSymbols: [Int: String] = [:]

  /// Creates a buffer of blank cells. Negative sizes are treated as zero.
  public init(width: Int, height: Int, fill: Cell = .blank) {
    self.width = max(0, width)
    self.height = max(0, height)
    let count = self.width * self.height
    let packed = PackedCell(symbol: PackedCell.symbol(fill.symbol), style: PackedCell.packedStyle(fill.style))
    self.storage = Array(repeating: packed, count: count)
    if packed.isLong {
      for index in 0..<count { longSymbols[index] = fill.symbol }
    }
  }

  /// The whole buffer as a rectangle at the origin.
  public var area: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  /// Row-major cells, `width * height` of them (made from the packed cells on each call).
  public var cells: [Cell] {
    storage.indices.map(cell(at:))
  }

  /// The cell at a column and row, or nil outside the buffer.
  public func cell(column: Int, row: Int) -> Cell? {
    guard column >= 0, column < width, row >= 0, row < height else { return nil }
    return cell(at: row * width + column)
  }

  /// The symbol of the cell at a row-major index.
  package func symbol(at index: Int) -> String {
    PackedCell.inlineString(storage[index].symbol) ?? longSymbols[index] ?? ""
  }

  /// Replaces one cell; ignored outside the buffer.
  public mutating func setCell(_ cell: Cell, column: Int, row: Int) {
    guard column >= 0, column < width, row >= 0, row < height else { return }
    store(cell.symbol, style: PackedCell.packedStyle(cell.style), at: row * width + column)
  }

  /// Sets every cell of `rect` (clipped) to a blank in `style`.
  public mutating func fill(_ rect: Rect, style: CellStyle) {
    fill(rect, with: Cell(symbol: " ", style: style))
  }

  /// Sets every cell of `rect` (clipped) to `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    let packed = PackedCell(symbol: PackedCell.symbol(cell.symbol), style: PackedCell.packedStyle(cell.style))
    for row in clipped.y..<clipped.maxY {
      let columns = (row * width + clipped.x)..<(row * width + clipped.maxX)
      forgetLongSymbols(in: columns)
      storage.withUnsafeMutableBufferPointer { cells in
        for index in columns { cells[index] = packed }
      }
      if packed.isLong {
        for index in columns { longSymbols[index] = cell.symbol }
      }
      repairWideEdges(row: row, from: clipped.x, to: clipped.maxX)
    }
  }

  /// Paints the background of `rect` (clipped) without touching the symbols.
  public mutating func paintBackground(_ rect: Rect, color: Color?) {
    updateStyles(in: rect) { PackedCell.settingBackground(color, of: $0) }
  }

  /// Adds attributes (for example `.reverse` to mark focus) to every cell of `rect` (clipped),
  /// leaving symbols and colours as they are.
  public mutating func addAttributes(_ attributes: TextAttributes, in rect: Rect) {
    updateStyles(in: rect) { PackedCell.addingAttributes(attributes, to: $0) }
  }

  /// Lays `style` over every cell of `rect` (clipped), as ``CellStyle/patched(with:)`` does:
  /// its colours where it has them, and its attributes added; symbols stay.
  package mutating func patchStyle(_ style: CellStyle, in rect: Rect) {
    let overlay = PackedCell.Overlay(style)
    updateStyles(in: rect) { overlay.patch($0) }
  }

  /// Copies `source` into this buffer with its origin at `column`, `row` (clipped).
  public mutating func blit(_ source: Buffer, column: Int, row: Int) {
    let target = Rect(x: column, y: row, width: source.width, height: source.height)
      .intersection(area)
    guard !target.isEmpty else { return }
    for y in target.y..<target.maxY {
      let start = y * width
      let sourceStart = (y - row) * source.width - column
      forgetLongSymbols(in: (start + target.x)..<(start + target.maxX))
      for x in target.x..<target.maxX {
        let cell = source.storage[sourceStart + x]
        storage[start + x] = cell
        if cell.isLong { longSymbols[start + x] = source.longSymbols[sourceStart + x] }
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
    while end > start, isBlank(at: end - 1) {
      end -= 1
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(end - start)
    for index in start..<end {
      let packed = storage[index]
      if packed.isLong {
        bytes.append(contentsOf: longSymbols[index, default: ""].utf8)
      } else {
        for shift in stride(from: 0, to: 8 * packed.inlineByteCount, by: 8) {
          bytes.append(UInt8(truncatingIfNeeded: packed.symbol >> UInt64(shift)))
        }
      }
    }
    var line = String(decoding: bytes, as: UTF8.self)
    if end < start + width, let last = line.last, (String(last) + " ").count == 1 {
      // The skipped spaces would have joined the last character (a prepended mark): trim the
      // joined text instead, character by character, as the spaces never were apart from it.
      line = (start..<(start + width)).map(symbol(at:)).joined()
    }
    while line.last == " " { line.removeLast() }
    return line
  }

  // MARK: - Storing

  /// The cell at a row-major index.
  private func cell(at index: Int) -> Cell {
    // Symbols were capped when the cells were written.
    Cell(cappedSymbol: symbol(at: index), style: storage[index].cellStyle)
  }

  /// Whether the symbol at `index` is only spaces (a continuation cell's empty one included).
  private func isBlank(at index: Int) -> Bool {
    let packed = storage[index]
    if packed.isLong { return longSymbols[index, default: ""].utf8.allSatisfy { $0 == UInt8(ascii: " ") } }
    for shift in stride(from: 0, to: 8 * packed.inlineByteCount, by: 8)
    where UInt8(truncatingIfNeeded: packed.symbol >> UInt64(shift)) != UInt8(ascii: " ") {
      return false
    }
    return true
  }

  /// Stores `symbol` (capped already) in a packed style at a row-major index.
  mutating func store(_ symbol: String, style: UInt64, at index: Int) {
    let packed = PackedCell.symbol(symbol)
    if storage[index].isLong { longSymbols[index] = nil }
    storage[index] = PackedCell(symbol: packed, style: style)
    if storage[index].isLong { longSymbols[index] = symbol }
  }

  /// Drops the long symbols of cells in `indices` that no longer hold one; for use after those
  /// cells were overwritten in place.
  mutating func forgetOverwrittenLongSymbols(in indices: Range<Int>) {
    guard !longSymbols.isEmpty else { return }
    for index in indices where !storage[index].isLong {
      longSymbols[index] = nil
    }
  }

  /// Drops the long symbols of cells in `indices`, which are about to be overwritten.
  private mutating func forgetLongSymbols(in indices: Range<Int>) {
    guard !longSymbols.isEmpty else { return }
    for index in indices { longSymbols[index] = nil }
  }

  /// Replaces the packed style of every cell of `rect` (clipped) by `change` of it.
  private mutating func updateStyles(in rect: Rect, _ change: (UInt64) -> UInt64) {
    let clipped = rect.intersection(area)
    guard !clipped.isEmpty else { return }
    let width = self.width
    storage.withUnsafeMutableBufferPointer { cells in
      for row in clipped.y..<clipped.maxY {
        for index in (row * width + clipped.x)..<(row * width + clipped.maxX) {
          cells[index].style = change(cells[index].style)
        }
      }
    }
  }

  /// After cells in `[from, to)` of a row were overwritten, a wide character whose left half
  /// sat just before `from`, or whose continuation sat at `to`, is broken: blank its other half.
  /// An empty range overwrote nothing and mends nothing (a write that ends left of its clip).
  mutating func repairWideEdges(row: Int, from: Int, to: Int) {
    guard from < to else { return }
    let start = row * width
    if from > 0, from < width, !storage[start + from].isContinuation,
      !storage[start + from - 1].isContinuation, isWide(at: start + from - 1)
    {
      store(" ", style: storage[start + from - 1].style, at: start + from - 1)
    }
    if to > 0, to < width, storage[start + to].isContinuation {
      storage[start + to].symbol = PackedCell.symbol(ascii: UInt8(ascii: " "))
    }
  }

  /// Whether the symbol at `index` takes two columns.
  private func isWide(at index: Int) -> Bool {
    // One byte is ASCII, never wide.
    storage[index].inlineByteCount != 1 && DisplayWidth.of(symbol(at: index)) == 2
  }
}
