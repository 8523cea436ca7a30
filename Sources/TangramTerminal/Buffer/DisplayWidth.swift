/// Terminal column widths of text, from built-in Unicode 15 tables.
///
/// Widths never depend on the locale or the C library, so a page lays out the same on every
/// machine. East Asian Wide and Fullwidth characters and emoji take two columns; ambiguous-width
/// characters (circled digits, Greek, box drawing) take one; combining marks, joiners and other
/// invisible format characters take none.
public enum DisplayWidth {
  /// Columns a grapheme cluster takes: 0, 1 or 2.
  ///
  /// The cluster takes the width of its first scalar, except that a text-style emoji followed by
  /// U+FE0F, a skin-tone modifier or a zero-width joiner takes two, a pair of regional indicators
  /// (a flag) takes two and a lone one takes one. Control characters take none.
  public static func of(_ character: Character) -> Int {
    if let ascii = character.asciiValue {
      return isPrintableASCII(ascii) ? 1 : 0
    }
    return of(clusterScalars: character.unicodeScalars)
  }

  /// Columns of one grapheme cluster given as its scalars, as a `Character` is counted
  /// them; reads only the scalars, without making a `Character`.
  static func of<Scalars: Collection<Unicode.Scalar>>(clusterScalars scalars: Scalars) -> Int {
    guard let first = scalars.first else { return 0 }
    if isRegionalIndicator(first) {
      return scalars.count(where: isRegionalIndicator) >= 2 ? 2 : 1
    }
    let baseWidth = of(scalar: first)
    if baseWidth == 1 && scalars.dropFirst().contains(where: turnsTextEmojiIntoEmoji)
      && isTextPresentationEmoji(first)
    {
      return 2
    }
    return baseWidth
  }

  /// Sum over the characters.
  ///
  /// Text made only of ASCII is measured from its UTF-8 bytes without splitting it into
  /// grapheme clusters.
  public static func of<S: StringProtocol>(_ text: S) -> Int {
    if let width = asciiWidth(of: text.utf8) {
      return width
    }
    if let width = sumOfScalarWidths(text.unicodeScalars) {
      return width
    }
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// Whether text takes more than `columns` columns; reads no further than the first
  /// character past them, so asking of a huge text costs no more than asking of a line.
  static func exceeds<S: StringProtocol>(_ text: S, columns: Int) -> Bool {
    // No cluster takes more columns than it has UTF-8 bytes (a wide one has at least three).
    if text.utf8.count <= columns { return false }
    if let exceeds = text.utf8.withContiguousStorageIfAvailable({ asciiExceeds($0, columns: columns) }), let exceeds {
      return exceeds
    }
    var total = 0
    for character in text {
      total += of(character)
      if total > columns { return true }
    }
    return false
  }

  /// Columns of one scalar (binary search in the tables).
  ///
  /// Controls (C0, DEL, C1) and zero-width scalars take 0, wide and fullwidth ones 2, all
  /// others 1.
  public static func of(scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x7F { return value >= 0x20 ? 1 : 0 }
    if value < 0xA0 { return 0 }
    if value < 0x300 { return 1 }
    if contains(value, in: zeroWidthRanges) { return 0 }
    if value >= 0x1100 && contains(value, in: wideRanges) { return 2 }
    return 1
  }

  // MARK: - Helpers

  private static let variationSelector16: UInt32 = 0xFE0F
  private static let zeroWidthJoiner: UInt32 = 0x200D
  private static let skinToneModifiers: ClosedRange<UInt32> = 0x1F3FB...0x1F3FF
  private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF

  private static func isPrintableASCII(_ byte: UInt8) -> Bool {
    byte >= 0x20 && byte < 0x7F
  }

  /// The width of all-ASCII text, or nil as soon as a non-ASCII byte shows up.
  private static func asciiWidth<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> Int? {
    // A contiguous buffer (any native string) is scanned far faster than a generic sequence.
    if let resultFromBuffer = bytes.withContiguousStorageIfAvailable(countASCIIColumns) {
      return resultFromBuffer
    }
    return countASCIIColumns(bytes)
  }

  /// The width of text all of whose scalars are in ``simpleScalarRanges``: the sum of their
  /// widths, since each begins a cluster of its own or joins one without taking a column; nil at
  /// the first scalar outside them, when clusters must be found.
  private static func sumOfScalarWidths<Scalars: Sequence<Unicode.Scalar>>(_ scalars: Scalars) -> Int? {
    var total = 0
    for scalar in scalars {
      let value = scalar.value
      guard value < 0x530 || contains(value, in: simpleScalarRanges) else { return nil }
      total += of(scalar: scalar)
    }
    return total
  }

  /// Scripts and symbols whose scalars either start a cluster or extend one by a mark of no
  /// width, so that a text of them is as wide as its scalars together: Latin, Greek, Cyrillic
  /// (below U+0530), punctuation but the zero-width joiner, currency, letterlike symbols,
  /// arrows, box drawing and blocks, CJK, kana, Hangul syllables, full- and half-width forms
  /// but the half-width sound marks (which extend a kana and take a column on their own).
  /// Joiners, variation selectors, skin tones, jamo, spacing marks and emoji are left to
  /// clusters.
  static let simpleScalarRanges: [ClosedRange<UInt32>] = [
    0x2000...0x200C, 0x200E...0x206F, 0x20A0...0x20CF, 0x2100...0x214F, 0x2190...0x21FF, 0x2500...0x259F,
    0x3000...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9D, 0xFFE0...0xFFE6,
  ]

  /// Whether ASCII bytes take more than `columns` columns, reading no further than the byte
  /// past them; nil when a non-ASCII byte comes first.
  private static func asciiExceeds(_ bytes: UnsafeBufferPointer<UInt8>, columns: Int) -> Bool? {
    var width = 0
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if isPrintableASCII(byte) {
        width += 1
        if width > columns { return true }
      }
    }
    return false
  }

  private static func countASCIIColumns<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Int? {
    var width = 0
    for byte in bytes {
      if byte >= 0x80 { return nil }
      if isPrintableASCII(byte) { width += 1 }
    }
    return width
  }

  private static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    regionalIndicators.contains(scalar.value)
  }

  private static func isTextPresentationEmoji(_ scalar: Unicode.Scalar) -> Bool {
    contains(scalar.value, in: textPresentationEmojiRanges)
  }

  /// Whether a scalar after a text-style emoji asks for the two-column emoji form.
  private static func turnsTextEmojiIntoEmoji(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return value == variationSelector16 || value == zeroWidthJoiner
      || skinToneModifiers.contains(value)
  }

  /// Binary search of `value` in sorted, non-overlapping ranges.
  static func contains(_ value: UInt32, in ranges: [ClosedRange<UInt32>]) -> Bool {
    var low = 0
    var high = ranges.count - 1
    while low <= high {
      let middle = low + (high - low) / 2
      let range = ranges[middle]
      if value < range.lowerBound {
        high = middle - 1
      } else if value > range.upperBound {
        low = middle + 1
      } else {
        return true
      }
    }
    return false
  }
}
