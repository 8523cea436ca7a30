import TangramCore

extension Viewer {
  /// How often the run loop looks for answers while a load is in flight, in milliseconds.
  static let loadPollMilliseconds = 25
  /// Rounds of taking answers and starting requests per update, for loaders that answer at once.
  package static let maximumLoadRounds = 8

  /// Fills in the card loads that have arrived (keeping what the user sees) and starts the
  /// requests now due for the viewport (or, with `wholePage`, for every row); repeats while a
  /// loader answers at once, so that `--dump` and tests with a synchronous loader see every load
  /// a position calls for.
  func updateLoads(wholePage: Bool = false) {
    // The old version of a compared page shows as its file has it: loads wait for the new one.
    guard comparison?.showsOld != true else { return }
    for _ in 0..<Self.maximumLoadRounds {
      let arrivals = loading.takeArrivals()
      // The next page of a paged card goes below and the screen stays, even after `G`:
      // following the end would ask for every page in turn.
      if arrivals.contains(where: { $0.request.page > 1 }) { staysAtEnd = false }
      if !arrivals.isEmpty {
        show(loading.loads.presentedPage)
        arrivals.forEach(report)
      }
      let viewport =
        wholePage ? 0..<pageView.layout.height : pageView.offset..<(pageView.offset + pageView.viewportHeight)
      let started = loading.startDueLoads(in: pageView.layout, viewport: viewport)
      announceLoads(started)
      guard loading.hasArrivals else { return }
    }
  }

  /// `r`: reads the page again from its file, which starts every card's load over, failed ones
  /// included; a page that cannot be read again (standard input, a page built in code) sends
  /// its failed loads again.
  func retryFailedLoadsOrReload() {
    if canReloadPage {
      reloadPage(for: .key(failedLoads: loading.failedLoadCount))
      return
    }
    guard loading.loads.hasFailures else {
      reload()
      return
    }
    // The loads are the new version's: they are sent again once it shows.
    guard comparison?.showsOld != true else {
      status.notice = .text("failed loads are sent again in the new version (o shows it)")
      return
    }
    let retried = loading.retryFailedLoads()
    setLoadMessage(retried.count == 1 ? "retrying \(retried[0].displayName)…" : "retrying \(retried.count) loads…")
    announceLoads(retried)
  }

  /// Milliseconds until the viewer wants time to pass (a pager turn, a timer), or until it
  /// should look for load answers; nil when it can wait for input.
  package var millisecondsUntilWake: Int? {
    // Work away from the loop wakes it when it has something for it, where it can.
    let looksForWork = source.wakeup == nil
    let waits = [
      timers.millisecondsUntilNextFire,
      looksForWork && loading.isLoading ? Self.loadPollMilliseconds : nil,
      looksForWork && (isReadingPage || source.relayout.current != nil || source.reload.current != nil)
        ? Self.readingPollMilliseconds : nil,
    ]
    return waits.compactMap { $0 }.min()
  }

  /// Posts `loadStarted` for requests just sent, and shows their cards' new placeholders.
  func announceLoads(_ requests: [LoadRequest]) {
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
      } else if status.notice.isLoad {
        setLoadMessage("loaded \(request.displayName): \(loaded.items.count) item\(loaded.items.count == 1 ? "" : "s")")
      }
    case .failure(let error):
      bus.post(.loadFailed(request, message: error.message))
      let card = loading.loads[card: request.cardIndex]
      let text = card.flatMap(loading.loads.placeholder.text(for:)) ?? "could not load \(request.displayName): \(error.message)"
      // After `r`, a load that fails as it did before says so: the retry happened.
      setLoadMessage(loading.failedBeforeReset(request) ? "still " + text : text)
    }
  }

  private func setLoadMessage(_ text: String) {
    status.notice = .load(text)
  }

}
