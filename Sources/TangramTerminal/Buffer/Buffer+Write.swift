import TangramCore

extension Buffer {
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
    write(text[...], column: column, row: row, style: style, clip: clip)
  }

  /// Writes a slice of a text as ``write(_:column:row:style:clip:)-(String,_,_,_,_)`` writes a
  /// text, without copying it.
  @discardableResult
  public mutating func write(
    _ text: Substring, column: Int, row: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(area)
    guard row >= bounds.y, row < bounds.maxY else {
      return column + DisplayWidth.of(text)
    }
    let overlay = PackedCell.Overlay(style)
    var writer = RowWriter(row: row, column: column, bounds: bounds, overlay: overlay)
    let end =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        writer.writeClusters(of: text, bytes: bytes, into: &self)
      } ?? writer.writeCharacters(of: text, into: &self)
    repairWideEdges(row: row, from: max(column, bounds.x), to: min(end, bounds.maxX))
    return end
  }

  /// Writes `text` one `Character` at a time, measuring each with ``DisplayWidth/of(_:)-(Character)``:
  /// what ``write(_:column:row:style:clip:)-(Substring,_,_,_,_)`` does for any text, the
  /// reference its faster reading of UTF-8 is tested against.
  @discardableResult
  mutating func writeByCharacter(
    _ text: String, column: Int, row: Int, style: CellStyle = .plain, clip: Rect? = nil
  ) -> Int {
    let bounds = (clip ?? area).intersection(area)
    guard row >= bounds.y, row < bounds.maxY else {
      return column + DisplayWidth.of(text)
    }
    var writer = RowWriter(row: row, column: column, bounds: bounds, overlay: PackedCell.Overlay(style))
    let end = writer.writeCharacters(of: text[...], into: &self)
    repairWideEdges(row: row, from: max(column, bounds.x), to: min(end, bounds.maxX))
    return end
  }
}

/// Writes the clusters of one line of text into one row of a buffer, left to right, clipped to
/// `bounds`; the caller repairs the wide characters at the ends of what was written.
///
/// What a cluster of width `w` at column `x` becomes: nothing when `w` is 0; the cluster (and a
/// continuation cell after a wide one) when it fits whole in the bounds; a space on the column
/// of it inside the bounds when it does not. Writing stops at the first cluster that starts at
/// or past the right edge.
private struct RowWriter {
  let row: Int
  /// The column of the first cluster.
  let column: Int
  let bounds: Rect
  let overlay: PackedCell.Overlay
  /// The next cluster's column.
  private(set) var x: Int

  init(row: Int, column: Int, bounds: Rect, overlay: PackedCell.Overlay) {
    self.row = row
    self.column = column
    self.bounds = bounds
    self.overlay = overlay
    self.x = column
  }

  /// Reads the text's UTF-8 bytes: an ASCII byte followed by another (or by the end) is a
  /// cluster of its own, one column wide when printable (none for a control), so a run of
  /// printable ASCII is stored a cell a byte in one loop; anything else is split off by `String`
  /// and measured by its scalars, as ``DisplayWidth/of(_:)-(Character)`` measures it.
  /// - Returns: the column after the last cluster.
  mutating func writeClusters(
    of text: Substring, bytes: UnsafeBufferPointer<UInt8>, into buffer: inout Buffer
  ) -> Int {
    let rowStart = row * buffer.width
    let count = bytes.count
    let utf8 = text.utf8
    var position = 0
    // The index of `position` as `String` gave it, when it did: an index made from a byte
    // offset would be checked for a cluster boundary, reading back (across a run of flags).
    var alignedIndex: String.Index?
    var longSymbols: [(index: Int, symbol: String)] = []
    let overlay = self.overlay
    var x = self.x
    let bounds = self.bounds
    buffer.storage.withUnsafeMutableBufferPointer { cells in
      @inline(__always) func put(_ symbol: UInt64, at column: Int) {
        let index = rowStart + column
        cells[index] = PackedCell(symbol: symbol, style: overlay.patch(cells[index].style))
      }
      @inline(__always) func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
      clusters: while position < count {
        let byte = bytes[position]
        if byte < 0x80, position + 1 == count || bytes[position + 1] < 0x80 {
          alignedIndex = nil
          guard isPrintable(byte) else {
            position += 1
            continue
          }
          // A run of printable ASCII, one column a byte, but for its last byte when a non-ASCII
          // byte follows it (which may be a mark on it).
          var end = position + 1
          while end < count, isPrintable(bytes[end]) { end += 1 }
          if end < count, bytes[end] >= 0x80 { end -= 1 }
          if x >= bounds.maxX { break }
          let runEnd = x + (end - position)
          let first = max(x, bounds.x)
          let last = min(runEnd, bounds.maxX)
          if first < last, let cellBase = cells.baseAddress, let byteBase = bytes.baseAddress {
            Self.storeASCII(
              UnsafeBufferPointer(start: byteBase + position + (first - x), count: last - first),
              at: cellBase + rowStart + first, overlay: overlay)
          }
          if runEnd > bounds.maxX {
            x = bounds.maxX
            break clusters
          }
          x = runEnd
          position = end
          continue
        }
        let start = alignedIndex ?? utf8.index(utf8.startIndex, offsetBy: position)
        let end = text.index(after: start)
        alignedIndex = end
        let clusterStart = position
        position += utf8.distance(from: start, to: end)
        let cellWidth = DisplayWidth.of(clusterScalars: text.unicodeScalars[start..<end])
        if cellWidth == 0 { continue }
        if x >= bounds.maxX { break }
        if x < bounds.x {
          if x + cellWidth > bounds.x { put(Self.space, at: bounds.x) }
        } else if x + cellWidth > bounds.maxX {
          put(Self.space, at: x)
        } else {
          let clusterBytes = UnsafeBufferPointer(rebasing: bytes[clusterStart..<position])
          if clusterBytes.count <= PackedCell.maximumInlineBytes {
            put(PackedCell.symbol(bytes: clusterBytes), at: x)
          } else {
            let symbol = Cell.cappingCombiningMarks(of: String(text[start..<end]))
            put(PackedCell.symbol(symbol), at: x)
            longSymbols.append((rowStart + x, symbol))
          }
          if cellWidth == 2 { put(PackedCell.continuation, at: x + 1) }
        }
        x += cellWidth
      }
    }
    self.x = x
    finish(into: &buffer, longSymbols: longSymbols)
    return x
  }

  /// Stores printable ASCII bytes in the cells from `cells` on, one a cell.
  @inline(__always)
  private static func storeASCII(
    _ bytes: UnsafeBufferPointer<UInt8>, at cells: UnsafeMutablePointer<PackedCell>, overlay: PackedCell.Overlay
  ) {
    let oneByte = PackedCell.symbol(ascii: 0)
    if overlay.leavesStylesAsTheyAre {
      for index in bytes.indices {
        cells[index].symbol = oneByte | UInt64(bytes[index])
      }
    } else {
      for index in bytes.indices {
        cells[index] = PackedCell(symbol: oneByte | UInt64(bytes[index]), style: overlay.patch(cells[index].style))
      }
    }
  }

  /// Reads the text a `Character` at a time, for any text.
  /// - Returns: the column after the last cluster.
  mutating func writeCharacters(of text: Substring, into buffer: inout Buffer) -> Int {
    let rowStart = row * buffer.width
    var longSymbols: [(index: Int, symbol: String)] = []
    func put(_ symbol: String, at column: Int) {
      let index = rowStart + column
      let packed = PackedCell.symbol(symbol)
      buffer.storage[index] = PackedCell(symbol: packed, style: overlay.patch(buffer.storage[index].style))
      if buffer.storage[index].isLong { longSymbols.append((index, symbol)) }
    }
    for character in text {
      let cellWidth = DisplayWidth.of(character)
      if cellWidth == 0 { continue }
      if x >= bounds.maxX { break }
      if x < bounds.x {
        if x + cellWidth > bounds.x { put(" ", at: bounds.x) }
      } else if x + cellWidth > bounds.maxX {
        put(" ", at: x)
      } else {
        put(Cell.cappingCombiningMarks(of: String(character)), at: x)
        if cellWidth == 2 { put("", at: x + 1) }
      }
      x += cellWidth
    }
    finish(into: &buffer, longSymbols: longSymbols)
    return x
  }

  private static let space = PackedCell.symbol(ascii: UInt8(ascii: " "))

  /// Brings the buffer's long symbols up to date with the cells written: the cells written are
  /// those from the first column (or the clip's left edge) to the last (or its right edge).
  private func finish(into buffer: inout Buffer, longSymbols: [(index: Int, symbol: String)]) {
    let rowStart = row * buffer.width
    let first = max(column, bounds.x)
    let end = min(x, bounds.maxX)
    if first < end {
      buffer.forgetOverwrittenLongSymbols(in: (rowStart + first)..<(rowStart + end))
    }
    for (index, symbol) in longSymbols {
      buffer.longSymbols[index] = symbol
    }
  }
}
