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
    if Self.showsInStatusBar(event) { status.notice = .event(event) }
    eventSink?(event)
  }

  /// Whether an event is the user's doing and so shows in the status bar: clicks, jumps, moved
  /// floats and pages turned by hand. Exposure and cards coming and going arrive in floods while
  /// scrolling; they go to the log only.
  static func showsInStatusBar(_ event: Event) -> Bool {
    switch event.topic {
    case .click, .longClick, .openURL, .floatMoved: return true
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
    click(id, node: nil, revealing: reveal)
  }

  /// Focuses an item or (`node`) one of its template's click targets, scrolling as `reveal`
  /// says, and posts `click` for it: a node's click carries its action (VirtualView spec §7.5).
  func click(_ id: ItemID, node: Int?, revealing reveal: PageView.Reveal) {
    pageView.focus(id, node: node, revealing: reveal)
    let item = pageView.layout.item(id)
    let context = pageView.eventContext(for: id)
    if let target = pageView.focusedNodeTarget {
      bus.post(.click(on: item, node: target.node.resolved, context: context))
    } else {
      bus.post(.click(on: item, context: context))
    }
  }

  /// Clicks what has focus: the focused node of a template item, else the focused item.
  func activateFocus() {
    guard let id = pageView.focusedItem else { return }
    click(id, node: pageView.focusedNode, revealing: .top)
  }

  /// Long-presses the focused node of a template item when it is `flag_longclickable`: posts
  /// `longClick` with its action (VirtualView spec §7.5). Nothing else takes a long press.
  func longPressFocus() {
    guard let id = pageView.focusedItem, let target = pageView.focusedNodeTarget,
      target.node.resolved.flags.contains(.longClickable)
    else { return }
    bus.post(.click(on: pageView.layout.item(id), node: target.node.resolved, context: pageView.eventContext(for: id), isLong: true))
  }
}
