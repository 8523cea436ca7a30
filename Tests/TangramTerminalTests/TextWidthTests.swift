import Testing

@testable import TangramTerminal

/// Display width, sanitising and wrapping of page text.
@Suite struct TextWidthTests {
  // MARK: - DisplayWidth

  struct CharacterWidthCase: Sendable, CustomTestStringConvertible {
    let character: Character
    let width: Int
    let name: String

    var testDescription: String { name }
  }

  @Test(arguments: [
    CharacterWidthCase(character: "a", width: 1, name: "ASCII letter"),
    CharacterWidthCase(character: "中", width: 2, name: "CJK ideograph"),
    CharacterWidthCase(character: "한", width: 2, name: "Hangul syllable"),
    CharacterWidthCase(character: "ｶ", width: 1, name: "half-width katakana"),
    CharacterWidthCase(character: "Ａ", width: 2, name: "fullwidth Latin"),
    CharacterWidthCase(character: "\u{E9}", width: 1, name: "precomposed é"),
    CharacterWidthCase(character: "e\u{301}", width: 1, name: "e + combining acute"),
    CharacterWidthCase(character: "👍", width: 2, name: "emoji presentation"),
    CharacterWidthCase(character: "😀", width: 2, name: "grinning face"),
    CharacterWidthCase(character: "❤", width: 1, name: "heart without VS16"),
    CharacterWidthCase(character: "❤\u{FE0F}", width: 2, name: "heart with VS16"),
    CharacterWidthCase(character: "👩🏾‍🔧", width: 2, name: "ZWJ sequence with skin tone"),
    CharacterWidthCase(character: "🏳\u{FE0F}\u{200D}🌈", width: 2, name: "ZWJ, text base"),
    CharacterWidthCase(character: "☝🏽", width: 2, name: "text-style base with skin tone"),
    CharacterWidthCase(character: "1\u{FE0F}\u{20E3}", width: 2, name: "keycap"),
    CharacterWidthCase(character: "🇺🇸", width: 2, name: "flag"),
    CharacterWidthCase(character: "🇺", width: 1, name: "lone regional indicator"),
    CharacterWidthCase(character: "①", width: 1, name: "ambiguous circled digit"),
    CharacterWidthCase(character: "α", width: 1, name: "ambiguous Greek"),
    CharacterWidthCase(character: "─", width: 1, name: "ambiguous box drawing"),
    CharacterWidthCase(character: "\u{200B}", width: 0, name: "zero-width space"),
    CharacterWidthCase(character: "\u{301}", width: 0, name: "lone combining mark"),
    CharacterWidthCase(character: "\u{7}", width: 0, name: "C0 control"),
    CharacterWidthCase(character: "\u{9B}", width: 0, name: "C1 control"),
    CharacterWidthCase(character: "\r\n", width: 0, name: "CRLF"),
    CharacterWidthCase(character: "\u{1100}\u{1161}", width: 2, name: "conjoining jamo syllable"),
    CharacterWidthCase(character: "\u{FF01}", width: 2, name: "fullwidth exclamation"),
    CharacterWidthCase(character: "\u{FFE6}", width: 2, name: "fullwidth won sign"),
    CharacterWidthCase(character: "\u{FF9F}", width: 1, name: "half-width semi-voiced mark"),
    CharacterWidthCase(character: "\u{20000}", width: 2, name: "CJK extension B"),
    CharacterWidthCase(character: "\u{1FAE8}", width: 2, name: "Unicode 15 emoji"),
  ])
  func characterWidth(_ testCase: CharacterWidthCase) {
    #expect(DisplayWidth.of(testCase.character) == testCase.width)
  }

  @Test(arguments: [
    (0x41, 1), (0x1F, 0), (0x7F, 0), (0x85, 0), (0xE9, 1), (0x301, 0), (0x200D, 0), (0x200C, 0),
    (0xFE0F, 0), (0x1100, 2), (0x1160, 0), (0x11FF, 0), (0x3000, 2), (0xAC00, 2), (0xD7A3, 2),
    (0xFF60, 2), (0xFF61, 1), (0xFFE0, 2), (0x1F44D, 2), (0x2764, 1), (0x3FFFD, 2), (0xE0001, 0),
  ])
  func scalarWidth(value: UInt32, width: Int) {
    #expect(DisplayWidth.of(scalar: Unicode.Scalar(value)!) == width)
  }

  @Test(arguments: [
    ("", 0), ("hello", 5), ("标题1", 5), ("暴走大事件第五季", 16), ("a\tb", 2),
    ("e\u{301}te\u{301}", 3), ("👍🇺🇸❤", 5),
  ])
  func stringWidth(text: String, width: Int) {
    #expect(DisplayWidth.of(text) == width)
  }

  /// Texts whose width is counted scalar by scalar (Latin, CJK, kana, Hangul, full-width forms,
  /// with marks of no width) and texts where a scalar of those scripts meets one that joins or
  /// widens a cluster: each is as wide as its characters together.
  @Test(arguments: [
    "¥ 12.34", "café", "e\u{301}\u{302}x", "Ωмега", "标题 — “quoted” → ░▒", "ｶﾞ", "ｶ\u{FF9E}", "か\u{3099}",
    "한국어", "\u{1100}\u{1161}\u{11A8}", "가\u{11A8}", "‼\u{FE0F}", "〰\u{FE0F}", "中\u{FE0F}",
    "™\u{FE0F}", "a\u{200D}b", "👨\u{200D}👩", "x\u{2028}y", "Ａ\u{FF9F}", "\u{0915}\u{093E}", "\r\n¥",
  ])
  func textIsAsWideAsItsCharacters(text: String) {
    #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
  }

  /// Whether a text is wider than a number of columns agrees with its width, controls (which
  /// take none) and all: `a\tb` is 2 columns wide, not 3.
  @Test(arguments: ["a\tb", "abcd\u{7}", "\u{7F}abc", "ab\u{1B}[31mcd", "\u{0}\u{1}\u{2}x", "x\u{9B}y", "中\u{7}文"])
  func exceedsAgreesWithTheWidth(text: String) {
    for columns in 0...(text.utf8.count + 1) {
      #expect(DisplayWidth.exceeds(text, columns: columns) == (DisplayWidth.of(text) > columns), "\(columns) columns")
    }
  }

  @Test func substringWidth() {
    let text = "标题 title"
    #expect(DisplayWidth.of(text.prefix(2)) == 4)
    #expect(DisplayWidth.of(text.suffix(5)) == 5)
  }

  @Test(arguments: [
    ("zero width", DisplayWidth.zeroWidthRanges),
    ("wide", DisplayWidth.wideRanges),
    ("text presentation emoji", DisplayWidth.textPresentationEmojiRanges),
    ("simple scalars", DisplayWidth.simpleScalarRanges),
  ])
  func rangeTableIsSortedAndDisjoint(name: String, ranges: [ClosedRange<UInt32>]) {
    for (lower, upper) in zip(ranges, ranges.dropFirst()) {
      #expect(lower.upperBound + 1 < upper.lowerBound, "\(name): \(lower) then \(upper)")
    }
  }

  // MARK: - TextSanitizer

  @Test(arguments: [
    ("\u{1B}[31mred", "␛[31mred"),
    ("a\tb", "a b"),
    ("x\u{7}y", "x␇y"),
    ("\r\n", "\n"),
    ("a\rb", "a\nb"),
    ("a\r\r\nb", "a\n\nb"),
    ("\u{0}\u{7F}", "\u{2400}\u{2421}"),
    ("\u{9B}", "\u{FFFD}"),
    ("\u{80}x\u{9F}", "\u{FFFD}x\u{FFFD}"),
    ("\u{202E}abc", "\u{FFFD}abc"),
    ("\u{2066}\u{2069}\u{200E}\u{200F}\u{61C}", "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("中文\u{1B}", "中文␛"),
  ])
  func sanitize(text: String, expected: String) {
    #expect(TextSanitizer.sanitize(text) == expected)
  }

  @Test(arguments: [
    "", "plain text", "two\nlines", "标题 👍🏽 é",
    "\u{200D}\u{2028}\u{2065}\u{206A}\u{202F}\u{A0}",
  ])
  func sanitizeLeavesSafeTextUnchanged(text: String) {
    #expect(TextSanitizer.sanitize(text) == text)
  }

  // MARK: - TextWrapper

  @Test(arguments: [
    ("hello world foo", 11, ["hello world", "foo"]),
    ("hello world foo", 5, ["hello", "world", "foo"]),
    ("abcdefghij", 4, ["abcd", "efgh", "ij"]),
    ("标题标题", 5, ["标题", "标题"]),
    ("a\nb", 10, ["a", "b"]),
    ("a\n\nb", 10, ["a", "", "b"]),
    ("a\r\nb", 10, ["a", "b"]),
    ("中", 1, ["…"]),
    ("a中b", 1, ["a", "…", "b"]),
    ("hello", 0, []),
    ("hello", -3, []),
    ("", 5, []),
    ("hi   ", 10, ["hi"]),
    ("a    b", 3, ["a", "b"]),
    ("  indented", 12, ["  indented"]),
    ("hello abcdefghijkl", 10, ["hello", "abcdefghij", "kl"]),
    ("标题title", 6, ["标题", "title"]),
    ("e\u{301}e\u{301}e\u{301}", 2, ["e\u{301}e\u{301}", "e\u{301}"]),
    ("👩🏾‍🔧👩🏾‍🔧", 3, ["👩🏾‍🔧", "👩🏾‍🔧"]),
  ])
  func wrap(text: String, width: Int, expected: [String]) {
    #expect(TextWrapper.wrap(text, width: width) == expected)
  }

  @Test func wrappedLinesFitTheWidth() {
    let text =
      "暴走大事件第五季 hello wonderful world 标题1 e\u{301}tude 👍🏽👍🏽 ❤\u{FE0F}"
    for width in 1...20 {
      for line in TextWrapper.wrap(text, width: width) {
        #expect(DisplayWidth.of(line) <= width, "width \(width): \(line)")
        #expect(line.last != " ")
      }
    }
  }

  @Test(arguments: [
    ("hello world", 8, "hello w…"),
    ("标题标题", 5, "标题…"),
    ("标题标题", 4, "标…"),
    ("abc", 3, "abc"),
    ("abcd", 1, "…"),
    ("hello world", 7, "hello…"),
    ("abc", 0, ""),
    ("abc", -1, ""),
  ])
  func truncate(text: String, width: Int, expected: String) {
    #expect(TextWrapper.truncate(text, width: width) == expected)
  }

  @Test(arguments: [
    ("ab", 4, "ab  "),
    ("标题", 5, "标题 "),
    ("abc", 3, "abc"),
    ("hello world", 8, "hello w…"),
    ("标题标题", 4, "标… "),
    ("abc", 0, ""),
  ])
  func fit(text: String, width: Int, expected: String) {
    let fitted = TextWrapper.fit(text, width: width)
    #expect(fitted == expected)
    #expect(DisplayWidth.of(fitted) == max(width, 0))
  }
}

@Suite struct LineCountTests {
  @Test(arguments: ["", "hello", "hello world foo", "标题标题", "a\nb", "a\r\nb\n", "abcdefghij klm", "x"])
  func countsWhatWrapGives(_ text: String) {
    for width in [0, 1, 3, 5, 11, 40] {
      #expect(TextWrapper.lineCount(text, width: width) == TextWrapper.wrap(text, width: width).count)
    }
  }
}
