import Testing
@testable import TangramNcurses

@Suite struct CellGlyphTests {
  /// A stand-in for `wcwidth` that does not depend on the process's locale.
  private static func width(_ scalar: UInt32) -> Int {
    switch scalar {
    case 0x4E00...0x9FFF, 0x1F300...0x1FAFF: return 2
    case 0x0300...0x036F, 0x200D, 0xFE0F: return 0
    default: return 1
    }
  }

  @Test func ascii() {
    #expect(CellGlyph.of("a", measure: Self.width) == CellGlyph(scalars: [0x61], width: 1))
  }

  @Test func wideCharacter() {
    #expect(CellGlyph.of("中", measure: Self.width) == CellGlyph(scalars: [0x4E2D], width: 2))
  }

  @Test func combiningMarksStayWithTheirBase() {
    #expect(
      CellGlyph.of("e\u{301}", measure: Self.width) == CellGlyph(scalars: [0x65, 0x301], width: 1))
  }

  @Test func zwjSequenceKeepsItsFirstEmoji() {
    #expect(
      CellGlyph.of("👩‍🔧", measure: Self.width) == CellGlyph(scalars: [0x1F469], width: 2))
  }

  @Test func variationSelectorIsKept() {
    #expect(
      CellGlyph.of("❤️", measure: Self.width) == CellGlyph(scalars: [0x2764, 0xFE0F], width: 1))
  }

  @Test func atMostFiveScalars() {
    let stacked = "a" + String(repeating: "\u{301}", count: 8)
    #expect(CellGlyph.of(stacked, measure: Self.width).scalars.count == CellGlyph.maximumScalars)
  }

  @Test func controlCharactersBecomeSpaces() {
    #expect(CellGlyph.of("\u{1B}", measure: Self.width) == CellGlyph.narrow(" "))
    #expect(CellGlyph.of("\u{85}", measure: Self.width) == CellGlyph.narrow(" "))
    #expect(CellGlyph.of("", measure: Self.width) == CellGlyph.narrow(" "))
    // Bidi controls too: a cell can be set to anything, and none may reorder what follows.
    for bidi in ["\u{202E}x", "\u{2066}", "\u{200F}", "\u{61C}"] {
      #expect(CellGlyph.of(bidi, measure: Self.width) == CellGlyph.narrow(" "), "\(bidi.unicodeScalars.map(\.value))")
    }
  }

  @Test func printableASCIIIsOneByteBetweenSpaceAndTilde() {
    #expect(CellGlyph.printableASCII("a") == 0x61)
    #expect(CellGlyph.printableASCII(" ") == 0x20)
    #expect(CellGlyph.printableASCII("~") == 0x7E)
    #expect(CellGlyph.printableASCII("\u{7F}") == nil)
    #expect(CellGlyph.printableASCII("\t") == nil)
    #expect(CellGlyph.printableASCII("é") == nil)
    #expect(CellGlyph.printableASCII("ab") == nil)
    #expect(CellGlyph.printableASCII("") == nil)
  }

  @Test func baseAndCountOfInlineScalars() {
    let glyph = CellGlyph.of("e\u{301}\u{302}", measure: Self.width)
    #expect(glyph.base == 0x65)
    #expect(glyph.count == 3)
    #expect(glyph == CellGlyph(scalars: [0x65, 0x301, 0x302], width: 1))
    #expect(glyph != CellGlyph(scalars: [0x65, 0x301], width: 1))
    #expect(CellGlyph(scalars: Array(repeating: 0x301, count: 9), width: 0).count == 5)
  }
}
