import Foundation
import TangramTestSupport
import Testing

@testable import TangramCore

/// The structural scan that finds a value's bytes by its path, and the item paths of decoded
/// pages checked against their files.
@Suite struct JSONSourceLocatorTests {
  static let document = Array(
    #"{"a": [1, "x]}\"", {"b": null}], "k\u0065y": {"c": true}, "d": 1, "d": [ 2 ]}"#.utf8)

  static func text(_ path: [JSONPathStep]) -> String? {
    JSONSourceLocator.range(of: path, in: document).map { String(decoding: document[$0], as: UTF8.self) }
  }

  @Test func findsMembersAndElementsOverStringsWithBrackets() {
    #expect(Self.text([.key("a"), .index(0)]) == "1")
    #expect(Self.text([.key("a"), .index(1)]) == #""x]}\"""#)
    #expect(Self.text([.key("a"), .index(2)]) == #"{"b": null}"#)
    #expect(Self.text([.key("a"), .index(2), .key("b")]) == "null")
    #expect(Self.text([]) == String(decoding: Self.document, as: UTF8.self))
  }

  @Test func escapedKeysMatchTheirTextAndTheLastOfARepeatedKeyWins() {
    #expect(Self.text([.key("key"), .key("c")]) == "true")
    #expect(Self.text([.key("d")]) == "[ 2 ]")
  }

  @Test func missingPathsAreNil() {
    #expect(Self.text([.key("a"), .index(3)]) == nil)
    #expect(Self.text([.key("nope")]) == nil)
    #expect(Self.text([.index(0)]) == nil)
    #expect(Self.text([.key("a"), .key("b")]) == nil)
  }

  @Test func elementRangesListAnArraysElements() throws {
    let array = try #require(JSONSourceLocator.range(of: [.key("a")], in: Self.document))
    let elements = JSONSourceLocator.elementRanges(ofArray: array, in: Self.document)
    #expect(elements.map { String(decoding: Self.document[$0], as: UTF8.self) } == ["1", #""x]}\"""#, #"{"b": null}"#])
  }

  @Test func linesAndColumnsCountScalarsAfterAByteOrderMark() {
    let text = Array("\u{FEFF}[\n  \"é\", {\"a\": 1}]".utf8)
    let range = JSONSourceLocator.range(of: [.index(1)], in: text)
    #expect(range.map { JSONSourceLocator.lineAndColumn(ofOffset: $0.lowerBound, in: text) }.map { "\($0.line):\($0.column)" } == "2:8")
  }

  /// A skipped card, a skipped item and an item moved by `position`: the path names where each
  /// item really is.
  @Test func pathsSkipWhatTheDecoderSkipped() throws {
    let json = #"""
      {"cards": [7, {"type": "container-oneColumn", "header": {"type": "text", "text": "h"},
        "items": [3, {"type": "text", "text": "a"}, {"type": "text", "text": "b", "position": 0}]},
        {"type": "vvtest", "title": "a component as a card"}]}
      """#
    let text = Array(json.utf8)
    let page = try PageDecoder().decode(text).page
    func path(_ card: Int, _ indexPath: [Int]) -> String? {
      let address = ItemAddress(cardIndex: card, cardID: nil, indexPath: indexPath)
      var cardValue = page.cards[card]
      for index in indexPath.dropLast() { cardValue = cardValue.item(atAllItemsIndex: index).nestedCard! }
      let item = cardValue.item(atAllItemsIndex: indexPath.last!)
      return page.sourceLocation(of: address, item: item, text: text)?.path.pathText
    }
    #expect(path(0, [0]) == "cards[1].header")
    #expect(path(0, [1]) == "cards[1].items[2]")
    #expect(path(0, [2]) == "cards[1].items[1]")
    #expect(path(1, [0]) == "cards[2]")
  }

  /// Every item of every real page: its range holds its JSON, and the line and column there are
  /// where the file has the item's opening brace.
  @Test(arguments: realPageNames)
  func everyItemOfARealPageIsFoundInItsFile(_ name: String) throws {
    let url = realPagesDirectory().appendingPathComponent(name + ".json")
    let text = try [UInt8](Data(contentsOf: url))
    let page = try PageDecoder().decode(text).page
    let lines = String(decoding: text, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var checked = 0
    // Found once for every item, as the inspector does.
    let sourceIndex = PageSourceIndex(text: text)
    for (cardIndex, card) in page.cards.enumerated() {
      for (index, item) in card.allItems.enumerated() {
        let address = ItemAddress(cardIndex: cardIndex, cardID: card.id, indexPath: [index])
        let location = try #require(page.sourceLocation(of: address, item: item, text: text, index: sourceIndex))
        #expect(page.sourceLocation(of: address, item: item, text: text) == location)
        let range = try #require(location.range, "\(name): \(location.path.pathText) not found")
        #expect(try JSONParser.parse(Array(text[range])) == .object(item.data))
        let place = JSONSourceLocator.lineAndColumn(ofOffset: range.lowerBound, in: text)
        let line = Array(lines[place.line - 1].unicodeScalars)
        #expect(line[place.column - 1] == Unicode.Scalar("{"), "\(name):\(place.line):\(place.column)")
        checked += 1
      }
    }
    #expect(checked == page.cards.reduce(0) { $0 + $1.allItems.count })
    #expect(checked > 0)
  }

  @Test func aKnownItemOfDataJSONIsAtLine691Column7() throws {
    let url = realPagesDirectory().appendingPathComponent("data.json")
    let text = try [UInt8](Data(contentsOf: url))
    let page = try PageDecoder().decode(text).page
    let item = page.cards[22].items[0]
    let location = try #require(
      page.sourceLocation(of: ItemAddress(cardIndex: 22, cardID: nil, indexPath: [0]), item: item, text: text))
    #expect(location.path.pathText == "cards[22].items[0]")
    let place = JSONSourceLocator.lineAndColumn(ofOffset: try #require(location.range).lowerBound, in: text)
    #expect(place.line == 691)
    #expect(place.column == 7)
  }
}
