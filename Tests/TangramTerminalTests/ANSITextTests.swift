import Testing
import TangramCore
@testable import TangramTerminal

/// `Buffer.ansiText`: exact bytes for small hand-made screens.
@Suite struct ANSITextTests {
  static let red = Color(rgb: 0xFF0000)
  static let navy = Color(rgb: 0x1F3A5F)

  static var sample: Buffer {
    var buffer = Buffer(width: 8, height: 3)
    buffer.write("ab", column: 0, row: 0, style: CellStyle(foreground: red, attributes: [.bold]))
    buffer.write("cd", column: 2, row: 0, style: CellStyle(foreground: red))
    buffer.write("中", column: 4, row: 0, style: CellStyle(background: navy))
    buffer.write("plain", column: 0, row: 1)
    buffer.write("rev", column: 0, row: 2, style: CellStyle(attributes: [.reverse, .underline]))
    buffer.write("x", column: 3, row: 2, style: CellStyle(attributes: [.underline]))
    return buffer
  }

  @Test func directColourWritesOnlyChangesAndResetsAtLineEnds() {
    #expect(
      Self.sample.ansiText(colorMode: .direct)
        == "\u{1B}[1;38;2;255;0;0mab\u{1B}[22mcd\u{1B}[0;48;2;31;58;95m中\u{1B}[0m\n"
        + "plain\n"
        + "\u{1B}[4;7mrev\u{1B}[27mx\u{1B}[0m\n")
  }

  @Test func paletteModesUseTheirCodes() {
    #expect(
      Self.sample.ansiText(colorMode: .palette256).hasPrefix(
        "\u{1B}[1;38;5;196mab\u{1B}[22mcd\u{1B}[0;48;5;237m中\u{1B}[0m\n"))
    #expect(
      Self.sample.ansiText(colorMode: .ansi16).hasPrefix("\u{1B}[1;91mab\u{1B}[22mcd\u{1B}[0;40m中\u{1B}[0m\n"))
    #expect(Self.sample.ansiText(colorMode: .ansi8).hasPrefix("\u{1B}[1;31mab\u{1B}[22mcd\u{1B}[0;40m中\u{1B}[0m\n"))
  }

  @Test func withoutColoursOnlyAttributesRemain() {
    #expect(
      Self.sample.ansiText(colorMode: .none)
        == "\u{1B}[1mab\u{1B}[0mcd中\n" + "plain\n" + "\u{1B}[4;7mrev\u{1B}[27mx\u{1B}[0m\n")
  }

  @Test func trailingBlanksKeepTheirBackground() {
    var buffer = Buffer(width: 6, height: 2)
    buffer.fill(Rect(x: 0, y: 0, width: 4, height: 1), style: CellStyle(background: Self.red))
    buffer.write("hi", column: 0, row: 1)
    #expect(buffer.ansiText(colorMode: .direct) == "\u{1B}[48;2;255;0;0m    \u{1B}[0m\nhi\n")
  }

  @Test func transitionsPickTheShorterOfChangesAndAReset() {
    let bold = TerminalRendition(foreground: nil, background: nil, attributes: [.bold, .dim])
    let dim = TerminalRendition(foreground: nil, background: nil, attributes: [.dim])
    // 22 turns bold and dim off, so dim is turned on again: 22;2 against a reset: 0;2.
    #expect(SGR.transition(from: bold, to: dim) == "\u{1B}[0;2m")
    #expect(SGR.transition(from: dim, to: bold) == "\u{1B}[1m")
    let boldRed = TerminalRendition(foreground: .index(1), background: .index(4), attributes: [.bold, .dim, .italic])
    let dimRed = TerminalRendition(foreground: .index(1), background: .index(4), attributes: [.dim, .italic])
    #expect(SGR.transition(from: boldRed, to: dimRed) == "\u{1B}[22;2m")
    #expect(SGR.transition(from: dim, to: dim) == "")
    #expect(SGR.transition(from: dim, to: .plain) == "\u{1B}[0m")
    let colored = TerminalRendition(foreground: .index(100), background: .index(200), attributes: [.italic, .underline])
    let other = TerminalRendition(foreground: .index(3), background: nil, attributes: [])
    // Changes: 23;24;33;49 (11 bytes) against a reset: 0;33 (4 bytes).
    #expect(SGR.transition(from: colored, to: other) == "\u{1B}[0;33m")
    #expect(SGR.transition(from: other, to: colored) == "\u{1B}[3;4;38;5;100;48;5;200m")
    #expect(SGR.transition(from: .plain, to: TerminalRendition(foreground: .index(12), background: .index(9), attributes: [])) == "\u{1B}[94;101m")
  }

  /// Cells set directly can hold anything; the ANSI text never writes a control character.
  @Test func controlCharactersInCellsNeverReachTheText() {
    var buffer = Buffer(width: 4, height: 1)
    buffer.setCell(Cell(symbol: "\u{1B}"), column: 0, row: 0)
    buffer.setCell(Cell(symbol: "\u{9B}"), column: 1, row: 0)
    buffer.setCell(Cell(symbol: "a\u{07}"), column: 2, row: 0)
    buffer.setCell(Cell(symbol: "\u{202E}b"), column: 3, row: 0)
    #expect(buffer.ansiText(colorMode: .direct) == "  ab\n")
  }
}
