import TangramCore
import Testing

@testable import TangramTerminal

/// Wrapping and measuring very long texts of every kind: exact lines and counts, a cap on how
/// far an item's height is counted, and drawing that wraps only the rows it draws.
@Suite struct LongTextWrappingTests {
  struct LongText: Sendable, CustomTestStringConvertible {
    let name: String
    let text: String
    let width: Int
    /// Every line but the last.
    let line: String
    let lineCount: Int
    let lastLine: String

    var testDescription: String { name }
  }

  static let longTexts = [
    LongText(
      name: "ASCII words", text: String(repeating: "abcd ", count: 200_001), width: 10,
      line: "abcd abcd", lineCount: 100_001, lastLine: "abcd"),
    LongText(
      name: "one unbroken word", text: String(repeating: "x", count: 1_000_003), width: 80,
      line: String(repeating: "x", count: 80), lineCount: 12_501, lastLine: "xxx"),
    LongText(
      name: "CJK at an odd width", text: String(repeating: "漢", count: 300_001), width: 79,
      line: String(repeating: "漢", count: 39), lineCount: 7_693, lastLine: String(repeating: "漢", count: 13)),
    LongText(
      name: "combining marks", text: String(repeating: "e\u{301}", count: 200_000), width: 50,
      line: String(repeating: "e\u{301}", count: 50), lineCount: 4_000,
      lastLine: String(repeating: "e\u{301}", count: 50)),
    LongText(
      name: "many newlines", text: String(repeating: "ab\n", count: 500_000), width: 80,
      line: "ab", lineCount: 500_001, lastLine: ""),
    LongText(
      name: "only newlines", text: String(repeating: "\n", count: 500_000), width: 80,
      line: "", lineCount: 500_001, lastLine: ""),
  ]

  @Test(arguments: longTexts)
  func wrapsEveryLineExactly(_ long: LongText) {
    let lines = TextWrapper.wrap(long.text, width: long.width)
    #expect(lines.count == long.lineCount)
    #expect(lines.dropLast().allSatisfy { $0 == long.line })
    #expect(lines.last == long.lastLine)
    #expect(TextWrapper.lineCount(long.text, width: long.width) == long.lineCount)
  }

  @Test(arguments: longTexts)
  func countsNoFurtherThanTheLimit(_ long: LongText) {
    #expect(TextWrapper.lineCount(long.text, width: long.width, limit: 1_000) == 1_000)
    #expect(TextWrapper.lineCount(long.text, width: long.width, limit: long.lineCount + 1) == long.lineCount)
    #expect(TextWrapper.lineCount(long.text, width: long.width, limit: 0) == 0)
  }

  @Test func anItemsHeightStopsAtTheMostRowsAnItemMayHave() throws {
    let newlines = String(repeating: "\\n", count: 300_000)
    let json = "[{\"type\":\"1\",\"items\":[{\"type\":\"text\",\"text\":\"\(newlines)\"},{\"type\":\"x\",\"title\":\"\(newlines)\"}]}]"
    let items = try PageDecoder().decode(Array(json.utf8)).page.cards[0].items
    #expect(TextElement.height(for: items[0], width: 80, cellAspect: 0.5) == UnitScale.maximumItemRows)
    #expect(FallbackElement.height(for: items[1], width: 80, cellAspect: 0.5) == UnitScale.maximumItemRows)
  }

  @Test func drawingShowsTheRowsInTheClipFromAnywhereInTheText() throws {
    let text = (0..<200_000).map { "line \($0)" }.joined(separator: "\\n")
    let json = "[{\"type\":\"1\",\"items\":[{\"type\":\"text\",\"text\":\"\(text)\"}]}]"
    let item = try PageDecoder().decode(Array(json.utf8)).page.cards[0].items[0]
    let element = TextElement()
    element.configure(with: item)
    var buffer = Buffer(width: 12, height: 3)
    // The item's row 150000 is at the top of the screen.
    element.draw(
      into: &buffer, frame: Rect(x: 0, y: -150_000, width: 12, height: 200_000), clip: buffer.area)
    #expect(buffer.lines == ["line 150000", "line 150001", "line 150002"])
    // Scrolling back up draws earlier rows from the lines already found.
    buffer = Buffer(width: 12, height: 3)
    element.draw(into: &buffer, frame: Rect(x: 0, y: -7, width: 12, height: 200_000), clip: buffer.area)
    #expect(buffer.lines == ["line 7", "line 8", "line 9"])
  }

  @Test func truncatingAHugeTextKeepsItsStart() {
    let huge = String(repeating: "漢", count: 1_000_000)
    #expect(TextWrapper.truncate(huge, width: 7) == "漢漢漢…")
    #expect(TextWrapper.fit(huge, width: 8) == "漢漢漢… ")
    #expect(DisplayWidth.exceeds(huge, columns: 1_999_999))
    #expect(!DisplayWidth.exceeds(huge, columns: 2_000_000))
  }

  @Test func aNarrowerFrameWrapsAgain() {
    var wrapped = WrappedText("alpha beta gamma", width: 0)
    var buffer = Buffer(width: 11, height: 2)
    wrapped.draw(into: &buffer, frame: buffer.area, clip: buffer.area, style: .plain)
    #expect(buffer.lines == ["alpha beta", "gamma"])
    buffer = Buffer(width: 6, height: 3)
    wrapped.draw(into: &buffer, frame: buffer.area, clip: buffer.area, style: .plain)
    #expect(buffer.lines == ["alpha", "beta", "gamma"])
  }
}
