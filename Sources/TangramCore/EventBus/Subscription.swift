/// A handle that keeps a subscription alive; `cancel()` (or deinit) unsubscribes.
///
/// Keep the handle for as long as the handler should run: releasing the last reference
/// cancels the subscription. Two handles are equal only when they are the same object.
public final class Subscription: Hashable {
  private let subscriber: Subscriber
  private weak var bus: EventBus?

  init(subscriber: Subscriber, bus: EventBus) {
    self.subscriber = subscriber
    self.bus = bus
  }

  deinit {
    cancel()
  }

  /// Unsubscribes: the handler is never called again, even for an event being delivered now.
  ///
  /// The handler closure is released at once. Cancelling twice does nothing.
  public func cancel() {
    guard subscriber.isActive else { return }
    subscriber.deactivate()
    bus?.remove(subscriber)
  }

  /// Whether the handler can still be called: `false` once cancelled or once the bus is gone.
  public var isActive: Bool { subscriber.isActive && bus != nil }

  /// Whether both handles are the same object.
  public static func == (lhs: Subscription, rhs: Subscription) -> Bool {
    lhs === rhs
  }

  /// Feeds the handle's identity to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }
}

/// One registered handler, as the bus stores it: its topic, its poster filter and its action.
final class Subscriber {
  let topic: EventTopic
  /// Only events from this poster are delivered; `nil` accepts every poster.
  let poster: String?
  /// The handler; `nil` once cancelled.
  private(set) var action: ((Event) -> Void)?

  init(topic: EventTopic, poster: String?, action: @escaping (Event) -> Void) {
    self.topic = topic
    self.poster = poster
    self.action = action
  }

  /// Whether the subscriber has not been cancelled.
  var isActive: Bool { action != nil }

  /// Drops the handler, so it is never called again and what it captured is released.
  func deactivate() {
    action = nil
  }

  /// Whether `event` should reach this subscriber: same topic and, with a filter, same poster.
  func accepts(_ event: Event) -> Bool {
    event.topic == topic && (poster == nil || poster == event.poster)
  }
}
