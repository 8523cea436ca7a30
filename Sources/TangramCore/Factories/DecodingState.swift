/// The work of one ``PageDecoder/decode(_:)`` call: cards and items out of JSON objects.
///
/// A class, so the ``ItemDecodingContext`` handed to item-model factories can call back into
/// it without copying the diagnostics collected so far.
final class DecodingState {
  let decoder: PageDecoder
  var reader = StyleValueReader(log: DiagnosticLog())
  /// The item type last found among the decoder's known types.
  private var lastKnownItemType: String?

  init(decoder: PageDecoder) {
    self.decoder = decoder
  }

  /// Adds a diagnostic to the page's.
  func report(_ diagnostic: Diagnostic) {
    reader.log.report(diagnostic.path, diagnostic.message, severity: diagnostic.severity)
  }

  /// Whether `type` is a layout type the layout factory added (not a built-in one).
  func isCustomLayoutType(_ type: String) -> Bool {
    LayoutKind(typeName: type) == nil && decoder.layoutFactory.layout(forType: type) != nil
  }

  // MARK: Cards

  func card(_ value: JSONValue, at path: JSONPath, depth: Int) -> Card? {
    guard case .object(let object) = value else {
      reader.log.report(path.text, "expected a card object, found \(value.kindName); skipped")
      return nil
    }
    let typeName = reader.string(object["type"], at: path.appending("type")) ?? ""
    let itemsValue = object["items"]
    let kind: LayoutKind
    var layoutType: String?
    if let known = LayoutKind(typeName: typeName) {
      kind = known
    } else if isCustomLayoutType(typeName) {
      kind = .oneColumn
      layoutType = typeName
    } else if itemsValue?.arrayValue != nil {
      let what = typeName.isEmpty ? "card has no type" : "unknown layout type \"\(typeName)\""
      reader.log.reportOnce(
        key: "layout:" + typeName, path.appending("type").text,
        "\(what); its items are shown in one column")
      kind = .oneColumn
    } else {
      return wrappedComponent(object, typeName: typeName, at: path, depth: depth)
    }

    var card = Card(
      kind: kind, typeName: typeName, layoutType: layoutType,
      id: reader.string(object["id"], at: path.appending("id")),
      data: Self.cardData(object))
    card.style = cardStyle(object["style"], of: card, at: path.appending("style"))
    card.header = blockItem(object["header"], at: path.appending("header"), depth: depth)
    card.footer = blockItem(object["footer"], at: path.appending("footer"), depth: depth)
    dropHeaderAndFooterIfUnshown(&card, at: path)
    card.items = items(itemsValue, at: path.appending("items"), depth: depth)
    keepOneItemIfPinned(&card, at: path)
    checkColspans(of: card, at: path)
    checkColumnWeights(of: &card, at: path)
    return card
  }

  /// A waterfall card's header and footer, which neither platform shows (Android's
  /// `StaggeredCard` does not parse them, iOS's waterfall layout has no header): dropped, with a
  /// note (information) so the author learns why they are missing (spec §2.3).
  private func dropHeaderAndFooterIfUnshown(_ card: inout Card, at path: JSONPath) {
    guard card.kind == .waterfall else { return }
    for (part, isPresent) in [("header", card.header != nil), ("footer", card.footer != nil)] where isPresent {
      reader.log.report(
        path.appending(part).text,
        "a waterfall card shows no \(part) on Tangram's Android and iOS builds; not shown",
        severity: .information)
    }
    card.header = nil
    card.footer = nil
  }

  /// A card whose type is not a layout and that has no `items`: a component used as a card,
  /// shown as the only item of a one-column card (spec §6.3).
  private func wrappedComponent(
    _ object: JSONObject, typeName: String, at path: JSONPath, depth: Int
  ) -> Card? {
    if typeName.isEmpty {
      reader.log.report(path.text, "card has no type and no items; skipped")
      return nil
    }
    guard let item = item(.object(object), at: path, depth: depth) else { return nil }
    return Card(
      kind: .oneColumn, typeName: typeName,
      id: reader.string(object["id"], at: path.appending("id")), items: [item])
  }

  /// Sticky, fix, scroll-fix and float cards hold one item, as vlayout's fixed-area helpers and
  /// Android's `maxChildren` of 1 do (spec §2.5-2.7): the first is laid out, the others are a
  /// problem at the first of them.
  private func keepOneItemIfPinned(_ card: inout Card, at path: JSONPath) {
    guard card.kind.isPinned, card.items.count > 1 else { return }
    let extra = card.items.count - 1
    let family: String
    switch card.kind {
    case .sticky, .stickyEnd: family = "sticky"
    case .scrollFix, .scrollFixBanner: family = "scroll-fix"
    case .float: family = "float"
    default: family = "fix"
    }
    reader.log.report(
      path.appending("items").appending(index: 1).text,
      "a \(family) card holds one item; this one\(extra > 1 ? " and the \(extra - 1) after it are" : " is") not shown")
    card.items.removeSubrange(1...)
  }

  private func items(_ value: JSONValue?, at path: JSONPath, depth: Int) -> [Item] {
    guard let value, value != .null else { return [] }
    guard case .array(let values) = value else {
      reader.log.report(path.text, "expected an array of items, found \(value.kindName); ignored")
      return []
    }
    var result: [Item] = []
    result.reserveCapacity(values.count)
    var positioned: [(position: Int, item: Item)] = []
    for (index, itemValue) in values.enumerated() {
      let itemPath = path.appending(index: index)
      guard let item = item(itemValue, at: itemPath, depth: depth) else { continue }
      if case .object(let object) = itemValue, let position = object["position"],
        let index = reader.integer(position, minimum: 0, at: itemPath.appending("position"))
      {
        positioned.append((index, item))
      } else {
        result.append(item)
      }
    }
    // Items with a `position` move to that index once all items are read (iOS flow rule).
    for (position, item) in positioned {
      result.insert(item, at: min(position, result.count))
    }
    return result
  }

  private func blockItem(_ value: JSONValue?, at path: JSONPath, depth: Int) -> Item? {
    guard let value, value != .null else { return nil }
    guard var item = item(value, at: path, depth: depth) else { return nil }
    item.style.display = .block
    return item
  }

  private func checkColspans(of card: Card, at path: JSONPath) {
    guard card.kind.isFlow, !card.hasCustomLayout else { return }
    let columns = card.style.column ?? card.kind.fixedColumnCount ?? 1
    for (index, item) in card.items.enumerated() where item.style.colspan > columns {
      reader.log.report(
        path.appending("items").appending(index: index).appending("style").appending("colspan")
          .text,
        "colspan \(item.style.colspan) is more than the card's \(columns) columns; "
          + "the item spans the whole row")
    }
  }

  // MARK: Items

  /// The item the item-model factory makes for `value`; a leaf item's type and fields are
  /// checked against the elements the decoder knows.
  func item(_ value: JSONValue, at path: JSONPath, depth: Int) -> Item? {
    let context = ItemDecodingContext(state: self, jsonPath: path, depth: depth)
    guard let item = decoder.itemModelFactory.makeItem(from: value, context: context) else { return nil }
    if isLeaf(item) { checkElement(of: item, at: path) }
    return item
  }

  /// Whether an item is drawn by an element: not a nested card, nor one that was too deep to
  /// nest (reported as such).
  private func isLeaf(_ item: Item) -> Bool {
    item.nestedCard == nil && !isNestedCard(type: item.type, object: item.data)
  }

  /// Whether an item object stands for a nested card: its type is a layout and it has `items`.
  private func isNestedCard(type: String, object: JSONObject) -> Bool {
    object["items"]?.arrayValue != nil && (LayoutKind(typeName: type) != nil || isCustomLayoutType(type))
  }

  /// Reports an item type with no element (once per type, as information: real pages are made
  /// of types the app registers) and the element's complaints about the item's fields.
  private func checkElement(of item: Item, at path: JSONPath) {
    if let known = decoder.knownItemTypes, item.type != lastKnownItemType, !isKnown(item.type, among: known) {
      var unregistered = Diagnostic(
        path: path.appending("type").text,
        message: "no element is registered for item type \"\(item.type)\"; drawn by the fallback element",
        severity: .information)
      unregistered.isUnregisteredItemType = true
      reader.log.reportOnce(key: "item:" + item.type, unregistered)
    }
    guard let validator = decoder.itemValidator else { return }
    for diagnostic in validator(item, { path.text }) {
      report(diagnostic)
    }
  }

  /// Whether `type` is among `known`; the last type found is remembered, since the items of a
  /// page mostly repeat a few types one after another.
  private func isKnown(_ type: String, among known: Set<String>) -> Bool {
    guard known.contains(type) else { return false }
    lastKnownItemType = type
    return true
  }

  /// ``StyleValueReader/string(_:at:)`` without going through the reader when there is nothing
  /// to report: a member that is missing (as most are, on most items) or a string.
  func string(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return text
    default: return reader.string(value, at: path())
    }
  }

  /// The standard item model (``StandardItemModelFactory``).
  func standardItem(_ value: JSONValue, at path: JSONPath, depth: Int) -> Item? {
    guard case .object(let object) = value else {
      reader.log.report(path.text, "expected an item object, found \(value.kindName); skipped")
      return nil
    }
    var type = string(object["type"], at: path.appending("type")) ?? ""
    if type.isEmpty {
      reader.log.report(path.appending("type").text, "item has no type; drawn by the fallback element")
      type = ""
    }
    let id =
      string(object["bizId"], at: path.appending("bizId"))
      ?? string(object["id"], at: path.appending("id"))
    var item = Item(
      type: type, id: id, style: itemStyle(object, at: path), data: object)

    if isNestedCard(type: type, object: object) {
      if depth + 1 > decoder.maximumNestingDepth {
        reader.log.report(
          path.text,
          "cards nested deeper than \(decoder.maximumNestingDepth) levels; shown as a plain item")
      } else {
        item.nestedCard = card(value, at: path, depth: depth + 1)
      }
    }
    return item
  }

  private func itemStyle(_ object: JSONObject, at itemPath: JSONPath) -> ItemStyle {
    var style = ItemStyle()
    if let reuseId = string(object["reuseId"], at: itemPath.appending("reuseId")) {
      style.reuseIdentifier = reuseId
    }
    guard let value = object["style"], value != .null else { return style }
    // Made only for an item with a style: most items have none.
    let path = itemPath.appending("style")
    guard case .object(let styleObject) = value else {
      reader.log.report(path.text, "expected a style object, found \(value.kindName); ignored")
      return style
    }
    style.margin = reader.edges(styleObject["margin"], at: path.appending("margin")) ?? .zero
    style.height = reader.size(styleObject["height"], at: path.appending("height"))
    style.width = reader.size(styleObject["width"], at: path.appending("width"))
    style.aspectRatio =
      reader.positiveNumber(styleObject["ratio"], at: path.appending("ratio"))
      ?? reader.positiveNumber(styleObject["aspectRatio"], at: path.appending("aspectRatio"))
    style.colspan =
      reader.integer(styleObject["colspan"], minimum: 1, at: path.appending("colspan")) ?? 1
    style.display =
      reader.keyword(
        styleObject["display"], among: ["block": .block, "inline": .inline],
        expected: "\"block\" or \"inline\"", otherwise: "inline", at: path.appending("display"))
      ?? .inline
    style.background =
      reader.color(styleObject["bgColor"], at: path.appending("bgColor"))
      ?? reader.color(styleObject["background-color"], at: path.appending("background-color"))
    if let reuseId = reader.string(styleObject["reuseId"], at: path.appending("reuseId")) {
      style.reuseIdentifier = reuseId
    }
    return style
  }

  // MARK: Card style

  /// A card's style; pinned and pager keys are read only for the kinds that use them, then the
  /// layout factory reads keys of its own.
  func cardStyle(_ value: JSONValue?, of card: Card, at path: JSONPath) -> CardStyle {
    let kind = card.kind
    var style = CardStyle()
    guard let value, value != .null else { return style }
    guard case .object(let object) = value else {
      reader.log.report(path.text, "expected a style object, found \(value.kindName); ignored")
      return style
    }
    style.margin = reader.edges(object["margin"], at: path.appending("margin")) ?? .zero
    style.padding = reader.edges(object["padding"], at: path.appending("padding")) ?? .zero
    style.background =
      reader.color(object["bgColor"], at: path.appending("bgColor"))
      ?? reader.color(object["background-color"], at: path.appending("background-color"))
    style.column = reader.integer(object["column"], minimum: 1, at: path.appending("column"))
    style.cols = weights(object["cols"], key: "cols", of: "column", inStyleAt: path)
    style.rows = weights(object["rows"], key: "rows", of: "row", inStyleAt: path)
    style.hGap = reader.size(object["hGap"], at: path.appending("hGap")) ?? .zero
    style.vGap = reader.size(object["vGap"], at: path.appending("vGap")) ?? .zero
    style.aspectRatio =
      reader.positiveNumber(object["ratio"], at: path.appending("ratio"))
      ?? reader.positiveNumber(object["aspectRatio"], at: path.appending("aspectRatio"))
    style.autoExpand = reader.bool(object["autoExpand"], at: path.appending("autoExpand")) ?? false
    if let zIndex = reader.number(object["zIndex"], at: path.appending("zIndex")) {
      style.zIndex = Int(max(-1e6, min(1e6, zIndex)))
    }
    if kind.isPinned { style.pin = pinStyle(object, at: path) }
    if kind.isPager { style.pager = pagerStyle(object, at: path) }
    for diagnostic in decoder.layoutFactory.parseStyle(object, forType: card.layoutType, into: &style) {
      report(diagnostic.nested(under: path.text))
    }
    return style
  }
}

extension DecodingState {
  /// A card's object as ``Card/data`` keeps it: without `items`, whose JSON would otherwise
  /// stay alive beside the decoded items. An object whose `items` holds nothing is kept as it
  /// is, so an empty card shares the parsed object instead of copying it.
  static func cardData(_ object: JSONObject) -> JSONObject {
    switch object["items"] {
    case nil, .array([])?: object
    default: object.removingMember("items")
    }
  }
}

extension JSONObject {
  /// The object without the member named `key`.
  func removingMember(_ key: String) -> JSONObject {
    JSONObject(members: storage.filter { $0.key != key })
  }
}
