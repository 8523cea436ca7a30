import TangramCore

/// Asks a `Loader` for the items of the page's cards with `load` and takes its answers on the
/// viewer's loop. The ``Viewer`` owns one.
///
/// Requests start for cards that come near the viewport (`PageLoads.dueCards(in:viewport:)`),
/// at most one per card at a time. The loader may answer at once or later from another thread:
/// answers are decoded where they arrive and wait in a lock-protected inbox until
/// `takeArrivals()` moves them into ``loads`` on the loop. Answers meant for an earlier version
/// of the page (before a reload) are dropped.
package final class CardLoadController {
  /// Every loading card's state and items.
  package private(set) var loads: PageLoads
  private let loader: (any Loader)?
  private let itemDecoder: LoadedItemsDecoder
  private let inbox: LoadInbox
  /// Counts page versions, so that answers for an earlier one are recognised.
  private var generation = 0

  /// Makes the controller of `page`; with no loader nothing loads and the page shows as written.
  /// Answers that arrive from another thread signal `wakeup`.
  package init(
    page: Page, loader: (any Loader)?, itemDecoder: LoadedItemsDecoder = LoadedItemsDecoder(),
    wakeup: LoopWakeup? = nil
  ) {
    self.loader = loader
    self.inbox = LoadInbox(wakeup: wakeup)
    self.itemDecoder = itemDecoder
    self.loads = Self.loads(of: page, loading: loader != nil)
  }

  private static func loads(of page: Page, loading: Bool) -> PageLoads {
    loading ? PageLoads(page: page, placeholder: LoadPlaceholder(retryHint: "(r retries)")) : PageLoads(showing: page)
  }

  /// Starts over with another version of the page; answers still in flight will be dropped.
  /// The loads that had failed are remembered (``failedBeforeReset(_:)``).
  package func reset(to page: Page) {
    generation += 1
    failedBeforeReset = Set(loads.cards.filter(\.hasFailed).map(\.spec))
    loads = Self.loads(of: page, loading: loader != nil)
  }

  /// What the cards whose loads had failed asked for, before the page was last replaced.
  private var failedBeforeReset: Set<CardLoadSpec> = []

  /// Whether a card asked for the same as a load that had failed before the page was read again:
  /// a failure now is a second one.
  package func failedBeforeReset(_ request: LoadRequest) -> Bool {
    loads[card: request.cardIndex].map { failedBeforeReset.contains($0.spec) } ?? false
  }

  /// How many cards' loads have failed.
  package var failedLoadCount: Int { loads.cards.filter(\.hasFailed).count }

  /// Goes on with the same page grown by cards read since; loads in flight stay valid.
  package func extend(to page: Page) {
    loads.extend(to: page)
  }

  /// Whether a request is in flight.
  package var isLoading: Bool { loads.isLoading }

  /// Whether an answer waits to be taken.
  var hasArrivals: Bool { !inbox.isEmpty }

  /// Sends the requests due for the viewport `viewport` of `layout`; returns them.
  func startDueLoads(in layout: LaidOutPage, viewport: Range<Int>) -> [LoadRequest] {
    send(loads.dueCards(in: layout, viewport: viewport).compactMap { index in loads.update(card: index) { $0.start() } ?? nil })
  }

  /// Sends every failed request again; returns them.
  func retryFailedLoads() -> [LoadRequest] {
    send(loads.cards.map(\.cardIndex).compactMap { index in loads.update(card: index) { $0.retry() } ?? nil })
  }

  /// Moves the answers that have arrived into ``loads``; returns those a card was waiting for.
  func takeArrivals() -> [LoadArrival] {
    inbox.takeAll().filter { arrival in
      guard arrival.generation == generation else { return false }
      let request = arrival.request
      return loads.update(card: request.cardIndex) { load in
        switch arrival.outcome {
        case .success(let loaded): load.finish(request, items: loaded.items, hasMore: loaded.hasMore)
        case .failure(let error): load.fail(request, message: error.message)
        }
      } ?? false
    }
  }

  private func send(_ requests: [LoadRequest]) -> [LoadRequest] {
    guard let loader else { return [] }
    for request in requests {
      let (inbox, decoder, generation) = (self.inbox, itemDecoder, generation)
      loader.load(request) { result in
        let outcome = result.map { loaded in
          let decoded = decoder.decode(loaded.items, for: request)
          return LoadedItems(items: decoded.items, hasMore: loaded.hasMore, diagnostics: decoded.diagnostics)
        }
        inbox.deliver(LoadArrival(generation: generation, request: request, outcome: outcome))
      }
    }
    return requests
  }
}
