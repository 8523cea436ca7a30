/// Who posted an event and about what: the card and item it concerns.
///
/// Every field is optional: a page-level event has none, a card event has the card's fields,
/// and an item event has them all.
public struct EventContext: Hashable, Sendable {
  /// The index of the card among the page's top-level cards.
  public var cardIndex: Int?
  /// The card's `id`.
  public var cardID: String?
  /// The item's index in its card's items, the header counted first.
  public var itemIndex: Int?
  /// The item's own `id` or `bizId`.
  public var itemID: String?
  /// The item's `type`.
  public var elementType: String?
  /// A stable id of the item, unique in the page, such as `"products/2"`.
  public var uniqueID: String?

  /// Creates a context; fields left out are unknown or do not apply.
  public init(
    cardIndex: Int? = nil, cardID: String? = nil, itemIndex: Int? = nil, itemID: String? = nil,
    elementType: String? = nil, uniqueID: String? = nil
  ) {
    self.cardIndex = cardIndex
    self.cardID = cardID
    self.itemIndex = itemIndex
    self.itemID = itemID
    self.elementType = elementType
    self.uniqueID = uniqueID
  }

  /// A context about nothing in particular, for page-level events.
  public static let none = EventContext()
}

/// Something that happened on a page, delivered by an ``EventBus`` to the subscribers of its topic.
public struct Event: Hashable, Sendable {
  /// The kind of event.
  public var topic: EventTopic
  /// The poster's identifier (Tangram's `identifier`; e.g. an element type or a layout id), used
  /// to filter subscriptions.
  public var poster: String?
  /// The card and item the event concerns.
  public var context: EventContext
  /// Typed parameters (JSON values so business fields pass through as they are).
  public var parameters: JSONObject
  /// Position in posting order, assigned by the bus (1, 2, 3… per bus); 0 before posting.
  public internal(set) var sequence: Int

  /// Creates an event that has not been posted yet, so its ``sequence`` is 0.
  public init(
    topic: EventTopic, poster: String? = nil, context: EventContext = .none,
    parameters: JSONObject = JSONObject()
  ) {
    self.topic = topic
    self.poster = poster
    self.context = context
    self.parameters = parameters
    self.sequence = 0
  }

  /// The event as one line of compact JSON (no trailing newline).
  ///
  /// Keys come in this order: `"seq"`, `"topic"`, `"poster"`, then the context keys that are set
  /// (`"cardIndex"`, `"cardId"`, `"itemIndex"`, `"itemId"`, `"type"`, `"id"`), then `"params"`
  /// (an object, always present). Nil values are left out. For example:
  ///
  ///     {"seq":3,"topic":"click","poster":"image","cardIndex":3,"cardId":"type=1","itemIndex":1,"type":"image","id":"type=1/1","params":{"action":"https://www.tmall.com"}}
  public var jsonLine: String {
    var members: [(key: String, value: JSONValue)] = [
      ("seq", .number(Double(sequence))), ("topic", .string(topic.rawValue)),
    ]
    func add(_ key: String, _ value: String?) {
      if let value { members.append((key, .string(value))) }
    }
    func add(_ key: String, _ value: Int?) {
      if let value { members.append((key, .number(Double(value)))) }
    }
    add("poster", poster)
    add("cardIndex", context.cardIndex)
    add("cardId", context.cardID)
    add("itemIndex", context.itemIndex)
    add("itemId", context.itemID)
    add("type", context.elementType)
    add("id", context.uniqueID)
    members.append(("params", .object(parameters)))
    return JSONValue.object(JSONObject(members)).serialized
  }
}
