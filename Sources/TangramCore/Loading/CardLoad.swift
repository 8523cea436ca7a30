/// The loading of one card with `load`: its spec, its state and the items that have arrived
/// (Android's `CardLoadSupport` rules, spec §7.1, as a value).
///
/// At most one request is in flight: ``start()`` and ``retry()`` return nil while one is. Answers
/// to a request the card no longer waits for (a stale page) are ignored.
package struct CardLoad: Hashable, Sendable {
  /// Index of the card among the page's top-level cards.
  package let cardIndex: Int
  /// The card's `id`.
  package let cardID: String?
  /// What the card asks for.
  package let spec: CardLoadSpec
  /// Where the loading is.
  package private(set) var state: LoadState
  /// Whether a paged card may have more pages.
  package private(set) var hasMore: Bool
  /// Items that have arrived, all pages in order.
  package private(set) var items: [Item] = []

  /// Creates the loading of card `cardIndex` (idle, or loaded when the spec says `loaded`).
  package init(cardIndex: Int, cardID: String?, spec: CardLoadSpec) {
    self.cardIndex = cardIndex
    self.cardID = cardID
    self.spec = spec
    self.state = spec.isLoaded ? .loaded(page: 1) : .idle
    self.hasMore = spec.isPaged && spec.hasMore
  }

  /// Whether the first page has never been asked for.
  package var isIdle: Bool { state == .idle }

  /// Whether a paged card has loaded and may load its next page.
  package var canLoadMore: Bool {
    guard spec.isPaged, hasMore, case .loaded = state else { return false }
    return true
  }

  /// Whether the last request failed.
  package var hasFailed: Bool {
    if case .failed = state { return true }
    return false
  }

  /// Whether a request is in flight.
  package var isLoading: Bool {
    if case .loading = state { return true }
    return false
  }

  /// Whether more items may still arrive: nothing asked yet, a request in flight or failed, or a
  /// paged card with more pages.
  package var expectsMoreItems: Bool {
    if case .loaded = state { return canLoadMore }
    return true
  }

  /// Asks for the first page of an idle card, or the next page of a paged one that has more;
  /// nil when neither applies.
  package mutating func start() -> LoadRequest? {
    if isIdle || canLoadMore { return begin(page: state.pagesLoaded + 1) }
    return nil
  }

  /// Asks again for the page that failed; nil when nothing failed.
  package mutating func retry() -> LoadRequest? {
    guard case .failed(let page, _) = state else { return nil }
    return begin(page: page)
  }

  /// Takes the items of the page `request` asked for. A paged card has no more pages when the
  /// result says so or the page is empty.
  /// - Returns: whether the card was waiting for that page (otherwise nothing changes).
  @discardableResult
  package mutating func finish(_ request: LoadRequest, items newItems: [Item], hasMore more: Bool?) -> Bool {
    guard state == .loading(page: request.page) else { return false }
    items += newItems
    hasMore = spec.isPaged && (more ?? true) && !newItems.isEmpty
    state = .loaded(page: request.page)
    return true
  }

  /// Records that the page `request` asked for failed.
  /// - Returns: whether the card was waiting for that page (otherwise nothing changes).
  @discardableResult
  package mutating func fail(_ request: LoadRequest, message: String) -> Bool {
    guard state == .loading(page: request.page) else { return false }
    state = .failed(page: request.page, message: message)
    return true
  }

  /// The request for one page of the card.
  package func request(forPage page: Int) -> LoadRequest {
    LoadRequest(
      cardIndex: cardIndex, cardID: cardID, api: spec.api, parameters: spec.parameters, page: page,
      isPaged: spec.isPaged)
  }

  private mutating func begin(page: Int) -> LoadRequest {
    state = .loading(page: page)
    return request(forPage: page)
  }
}
