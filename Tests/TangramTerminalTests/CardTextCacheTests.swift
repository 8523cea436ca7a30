import TangramCore
import Testing

@testable import TangramTerminal

/// The cache of cards kept as text: a card read back is decoded from the text once, and when
/// the cache is full the card used longest ago makes room.
@Suite struct CardTextCacheTests {
  /// A page's text in memory that counts the reads of each range.
  final class CountingBytes: PageBytes {
    private let text: MemoryPageBytes
    let reads = Locked<[Int: Int]>([:])

    init(_ bytes: [UInt8]) { text = MemoryPageBytes(bytes) }

    func bytes(in range: Range<Int>) -> [UInt8]? {
      reads.withLock { $0[range.lowerBound, default: 0] += 1 }
      return text.bytes(in: range)
    }

    func allBytes() -> [UInt8]? { text.allBytes() }
  }

  /// Five cards of one item each, one after another, and the range of each.
  static let cards = (0..<5).map { #"{"type":"1","items":[{"type":"text","text":"card \#($0)"}]}"# }
  static let ranges: [Range<Int>] = {
    var start = 0
    return cards.map { card in
      defer { start += card.utf8.count }
      return start..<(start + card.utf8.count)
    }
  }()

  /// For each of the first four cards: fills a cache of four, uses the other three again, and
  /// reads the fifth card: the one not used again is the one read from the text again.
  @Test(arguments: 0..<4)
  func theCardUsedLongestAgoMakesRoom(untouched: Int) throws {
    let text = CountingBytes(Array(Self.cards.joined().utf8))
    let cache = CardTextCache(text: text, capacity: 4)
    let reader = PageStreamDecoder(decoder: PageDecoder()).itemsReader
    func read(_ card: Int) -> String? {
      cache.items(ofCardAt: Self.ranges[card], reader: reader)?.first?.data["text"]?.stringValue
    }
    for card in 0..<4 { #expect(read(card) == "card \(card)") }
    for card in 0..<4 where card != untouched { #expect(read(card) == "card \(card)") }
    #expect(read(4) == "card 4")
    #expect(text.reads.withLock { $0 }.values.allSatisfy { $0 == 1 }, "each card is read from the text once")
    for card in 0..<5 where card != untouched { _ = read(card) }
    #expect(text.reads.withLock { $0 }.values.allSatisfy { $0 == 1 }, "the four kept are not read again")
    #expect(read(untouched) == "card \(untouched)")
    #expect(text.reads.withLock { $0[Self.ranges[untouched].lowerBound] } == 2)
  }
}
