import Testing

@testable import TangramTerminal

/// Each character the sanitiser must replace, alone and inside text (so that the fast check that
/// skips clean text cannot miss it), and one width sample per range of the wide and zero-width
/// tables, written from the Unicode properties rather than from the tables themselves.
@Suite struct TextSafetyAndWidthSampleTests {
  /// Every scalar that must never reach the terminal, with what it becomes.
  static let replaced: [(UInt32, String)] = {
    var cases: [(UInt32, String)] = []
    for value in UInt32(0)..<0x20 where value != 0x0A {
      let expected: String
      switch value {
      case 0x09: expected = " "
      case 0x0D: expected = "\n"
      default: expected = String(Character(Unicode.Scalar(0x2400 + value)!))
      }
      cases.append((value, expected))
    }
    cases.append((0x7F, "\u{2421}"))
    for value in UInt32(0x80)...0x9F { cases.append((value, "\u{FFFD}")) }
    for value: UInt32 in [0x061C, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069] {
      cases.append((value, "\u{FFFD}"))
    }
    return cases
  }()

  @Test(arguments: replaced.map(\.0))
  func aControlAloneIsReplaced(value: UInt32) throws {
    let expected = try #require(Self.replaced.first { $0.0 == value }?.1)
    let scalar = String(Character(Unicode.Scalar(value)!))
    #expect(TextSanitizer.sanitize(scalar) == expected)
    #expect(TextSanitizer.sanitize("ab" + scalar + "cd") == "ab" + expected + "cd")
    #expect(TextSanitizer.sanitize("标题" + scalar) == "标题" + expected)
  }

  @Test func noReplacedCharacterIsLeftInSanitisedText() {
    let everything = String(String.UnicodeScalarView(Self.replaced.map { Unicode.Scalar($0.0)! }))
    let cleaned = TextSanitizer.sanitize(everything)
    let left = cleaned.unicodeScalars.filter { scalar in
      scalar != "\n" && Self.replaced.contains { $0.0 == scalar.value }
    }
    #expect(left.isEmpty)
  }

  /// One character of each East Asian Wide or Fullwidth block, and the narrow neighbours that
  /// bound them.
  @Test(arguments: [
    (0x1100, 2, "Hangul Jamo leading consonant"),
    (0x231A, 2, "watch (emoji presentation)"),
    (0x2E80, 2, "CJK radicals supplement"),
    (0x2F00, 2, "Kangxi radicals"),
    (0x3000, 2, "ideographic space"),
    (0x3001, 2, "ideographic comma"),
    (0x3002, 2, "ideographic full stop"),
    (0x300C, 2, "corner bracket"),
    (0x303F, 1, "ideographic half fill space (narrow)"),
    (0x3041, 2, "hiragana"),
    (0x30A2, 2, "katakana"),
    (0x3105, 2, "bopomofo"),
    (0x3131, 2, "Hangul compatibility jamo"),
    (0x3200, 2, "enclosed CJK letters"),
    (0x3300, 2, "CJK compatibility"),
    (0x3400, 2, "CJK extension A, first"),
    (0x4DBF, 2, "CJK extension A, last"),
    (0x4DC0, 1, "Yijing hexagram (narrow)"),
    (0x4E00, 2, "CJK unified ideograph, first"),
    (0x9FFF, 2, "CJK unified ideographs, last"),
    (0xA000, 2, "Yi syllable"),
    (0xA4D0, 1, "Lisu (narrow)"),
    (0xAC00, 2, "Hangul syllable, first"),
    (0xD7A3, 2, "Hangul syllable, last"),
    (0xF900, 2, "CJK compatibility ideograph"),
    (0xFE10, 2, "vertical form"),
    (0xFE30, 2, "CJK compatibility form"),
    (0xFF01, 2, "fullwidth exclamation mark"),
    (0xFF5E, 2, "fullwidth tilde"),
    (0xFF61, 1, "halfwidth ideographic full stop (narrow)"),
    (0xFFE0, 2, "fullwidth cent sign"),
    (0x16FE0, 2, "Tangut iteration mark"),
    (0x17000, 2, "Tangut"),
    (0x1B000, 2, "Kana supplement"),
    (0x1F004, 2, "mahjong tile red dragon"),
    (0x1F300, 2, "cyclone"),
    (0x1F600, 2, "grinning face"),
    (0x1F64F, 2, "folded hands"),
    (0x1F680, 2, "rocket"),
    (0x1F900, 1, "circled cross formee (narrow, not an emoji)"),
    (0x1F910, 2, "zipper-mouth face"),
    (0x1FA70, 2, "ballet shoes"),
    (0x20000, 2, "CJK extension B"),
    (0x2A700, 2, "CJK extension C"),
    (0x30000, 2, "CJK extension G"),
  ])
  func wideSample(value: UInt32, width: Int, name: String) {
    let scalar = Unicode.Scalar(value)!
    #expect(DisplayWidth.of(scalar: scalar) == width, "\(name)")
    #expect(DisplayWidth.of(Character(scalar)) == width, "\(name)")
    #expect(DisplayWidth.of("a" + String(Character(scalar)) + "b") == width + 2, "\(name)")
  }

  /// One character of each class that takes no column.
  @Test(arguments: [
    (0x0301, "combining acute accent (Mn)"),
    (0x0483, "combining Cyrillic titlo"),
    (0x0591, "Hebrew accent"),
    (0x064B, "Arabic fathatan"),
    (0x0E31, "Thai mai han-akat"),
    (0x1160, "Hangul jungseong filler"),
    (0x11A8, "Hangul jongseong"),
    (0x1AB0, "combining diacritical marks extended"),
    (0x1DC0, "combining diacritical marks supplement"),
    (0x200B, "zero width space"),
    (0x200C, "zero width non-joiner"),
    (0x200D, "zero width joiner"),
    (0x2060, "word joiner"),
    (0x20D0, "combining mark for symbols"),
    (0x20DD, "combining enclosing circle (Me)"),
    (0x302A, "ideographic level tone mark"),
    (0x3099, "combining kana voiced sound mark"),
    (0xFE00, "variation selector 1"),
    (0xFE0F, "variation selector 16"),
    (0xFE20, "combining half mark"),
    (0xFEFF, "zero width no-break space"),
    (0xE0001, "language tag"),
    (0xE0100, "variation selector 17"),
  ])
  func zeroWidthSample(value: UInt32, name: String) {
    let scalar = Unicode.Scalar(value)!
    #expect(DisplayWidth.of(scalar: scalar) == 0, "\(name)")
    #expect(DisplayWidth.of("a" + String(Character(scalar))) == 1, "\(name) after a letter")
  }
}
