import Testing

@testable import TangramCore

/// Keys repeated in one object: the last value is used, and each repetition is reported at its
/// path and position.
@Suite struct DuplicateKeyTests {
  @Test func theParserNamesEachRepeatedKeyWithItsPathAndPosition() throws {
    let text = "{\"a\": 1,\n \"b\": [{\"x\": 1, \"x\": 2, \"x\": 3}],\n \"a\": {\"é\": 1, \"é\": 2}}"
    let document = try JSONParser.parseDocument(Array(text.utf8))
    #expect(document.duplicateKeys == [
      JSONDuplicateKey(path: "b[0].x", key: "x", line: 2, column: 17),
      JSONDuplicateKey(path: "b[0].x", key: "x", line: 2, column: 25),
      JSONDuplicateKey(path: "a", key: "a", line: 3, column: 2),
      JSONDuplicateKey(path: "a.é", key: "é", line: 3, column: 16),
    ])
    #expect(document.value["a"] == .object(JSONObject([("é", .number(1)), ("é", .number(2))])))
    #expect(document.value["a"]?["é"] == .number(2))
    #expect(document.value == (try JSONParser.parse(text)))
  }

  @Test func largeObjectsAreCheckedByHashing() throws {
    let members = (0..<40).map { "\"k\($0)\": \($0)" } + ["\"k7\": 7", "\"k39\": 0"]
    let document = try JSONParser.parseDocument(Array(("{" + members.joined(separator: ",") + "}").utf8))
    #expect(document.duplicateKeys.map(\.path) == ["k7", "k39"])
    let firstRepeat = ("{" + members[..<40].joined(separator: ",") + ",").count + 1
    #expect(document.duplicateKeys.map(\.column) == [firstRepeat, firstRepeat + "\"k7\": 7,".count])
  }

  @Test func distinctKeysAndEqualValuesInDifferentObjectsAreQuiet() throws {
    let document = try JSONParser.parseDocument(Array(#"[{"a":1,"b":{"a":1}},{"a":1},{"A":1,"a":2}]"#.utf8))
    #expect(document.duplicateKeys.isEmpty)
  }

  @Test func thePageReportsDuplicatesFirstAndUsesTheLastValue() throws {
    let text = "{\"cards\": [{\"type\": \"1\", \"items\": [{\"type\": \"text\"}]}],\n \"cards\": []}"
    let decoded = try PageDecoder().decode(Array(text.utf8))
    #expect(decoded.page.cards.isEmpty)
    #expect(decoded.diagnostics.map(\.description) == [
      "cards: duplicate key \"cards\" (again at line 2, column 2); the last one is used"
    ])
  }

  @Test func aBareArrayOfCardsIsCalledCardsInThePath() throws {
    let text = #"[{"type":"1","style":{"margin":[1],"margin":[2]},"items":[{"type":"a","id":"x","id":"y"}]}]"#
    let decoded = try PageDecoder().decode(Array(text.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style.margin: duplicate key \"margin\" (again at line 1, column 36); the last one is used",
      "cards[0].items[0].id: duplicate key \"id\" (again at line 1, column 80); the last one is used",
    ])
    #expect(decoded.page.cards[0].items[0].id == "y")
    #expect(decoded.page.cards[0].style.margin.top == .units(2))
  }

  @Test func aCardThatIsNotAnObjectKeepsTheIndicesOfTheCardsAfterIt() throws {
    let text = #"[1, {"type":"1","items":[{"type":"text","text":"a","text":"b"}]}]"#
    let decoded = try PageDecoder().decode(Array(text.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0]: expected a card object, found number; skipped",
      "cards[1].items[0].text: duplicate key \"text\" (again at line 1, column 52); the last one is used",
    ])
    #expect(decoded.page.cards.count == 1)
  }

  @Test func locationsInOnePassMatchTheOneAtATimeRule() {
    let text = Array("\u{FEFF}ab\r\ncd\ré\nf".utf8)
    text.withUnsafeBufferPointer { input in
      let offsets = Array(0...input.count)
      let each = offsets.map { JSONSyntaxError.location(of: $0, in: input) }
      let together = JSONSyntaxError.locations(of: offsets, in: input)
      #expect(together.map(\.line) == each.map(\.line))
      #expect(together.map(\.column) == each.map(\.column))
      #expect(together.last.map { [$0.line, $0.column] } == [4, 2])
    }
  }
}
