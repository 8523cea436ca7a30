import TangramCore
import TangramTerminal

extension FuzzTarget {
  /// The sizes of the pieces a page is read in as the viewer reads a file: the whole page at
  /// once, and pieces small enough that most cards arrive over several.
  static let streamPieceSizes = [Int.max, 61]

  /// Reads `input` as the viewer reads a file (card by card as its text arrives, each card
  /// keeping its items as text once laid out, cards of text items laid out from their text
  /// without being decoded) at the standard screen's width, and traps unless the whole page
  /// read so is the page `decoded` and its layout `laidOut`: the same cards, problems and
  /// frames, whatever the pieces.
  static func checkReadAsAFile(_ input: [UInt8], decoded: DecodedPage, laidOut: LaidOutPage) {
    for pieceSize in streamPieceSizes {
      guard let last = readAsAFile(input, pieceSize: pieceSize, width: laidOut.width) else {
        preconditionFailure("a page decoded whole was not read as a file, in pieces of \(pieceSize)")
      }
      precondition(last.page == decoded.page, "a page read as a file has other cards")
      precondition(
        last.diagnostics.map(\.description) == decoded.diagnostics.map(\.description),
        "a page read as a file has other problems")
      precondition(last.layout.height == laidOut.height, "a page read as a file has another height")
      precondition(
        last.layout.items.map(\.frame) == laidOut.items.map(\.frame), "a page read as a file has other frames")
    }
  }

  /// The complete snapshot of `input` read in pieces of `pieceSize` bytes by a builder that keeps
  /// cards' items in a text store; nil when reading stops on an error.
  private static func readAsAFile(_ input: [UInt8], pieceSize: Int, width: Int) -> PageSnapshot? {
    let text = MemoryPageBytes(input)
    let builder = PageStreamBuilder(
      decoder: DataSourceHelper().decoder, width: width, firstScreenRows: 10,
      store: CardTextCache(text: text, capacity: 2))
    var last: PageSnapshot?
    do {
      try builder.readInPieces(input, pieceEnd: { $0 + pieceSize }, earlierText: { text.bytes(in: $0) }) { snapshot in
        last = snapshot
        return true
      }
    } catch {
      return nil
    }
    return last?.isComplete == true ? last : nil
  }
}
