import Testing

@testable import TangramCore

/// Collects what handlers saw, in call order.
private final class Recorder {
  var lines: [String] = []

  func record(_ label: String) -> (Event) -> Void {
    { [unowned self] event in lines.append("\(label):\(event.topic)") }
  }
}

private let tap: EventTopic = "tap"

@Suite struct EventBusTests {
  // MARK: - Spec Appendix B.7

  @Test func posterFilterDeliversOnlyMatchingPosters() {
    let bus = EventBus()
    let recorder = Recorder()
    let any = bus.subscribe(to: .click, recorder.record("any"))
    let images = bus.subscribe(to: .click, from: "image", recorder.record("image"))
    bus.post(Event(topic: .click, poster: "image"))
    bus.drain()
    #expect(recorder.lines == ["any:click", "image:click"])
    recorder.lines = []
    bus.post(Event(topic: .click, poster: "text"))
    bus.post(Event(topic: .click))
    bus.drain()
    #expect(recorder.lines == ["any:click", "any:click"])
    _ = (any, images)
  }

  @Test func nothingIsDeliveredBeforeDrain() {
    let bus = EventBus()
    var received: [Event] = []
    let subscription = bus.subscribe(to: .click) { received.append($0) }
    bus.post(Event(topic: .click))
    bus.post(Event(topic: .click))
    #expect(received.isEmpty)
    #expect(bus.pendingCount == 2)
    #expect(bus.drain() == 2)
    #expect(received.count == 2)
    #expect(bus.pendingCount == 0)
    #expect(bus.drain() == 0)
    _ = subscription
  }

  @Test func deliversInPostingOrder() {
    let bus = EventBus()
    var topics: [EventTopic] = []
    let handles = [EventTopic.click, .exposure, .layoutEnter].map { topic in
      bus.subscribe(to: topic) { topics.append($0.topic) }
    }
    let posted: [EventTopic] = [.exposure, .click, .layoutEnter, .click, .exposure]
    for topic in posted { bus.post(Event(topic: topic)) }
    bus.drain()
    #expect(topics == posted)
    _ = handles
  }

  @Test func topicsWithoutSubscribersAreDropped() {
    let bus = EventBus()
    bus.post(Event(topic: .pageLoaded))
    #expect(bus.drain() == 1)
    #expect(bus.pendingCount == 0)
  }

  @Test func emptyPosterFilterAcceptsEveryPoster() {
    let bus = EventBus()
    var count = 0
    let subscription = bus.subscribe(to: .click, from: "") { _ in count += 1 }
    bus.post(Event(topic: .click, poster: "image"))
    bus.post(Event(topic: .click))
    bus.drain()
    #expect(count == 2)
    _ = subscription
  }

  // MARK: - Unsubscribing

  @Test func cancelStopsDelivery() {
    let bus = EventBus()
    var count = 0
    let subscription = bus.subscribe(to: .click) { _ in count += 1 }
    #expect(subscription.isActive)
    bus.send(Event(topic: .click))
    subscription.cancel()
    subscription.cancel()
    #expect(!subscription.isActive)
    bus.send(Event(topic: .click))
    bus.post(Event(topic: .click))
    bus.drain()
    #expect(count == 1)
    #expect(bus.subscriberCount(for: .click) == 0)
  }

  @Test func releasingTheHandleUnsubscribes() {
    let bus = EventBus()
    var count = 0
    var subscription: Subscription? = bus.subscribe(to: .click) { _ in count += 1 }
    bus.post(Event(topic: .click))
    bus.drain()
    #expect(count == 1)
    #expect(subscription != nil)
    subscription = nil
    #expect(bus.subscriberCount(for: .click) == 0)
    bus.post(Event(topic: .click))
    bus.drain()
    #expect(count == 1)
  }

  @Test func releasingTheHandleFreesWhatTheHandlerCaptured() {
    final class Payload {}
    let bus = EventBus()
    weak var weakPayload: Payload?
    var subscription: Subscription?
    do {
      let payload = Payload()
      weakPayload = payload
      subscription = bus.subscribe(to: .click) { _ in _ = payload }
    }
    #expect(weakPayload != nil)
    subscription?.cancel()
    #expect(weakPayload == nil)
    subscription = nil
  }

  @Test func cancellingDuringADrainTakesEffectForTheNextDelivery() {
    let bus = EventBus()
    var lines: [String] = []
    var second: Subscription?
    var selfCancelling: Subscription?
    let first = bus.subscribe(to: tap) { event in
      lines.append("first:\(event.sequence)")
      second?.cancel()
    }
    second = bus.subscribe(to: tap) { event in lines.append("second:\(event.sequence)") }
    selfCancelling = bus.subscribe(to: tap) { event in
      lines.append("once:\(event.sequence)")
      selfCancelling?.cancel()
    }
    bus.post(Event(topic: tap))
    bus.post(Event(topic: tap))
    bus.drain()
    #expect(lines == ["first:1", "once:1", "first:2"])
    #expect(second?.isActive == false)
    #expect(selfCancelling?.isActive == false)
    _ = first
  }

  @Test func subscribingDuringADrainReceivesLaterEvents() {
    let bus = EventBus()
    var lines: [String] = []
    var late: Subscription?
    let early = bus.subscribe(to: tap) { event in
      lines.append("early:\(event.sequence)")
      if late == nil {
        late = bus.subscribe(to: tap) { event in lines.append("late:\(event.sequence)") }
      }
    }
    bus.post(Event(topic: tap))
    bus.post(Event(topic: tap))
    bus.drain()
    #expect(lines == ["early:1", "early:2", "late:2"])
    _ = early
  }

  @Test func handlesOutliveNoBus() {
    var bus: EventBus? = EventBus()
    let subscription = bus!.subscribe(to: .click) { _ in }
    #expect(subscription.isActive)
    bus = nil
    #expect(!subscription.isActive)
    subscription.cancel()
  }

  // MARK: - Re-entrancy

  @Test func eventsPostedByHandlersAreAppendedToTheSameDrain() {
    let bus = EventBus()
    var delivered: [String] = []
    let handle = bus.subscribe(to: tap) { event in
      let name = event.parameters["name"]?.stringValue ?? "?"
      delivered.append(name)
      let children: [String: [String]] = ["a": ["a1", "a2"], "b": ["b1"], "a1": ["a1x"]]
      for child in children[name] ?? [] {
        bus.post(Event(topic: tap, parameters: JSONObject([("name", .string(child))])))
      }
    }
    for name in ["a", "b", "c"] {
      bus.post(Event(topic: tap, parameters: JSONObject([("name", .string(name))])))
    }
    #expect(bus.drain() == 7)
    #expect(delivered == ["a", "b", "c", "a1", "a2", "b1", "a1x"])
    #expect(bus.pendingCount == 0)
    #expect(bus.diagnostics.isEmpty)
    _ = handle
  }

  @Test func drainCalledFromAHandlerDoesNothing() {
    let bus = EventBus()
    var nested: [Int] = []
    var order: [Int] = []
    let handle = bus.subscribe(to: tap) { event in
      order.append(event.sequence)
      nested.append(bus.drain())
    }
    bus.post(Event(topic: tap))
    bus.post(Event(topic: tap))
    #expect(bus.drain() == 2)
    #expect(nested == [0, 0])
    #expect(order == [1, 2])
    _ = handle
  }

  @Test func runawayPostingIsBoundedPerDrain() {
    let bus = EventBus(maximumDeliveriesPerDrain: 10)
    var delivered = 0
    let handle = bus.subscribe(to: tap) { _ in
      delivered += 1
      if delivered < 15 { bus.post(Event(topic: tap)) }
    }
    bus.post(Event(topic: tap))
    #expect(bus.drain() == 10)
    #expect(delivered == 10)
    #expect(bus.pendingCount == 1)
    let message =
      "a handler keeps posting: 10 events delivered in one drain; the rest wait for the next"
    #expect(bus.diagnostics == [message])
    #expect(bus.drain() == 5)
    #expect(delivered == 15)
    #expect(bus.pendingCount == 0)
    #expect(bus.diagnostics == [message])
    _ = handle
  }

  @Test func exactlyTheLimitIsNotRunaway() {
    let bus = EventBus(maximumDeliveriesPerDrain: 3)
    for _ in 0..<3 { bus.post(Event(topic: tap)) }
    #expect(bus.drain() == 3)
    #expect(bus.diagnostics.isEmpty)
  }

  /// A bus must deliver at least one event a drain: one that may deliver none stops the
  /// program as it is made, the fault of the caller and not of a page.
  @Test func aBusThatWouldDeliverNothingIsRefused() async {
    await #expect(processExitsWith: .failure) {
      _ = EventBus(maximumDeliveriesPerDrain: 0)
    }
    let single = EventBus(maximumDeliveriesPerDrain: 1)
    for _ in 0..<2 { single.post(Event(topic: tap)) }
    #expect(single.drain() == 1)
  }

  // MARK: - send

  @Test func sendDeliversAtOnce() {
    let bus = EventBus()
    var received: [Int] = []
    let handle = bus.subscribe(to: .click) { received.append($0.sequence) }
    let sent = bus.send(Event(topic: .click))
    #expect(received == [1])
    #expect(sent.sequence == 1)
    #expect(bus.pendingCount == 0)
    _ = handle
  }

  @Test func sendDuringADrainDeliversBeforeTheQueuedEvents() {
    let bus = EventBus()
    var lines: [String] = []
    let taps = bus.subscribe(to: tap) { event in
      lines.append("tap:\(event.sequence)")
      if event.sequence == 1 { bus.send(Event(topic: .click)) }
      lines.append("tap done:\(event.sequence)")
    }
    let clicks = bus.subscribe(to: .click) { event in lines.append("click:\(event.sequence)") }
    bus.post(Event(topic: tap))
    bus.post(Event(topic: tap))
    #expect(bus.drain() == 2)
    #expect(lines == ["tap:1", "click:3", "tap done:1", "tap:2", "tap done:2"])
    _ = (taps, clicks)
  }

  // MARK: - Scale and numbering

  @Test func manySubscribersAreCalledInSubscriptionOrder() {
    let bus = EventBus()
    var calls: [Int] = []
    let handles = (0..<1_000).map { index in
      bus.subscribe(to: .exposure) { _ in calls.append(index) }
    }
    bus.post(Event(topic: .exposure))
    bus.drain()
    #expect(calls == Array(0..<1_000))
    #expect(bus.subscriberCount(for: .exposure) == 1_000)
    for handle in handles { handle.cancel() }
    #expect(bus.subscriberCount(for: .exposure) == 0)
  }

  @Test func subscriptionsAreComparedByIdentity() {
    let bus = EventBus()
    let first = bus.subscribe(to: .click) { _ in }
    let second = bus.subscribe(to: .click) { _ in }
    #expect(first == first)
    #expect(first != second)
    #expect(Set([first, second, first]).count == 2)
  }

  @Test func sequenceNumbersFollowPostingOrder() {
    let bus = EventBus()
    let unposted = Event(topic: .click)
    #expect(unposted.sequence == 0)
    var seen: [Int] = []
    let handle = bus.subscribe(to: .click) { seen.append($0.sequence) }
    #expect(bus.post(unposted).sequence == 1)
    #expect(bus.post(unposted).sequence == 2)
    #expect(bus.send(unposted).sequence == 3)
    #expect(bus.post(unposted).sequence == 4)
    bus.drain()
    #expect(seen == [3, 1, 2, 4])
    #expect(EventBus().post(unposted).sequence == 1)
    _ = handle
  }

  // MARK: - Topics and log lines

  @Test func topicsHaveTheirTangramNames() {
    let topics: [EventTopic] = [
      .click, .exposure, .layoutEnter, .layoutLeave, .stickyEnter, .stickyLeave, .floatMoved,
      .pageChanged, .pageLoaded, .pageReloaded, .openURL,
    ]
    #expect(
      topics.map(\.rawValue) == [
        "click", "exposure", "layoutEnter", "layoutLeave", "stickyEnter", "stickyLeave",
        "floatMoved", "pageChanged", "pageLoaded", "pageReloaded", "openUrl",
      ])
    #expect(EventTopic(rawValue: "openUrl") == .openURL)
    #expect("\(EventTopic.openURL)" == "openUrl")
  }

  @Test func jsonLineOfAClick() {
    let bus = EventBus()
    bus.post(Event(topic: .pageLoaded))
    bus.post(Event(topic: .exposure))
    let event = Event(
      topic: .click, poster: "image",
      context: EventContext(
        cardIndex: 3, cardID: "type=1", itemIndex: 1, elementType: "image", uniqueID: "type=1/1"),
      parameters: JSONObject([("action", .string("https://www.tmall.com"))]))
    let posted = bus.post(event)
    #expect(
      posted.jsonLine == """
        {"seq":3,"topic":"click","poster":"image","cardIndex":3,"cardId":"type=1","itemIndex":1,\
        "type":"image","id":"type=1/1","params":{"action":"https://www.tmall.com"}}
        """)
  }

  @Test func jsonLineWithEveryContextKey() {
    let event = Event(
      topic: .exposure, poster: "text",
      context: EventContext(
        cardIndex: 0, cardID: "banner", itemIndex: 2, itemID: "sku\"9", elementType: "text",
        uniqueID: "banner/2"),
      parameters: JSONObject([("times", .number(0)), ("tags", .array([.string("新"), .null]))]))
    #expect(
      event.jsonLine == """
        {"seq":0,"topic":"exposure","poster":"text","cardIndex":0,"cardId":"banner","itemIndex":2,\
        "itemId":"sku\\"9","type":"text","id":"banner/2","params":{"times":0,"tags":["新",null]}}
        """)
  }

  @Test func jsonLineWithoutContext() {
    let bus = EventBus()
    let event = bus.send(Event(topic: .pageLoaded))
    #expect(event.jsonLine == #"{"seq":1,"topic":"pageLoaded","params":{}}"#)
    #expect(!event.jsonLine.contains("\n"))
  }
}

/// The events the page and the viewer post, as their typed constructors make them and their
/// typed readers read them back.
@Suite struct PostedEventTests {
  @Test func cardEventsCarryTheCardsTypeFirstAndReadBack() {
    let card = Card(kind: .banner, typeName: "container-banner", id: "b")
    let turned = Event.pageChanged(card, index: 3, pageIndex: 1, pageCount: 4, automatic: true)
    #expect(turned.topic == .pageChanged && turned.poster == "b")
    #expect(turned.context == EventContext(cardIndex: 3, cardID: "b"))
    #expect(turned.parameters.members.map(\.key) == ["type", "pageIndex", "pageCount", "automatic"])
    #expect(turned.isAutomatic && turned.pageIndex == 1 && turned.pageCount == 4)
    #expect(Event.layoutEnter(card, index: 3, times: 2).times == 2)
    #expect(Event.sticky(card, index: 3, isStuck: false).topic == .stickyLeave)
    let moved = Event.floatMoved(card, index: 3, x: 5, y: 7).floatPosition
    #expect(moved?.x == 5 && moved?.y == 7)
  }

  @Test func pageAndLoadEventsReadBack() {
    let loaded = Event.pageLoaded(fileName: "p.json", cards: 2, items: 9, problems: 1)
    #expect(loaded.cardCount == 2 && loaded.itemCount == 9 && loaded.problemCount == 1 && loaded.poster == "p.json")
    let request = LoadRequest(cardIndex: 1, cardID: "feed", api: "feed")
    let finished = Event.loadFinished(request, items: 3, hasMore: true)
    #expect(finished.parameters.members.map(\.key) == ["api", "page", "items", "hasMore"])
    #expect(finished.itemCount == 3 && finished.hasMore == true)
    #expect(Event.loadFailed(request, message: "offline").failureMessage == "offline")
    #expect(Event.pageChanged(Card(kind: .banner), index: 0, pageIndex: 0, pageCount: 2, automatic: false).isAutomatic == false)
  }
}
