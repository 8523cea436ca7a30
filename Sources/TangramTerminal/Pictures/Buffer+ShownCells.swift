import TangramCore

/// One character of a row as a picture of the screen draws it.
package struct ShownCell: Hashable, Sendable {
  /// The first column the character takes.
  package var column: Int
  /// The columns it takes: 2 for a wide character, else 1.
  package var width: Int
  /// What it shows: a grapheme cluster with nothing in it that a terminal or an XML reader
  /// would take for a control (see ``Buffer/shownSymbol(at:)``).
  package var symbol: String
  package var style: CellStyle

  /// Whether it shows nothing but a space.
  package var isBlank: Bool { symbol == " " }
}

extension Buffer {
  /// The characters of a row, left to right: a wide character once with width 2 (its
  /// continuation cell is not listed), and a continuation cell with no character before it as
  /// a space. Empty outside the buffer.
  package func shownCells(row: Int) -> [ShownCell] {
    guard row >= 0, row < height else { return [] }
    let start = row * width
    var cells: [ShownCell] = []
    cells.reserveCapacity(width)
    var column = 0
    while column < width {
      let index = start + column
      let packed = storage[index]
      let isWide = !packed.isContinuation && column + 1 < width && storage[index + 1].isContinuation
      let symbol = packed.isContinuation ? " " : shownSymbol(at: index)
      cells.append(ShownCell(column: column, width: isWide ? 2 : 1, symbol: symbol, style: packed.cellStyle))
      column += isWide ? 2 : 1
    }
    return cells
  }

  /// The symbol of a cell without the scalars that must never be written out raw: the controls
  /// (``Unicode/Scalar/isUnsafeControl``: C0, DEL, C1, bidi) and the noncharacters U+FFFE and
  /// U+FFFF, which XML does not allow; a symbol left empty becomes a space.
  ///
  /// Text written into a buffer is sanitised already (``TextSanitizer``), but a cell can be set
  /// to anything (``setCell(_:column:row:)``), so pictures of the screen check once more.
  package func shownSymbol(at index: Int) -> String {
    if storage[index].printableASCII != nil { return symbol(at: index) }
    let symbol = self.symbol(at: index)
    guard symbol.unicodeScalars.contains(where: Self.isUnshowable) else { return symbol }
    var kept = String.UnicodeScalarView()
    kept.append(contentsOf: symbol.unicodeScalars.lazy.filter { !Self.isUnshowable($0) })
    return kept.isEmpty ? " " : String(kept)
  }

  private static func isUnshowable(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isUnsafeControl || scalar.value == 0xFFFE || scalar.value == 0xFFFF
  }
}
