extension Buffer {
  /// Moves the rows of `move`'s band as a terminal scrolls them: each kept row takes the row
  /// `distance` further down (up, for a negative distance), and the exposed rows turn blank. A
  /// move whose band is not all in the buffer changes nothing.
  package mutating func apply(_ move: RowMove) {
    guard move.band.lowerBound >= 0, move.band.upperBound <= height, width > 0 else { return }
    let width = self.width
    let kept = move.keptRows
    // Row by row, in the order that never reads a row already written over.
    let rows = move.distance > 0 ? Array(kept) : kept.reversed()
    // What a terminal leaves on a line it scrolls in: spaces in the default style.
    let blank = PackedCell(symbol: PackedCell.symbol(ascii: 0x20), style: 0)
    storage.withUnsafeMutableBufferPointer { cells in
      guard let base = cells.baseAddress else { return }
      for row in rows {
        // A row and the row it takes are never the same cells.
        (base + row * width).update(from: base + (row + move.distance) * width, count: width)
      }
      for row in move.exposedRows {
        (base + row * width).update(repeating: blank, count: width)
      }
    }
    guard !longSymbols.isEmpty else { return }
    let bandCells = (move.band.lowerBound * width)..<(move.band.upperBound * width)
    var moved = longSymbols.filter { !bandCells.contains($0.key) }
    for (index, symbol) in longSymbols where bandCells.contains(index) {
      // Where the row it is on goes, if it stays in the band.
      let row = index / width - move.distance
      if kept.contains(row) { moved[row * width + index % width] = symbol }
    }
    longSymbols = moved
  }
}
