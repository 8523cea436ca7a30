/// Greedy line filling for ``TextWrapper``: reads a text once, front to back, and hands back its
/// lines one at a time, as ranges of the text.
///
/// Clusters gather into a word until a space or a wide character ends it; a wide character is
/// a word of its own, so lines may break on either side of it. Spaces wait as pending until the
/// next word shows whether they sit inside a line (kept) or at a break or the end of a line
/// (dropped), so lines never end in a space. A word that grows wider than a line is broken
/// inside as soon as it does, so even one unbroken word of any length gives its first lines at
/// once.
///
/// Every line is a slice of the text, so breaking copies nothing, and it is linear: each
/// grapheme cluster is read once, at most twice when its word outgrows a line. Printable ASCII
/// is read a byte at a time; only other text is split into grapheme clusters.
struct LineBreaker {
  /// The text being broken into lines.
  let text: String
  /// Columns a line may take.
  let width: Int

  /// Where the next cluster starts.
  private var position: String.Index
  /// Whether the end of the text was reached and its last line handed out.
  private var isFinished: Bool

  private var lineStart: String.Index?
  private var lineEnd: String.Index
  private var lineWidth = 0
  private var pendingStart: String.Index?
  private var pendingEnd: String.Index
  private var pendingWidth = 0
  private var wordStart: String.Index?
  private var wordEnd: String.Index
  private var wordWidth = 0
  /// Whether the current word outgrew a line and is being broken inside as it is read.
  private var isBreakingWord = false

  /// Lines found and not handed out yet, oldest first, from `readyHead` on.
  private var ready: [Range<String.Index>] = []
  private var readyHead = 0

  /// Starts breaking `text` into lines of at most `width` columns; empty text, or
  /// `width <= 0`, has no lines.
  init(_ text: String, width: Int) {
    self.text = text
    self.width = width
    position = text.startIndex
    lineEnd = text.startIndex
    pendingEnd = text.startIndex
    wordEnd = text.startIndex
    isFinished = text.isEmpty || width <= 0
    if !isFinished, Self.isOneLine(text, width: width) {
      ready = [text.startIndex..<text.endIndex]
      isFinished = true
    }
  }

  /// Whether `text` is one line as it is: printable ASCII no wider than `width`, neither
  /// starting nor ending with a space (the one test of the bytes that spares reading them one at
  /// a time, for the many short texts of a page).
  private static func isOneLine(_ text: String, width: Int) -> Bool {
    let bytes = text.utf8
    guard bytes.count <= width, bytes.first != 0x20, bytes.last != 0x20 else { return false }
    return TextWrapper.printableASCIIColumns(text) != nil
  }

  /// The next line's range in ``text``, or nil after the last one.
  mutating func nextLine() -> Range<String.Index>? {
    while readyHead == ready.count {
      if isFinished { return nil }
      guard position < text.endIndex else {
        endParagraph(at: text.endIndex)
        isFinished = true
        continue
      }
      let cluster = readCluster(at: position)
      position = cluster.end
      switch cluster.kind {
      case .lineBreak: endParagraph(at: cluster.start)
      case .space: addSpace(cluster)
      case .other: addVisible(cluster)
      }
    }
    let line = ready[readyHead]
    readyHead += 1
    if readyHead == ready.count {
      ready.removeAll(keepingCapacity: true)
      readyHead = 0
    }
    return line
  }

  /// The text of a line ``nextLine()`` gave: its slice of the text, except that a character
  /// wider than a whole line (a wide one at width 1) shows as "…".
  func string(for line: Range<String.Index>) -> String {
    String(slice(for: line))
  }

  /// The text of a line as ``string(for:)`` gives it, as a slice of the text where it is one (a
  /// line at least two columns wide), so that drawing a line copies nothing.
  func slice(for line: Range<String.Index>) -> Substring {
    let slice = text[line]
    guard width < 2 else { return slice }
    return slice.map { DisplayWidth.of($0) > width ? TextWrapper.ellipsis : String($0) }.joined()[...]
  }

  // MARK: - Filling lines

  private mutating func addSpace(_ cluster: Cluster) {
    placeGatheredWord()
    if pendingStart == nil { pendingStart = cluster.start }
    pendingEnd = cluster.end
    pendingWidth += cluster.width
  }

  private mutating func addVisible(_ cluster: Cluster) {
    if cluster.width == 2 {
      placeGatheredWord()
      place(cluster.start..<cluster.end, width: 2)
    } else if isBreakingWord {
      appendPiece(cluster)
    } else {
      if wordStart == nil { wordStart = cluster.start }
      wordEnd = cluster.end
      wordWidth += cluster.width
      if wordWidth > width { startBreakingWord() }
    }
  }

  /// Ends a paragraph: its last line is ready, even when empty.
  private mutating func endParagraph(at end: String.Index) {
    placeGatheredWord()
    if let start = lineStart {
      ready.append(start..<lineEnd)
    } else {
      ready.append(end..<end)
    }
    resetLine()
  }

  private mutating func placeGatheredWord() {
    guard let start = wordStart else { return }
    if isBreakingWord {
      isBreakingWord = false
    } else {
      place(start..<wordEnd, width: wordWidth)
    }
    wordStart = nil
    wordWidth = 0
  }

  /// Places a word on the current line, on a new one, or broken over several.
  private mutating func place(_ word: Range<String.Index>, width placedWidth: Int) {
    if lineWidth + pendingWidth + placedWidth <= width {
      commitPendingSpaces()
      append(word, width: placedWidth)
      return
    }
    leaveRoomForWord()
    if placedWidth <= width {
      append(word, width: placedWidth)
    } else {
      appendPieces(of: word)
    }
  }

  /// The gathered word no longer fits on any line: it starts a line of its own and is broken
  /// inside, now for what was gathered and then cluster by cluster as the rest is read.
  private mutating func startBreakingWord() {
    guard let start = wordStart else { return }
    isBreakingWord = true
    leaveRoomForWord()
    appendPieces(of: start..<wordEnd)
  }

  /// Before a word that does not fit: ends the current line, or drops the spaces that lead an
  /// empty one.
  private mutating func leaveRoomForWord() {
    if lineStart != nil {
      breakLine()
    } else {
      dropPendingSpaces()
    }
  }

  private mutating func appendPieces(of word: Range<String.Index>) {
    var index = word.lowerBound
    while index < word.upperBound {
      let cluster = readCluster(at: index)
      appendPiece(cluster)
      index = cluster.end
    }
  }

  /// Appends one cluster of a word broken inside; one wider than a line counts as the
  /// one-column "…" it is shown as.
  private mutating func appendPiece(_ cluster: Cluster) {
    let pieceWidth = cluster.width > width ? 1 : cluster.width
    if lineWidth + pieceWidth > width {
      breakLine()
    }
    append(cluster.start..<cluster.end, width: pieceWidth)
  }

  private mutating func append(_ range: Range<String.Index>, width appendedWidth: Int) {
    if lineStart == nil { lineStart = range.lowerBound }
    lineEnd = range.upperBound
    lineWidth += appendedWidth
  }

  private mutating func commitPendingSpaces() {
    if let start = pendingStart {
      append(start..<pendingEnd, width: pendingWidth)
    }
    dropPendingSpaces()
  }

  private mutating func dropPendingSpaces() {
    pendingStart = nil
    pendingWidth = 0
  }

  private mutating func breakLine() {
    let start = lineStart ?? lineEnd
    ready.append(start..<max(start, lineEnd))
    resetLine()
  }

  private mutating func resetLine() {
    lineStart = nil
    lineWidth = 0
    dropPendingSpaces()
  }
}
