import TangramCore
import Testing

@testable import TangramTerminal

/// Cells are stored packed, long clusters beside them: what is stored must read back as written,
/// and equal screens must be equal buffers however they were drawn.
@Suite struct PackedCellTests {
  static let symbols = [
    "", " ", "a", "~", "中", "e\u{301}", "👍", "❤\u{FE0F}", "1\u{FE0F}\u{20E3}", "🇺🇸", "👩🏾‍🔧",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "abcdefg", "abcdefgh", "\u{0}",
  ]

  @Test(arguments: symbols)
  func aSymbolReadsBackAsStored(_ symbol: String) {
    var buffer = Buffer(width: 3, height: 2)
    let style = CellStyle(foreground: Color(rgb: 0x010203), background: .white, attributes: [.bold, .italic])
    buffer.setCell(Cell(symbol: symbol, style: style), column: 1, row: 1)
    #expect(buffer.cell(column: 1, row: 1) == Cell(symbol: symbol, style: style))
    #expect(buffer.longSymbols.count == (symbol.utf8.count > PackedCell.maximumInlineBytes ? 1 : 0))
    #expect(Buffer(width: 2, height: 2, fill: Cell(symbol: symbol)).cells.allSatisfy { $0.symbol == symbol })
  }

  @Test func stylesPackAndPatchAsCellStylesDo() {
    let colors: [Color?] = [nil, .black, .white, Color(rgb: 0x123456)]
    let attributes: [TextAttributes] = [[], .bold, [.dim, .underline], [.reverse, .italic, .bold]]
    var styles: [CellStyle] = []
    for foreground in colors {
      for background in colors {
        for attribute in attributes {
          styles.append(CellStyle(foreground: foreground, background: background, attributes: attribute))
        }
      }
    }
    for style in styles {
      #expect(PackedCell.style(PackedCell.packedStyle(style)) == style)
      for overlay in styles {
        let patched = PackedCell.Overlay(overlay).patch(PackedCell.packedStyle(style))
        #expect(PackedCell.style(patched) == style.patched(with: overlay))
      }
      let painted = PackedCell.settingBackground(.white, of: PackedCell.packedStyle(style))
      #expect(PackedCell.style(painted).background == .white)
      #expect(PackedCell.style(PackedCell.settingBackground(nil, of: painted)).background == nil)
    }
  }

  /// Writing over, filling over and copying over long clusters leaves the same buffer as drawing
  /// the end result on a fresh one.
  @Test func longClustersLeaveNoTraceWhenCovered() {
    let long = "\u{1F469}\u{1F3FB}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}\u{1F3FC}"
    var buffer = Buffer(width: 10, height: 3)
    buffer.write(long + long + "x", column: 0, row: 0)
    buffer.write(long, column: 0, row: 1)
    buffer.write(long, column: 4, row: 2)
    #expect(buffer.longSymbols.count == 4)
    #expect(buffer.lines == [long + long + "x", long, "    " + long])

    buffer.write("abcd", column: 0, row: 0)
    buffer.fill(Rect(x: 0, y: 1, width: 2, height: 1), style: .plain)
    var source = Buffer(width: 3, height: 1)
    source.write("pq", column: 0, row: 0)
    buffer.blit(source, column: 3, row: 2)

    var expected = Buffer(width: 10, height: 3)
    expected.write("abcdx", column: 0, row: 0)
    expected.write("pq", column: 3, row: 2)
    #expect(buffer.longSymbols.isEmpty)
    #expect(buffer == expected)
    #expect(buffer.hashValue == expected.hashValue)
  }

  @Test func longClustersAreCopiedByBlit() {
    let flag = "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
    var source = Buffer(width: 4, height: 1)
    source.write("a" + flag + "b", column: 0, row: 0)
    var target = Buffer(width: 6, height: 2)
    target.blit(source, column: 1, row: 1)
    #expect(target.cell(column: 2, row: 1)?.symbol == flag)
    #expect(target.lines == ["", " a" + flag + "b"])
    var drawn = Buffer(width: 6, height: 2)
    drawn.write("a" + flag + "b", column: 1, row: 1)
    #expect(target == drawn)
  }

  /// A copy over half of a wide character leaves no half: the halves it cut off either side
  /// become spaces, as writing there would leave them.
  @Test func blitOverHalfAWideCharacterLeavesNoHalf() {
    var source = Buffer(width: 2, height: 1)
    source.write("ab", column: 0, row: 0)
    var target = Buffer(width: 6, height: 1)
    target.write("中文中", column: 0, row: 0)
    target.blit(source, column: 1, row: 0)
    #expect(target.lines == [" ab 中"])
    var written = Buffer(width: 6, height: 1)
    written.write("中文中", column: 0, row: 0)
    written.write("ab", column: 1, row: 0)
    #expect(target == written)
  }

  @Test func buffersWithDifferentLongClustersDiffer() {
    var first = Buffer(width: 4, height: 1)
    var second = first
    first.write("👩🏾‍🔧", column: 0, row: 0)
    second.write("👩🏻‍🔧", column: 0, row: 0)
    #expect(first != second)
    #expect(first.storage[0] != second.storage[0])
  }
}
