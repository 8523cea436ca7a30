import TangramCore

extension Viewer {
  /// The topics the viewer logs and shows.
  static let loggedTopics: [EventTopic] = [
    .click, .longClick, .exposure, .vvExposure, .layoutEnter, .layoutLeave, .stickyEnter, .stickyLeave, .floatMoved,
    .pageChanged, .pageLoaded, .pageReloaded, .openURL, .loadStarted, .loadFinished, .loadFailed,
  ]

  /// Subscribes the log, the status bar and the sink to every topic the page posts.
  func subscribeToPageEvents() -> [Subscription] {
    Self.loggedTopics.map { topic in
      bus.subscribe(to: topic) { [weak self] event in self?.record(event) }
    }
  }

  private func record(_ event: Event) {
    events.log.append(event, time: clock.milliseconds)
    if Self.showsInStatusBar(event) { status.say(event) }
    eventSink?(event)
  }

  /// Whether an event posted on the page is the user's doing and so shows in the status bar as
  /// it is delivered: jumps, moved floats and pages turned by hand. The viewer's own clicks show
  /// as they are posted (``post(_:)``). Exposure and cards coming and going arrive in floods while
  /// scrolling; they go to the log only.
  static func showsInStatusBar(_ event: Event) -> Bool {
    switch event.topic {
    case .openURL, .floatMoved: return true
    case .pageChanged: return !event.isAutomatic
    default: return false
    }
  }

  /// Posts `pageLoaded`: how many cards, items and problems the page has.
  func announcePageLoaded(problems: Int) {
    bus.post(.pageLoaded(
      fileName: fileName, cards: pageView.page.cards.count, items: pageView.layout.items.count, problems: problems))
  }

  /// Clicks an item: focuses it and posts `click` with its business fields (`action` and the
  /// rest), as Tangram's elements do when tapped.
  public func click(_ id: ItemID) {
    click(id, revealing: .top)
  }

  /// Focuses an item, scrolling as `reveal` says, and posts `click` for it.
  func click(_ id: ItemID, revealing reveal: PageView.Reveal) {
    post(pageView.click(id, node: nil, revealing: reveal))
  }

  /// Posts what the page view says was clicked, once, and says it in the status bar.
  func post(_ clicked: PageView.Clicked?) {
    guard let clicked else { return }
    status.say(bus.post(clicked.event))
  }
}
