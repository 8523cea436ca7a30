import Testing

@testable import TangramCore

/// A decoder that defers decoding cards only reads them; another decoder of the page decodes
/// them where they are laid out. Together they give what one decoder gives alone: the same cards,
/// ranges and diagnostics, in the same order, step by step.
@Suite struct PageStreamDeferredDecodingTests {
  /// Cards with a repeated key, a problem found decoding, a card that is skipped, and a layout
  /// type that is reported once for the page.
  static let page = """
    {"cards": [
      {"type": "container-oneColumn", "id": "a", "id": "b", "items": [{"type": "text", "text": "one"}]},
      {"type": "container-oneColumn", "style": {"margin": "wide"}, "items": [{"text": "no type"}]},
      5,
      {"type": "no-such-layout", "items": [{"type": "text", "text": "two", "text": "three"}]},
      {"type": "no-such-layout", "items": []}
    ]}
    """

  /// The steps of decoding `page` two cards at a time: each as it comes, and as a deferring
  /// decoder reads it and `decoding` decodes it after.
  static func steps(deferring: Bool) throws -> [PageStreamStep] {
    let reading = PageStreamDecoder(decoder: PageDecoder(), defersCardDecoding: deferring)
    let decoding = PageStreamDecoder(decoder: PageDecoder())
    var steps: [PageStreamStep] = []
    try Array(page.utf8).withUnsafeBufferPointer { bytes throws(PageDecodingError) in
      while steps.last?.isFinished != true {
        var step = try reading.decode(bytes, isComplete: true, cardLimit: 2)
        if deferring ? !step.cards.isEmpty : !step.pendingCards.isEmpty { throw .shape("decoded where it should not be") }
        decoding.decodePendingCards(of: &step)
        steps.append(step)
      }
    }
    return steps
  }

  @Test func deferredCardsDecodeAsCardsDecodedAtOnce() throws {
    let deferred = try Self.steps(deferring: true)
    let atOnce = try Self.steps(deferring: false)
    #expect(deferred.map(\.cards) == atOnce.map(\.cards))
    #expect(deferred.map(\.cardRanges) == atOnce.map(\.cardRanges))
    #expect(deferred.map(\.diagnostics) == atOnce.map(\.diagnostics))
    #expect(deferred.allSatisfy { $0.pendingCards.isEmpty })
    #expect(deferred.map(\.cards.count) == [2, 1, 1])
    // Each problem in page order, once: the repeated key before the card's own problems.
    #expect(deferred.flatMap(\.diagnostics).map(\.path) == [
      "cards[0].id", "cards[1].style.margin", "cards[1].items[0].type", "cards[2]", "cards[3].items[0].text",
      "cards[3].type",
    ])
  }

  /// A step's cards are counted whether they are decoded yet or not, and it knows how to read
  /// their items again either way.
  @Test func aStepCountsItsPendingCards() throws {
    let reading = PageStreamDecoder(decoder: PageDecoder(), defersCardDecoding: true)
    let step = try Array(Self.page.utf8).withUnsafeBufferPointer { bytes throws(PageDecodingError) in
      try reading.decode(bytes, isComplete: true, cardLimit: 2)
    }
    #expect(step.cardCount == 2)
    #expect(step.itemsReader != nil)
    #expect(step.diagnostics.isEmpty)
  }
}
