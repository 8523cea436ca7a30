/// Every event the page and the viewer post, made in one place, and typed readers of their
/// parameters (as Textual's `Button.Pressed` carries its fields). Code that posts or reads these
/// events goes through here, not through string keys of ``Event/parameters``.
extension Event {
  // MARK: - Items

  /// `exposure`: an item came on screen; `times` is how often it had before (0 the first time).
  public static func exposure(of item: Item, context: EventContext, times: Int) -> Event {
    Event(topic: .exposure, poster: item.type, context: context, parameters: JSONObject([("times", .number(Double(times)))]))
  }

  /// `click`: an item was clicked; its business fields (`action` and the rest, not `type` or
  /// `style`) are the parameters.
  public static func click(on item: Item, context: EventContext) -> Event {
    let fields = item.data.members.filter { $0.key != "type" && $0.key != "style" }
    return Event(topic: .click, poster: item.type, context: context, parameters: JSONObject(fields))
  }

  /// `click` (or `longClick`) on a node of an item's VirtualView template (VirtualView spec
  /// §7.5): the item's fields, with the node's `vvNodeId`, `vvNodeName`, resolved `action` and
  /// `actionParam` in place of any the item has.
  public static func click(
    on item: Item, node: VVResolvedNode, context: EventContext, isLong: Bool = false
  ) -> Event {
    var event = click(on: item, context: context)
    event.topic = isLong ? .longClick : .click
    event.parameters = event.parameters.replacing(node.eventFields(in: item.data))
    return event
  }

  /// `vvExposure`: a node of an item's template with `flag_exposure` came on screen with its item;
  /// the node's fields as a click on it carries them.
  public static func vvExposure(of item: Item, node: VVResolvedNode, context: EventContext) -> Event {
    Event(topic: .vvExposure, poster: item.type, context: context, parameters: JSONObject(node.eventFields(in: item.data)))
  }

  // MARK: - Cards

  /// `layoutEnter`: a card came on screen; `times` is how often it had before.
  public static func layoutEnter(_ card: Card, index: Int, times: Int) -> Event {
    cardEvent(.layoutEnter, card, index: index, [("times", .number(Double(times)))])
  }

  /// `layoutLeave`: a card left the screen.
  public static func layoutLeave(_ card: Card, index: Int) -> Event {
    cardEvent(.layoutLeave, card, index: index, [])
  }

  /// `stickyEnter` when a sticky card became stuck, `stickyLeave` when it came unstuck.
  public static func sticky(_ card: Card, index: Int, isStuck: Bool) -> Event {
    cardEvent(isStuck ? .stickyEnter : .stickyLeave, card, index: index, [])
  }

  /// `floatMoved`: a float card came to rest with its top-left corner at a viewport cell.
  public static func floatMoved(_ card: Card, index: Int, x: Int, y: Int) -> Event {
    cardEvent(.floatMoved, card, index: index, [("x", .number(Double(x))), ("y", .number(Double(y)))])
  }

  /// `pageChanged`: a pager shows another page, turned by hand or by its `autoScroll`.
  public static func pageChanged(_ card: Card, index: Int, pageIndex: Int, pageCount: Int, automatic: Bool) -> Event {
    cardEvent(.pageChanged, card, index: index, [
      ("pageIndex", .number(Double(pageIndex))), ("pageCount", .number(Double(pageCount))),
      ("automatic", .bool(automatic)),
    ])
  }

  /// An event about a whole card; its poster is the card's id, its first parameter the card's type.
  private static func cardEvent(
    _ topic: EventTopic, _ card: Card, index: Int, _ parameters: [(key: String, value: JSONValue)]
  ) -> Event {
    Event(
      topic: topic, poster: card.id, context: EventContext(cardIndex: index, cardID: card.id),
      parameters: JSONObject([("type", .string(card.typeName))] + parameters))
  }

  // MARK: - Pages

  /// `pageLoaded`: the page is shown, with how many cards, items and problems it has.
  public static func pageLoaded(fileName: String, cards: Int, items: Int, problems: Int) -> Event {
    pageEvent(.pageLoaded, fileName: fileName, cards: cards, items: items, problems: problems)
  }

  /// `pageReloaded`: the page was read again from its file.
  public static func pageReloaded(fileName: String, cards: Int, items: Int, problems: Int) -> Event {
    pageEvent(.pageReloaded, fileName: fileName, cards: cards, items: items, problems: problems)
  }

  private static func pageEvent(_ topic: EventTopic, fileName: String, cards: Int, items: Int, problems: Int) -> Event {
    Event(topic: topic, poster: fileName, parameters: JSONObject([
      ("cards", .number(Double(cards))), ("items", .number(Double(items))), ("problems", .number(Double(problems))),
    ]))
  }

  // MARK: - Loads

  /// `loadStarted`: a card's `load` was sent.
  public static func loadStarted(_ request: LoadRequest) -> Event {
    loadEvent(.loadStarted, request, [("page", .number(Double(request.page)))])
  }

  /// `loadFinished`: a load answered with items; `hasMore` says whether a paged card asks again.
  public static func loadFinished(_ request: LoadRequest, items: Int, hasMore: Bool) -> Event {
    loadEvent(.loadFinished, request, [
      ("page", .number(Double(request.page))), ("items", .number(Double(items))), ("hasMore", .bool(hasMore)),
    ])
  }

  /// `loadFailed`: a load answered with an error.
  public static func loadFailed(_ request: LoadRequest, message: String) -> Event {
    loadEvent(.loadFailed, request, [("page", .number(Double(request.page))), ("message", .string(message))])
  }

  private static func loadEvent(
    _ topic: EventTopic, _ request: LoadRequest, _ parameters: [(key: String, value: JSONValue)]
  ) -> Event {
    Event(
      topic: topic, poster: request.api, context: EventContext(cardIndex: request.cardIndex, cardID: request.cardID),
      parameters: JSONObject([("api", .string(request.api))] + parameters))
  }

  // MARK: - Reading parameters back

  /// `exposure`, `layoutEnter`: how often the item or card had come on screen before.
  public var times: Int? { integer("times") }
  /// `pageChanged`: whether the pager turned by itself (`autoScroll`) rather than by hand.
  public var isAutomatic: Bool { parameters["automatic"] == .bool(true) }
  /// `pageChanged`: the page now shown, and how many there are.
  public var pageIndex: Int? { integer("pageIndex") }
  public var pageCount: Int? { integer("pageCount") }
  /// `floatMoved`: where the float card's top-left corner came to rest.
  public var floatPosition: (x: Int, y: Int)? {
    guard let x = integer("x"), let y = integer("y") else { return nil }
    return (x, y)
  }
  /// `pageLoaded`, `pageReloaded`: the page's cards, items and problems; `loadFinished`: the
  /// items the load brought.
  public var cardCount: Int? { integer("cards") }
  public var itemCount: Int? { integer("items") }
  public var problemCount: Int? { integer("problems") }
  /// `loadFinished`: whether a paged card will ask for more.
  public var hasMore: Bool? {
    guard case .bool(let value) = parameters["hasMore"] else { return nil }
    return value
  }
  /// `loadFailed`: what went wrong.
  public var failureMessage: String? { parameters["message"]?.stringValue }
  /// `click`: the item's `action`, if it has one.
  public var action: String? { parameters["action"]?.stringValue }

  private func integer(_ key: String) -> Int? {
    parameters[key]?.doubleValue.map { Int($0) }
  }
}
