import TangramCore
import Testing

@testable import TangramTerminal

/// `Buffer.write` reads UTF-8 a byte at a time where it can; it must leave every cell as the
/// reading a `Character` at a time (`writeByCharacter`) leaves it, whatever the text.
@Suite struct BufferWriteFastPathTests {
  /// Pieces of text the random lines are made of: ASCII, controls, CJK, marks, emoji of every
  /// shape, and clusters too long to pack in a cell.
  static let pieces = [
    "item 0000042 lorem ipsum", " ", "a", "~", "\u{7F}", "\t", "\n", "\r\n", "\r", "\u{1B}[31m",
    "\u{0}", "\u{85}", "␛", "中文", "标题", "한", "ｶ", "Ａ", "\u{E9}", "e\u{301}", "a\u{301}\u{302}",
    "x" + String(repeating: "\u{300}", count: 9), "\u{301}", "\u{200B}", "\u{200D}", "👍", "❤",
    "❤\u{FE0F}", "👩🏾‍🔧", "🏳\u{FE0F}\u{200D}🌈", "☝🏽", "1\u{FE0F}\u{20E3}", "🇺🇸", "🇺", "🇫🇷🇫🇷🇫🇷",
    "①", "α", "─", "…", "\u{600}a", "\u{1100}\u{1161}\u{11A8}", "z" + String(repeating: "\u{200D}", count: 30),
    "\u{1F469}\u{1F3FB}\u{200D}\u{2764}\u{FE0F}\u{200D}\u{1F48B}\u{200D}\u{1F468}\u{1F3FC}",
    "\u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}", "\u{FFFD}", "\u{3000}",
  ]

  /// A generator with a fixed seed, so a failure repeats.
  struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }

  /// A buffer with something under the text: a wide character split by every column parity,
  /// a background, a long cluster.
  static func underlay(width: Int) -> Buffer {
    var buffer = Buffer(width: width, height: 3)
    buffer.fill(Rect(x: 2, y: 0, width: width / 2, height: 3), style: .background(Color(rgb: 0x336699)))
    for row in 0..<3 {
      buffer.writeByCharacter(String(repeating: "标", count: width), column: row % 2, row: row)
    }
    buffer.writeByCharacter("👩🏾‍🔧 🇫🇷", column: 3, row: 1)
    return buffer
  }

  static let styles = [
    CellStyle.plain, CellStyle(attributes: .bold), CellStyle(foreground: Color(rgb: 0xFF0000)),
    CellStyle(foreground: .white, background: .black, attributes: [.underline, .reverse]),
  ]

  /// Writes `text` both ways into copies of one buffer and compares cells and the end column.
  static func expectSameWrite(
    _ text: String, column: Int, row: Int, style: CellStyle, clip: Rect?, width: Int,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var fast = underlay(width: width)
    var reference = fast
    let fastEnd = fast.write(text, column: column, row: row, style: style, clip: clip)
    let referenceEnd = reference.writeByCharacter(text, column: column, row: row, style: style, clip: clip)
    let written = "\(text.debugDescription) at column \(column), row \(row), clip \(String(describing: clip))"
    #expect(fastEnd == referenceEnd, "end of \(written)", sourceLocation: sourceLocation)
    // Compared whole (long clusters included), then shown as text and styles when they differ.
    let same = fast == reference
    #expect(same, "cells of \(written): \(fast.lines) vs \(reference.lines)", sourceLocation: sourceLocation)
    if !same {
      #expect(fast.cells.map(\.style) == reference.cells.map(\.style), sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: pieces)
  func eachPieceWritesAsCharacterByCharacter(_ piece: String) {
    for column in [-3, -1, 0, 1, 5] {
      Self.expectSameWrite(piece, column: column, row: 1, style: .plain, clip: nil, width: 12)
      Self.expectSameWrite(
        "ab" + piece + "cd" + piece, column: column, row: 1, style: CellStyle(attributes: .bold),
        clip: Rect(x: 2, y: 0, width: 5, height: 3), width: 12)
    }
  }

  @Test func randomLinesWriteAsCharacterByCharacter() {
    var random = SplitMix(state: 0x7A46_7261_6D21)
    for round in 0..<3_000 {
      let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random) ?? ""
      }.joined()
      let width = Int.random(in: 1...24, using: &random)
      let clip: Rect? =
        round % 3 == 0
        ? nil
        : Rect(
          x: Int.random(in: -2...width, using: &random), y: Int.random(in: -1...2, using: &random),
          width: Int.random(in: 0...width, using: &random), height: Int.random(in: 0...3, using: &random))
      Self.expectSameWrite(
        text, column: Int.random(in: -6...(width + 2), using: &random), row: Int.random(in: -1...3, using: &random),
        style: Self.styles.randomElement(using: &random) ?? .plain, clip: clip, width: width)
    }
  }

  @Test func aSliceWritesAsTheStringItIsMadeOf() {
    let text = "»» item 中文 👩🏾‍🔧 e\u{301} end ««"
    let slice = text.dropFirst(3).dropLast(3)
    var fromSlice = Buffer(width: 30, height: 1)
    var fromString = fromSlice
    #expect(fromSlice.write(slice, column: 1, row: 0) == fromString.write(String(slice), column: 1, row: 0))
    #expect(fromSlice == fromString)
  }

  @Test func aLineOfFlagsIsReadInLinearTime() {
    // Each flag after the first would be checked for a cluster boundary by reading back over
    // all the flags before it, were its index made from a byte offset.
    let flags = "a" + String(repeating: "🇫🇷", count: 20_000)
    var buffer = Buffer(width: 40_001, height: 1)
    let clock = ContinuousClock()
    let elapsed = clock.measure { buffer.write(flags, column: 0, row: 0) }
    #expect(buffer.cell(column: 39_999, row: 0)?.symbol == "🇫🇷")
    #expect(elapsed < .seconds(2))
  }
}
