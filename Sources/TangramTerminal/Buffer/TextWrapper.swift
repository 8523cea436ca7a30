/// Fits text into a number of terminal columns: wrapping, truncating and padding.
///
/// All measuring goes through ``DisplayWidth``, and text is only ever cut between grapheme
/// clusters. Input is expected to be sanitised already (see ``TextSanitizer``).
public enum TextWrapper {
  /// Breaks text into lines of at most `width` columns.
  ///
  /// Every "\n" starts a new line (so "a\n" gives `["a", ""]`). Lines break at spaces when they
  /// can, and a space at a break is dropped; a word longer than a whole line starts on a line
  /// of its own and is broken inside. Wide characters (CJK, emoji) may break anywhere. A
  /// character wider than `width` becomes "…". Leading spaces of a paragraph are kept when they
  /// fit; trailing spaces of a line are trimmed. Empty text, or `width <= 0`, gives no lines.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0, !text.isEmpty else { return [] }
    var lines: [String] = []
    for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: isLineBreak) {
      lines.append(contentsOf: wrapParagraph(paragraph, width: width))
    }
    return lines
  }

  /// The number of lines ``wrap(_:width:)`` gives, without building them when the text fits on
  /// one line (the common case, which makes measuring a million items cheap).
  public static func lineCount(_ text: String, width: Int) -> Int {
    guard width > 0, !text.isEmpty else { return 0 }
    if let columns = printableASCIIColumns(text), columns <= width { return 1 }
    let hasLineBreak = text.utf8.contains { $0 == 0x0A || $0 == 0x0D }
    if !hasLineBreak, DisplayWidth.of(text) <= width { return 1 }
    return wrap(text, width: width).count
  }

  /// The width of text made only of printable ASCII (one column a byte, nothing to sanitise, no
  /// line break), found in one pass; nil when anything else shows up.
  static func printableASCIIColumns(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes where byte < 0x20 || byte > 0x7E { return nil }
      return bytes.count
    }
  }

  /// Cuts text to at most `width` columns, ending with "…" when anything was cut.
  ///
  /// The ellipsis counts as one column. A wide character that would straddle the limit is left
  /// out rather than split, so the result may be a column short; spaces just before the
  /// ellipsis are dropped. `width <= 0` gives ""; text that fits is returned unchanged.
  public static func truncate(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.of(text) <= width { return text }
    return cutWithEllipsis(text, width: width)
  }

  /// The text padded with spaces (or truncated) to exactly `width` columns.
  ///
  /// Truncation works as in ``truncate(_:width:)`` and the result is then padded, so it is
  /// exactly `width` columns even when a wide character had to go. `width <= 0` gives "".
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    let textWidth = DisplayWidth.of(text)
    if textWidth > width {
      return padded(cutWithEllipsis(text, width: width), width: width)
    }
    return text + String(repeating: " ", count: width - textWidth)
  }

  // MARK: - Truncating

  fileprivate static let ellipsis = "…"

  /// The longest prefix that leaves one column for the ellipsis, followed by the ellipsis.
  private static func cutWithEllipsis(_ text: String, width: Int) -> String {
    let budget = width - 1
    var kept = ""
    var keptWidth = 0
    for character in text {
      let characterWidth = DisplayWidth.of(character)
      if keptWidth + characterWidth > budget { break }
      kept.append(character)
      keptWidth += characterWidth
    }
    while kept.last == " " {
      kept.removeLast()
    }
    return kept + ellipsis
  }

  private static func padded(_ text: String, width: Int) -> String {
    let padding = width - DisplayWidth.of(text)
    return padding > 0 ? text + String(repeating: " ", count: padding) : text
  }

  // MARK: - Wrapping

  private static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
  }

  /// Wraps one paragraph (text without line breaks) into at least one line.
  private static func wrapParagraph(_ paragraph: Substring, width: Int) -> [String] {
    var filler = LineFiller(width: width)
    for character in paragraph {
      filler.add(character)
    }
    return filler.finish()
  }
}

/// Greedy line filling for ``TextWrapper``: takes the characters of a paragraph, hands back lines.
///
/// Characters gather into a word until a space or a wide character ends it; a wide character
/// is a word of its own, so lines may break on either side of it. Spaces wait in
/// `pendingSpaces` until the next word shows whether they sit inside a line (kept) or at a
/// break or the end of a line (dropped), so lines never end in a space.
private struct LineFiller {
  let width: Int
  private var word = ""
  private var wordWidth = 0
  private var lines: [String] = []
  private var line = ""
  private var lineWidth = 0
  private var pendingSpaces = ""
  private var pendingSpacesWidth = 0

  init(width: Int) {
    self.width = width
  }

  /// Takes the next character of the paragraph.
  mutating func add(_ character: Character) {
    let characterWidth = DisplayWidth.of(character)
    if Self.isBreakingSpace(character) {
      placeGatheredWord()
      pendingSpaces.append(character)
      pendingSpacesWidth += characterWidth
    } else if characterWidth == 2 {
      placeGatheredWord()
      place(String(character), width: characterWidth)
    } else {
      word.append(character)
      wordWidth += characterWidth
    }
  }

  /// Ends the paragraph and returns its lines.
  mutating func finish() -> [String] {
    placeGatheredWord()
    lines.append(line)
    return lines
  }

  private static func isBreakingSpace(_ character: Character) -> Bool {
    character == " " || character == "\u{3000}"
  }

  private mutating func placeGatheredWord() {
    guard !word.isEmpty else { return }
    place(word, width: wordWidth)
    word = ""
    wordWidth = 0
  }

  /// Places a word on the current line, on a new one, or broken over several.
  private mutating func place(_ word: String, width wordWidth: Int) {
    if lineWidth + pendingSpacesWidth + wordWidth <= width {
      commitPendingSpaces()
      append(word, width: wordWidth)
      return
    }
    if !line.isEmpty {
      breakLine()
    } else {
      dropPendingSpaces()
    }
    if wordWidth <= width {
      append(word, width: wordWidth)
    } else {
      appendBreakingInside(word)
    }
  }

  private mutating func append(_ text: String, width textWidth: Int) {
    line += text
    lineWidth += textWidth
  }

  /// Fills lines character by character with a word longer than a line.
  private mutating func appendBreakingInside(_ word: String) {
    for character in word {
      var piece = String(character)
      var pieceWidth = DisplayWidth.of(character)
      if pieceWidth > width {
        piece = TextWrapper.ellipsis
        pieceWidth = 1
      }
      if lineWidth + pieceWidth > width {
        breakLine()
      }
      append(piece, width: pieceWidth)
    }
  }

  private mutating func commitPendingSpaces() {
    line += pendingSpaces
    lineWidth += pendingSpacesWidth
    dropPendingSpaces()
  }

  private mutating func dropPendingSpaces() {
    pendingSpaces = ""
    pendingSpacesWidth = 0
  }

  private mutating func breakLine() {
    lines.append(line)
    line = ""
    lineWidth = 0
    dropPendingSpaces()
  }
}
