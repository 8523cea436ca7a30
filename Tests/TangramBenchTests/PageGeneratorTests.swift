import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import tangram_bench

/// Generated pages: what the generator's documentation says they hold, the same bytes for the
/// same arguments.
@Suite struct PageGeneratorTests {
  static func leafItems(_ generator: PageGenerator) throws -> [Item] {
    try PageDecoder().decode(generator.bytes()).page.cards.flatMap(\.items)
  }

  @Test func aPageHoldsItsItemsInCardsOfAHundredAndThePinnedCards() throws {
    let bytes = PageGenerator(itemCount: 250).bytes()
    let page = try PageDecoder().decode(bytes).page
    #expect(page.cards.map(\.items.count) == [100, 1, 100, 50, 1])
    #expect(page.cards.map(\.kind) == [.oneColumn, .sticky, .oneColumn, .oneColumn, .fixBottom])
    let items = page.cards.filter { $0.kind == .oneColumn }.flatMap(\.items)
    #expect(items.map { $0.string("action") } == (0..<250).map { "tangram://detail?id=\($0)" })
    #expect(items.allSatisfy { $0.type == "text" })
    #expect(items[42].string("text")?.hasPrefix("item 0000042 ") == true)
    #expect(items.allSatisfy { ($0.string("text")?.count ?? 0) <= PageGenerator.maximumColumns })
    #expect(try Self.leafItems(PageGenerator(itemCount: 3, includesPinnedCards: false)).count == 3)
  }

  /// Cards hold as many items as asked for, the last one the rest; asking for none is one.
  @Test(arguments: [(1, [1, 1, 1]), (2, [2, 1]), (0, [1, 1, 1])])
  func cardsHoldTheItemsPerCardAskedFor(perCard: Int, counts: [Int]) throws {
    let generator = PageGenerator(itemCount: 3, itemsPerCard: perCard, includesPinnedCards: false)
    #expect(try PageDecoder().decode(generator.bytes()).page.cards.map(\.items.count) == counts)
  }

  @Test func theSameArgumentsGiveTheSameBytes() {
    #expect(PageGenerator(itemCount: 300).bytes() == PageGenerator(itemCount: 300).bytes())
    #expect(PageGenerator(itemCount: 300).bytes() != PageGenerator(itemCount: 300, seed: 2).bytes())
  }

  @Test func templateItemsHaveATitleAPriceAndEveryThirdASale() throws {
    let items = try Self.leafItems(PageGenerator(itemCount: 4, templateItems: true, includesPinnedCards: false))
    #expect(items.map(\.type) == Array(repeating: BenchTemplate.type, count: 4))
    #expect(items.map { $0.string("price") } == ["¥ 0.00", "¥ 1.01", "¥ 2.02", "¥ 3.03"])
    #expect(items.map { $0.data["sale"] } == [.number(1), nil, nil, .number(1)])
    #expect(items[3].string("title")?.hasPrefix("item 0000003 ") == true)
  }

  /// A text is `item 0000042` and 5 to 16 words (as the harness's `gen_page.py` writes them):
  /// each count is drawn, and none outside.
  @Test func aTextHasFiveToSixteenWordsAfterItsNumber() {
    var random = SplitMix64(seed: 1)
    let counts = (0..<2_000).compactMap { item -> Int? in
      let text = PageGenerator.text(forItem: item, random: &random)
      // A text cut to the column limit may have lost words.
      guard text.count < PageGenerator.maximumColumns else { return nil }
      return text.split(separator: " ").count - 2
    }
    #expect(Set(counts) == Set(5...16))
  }

  @Test func zeroPadding() {
    #expect(PageGenerator.zeroPadded(42, digits: 7) == "0000042")
    #expect(PageGenerator.zeroPadded(12_345, digits: 3) == "12345")
  }
}

/// The benchmark's template: it reads, and an item of it is one row at the benchmark's width,
/// as a text item is: the badge bound by `sale`, the title, the price against the right edge.
@Suite struct BenchTemplateTests {
  @Test func anItemIsABadgeItsTitleAndItsPriceOnOneRow() throws {
    let registry = BenchTemplate.registry()
    let bytes = PageGenerator(itemCount: 2, templateItems: true, includesPinnedCards: false).bytes()
    let page = try DataSourceHelper(elements: registry).decode(bytes).page
    let viewer = Viewer(page: page, fileName: "p.json", columns: 200, rows: 4, registry: registry)
    viewer.update()
    let rows = viewer.render().lines.prefix(2).map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(rows[0].hasPrefix("SALE   item 0000000 "))
    #expect(rows[0].hasSuffix("¥ 0.00"))
    #expect(rows[1].hasPrefix("NEW   item 0000001 "))
    #expect(rows[1].hasSuffix("¥ 1.01"))
  }
}
