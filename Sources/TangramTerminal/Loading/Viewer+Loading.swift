import TangramCore

extension Viewer {
  /// How often the run loop looks for answers while a load is in flight, in milliseconds.
  static let loadPollMilliseconds = 25
  /// Rounds of taking answers and starting requests per update, for loaders that answer at once.
  private static let maximumLoadRounds = 8

  /// Fills in the card loads that have arrived (keeping what the user sees) and starts the
  /// requests now due for the viewport (or, with `wholePage`, for every row); repeats while a
  /// loader answers at once, so that `--dump` and tests with a synchronous loader see every load
  /// a position calls for.
  func updateLoads(wholePage: Bool = false) {
    for _ in 0..<Self.maximumLoadRounds {
      let arrivals = loading.takeArrivals()
      if !arrivals.isEmpty {
        show(loading.loads.presentedPage)
        arrivals.forEach(report)
      }
      let viewport =
        wholePage ? 0..<pageView.layout.height : pageView.offset..<(pageView.offset + pageView.viewportHeight)
      let started = loading.startDueLoads(in: pageView.layout, viewport: viewport)
      announce(started)
      guard loading.hasArrivals else { return }
    }
  }

  /// `r`: sends failed loads again when there are any, else reloads the page from its file.
  func retryFailedLoadsOrReload() {
    guard loading.loads.hasFailures else {
      reload()
      return
    }
    let retried = loading.retryFailedLoads()
    setLoadMessage(retried.count == 1 ? "retrying \(retried[0].displayName)…" : "retrying \(retried.count) loads…")
    announce(retried)
  }

  /// Milliseconds until the viewer wants time to pass (a pager turn, a timer), or until it
  /// should look for load answers; nil when it can wait for input.
  package var millisecondsUntilWake: Int? {
    let waits = [
      timers.millisecondsUntilNextFire,
      loading.isLoading ? Self.loadPollMilliseconds : nil,
      isReadingPage || relayout != nil || reloading != nil ? Self.readingPollMilliseconds : nil,
    ]
    return waits.compactMap { $0 }.min()
  }

  /// Posts `loadStarted` for requests just sent, and shows their cards' new placeholders.
  private func announce(_ requests: [LoadRequest]) {
    guard !requests.isEmpty else { return }
    if requests.contains(where: { loading.loads.presentedCard($0.cardIndex) != pageView.page.cards[$0.cardIndex] }) {
      show(loading.loads.presentedPage)
    }
    for request in requests {
      bus.post(.loadStarted(request))
    }
  }

  /// Posts `loadFinished` or `loadFailed`; failures, and problems in loaded items, go to the
  /// status bar.
  private func report(_ arrival: LoadArrival) {
    let request = arrival.request
    switch arrival.outcome {
    case .success(let loaded):
      let hasMore = loading.loads[card: request.cardIndex]?.hasMore ?? false
      bus.post(.loadFinished(request, items: loaded.items.count, hasMore: hasMore))
      let problems = loaded.diagnostics.filter(\.isProblem)
      if let first = problems.first {
        setLoadMessage("\(ProblemSummary.count(problems.count)) in loaded items: \(first)")
      } else if notice.isLoad {
        setLoadMessage("loaded \(request.displayName): \(loaded.items.count) item\(loaded.items.count == 1 ? "" : "s")")
      }
    case .failure(let error):
      bus.post(.loadFailed(request, message: error.message))
      let card = loading.loads[card: request.cardIndex]
      setLoadMessage(card.flatMap(loading.loads.placeholder.text(for:)) ?? "could not load \(request.displayName): \(error.message)")
    }
  }

  private func setLoadMessage(_ text: String) {
    notice = .load(text)
  }

}
