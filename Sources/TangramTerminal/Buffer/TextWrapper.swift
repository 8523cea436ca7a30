import TangramCore

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
    var breaker = LineBreaker(text, width: width)
    var lines: [String] = []
    while let line = breaker.nextLine() {
      lines.append(breaker.string(for: line))
    }
    return lines
  }

  /// The number of lines ``wrap(_:width:)`` gives, counted up to `limit` at most: the text is
  /// read only as far as the lines counted, and no line is built.
  ///
  /// Text that fits on one line (the common case) is measured without breaking it, which makes
  /// measuring a million items cheap; an item that cannot show more than `limit` rows never
  /// has the rest of its text read.
  public static func lineCount(_ text: String, width: Int, limit: Int = .max) -> Int {
    guard width > 0, !text.isEmpty, limit > 0 else { return 0 }
    if let columns = printableASCIIColumns(text) {
      return lineCount(ofPrintableASCII: text, columns: columns, width: width, limit: limit)
    }
    var breaker = LineBreaker(text, width: width)
    var count = 0
    while count < limit, breaker.nextLine() != nil {
      count += 1
    }
    return count
  }

  /// The width of text made only of printable ASCII (one column a byte, nothing to sanitise, no
  /// line break), found in one pass; nil when anything else shows up.
  static func printableASCIIColumns(_ text: String) -> Int? {
    var text = text
    return text.withUTF8 { bytes in ByteLanes.isPrintableASCII(bytes) ? bytes.count : nil }
  }

  /// Cuts text to at most `width` columns, ending with "…" when anything was cut.
  ///
  /// The ellipsis counts as one column. A wide character that would straddle the limit is left
  /// out rather than split, so the result may be a column short; spaces just before the
  /// ellipsis are dropped. `width <= 0` gives ""; text that fits is returned unchanged.
  public static func truncate(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if !DisplayWidth.exceeds(text, columns: width) { return text }
    return cutWithEllipsis(text, width: width)
  }

  /// The text padded with spaces (or truncated) to exactly `width` columns.
  ///
  /// Truncation works as in ``truncate(_:width:)`` and the result is then padded, so it is
  /// exactly `width` columns even when a wide character had to go. `width <= 0` gives "".
  public static func fit(_ text: String, width: Int) -> String {
    guard width > 0 else { return "" }
    if DisplayWidth.exceeds(text, columns: width) {
      return padded(cutWithEllipsis(text, width: width), width: width)
    }
    return text + String(repeating: " ", count: width - DisplayWidth.of(text))
  }

  // MARK: - Truncating

  static let ellipsis = "…"

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
}
