import Testing

@testable import TangramCore

/// The page decoder on values of the wrong kind where a page's structure is: each named by its
/// path, the rest still read.
@Suite struct PageDecoderShapeTests {
  @Test func itemsThatAreNotAnArrayAreIgnoredWithADiagnostic() throws {
    let decoded = try PageDecoder().decode(Array(#"""
      [{"type":"1","items":5},{"type":"1","items":null},{"type":"1","items":[{"type":"text"}]}]
      """#.utf8))
    #expect(decoded.page.cards.map(\.items.count) == [0, 0, 1])
    #expect(decoded.diagnostics == [
      Diagnostic(path: "cards[0].items", message: "expected an array of items, found number; ignored")
    ])
  }

  @Test func cardsUnderDataMustBeAnArray() {
    #expect(throws: PageDecodingError.shape("\"data.cards\" must be an array of cards, found object")) {
      try PageDecoder().decode(Array(#"{"data":{"cards":{}}}"#.utf8))
    }
  }

  /// An item's `reuseId` may be given beside its type or in its style; the style's wins.
  @Test func anItemsReuseIdComesFromItsObjectOrItsStyle() throws {
    let decoded = try PageDecoder().decode(Array(#"""
      [{"type":"1","items":[{"type":"text","reuseId":"a"},{"type":"text","style":{"reuseId":"b"}},
       {"type":"text","reuseId":"a","style":{"reuseId":"c"}},{"type":"text"}]}]
      """#.utf8))
    #expect(decoded.page.cards[0].items.map(\.style.reuseIdentifier) == ["a", "b", "c", nil])
  }

  /// Strict mode's refusal counts its problems and lists each on a line of its own.
  @Test func strictModesMessageCountsAndListsTheProblems() {
    let one = Diagnostic(path: "cards[0]", message: "unknown layout type \"x\"")
    let two = Diagnostic(path: "cards[1].items[0]", message: "unknown item type \"y\"")
    #expect(PageDecodingError.strict([one]).description == "1 problem in strict mode:\n  cards[0]: unknown layout type \"x\"")
    #expect(
      PageDecodingError.strict([one, two]).description
        == "2 problems in strict mode:\n  cards[0]: unknown layout type \"x\"\n  cards[1].items[0]: unknown item type \"y\"")
  }

  /// Whole numbers are read below a billion; one of a billion or more is named and ignored.
  @Test func wholeNumbersStopBelowABillion() throws {
    let decoded = try PageDecoder().decode(Array(#"""
      [{"type":"container-waterfall","style":{"column":999999999},"items":[]},
       {"type":"container-waterfall","style":{"column":1000000000},"items":[]}]
      """#.utf8))
    #expect(decoded.page.cards.map(\.style.column) == [999_999_999, nil])
    #expect(decoded.diagnostics == [
      Diagnostic(path: "cards[1].style.column", message: "must be a whole number of at least 1, found 1000000000; ignored")
    ])
  }
}
