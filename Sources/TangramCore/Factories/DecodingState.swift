/// The work of one ``PageDecoder/decode(_:)`` call: cards and items out of JSON objects.
struct DecodingState {
  let decoder: PageDecoder
  var reader = StyleValueReader(log: DiagnosticLog())

  init(decoder: PageDecoder) {
    self.decoder = decoder
  }

  // MARK: Cards

  mutating func card(_ value: JSONValue, at path: JSONPath, depth: Int) -> Card? {
    guard case .object(let object) = value else {
      reader.log.report(path.text, "expected a card object, found \(value.kindName); skipped")
      return nil
    }
    let typeName = reader.string(object["type"], at: path.appending("type")) ?? ""
    let itemsValue = object["items"]
    let kind: LayoutKind
    if let known = LayoutKind(typeName: typeName) {
      kind = known
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
      kind: kind, typeName: typeName,
      id: reader.string(object["id"], at: path.appending("id")),
      style: cardStyle(object["style"], kind: kind, at: path.appending("style")),
      data: object.removingMember("items"))
    card.header = blockItem(object["header"], at: path.appending("header"), depth: depth)
    card.footer = blockItem(object["footer"], at: path.appending("footer"), depth: depth)
    card.items = items(itemsValue, at: path.appending("items"), depth: depth)
    checkColspans(of: card, at: path)
    return card
  }

  /// A card whose type is not a layout and that has no `items`: a component used as a card,
  /// shown as the only item of a one-column card (spec §6.3).
  private mutating func wrappedComponent(
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

  private mutating func items(_ value: JSONValue?, at path: JSONPath, depth: Int) -> [Item] {
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

  private mutating func blockItem(_ value: JSONValue?, at path: JSONPath, depth: Int) -> Item? {
    guard let value, value != .null else { return nil }
    guard var item = item(value, at: path, depth: depth) else { return nil }
    item.style.display = .block
    return item
  }

  private mutating func checkColspans(of card: Card, at path: JSONPath) {
    guard card.kind.isFlow else { return }
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

  mutating func item(_ value: JSONValue, at path: JSONPath, depth: Int) -> Item? {
    guard case .object(let object) = value else {
      reader.log.report(path.text, "expected an item object, found \(value.kindName); skipped")
      return nil
    }
    var type = reader.string(object["type"], at: path.appending("type")) ?? ""
    if type.isEmpty {
      reader.log.report(path.appending("type").text, "item has no type; drawn by the fallback element")
      type = ""
    }
    let id =
      reader.string(object["bizId"], at: path.appending("bizId"))
      ?? reader.string(object["id"], at: path.appending("id"))
    var item = Item(
      type: type, id: id, style: itemStyle(object, at: path), data: object)

    if LayoutKind(typeName: type) != nil, object["items"]?.arrayValue != nil {
      if depth + 1 > decoder.maximumNestingDepth {
        reader.log.report(
          path.text,
          "cards nested deeper than \(decoder.maximumNestingDepth) levels; shown as a plain item")
      } else {
        item.nestedCard = card(value, at: path, depth: depth + 1)
      }
    } else if let known = decoder.knownItemTypes, !known.contains(type) {
      reader.log.reportOnce(
        key: "item:" + type, path.appending("type").text,
        "no element is registered for item type \"\(type)\"; drawn by the fallback element")
    }
    return item
  }

  private mutating func itemStyle(_ object: JSONObject, at itemPath: JSONPath) -> ItemStyle {
    let path = itemPath.appending("style")
    var style = ItemStyle()
    if let reuseId = reader.string(object["reuseId"], at: itemPath.appending("reuseId")) {
      style.reuseIdentifier = reuseId
    }
    guard let value = object["style"], value != .null else { return style }
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
    if let display = reader.string(styleObject["display"], at: path.appending("display")) {
      switch display.lowercased() {
      case "block": style.display = .block
      case "inline": style.display = .inline
      default:
        reader.log.report(
          path.appending("display").text,
          "expected \"block\" or \"inline\", found \"\(display)\"; inline is used")
      }
    }
    style.background =
      reader.color(styleObject["bgColor"], at: path.appending("bgColor"))
      ?? reader.color(styleObject["background-color"], at: path.appending("background-color"))
    if let reuseId = reader.string(styleObject["reuseId"], at: path.appending("reuseId")) {
      style.reuseIdentifier = reuseId
    }
    return style
  }

  // MARK: Card style

  /// A card's style; pinned and pager keys are read only for the kinds that use them.
  mutating func cardStyle(_ value: JSONValue?, kind: LayoutKind, at path: JSONPath) -> CardStyle {
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
    style.cols = columnWeights(object["cols"], at: path.appending("cols"))
    style.rows = columnWeights(object["rows"], at: path.appending("rows"))
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
    return style
  }

  /// Percentages (`cols`, `rows`); a missing or invalid entry is -1, "not given".
  private mutating func columnWeights(_ value: JSONValue?, at path: JSONPath) -> [Double] {
    guard let value, value != .null else { return [] }
    guard case .array(let entries) = value else {
      reader.log.report(path.text, "expected an array of percentages, found \(value.kindName); ignored")
      return []
    }
    return entries.enumerated().map { index, entry in
      // A missing or invalid weight is -1: that column shares what the others leave.
      reader.number(entry, at: path.appending(index: index)) ?? -1
    }
  }
}

extension JSONObject {
  /// The object without the member named `key`.
  func removingMember(_ key: String) -> JSONObject {
    JSONObject(members.filter { $0.key != key })
  }
}
