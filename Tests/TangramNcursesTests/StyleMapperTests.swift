import CNcurses
import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

@Suite struct StyleMapperTests {
  @Test func attributes() {
    #expect(StyleMapper.attributes(for: []) == CNcurses_A_NORMAL())
    #expect(StyleMapper.attributes(for: [.bold]) == CNcurses_A_BOLD())
    #expect(
      StyleMapper.attributes(for: [.reverse, .underline, .dim, .italic])
        == CNcurses_A_REVERSE() | CNcurses_A_UNDERLINE() | CNcurses_A_DIM() | CNcurses_A_ITALIC())
  }

  @Test func colorNumbers() {
    let grey = Color(rgb: 0xE3E3E3)
    #expect(StyleMapper.colorNumber(for: grey, mode: .palette256) == 254)
    #expect(StyleMapper.colorNumber(for: grey, mode: .ansi16) == 7)
    #expect(StyleMapper.colorNumber(for: grey, mode: .direct) == 0xE3E3E3)
    #expect(StyleMapper.colorNumber(for: .black, mode: .direct) == 8)
  }

  @Test func withoutColorsOnlyAttributesRemain() {
    let mapper = StyleMapper(mode: .none, allocator: nil)
    let style = CellStyle(foreground: .white, background: .black, attributes: [.bold, .reverse])
    let rendition = mapper.rendition(for: style)
    #expect(rendition.pair == 0)
    #expect(rendition.attributes == CNcurses_A_BOLD() | CNcurses_A_REVERSE())
  }

  @Test func colorsGetPairsAndMissingColorsUseTheDefault() {
    var defined: [[Int32]] = []
    let allocator = ColorPairAllocator(pairCount: 64) { pair, foreground, background in
      defined.append([pair, foreground, background])
      return true
    }
    let mapper = StyleMapper(mode: .palette256, allocator: allocator)
    #expect(mapper.rendition(for: CellStyle(foreground: Color(rgb: 0xFF0000))).pair == 1)
    #expect(mapper.rendition(for: CellStyle(background: Color(rgb: 0x333333))).pair == 2)
    #expect(mapper.rendition(for: CellStyle(attributes: [.bold])).pair == 0)
    #expect(mapper.rendition(for: CellStyle(foreground: Color(rgb: 0xFF0000))).pair == 1)
    #expect(defined == [[1, 196, -1], [2, -1, 236]])
  }

  @Test func distanceTreatsTheDefaultColorAsFar() {
    #expect(StyleMapper.distance(-1, -1, mode: .palette256) == 0)
    #expect(StyleMapper.distance(-1, 16, mode: .palette256) > StyleMapper.distance(16, 231, mode: .palette256) / 2)
    #expect(StyleMapper.distance(196, 160, mode: .palette256) < StyleMapper.distance(196, 21, mode: .palette256))
  }

  @Test func blankCellsCarryTheRenditionOfTheirStyle() {
    let allocator = ColorPairAllocator(pairCount: 64) { _, _, _ in true }
    let mapper = StyleMapper(mode: .palette256, allocator: allocator)
    let red = CellStyle(foreground: Color(rgb: 0xFF0000), attributes: [.bold])
    let redCell = mapper.blankCell(for: red)
    #expect(redCell.chars.0 == 0x20)
    #expect(redCell.chars.1 == 0)
    #expect(redCell.attr & CNcurses_A_BOLD() != 0)
    #expect(redCell.ext_color == 1)
    // The same style again, then another: each gets its own rendition.
    #expect(mapper.blankCell(for: red).ext_color == 1)
    let plain = mapper.blankCell(for: .plain)
    #expect(plain.ext_color == 0)
    #expect(plain.attr & CNcurses_A_BOLD() == 0)
    #expect(mapper.blankCell(for: CellStyle(background: Color(rgb: 0x333333))).ext_color == 2)
    #expect(mapper.blankCell(for: red).ext_color == 1)
  }
}

