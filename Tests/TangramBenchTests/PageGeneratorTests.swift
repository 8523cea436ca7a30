import TangramCore
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

  @Test func theSameArgumentsGiveTheSameBytes() {
    #expect(PageGenerator(itemCount: 300).bytes() == PageGenerator(itemCount: 300).bytes())
    #expect(PageGenerator(itemCount: 300).bytes() != PageGenerator(itemCount: 300, seed: 2).bytes())
  }

  @Test func templateItemsHaveATitleAPriceAndEveryThirdASale() throws {
    let items = try Self.leafItems(PageGenerator(itemCount: 4, templateItems: true, includesPinnedCards: false))
    #expect(items.map(\.type) == Array(repeating: BenchTemplate.type, count: 4))
    #expect(items.map { $0.string("price") } == ["¥ 0.00", "¥ 1.01", "¥ 2.02", "¥ 3.03"])
    #expect(items.map { $0.data["sale"] != nil } == [true, false, false, true])
    #expect(items[3].string("title")?.hasPrefix("item 0000003 ") == true)
  }

  @Test func zeroPadding() {
    #expect(PageGenerator.zeroPadded(42, digits: 7) == "0000042")
    #expect(PageGenerator.zeroPadded(12_345, digits: 3) == "12345")
  }
}
