extension TextWrapper {
  /// ``lineCount(_:width:limit:)`` of text already found to be printable ASCII `columns` wide
  /// (``printableASCIIColumns(_:)``), so that it is not read again to find that out.
  static func lineCount(ofPrintableASCII text: String, columns: Int, width: Int, limit: Int) -> Int {
    if columns <= width { return 1 }
    var text = text
    return text.withUTF8 { asciiLineCount($0, width: width, limit: limit) }
  }

  /// The number of lines ``LineBreaker`` breaks `bytes` into at `width` columns, counted up to
  /// `limit`, for text that is all printable ASCII (one column a byte, spaces the only breaks):
  /// the same greedy filling, on counts instead of ranges.
  ///
  /// Measuring is most of laying out a page whose texts wrap, and most texts are ASCII; the
  /// line breaker reads them through `String` indices, this reads their bytes. A test compares
  /// the two on random texts at every width.
  static func asciiLineCount(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> Int {
    guard width > 0, !bytes.isEmpty, limit > 0 else { return 0 }
    if let count = lineCountByWholeLines(bytes, width: width, limit: limit) { return count }
    return lineCountByBytes(bytes, width: width, limit: limit)
  }

  /// ``asciiLineCount(_:width:limit:)`` a line at a time, for text that starts with a word and
  /// has none wider than a line: each line ends at the last space at or before its width, found
  /// by looking back from there, so only a few bytes of each line are read. Nil when the text
  /// starts with a space or a word does not fit a line, which the byte count handles.
  static func lineCountByWholeLines(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> Int? {
    let space: UInt8 = 0x20
    guard bytes.first != space else { return nil }
    // The first byte of the line being filled, always a word's; the lines before it.
    var start = 0
    var linesBefore = 0
    while bytes.count - start > width {
      // Every word ending by the line's width fits; the word across it starts the next line.
      var end = start + width
      if bytes[end] != space {
        while end > start, bytes[end] != space { end -= 1 }
        guard end > start else { return nil }
      }
      linesBefore += 1
      if linesBefore >= limit { return limit }
      while end < bytes.count, bytes[end] == space { end += 1 }
      // Spaces after the last word are on no line.
      if end == bytes.count { return linesBefore }
      start = end
    }
    return min(limit, linesBefore + 1)
  }

  /// ``asciiLineCount(_:width:limit:)`` a byte at a time, for any printable ASCII.
  static func lineCountByBytes(_ bytes: UnsafeBufferPointer<UInt8>, width: Int, limit: Int) -> Int {
    var count = 0
    // The line being filled: whether anything is on it, and its columns.
    var lineStarted = false
    var lineWidth = 0
    // Spaces waiting for the next word, the word being gathered, and whether that word outgrew
    // a line and is being broken inside.
    var pending = 0
    var word = 0
    var breakingWord = false

    func breakLine() {
      count += 1
      lineStarted = false
      lineWidth = 0
      pending = 0
    }
    func leaveRoomForWord() {
      if lineStarted { breakLine() } else { pending = 0 }
    }
    func appendPiece() {
      if lineWidth + 1 > width { breakLine() }
      lineStarted = true
      lineWidth += 1
    }
    func placeGatheredWord() {
      guard word > 0 else { return }
      if breakingWord {
        breakingWord = false
      } else if lineWidth + pending + word <= width {
        lineWidth += pending + word
        lineStarted = true
        pending = 0
      } else {
        leaveRoomForWord()
        lineWidth += word
        lineStarted = true
      }
      word = 0
    }

    for byte in bytes {
      if count >= limit { return limit }
      if byte == 0x20 {
        placeGatheredWord()
        pending += 1
      } else if breakingWord {
        appendPiece()
      } else {
        word += 1
        if word > width {
          // The gathered word starts a line of its own and is broken inside from here on.
          breakingWord = true
          leaveRoomForWord()
          for _ in 0..<word { appendPiece() }
        }
      }
    }
    placeGatheredWord()
    // The paragraph's last line, even when it is empty.
    return min(limit, count + 1)
  }
}
