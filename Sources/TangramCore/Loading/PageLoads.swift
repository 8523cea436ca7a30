/// The loading of every card with `load` in a page, and the page as it shows meanwhile.
///
/// Only top-level cards load (a nested card's `load` is not read). The page given stays as it
/// was decoded; ``presentedPage`` is that page with each loading card's items and placeholder.
package struct PageLoads: Sendable {
  /// The page as decoded, without loaded items.
  package private(set) var source: Page
  /// The loading cards, in page order.
  package private(set) var cards: [CardLoad]
  /// How placeholders read.
  package var placeholder: LoadPlaceholder

  /// Finds the cards of `page` that have a `load`.
  package init(page: Page, placeholder: LoadPlaceholder = LoadPlaceholder()) {
    self.source = page
    self.placeholder = placeholder
    self.cards = page.cards.indices.compactMap { index in
      let card = page.cards[index]
      return CardLoadSpec(card: card).map { CardLoad(cardIndex: index, cardID: card.id, spec: $0) }
    }
  }

  /// No loading at all: the page shows as decoded.
  package init(showing page: Page) {
    self.source = page
    self.placeholder = LoadPlaceholder()
    self.cards = []
    self.isShowingOnly = true
  }

  /// Whether nothing loads (``init(showing:)``).
  private var isShowingOnly = false

  /// The same page with more cards after its own (read since): its loading cards go on as they
  /// were, and the new cards with `load` join them.
  package mutating func extend(to page: Page) {
    let known = source.cards.count
    source = page
    guard !isShowingOnly, known < page.cards.count else { return }
    cards += (known..<page.cards.count).compactMap { index in
      let card = page.cards[index]
      return CardLoadSpec(card: card).map { CardLoad(cardIndex: index, cardID: card.id, spec: $0) }
    }
  }

  /// The page with every loading card's items and placeholders.
  package var presentedPage: Page {
    var page = source
    for load in cards {
      page.cards[load.cardIndex] = load.present(source.cards[load.cardIndex], placeholder: placeholder)
    }
    return page
  }

  /// Card `cardIndex` as ``presentedPage`` shows it.
  package func presentedCard(_ cardIndex: Int) -> Card {
    self[card: cardIndex]?.present(source.cards[cardIndex], placeholder: placeholder) ?? source.cards[cardIndex]
  }

  /// The loading of card `cardIndex`, if it loads.
  package subscript(card cardIndex: Int) -> CardLoad? {
    cards.first { $0.cardIndex == cardIndex }
  }

  /// Changes the loading of card `cardIndex` and returns what `change` returns; nil when the
  /// card does not load.
  package mutating func update<Result>(card cardIndex: Int, _ change: (inout CardLoad) -> Result) -> Result? {
    guard let position = cards.firstIndex(where: { $0.cardIndex == cardIndex }) else { return nil }
    return change(&cards[position])
  }

  /// Whether a request is in flight for any card.
  package var isLoading: Bool { cards.contains(where: \.isLoading) }

  /// Whether any card's last request failed.
  package var hasFailures: Bool { cards.contains(where: \.hasFailed) }
}
