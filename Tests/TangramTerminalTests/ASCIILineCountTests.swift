import TangramCore
import Testing

@testable import TangramTerminal

/// Printable ASCII is counted from its bytes; the count is the line breaker's, for every text
/// and width, limits included.
@Suite struct ASCIILineCountTests {
  static func breakerCount(_ text: String, width: Int, limit: Int) -> Int {
    var breaker = LineBreaker(text, width: width)
    var count = 0
    while count < limit, breaker.nextLine() != nil { count += 1 }
    return count
  }

  static func count(_ text: String, width: Int, limit: Int = .max) -> Int {
    var text = text
    return text.withUTF8 { TextWrapper.asciiLineCount($0, width: width, limit: limit) }
  }

  /// No width, no text or a limit of none is no line, as `lineCount` says for any text.
  @Test func noWidthNoTextOrNoLimitIsNoLine() {
    #expect(Self.count("abc def", width: 0) == 0)
    #expect(Self.count("", width: 5) == 0)
    #expect(Self.count("abc def", width: 3, limit: 0) == 0)
    #expect(TextWrapper.lineCount("abc def", width: 0) == 0)
    #expect(TextWrapper.lineCount("abc def", width: 3, limit: 0) == 0)
  }

  /// Printable ASCII that fits its width, without a space at either end, is one line: itself.
  /// The line breaker tells so from the bytes at once; the count from them agrees.
  @Test func aPrintableTextThatFitsIsOneLineOfItself() {
    var random = SplitMix64(seed: 12)
    let pieces = ["a", "bb", "~", "x y", "  ", "q", "0123456789"]
    for _ in 0..<500 {
      let inner = (0..<Int(random.next() % 8)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      let text = "<" + inner + ">"
      for width in [text.count, text.count + 1, text.count + 40] {
        #expect(TextWrapper.wrap(text, width: width) == [text])
        #expect(Self.count(text, width: width) == 1)
      }
      #expect(TextWrapper.wrap(text, width: text.count - 1).count == Self.count(text, width: text.count - 1))
    }
    // A space at either end, or a character past ASCII, is left to the line breaker.
    #expect(TextWrapper.wrap(" lead", width: 10) == [" lead"])
    #expect(TextWrapper.wrap("trail ", width: 10) == ["trail"])
    #expect(TextWrapper.wrap("中文", width: 10) == ["中文"])
  }

  @Test func randomTextsAtEveryWidthCountAsTheLineBreakerBreaksThem() {
    var random = SplitMix64(seed: 11)
    let pieces = ["a", "bb", "ccc", "dddddddd", "x", " ", " ", "  ", "   ", ".", "-", String(repeating: "w", count: 23)]
    var checked = 0
    for _ in 0..<1500 {
      let text = (0..<Int(random.next() % 12)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] }.joined()
      guard !text.isEmpty else { continue }
      for width in 1...26 {
        for limit in [Int.max, 1, 2, 3] {
          #expect(
            Self.count(text, width: width, limit: limit) == Self.breakerCount(text, width: width, limit: limit),
            "\(text.debugDescription) at \(width), limit \(limit)")
          checked += 1
        }
      }
    }
    #expect(checked > 100_000)
  }

  /// Text that starts with a word and has none wider than a line is counted a line at a time,
  /// reading a few bytes of each; the count is the byte count's, limits included. Other text is
  /// left to the byte count.
  @Test func wholeLinesCountAsTheBytesDo() {
    var random = SplitMix64(seed: 13)
    let words = ["a", "bb", "ccc", "dddd", "lorem", "ipsum", "x.y"]
    let gaps = [" ", " ", " ", "  ", "   "]
    var counted = 0
    for _ in 0..<1000 {
      var text = words[Int(random.next() % UInt64(words.count))]
      for _ in 0..<Int(random.next() % 30) {
        text += gaps[Int(random.next() % UInt64(gaps.count))] + words[Int(random.next() % UInt64(words.count))]
      }
      if random.next() % 4 == 0 { text += gaps[Int(random.next() % UInt64(gaps.count))] }
      for width in 5...40 {
        for limit in [Int.max, 1, 2, 5] {
          var copy = text
          let (byLines, byBytes) = copy.withUTF8 {
            (
              TextWrapper.lineCountByWholeLines($0, width: width, limit: limit),
              TextWrapper.lineCountByBytes($0, width: width, limit: limit)
            )
          }
          #expect(byLines == byBytes, "\(text.debugDescription) at \(width), limit \(limit)")
          counted += 1
        }
      }
    }
    #expect(counted == 144_000)
    #expect(Self.wholeLines(" lead", width: 10) == nil)
    #expect(Self.wholeLines("a wordlongerthanten b", width: 10) == nil)
    #expect(Self.wholeLines("ten chars! fits", width: 10) == 2)
    #expect(Self.wholeLines("ab cd ef gh", width: 5, limit: 1) == 1)
    #expect(Self.wholeLines("ab cd     ", width: 5) == 1)
  }

  static func wholeLines(_ text: String, width: Int, limit: Int = .max) -> Int? {
    var text = text
    return text.withUTF8 { TextWrapper.lineCountByWholeLines($0, width: width, limit: limit) }
  }

  @Test func examples() {
    #expect(Self.count("hello world", width: 5) == 2)
    #expect(Self.count("hello world", width: 11) == 1)
    #expect(Self.count("  leading", width: 4) == 2)
    #expect(Self.count("  lead", width: 6) == 1)
    #expect(Self.count("abcdefghij", width: 3) == 4)
    #expect(Self.count("ab   ", width: 2) == 1)
    #expect(Self.count("a b c d e f", width: 3, limit: 2) == 2)
    // Through the public count: the same lines as wrapping gives.
    let text = "A Tangram page is a list of cards holding items, laid out top to bottom."
    for width in [1, 7, 20, 71, 80] {
      #expect(TextWrapper.lineCount(text, width: width) == TextWrapper.wrap(text, width: width).count)
    }
  }

  /// Text measured as printable ASCII is all of it (``ByteLanes`` tells which bytes are).
  @Test func printableASCIIColumnsAreTheBytesOfPlainText() {
    #expect(TextWrapper.printableASCIIColumns("a wide 中 text") == nil)
    #expect(TextWrapper.printableASCIIColumns("a tab\tin it") == nil)
    #expect(TextWrapper.printableASCIIColumns("plain ~ text of 24 bytes") == 24)
    #expect(TextWrapper.printableASCIIColumns("") == 0)
  }
}
