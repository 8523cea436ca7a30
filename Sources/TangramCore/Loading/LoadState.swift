/// Where a card with `load` is in its loading (Android's `loading`, `loaded` and `page`).
package enum LoadState: Hashable, Sendable {
  /// Nothing asked yet: the card waits to come near the screen.
  case idle
  /// A request for `page` is in flight.
  case loading(page: Int)
  /// Pages up to `page` have arrived.
  case loaded(page: Int)
  /// The request for `page` failed; the card waits for a retry.
  case failed(page: Int, message: String)

  /// Pages that have arrived so far.
  package var pagesLoaded: Int {
    switch self {
    case .idle: 0
    case .loaded(let page): page
    case .loading(let page), .failed(let page, _): page - 1
    }
  }
}
