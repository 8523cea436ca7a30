import TangramCore

extension PageStreamBuilder {
  /// Reads all of `bytes` as the viewer's reader of a file does, a piece at a time, and hands
  /// each snapshot that comes to `body`, which returns false to stop reading.
  ///
  /// - Parameters:
  ///   - pieceEnd: where the next piece ends, given the bytes read so far (0 for the first);
  ///     a piece is at least one byte, and the last ends at the end of `bytes`.
  ///   - earlierText: the page's text before what the builder is handed, for cards that began
  ///     in an earlier piece.
  ///   - handsOnlyNeededText: whether the builder is handed only the text from
  ///     ``firstNeededOffset`` on, as the reader does once cards keep their items in a store;
  ///     otherwise all the text read so far.
  /// - Throws: the error that stops decoding the page.
  package func readInPieces(
    _ bytes: [UInt8], pieceEnd: (Int) -> Int, earlierText: @escaping PageStreamDecoder.EarlierText,
    handsOnlyNeededText: Bool = true, _ body: (PageSnapshot) -> Bool
  ) throws(PageDecodingError) {
    var read = 0
    var base = 0
    repeat {
      read = min(bytes.count, max(read + 1, pieceEnd(read)))
      let isComplete = read == bytes.count
      let goesOn = try bytes.withUnsafeBufferPointer { all throws(PageDecodingError) -> Bool in
        let window = UnsafeBufferPointer(rebasing: all[base..<read])
        while let snapshot = try self.read(window, base: base, isComplete: isComplete, earlierText: earlierText) {
          guard body(snapshot) else { return false }
        }
        return true
      }
      guard goesOn else { return }
      if handsOnlyNeededText { base = max(base, min(read, firstNeededOffset)) }
    } while read < bytes.count
  }
}
