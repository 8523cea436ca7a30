import TangramCore
import Testing

@testable import TangramTerminal

@Suite struct BufferTests {
  @Test func writesClipToTheBuffer() {
    var buffer = Buffer(width: 5, height: 2)
    let end = buffer.write("hello world", column: 2, row: 1)
    #expect(buffer.lines == ["", "  hel"])
    #expect(end == 5)
    buffer.write("x", column: -1, row: 0)
    buffer.write("y", column: 0, row: 5)
    #expect(buffer.lines == ["", "  hel"])
  }

  /// Lines keep inner spaces and drop trailing ones, whether blanks, continuation halves or
  /// spaces inside a cell's symbol; spaces that join the last character stay with it.
  /// A cell set outside the buffer is ignored: it never lands on the next row's first cell or
  /// the row above's last.
  @Test func aCellSetOutsideTheBufferChangesNothing() {
    var buffer = Buffer(width: 3, height: 2)
    buffer.write("abc", column: 0, row: 0)
    buffer.write("def", column: 0, row: 1)
    for (column, row) in [(3, 0), (-1, 1), (0, 2), (0, -1)] {
      buffer.setCell(Cell(symbol: "X", style: .plain), column: column, row: row)
    }
    #expect(buffer.lines == ["abc", "def"])
    buffer.setCell(Cell(symbol: "X", style: .plain), column: 2, row: 1)
    #expect(buffer.lines == ["abc", "deX"])
  }

  @Test func linesTrimOnlyTrailingSpaces() {
    var buffer = Buffer(width: 8, height: 4)
    buffer.write("a b", column: 1, row: 0)
    buffer.write("标", column: 6, row: 1)
    buffer.setCell(Cell(symbol: "x  "), column: 2, row: 2)
    buffer.setCell(Cell(symbol: "\u{600}"), column: 0, row: 3)
    // U+0600 is a prepended mark: the space after it is part of the same character.
    #expect(buffer.lines == [" a b", "      标", "  x", "\u{600} "])
    #expect(buffer.lines[3].count == 1)
  }

  /// A write that ends before its clip begins draws nothing, and so cuts no wide character in
  /// half either.
  @Test func aWriteLeftOfItsClipLeavesTheCellsAsTheyWere() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("a标题", column: 0, row: 0)
    let before = buffer
    buffer.write(" ", column: 1, row: 0, clip: Rect(x: 3, y: 0, width: 3, height: 1))
    #expect(buffer == before)
    #expect(buffer.lines == ["a标题"])
  }

  @Test func wideCharactersTakeTwoCells() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("标题a", column: 0, row: 0)
    #expect(buffer.cell(column: 0, row: 0)?.symbol == "标")
    #expect(buffer.cell(column: 1, row: 0)?.isContinuation == true)
    #expect(buffer.cell(column: 4, row: 0)?.symbol == "a")
    #expect(buffer.lines == ["标题a"])
  }

  @Test func aWideCharacterNeverStraddlesAClipEdge() {
    var buffer = Buffer(width: 6, height: 1)
    buffer.write("标题标题", column: 0, row: 0, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(buffer.lines == ["标"])
    #expect(buffer.cell(column: 2, row: 0)?.symbol == " ")
    buffer.write("标题", column: -1, row: 0)
    #expect(buffer.lines[0].hasPrefix(" 题"))
  }

  @Test func overwritingHalfAWideCharacterBlanksTheOtherHalf() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.write("标题", column: 0, row: 0)
    buffer.write("x", column: 1, row: 0)
    #expect(buffer.lines == [" x题"])
    buffer.write("y", column: 2, row: 0)
    #expect(buffer.lines == [" xy"])
    #expect(buffer.cells.allSatisfy { !$0.isContinuation })
  }

  @Test func fillAndBackgroundKeepTextReadable() {
    var buffer = Buffer(width: 3, height: 1)
    buffer.fill(buffer.area, style: .background(.white))
    buffer.write("ab", column: 0, row: 0, style: CellStyle(attributes: .bold))
    let cell = buffer.cell(column: 0, row: 0)
    #expect(cell?.style.background == .white)
    #expect(cell?.style.foreground == Color(rgb: 0x1A1A1A))
    #expect(cell?.style.attributes == .bold)
    #expect(Color(rgb: 0x1F3A5F).readableForeground == Color(rgb: 0xF2F2F2))
  }

  @Test func zeroSizedBuffersAcceptEverything() {
    var buffer = Buffer(width: 0, height: 0)
    buffer.write("text", column: 0, row: 0)
    buffer.fill(Rect(x: 0, y: 0, width: 9, height: 9), style: .plain)
    #expect(buffer.lines == [])
    #expect(Buffer(width: -3, height: 2).width == 0)
  }

  /// A fill with a symbol too long to pack in a cell keeps it whole in every cell it fills,
  /// and a later fill over part of them forgets it there.
  @Test func aFillWithALongSymbolKeepsItInEveryCell() {
    // Nine bytes of UTF-8: more than a cell packs.
    let long = "e\u{301}\u{302}\u{303}\u{304}"
    var buffer = Buffer(width: 4, height: 2)
    buffer.fill(Rect(x: 1, y: 0, width: 3, height: 2), with: Cell(symbol: long, style: CellStyle()))
    #expect(buffer.cell(column: 0, row: 0)?.symbol == " ")
    #expect((1..<4).allSatisfy { buffer.cell(column: $0, row: 0)?.symbol == long && buffer.cell(column: $0, row: 1)?.symbol == long })
    buffer.fill(Rect(x: 2, y: 1, width: 2, height: 1), style: CellStyle())
    #expect(buffer.cell(column: 1, row: 1)?.symbol == long)
    #expect(buffer.cell(column: 2, row: 1)?.symbol == " ")
    #expect(buffer.cell(column: 3, row: 0)?.symbol == long)
  }
}

/// Laying a style over a rectangle of packed cells gives, cell by cell, what `patched(with:)`
/// gives: colours where the overlay has them, attributes added, symbols and other cells kept.
@Suite struct BufferStylePatchTests {
  @Test func patchingARectangleIsPatchingEachCell() {
    let styles = [
      CellStyle.plain, CellStyle(foreground: Color(rgb: 0x112233)), CellStyle(background: Color(rgb: 0x445566), attributes: .bold),
      CellStyle(foreground: Color(rgb: 0xFF0000), background: Color(rgb: 0x0000FF), attributes: [.underline, .reverse]),
    ]
    let overlays = [
      CellStyle(foreground: Color(rgb: 0x1A1A1A), background: Color(rgb: 0xFFD75F), attributes: .underline),
      CellStyle(background: Color(rgb: 0x00FF00)), CellStyle(attributes: .bold), .plain,
    ]
    for overlay in overlays {
      var buffer = Buffer(width: 12, height: 4)
      for row in 0..<4 {
        buffer.write("ab中c👍🏽e\u{301}xyz", column: 0, row: row, style: styles[row])
      }
      let original = buffer
      let rect = Rect(x: 2, y: 1, width: 20, height: 2)
      buffer.patchStyle(overlay, in: rect)
      for row in 0..<4 {
        for column in 0..<12 {
          let before = original.cell(column: column, row: row)
          let after = buffer.cell(column: column, row: row)
          let inside = rect.contains(column: column, row: row)
          #expect(after?.symbol == before?.symbol)
          #expect(after?.style == (inside ? before?.style.patched(with: overlay) : before?.style), "\(column),\(row)")
        }
      }
    }
  }
}
