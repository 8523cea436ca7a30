import TangramTerminal

/// What the terminal is given for one piece of a cell: a single scalar, or a glyph that may carry
/// combining marks. A cell becomes one or two pieces that together cover exactly its columns.
enum ShownPiece {
  /// One scalar one column wide: a printable ASCII byte, a space or the replacement `?`.
  case scalar(UInt32)
  /// A glyph as ``CellGlyph`` measured it.
  case glyph(CellGlyph)
}

extension FrameRows {
  /// What the cell at `column` of `row` shows, handed to `emit` as one or two pieces; returns the
  /// columns the pieces cover (1 or 2), so that every column is written and nothing stale shows:
  /// - a glyph that the terminal gives the frame's width: the glyph;
  /// - a wide cell whose glyph the terminal shows one column wide: the glyph, then a space;
  /// - a wide cell cut by the screen edge: a space, or `?` when its glyph is not two columns wide;
  /// - a wide cell the terminal cannot show: `?`, then a space;
  /// - a narrow cell the terminal measures differently or cannot show: `?`;
  /// - a continuation cell with no wide character before it: a space.
  ///
  /// Every piece is drawn in the cell's own style.
  /// - Parameters:
  ///   - cells: the row (`self[row]`), passed in so that a caller walking a row reads it once.
  ///   - screenColumns: the columns that are shown.
  ///   - measure: the columns the terminal gives a scalar (`wcwidth` in the current locale).
  @inline(__always)
  func shownPieces(
    row: Int, column: Int, cells: UnsafeBufferPointer<PackedCell>, screenColumns: Int,
    measure: (UInt32) -> Int, _ emit: (ShownPiece) -> Void
  ) -> Int {
    let cell = cells[column]
    let isWide = column + 1 < cells.count && cells[column + 1].isContinuation
    if !isWide, let byte = cell.printableASCII {
      emit(.scalar(UInt32(byte)))
      return 1
    }
    if cell.isContinuation {
      emit(.scalar(0x20))
      return 1
    }
    let fits = column + 1 < screenColumns
    let glyph = CellGlyph.of(symbol(row: row, column: column), measure: measure)
    switch (isWide, glyph.width) {
    case (false, 1):
      emit(.glyph(glyph))
      return 1
    case (true, 2) where fits:
      emit(.glyph(glyph))
      return 2
    case (true, 1) where fits:
      emit(.glyph(glyph))
      emit(.scalar(0x20))
      return 2
    case (true, _):
      emit(.scalar(glyph.width == 2 ? 0x20 : 0x3F))
      guard fits else { return 1 }
      emit(.scalar(0x20))
      return 2
    case (false, _):
      emit(.scalar(0x3F))
      return 1
    }
  }
}
