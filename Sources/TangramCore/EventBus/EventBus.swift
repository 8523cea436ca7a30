/// Tangram's bus: `post` enqueues, `drain` delivers in posting order; `send` delivers at once.
///
/// The bus never hops queues or threads: the app calls ``drain()`` once per frame, after input
/// has been handled, and tests call it directly. Subscribers of a topic are called in the order
/// they subscribed; a subscriber with a poster filter gets only the events whose ``Event/poster``
/// equals it. Unlike Tangram-iOS there is no asynchronous hop and no weak-target lookup, and
/// unlike Tangram-Android events are values, so handlers may keep them.
///
/// The bus is meant for one thread: create it, subscribe, post and drain on the same thread
/// (the main one). It is deliberately not `Sendable`.
public final class EventBus {
  private let maximumDeliveriesPerDrain: Int
  private var subscribersByTopic: [EventTopic: [Subscriber]] = [:]
  private var queue = EventQueue()
  private var lastSequence = 0
  private var isDraining = false

  /// Problems seen (runaway posting), oldest first.
  public private(set) var diagnostics: [String] = []

  /// Creates an empty bus.
  ///
  /// - Parameter maximumDeliveriesPerDrain: How many events one ``drain()`` delivers at most, so
  ///   a handler that keeps posting cannot hang a frame. Must be at least 1.
  public init(maximumDeliveriesPerDrain: Int = 100_000) {
    precondition(maximumDeliveriesPerDrain > 0, "maximumDeliveriesPerDrain must be at least 1")
    self.maximumDeliveriesPerDrain = maximumDeliveriesPerDrain
  }

  /// Subscribes `action` to `topic`, optionally only for events from `poster`. Keep the returned handle.
  ///
  /// An empty `poster` means no filter, as in Tangram. Subscribing while a drain is running
  /// receives the events delivered after this call, the rest of that drain included.
  ///
  /// - Parameters:
  ///   - topic: The topic to listen to.
  ///   - poster: When set, only events whose ``Event/poster`` equals it are delivered.
  ///   - action: The handler, called once per delivered event.
  /// - Returns: The handle; the subscription ends when it is cancelled or released.
  public func subscribe(
    to topic: EventTopic, from poster: String? = nil, _ action: @escaping (Event) -> Void
  ) -> Subscription {
    let filter = poster?.isEmpty == true ? nil : poster
    let subscriber = Subscriber(topic: topic, poster: filter, action: action)
    subscribersByTopic[topic, default: []].append(subscriber)
    return Subscription(subscriber: subscriber, bus: self)
  }

  /// Enqueues an event; it is delivered by the next `drain()`. Returns the event with its sequence number.
  ///
  /// Posting from a handler during a drain appends the event behind those already queued; the
  /// same drain delivers it.
  @discardableResult
  public func post(_ event: Event) -> Event {
    let numbered = numbering(event)
    queue.append(numbered)
    return numbered
  }

  /// Delivers an event to its subscribers now, without queueing (for the cases where the answer is needed at once). Also numbered.
  ///
  /// Called from a handler during a drain, the event is delivered before the handler returns,
  /// ahead of everything still queued.
  @discardableResult
  public func send(_ event: Event) -> Event {
    let numbered = numbering(event)
    deliver(numbered)
    return numbered
  }

  /// Delivers queued events in FIFO order, including ones posted by handlers during this drain.
  ///
  /// Events posted by handlers are appended at the end: no recursion, no reordering. After
  /// `maximumDeliveriesPerDrain` events in one drain it stops, leaves the rest queued and records
  /// a diagnostic. Called from a handler while a drain is running, it does nothing and returns 0.
  ///
  /// - Returns: The number of events delivered.
  /// - Complexity: O(*e* × *s*) for *e* events and *s* subscribers of their topics.
  @discardableResult
  public func drain() -> Int {
    guard !isDraining else { return 0 }
    isDraining = true
    defer { isDraining = false }
    var delivered = 0
    while delivered < maximumDeliveriesPerDrain, let event = queue.popFirst() {
      deliver(event)
      delivered += 1
    }
    if !queue.isEmpty {
      diagnostics.append(
        "a handler keeps posting: \(delivered) events delivered in one drain; the rest wait for the next"
      )
    }
    return delivered
  }

  /// The number of events posted and not yet delivered.
  public var pendingCount: Int { queue.count }

  /// The number of live subscriptions to `topic`, whatever their poster filter.
  func subscriberCount(for topic: EventTopic) -> Int {
    subscribersByTopic[topic]?.count ?? 0
  }

  /// Forgets a cancelled subscriber.
  func remove(_ subscriber: Subscriber) {
    guard let index = subscribersByTopic[subscriber.topic]?.firstIndex(where: { $0 === subscriber })
    else { return }
    subscribersByTopic[subscriber.topic]?.remove(at: index)
    if subscribersByTopic[subscriber.topic]?.isEmpty == true {
      subscribersByTopic[subscriber.topic] = nil
    }
  }

  private func numbering(_ event: Event) -> Event {
    lastSequence += 1
    var numbered = event
    numbered.sequence = lastSequence
    return numbered
  }

  /// Calls the subscribers of the event's topic, in subscription order.
  ///
  /// The list is read once, so subscribers added meanwhile wait for the next event; each one's
  /// state is checked just before its call, so one cancelled meanwhile is skipped.
  private func deliver(_ event: Event) {
    guard let subscribers = subscribersByTopic[event.topic] else { return }
    for subscriber in subscribers where subscriber.accepts(event) {
      guard let action = subscriber.action else { continue }
      action(event)
    }
  }
}

/// A FIFO of events with O(1) amortised append and removal from the front.
private struct EventQueue {
  private var events: [Event] = []
  private var head = 0

  var count: Int { events.count - head }

  var isEmpty: Bool { head == events.count }

  mutating func append(_ event: Event) {
    events.append(event)
  }

  mutating func popFirst() -> Event? {
    guard head < events.count else { return nil }
    let event = events[head]
    head += 1
    if head == events.count {
      events.removeAll(keepingCapacity: true)
      head = 0
    } else if head >= 1024, head * 2 >= events.count {
      events.removeFirst(head)
      head = 0
    }
    return event
  }
}
