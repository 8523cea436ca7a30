import Synchronization
import Testing

@testable import TangramCore

/// An empty card must stay small: a page of a million of them is a million cards in memory.
@Suite struct CardStorageTests {
  /// The element counts of the card's optional-part storage (style, header, footer).
  private func optionalPartCounts(of card: Card) -> [String: Int] {
    var counts: [String: Int] = [:]
    for child in Mirror(reflecting: card).children {
      guard let label = child.label, label.hasPrefix("given") else { continue }
      counts[label] = (child.value as? [CardStyle])?.count ?? (child.value as? [Item])?.count
    }
    return counts
  }

  @Test func anEmptyCardHoldsNoStorageForStyleHeaderOrFooter() throws {
    let page = try PageDecoder().decode(Array(#"[{"type":"container-oneColumn","items":[]}]"#.utf8)).page
    let card = try #require(page.cards.first)
    #expect(optionalPartCounts(of: card) == ["givenStyle": 0, "givenHeader": 0, "givenFooter": 0])
    #expect(card.style == .none)
    #expect(card.header == nil && card.footer == nil && card.isEmpty)
    #expect(MemoryLayout<Card>.size <= 128)
  }

  @Test func anEmptyCardSharesItsParsedObject() throws {
    let json = try JSONParser.parse(#"[{"type":"container-oneColumn","items":[]}]"#)
    let parsed = try #require(json.arrayValue?.first?.objectValue)
    let card = try #require(try PageDecoder().decode(json).page.cards.first)
    let parsedMembers = parsed.storage.withUnsafeBufferPointer { $0.baseAddress }
    let cardMembers = card.data.storage.withUnsafeBufferPointer { $0.baseAddress }
    #expect(parsedMembers == cardMembers)
  }

  @Test func aCardWithItemsDropsTheirJSONFromItsData() throws {
    let page = try PageDecoder().decode(
      Array(#"[{"type":"1","id":"a","items":[{"type":"text"}]}]"#.utf8)).page
    #expect(page.cards[0].data.keys == ["type", "id"])
  }

  @Test func styleHeaderAndFooterReadBackWhatWasSet() {
    var card = Card(kind: .oneColumn)
    card.style.column = 3
    card.header = Item(type: "title")
    card.footer = Item(type: "more")
    #expect(optionalPartCounts(of: card) == ["givenStyle": 1, "givenHeader": 1, "givenFooter": 1])
    #expect(card.style.column == 3)
    #expect(card.allItems.map(\.type) == ["title", "more"])
    card.style = .none
    card.header = nil
    #expect(optionalPartCounts(of: card) == ["givenStyle": 0, "givenHeader": 0, "givenFooter": 1])
    #expect(card == Card(kind: .oneColumn, footer: Item(type: "more")))
  }

  @Test func allItemsAreHeaderItemsAndFooterInLayoutOrderAndCountedAlike() {
    let items = [Item(type: "a"), Item(type: "b")]
    var card = Card(kind: .oneColumn, items: items)
    #expect(card.allItems == items)
    #expect(card.allItemCount == 2)
    card.header = Item(type: "title")
    card.footer = Item(type: "more")
    #expect(card.allItems.map(\.type) == ["title", "a", "b", "more"])
    #expect(card.allItemCount == 4)
    card.header = nil
    #expect(card.allItems.map(\.type) == ["a", "b", "more"])
    #expect(card.allItemCount == 3)
  }

  /// A store that counts how often a card's items are read back from it.
  private final class CountingStore: CardTextStore {
    let reads = Mutex(0)

    func items(ofCardAt range: Range<Int>, reader: CardItemsReader) -> [Item]? {
      reads.withLock { $0 += 1 }
      return [Item(type: "a"), Item(type: "b")]
    }
  }

  @Test func itemsKeptAsTextAreCountedWithoutBeingReadBack() {
    var card = Card(kind: .oneColumn, header: Item(type: "title"), items: [Item(type: "a"), Item(type: "b")])
    let store = CountingStore()
    card.keepItemsAsText(in: store, range: 0..<10, reader: CardItemsReader(decoder: PageDecoder(), maximumDepth: 8))
    #expect(card.allItemCount == 3)
    #expect(store.reads.withLock { $0 } == 0)
    #expect(card.allItems.map(\.type) == ["title", "a", "b"])
    #expect(store.reads.withLock { $0 } == 1)
  }

  /// A store whose text has changed since the card was read: it gives back `answer`.
  private final class ChangedStore: CardTextStore {
    let answer: [Item]?

    init(answer: [Item]?) { self.answer = answer }

    func items(ofCardAt range: Range<Int>, reader: CardItemsReader) -> [Item]? { answer }
  }

  /// Items read back from a file that changed since are as many as the card had: those read,
  /// cut to the count, and placeholders saying why for the rest.
  @Test(arguments: [
    (nil, ["changed", "changed"]),
    ([Item(type: "x")], ["x", "changed"]),
    ([Item(type: "x"), Item(type: "y"), Item(type: "z")], ["x", "y"]),
  ] as [([Item]?, [String])])
  func itemsReadBackFromAChangedFileKeepTheirCount(answer: [Item]?, types: [String]) {
    var card = Card(kind: .oneColumn, items: [Item(type: "a"), Item(type: "b")])
    card.keepItemsAsText(in: ChangedStore(answer: answer), range: 0..<10, reader: CardItemsReader(decoder: PageDecoder(), maximumDepth: 8))
    let items = card.items
    #expect(items.map { $0.type == "text" ? "changed" : $0.type } == types)
    for item in items where item.type == "text" {
      #expect(item.data["text"] == .string("(the page's file has changed since it was read)"))
    }
  }
}
