/// Where changes are (paths and addresses), what cards and items are matched by, and the words
/// a change is told in.
extension PageComparison {
  /// The place of the top-level card at `index` of `layout`'s page.
  static func cardPlace(_ index: Int, in layout: LaidOutPage) -> PageChange.Place {
    PageChange.Place(
      path: [.key("cards"), .index(index)],
      address: ItemAddress(cardIndex: index, cardID: layout.page.cards[index].id, indexPath: []), isCard: true)
  }

  /// The address of the item at `index` of the card at `cardAddress`.
  static func address(_ index: Int, in cardAddress: ItemAddress) -> ItemAddress {
    var address = cardAddress
    address.indexPath.append(index)
    return address
  }

  /// The place of the item at `address` of `layout`'s page.
  static func itemPlace(_ address: ItemAddress, in layout: LaidOutPage) -> PageChange.Place {
    PageChange.Place(path: path(of: address, in: layout.page), address: address)
  }

  /// The JSON path of the item at `address`: `cards[2].items[0].items[3]`, `cards[0].header`.
  static func path(of address: ItemAddress, in page: Page) -> [JSONPathStep] {
    var steps: [JSONPathStep] = [.key("cards"), .index(address.cardIndex)]
    var card = page.cards[address.cardIndex]
    for index in address.indexPath {
      steps += Page.steps(toAllItemsIndex: index, of: card)
      guard let nested = card.item(atAllItemsIndex: index).nestedCard else { break }
      card = nested
    }
    return steps
  }

  /// What a card is matched by among the cards: its `id`, else its type.
  static func key(of card: Card) -> String {
    card.id.map { "id " + $0 } ?? "type " + card.typeName
  }

  /// What an item is paired off by at the ends of its card's items: its `id`, else its type.
  static func key(of item: Item) -> String {
    item.id.map { "id " + $0 } ?? "type " + item.type
  }

  /// What an item is matched by: its `id`, else all it says.
  static func identity(of item: Item) -> String {
    item.id.map { "id " + $0 } ?? "content " + JSONValue.object(item.data).canonicalText
  }

  /// `text "Hello"`, or the type alone for an item without a label.
  static func describe(_ item: Item) -> String {
    item.labelKey == nil ? item.type : "\(item.type) \"\(item.label)\""
  }

  /// `card container-oneColumn, 5 items`.
  static func describe(_ card: Card) -> String {
    "card \(card.typeName), \(card.allItemCount == 1 ? "1 item" : "\(card.allItemCount) items")"
  }

  /// What differs in an item's type and fields (its style aside): `text "Sale" → "Big sale"`
  /// for one text field, else the fields' names; nil when nothing does.
  static func contentDifference(_ old: Item, _ new: Item) -> String? {
    if old.type != new.type { return "type \(old.type) → \(new.type)" }
    let keys = old.data.keysWithOtherContent(than: new.data, ignoring: ["style"])
    guard let first = keys.first else { return nil }
    if keys.count == 1, case .string(let before)? = old.data[first], case .string(let after)? = new.data[first] {
      return "\(first) \"\(before)\" → \"\(after)\""
    }
    return "fields: " + keys.joined(separator: ", ")
  }

  /// The keys of two `style` objects whose values differ; a style that is not an object counts
  /// as one key, `style`.
  static func keysWithOtherContent(_ old: JSONValue?, _ new: JSONValue?) -> [String] {
    switch (old, new) {
    case (nil, nil): return []
    case (.object(let before)?, .object(let after)?): return before.keysWithOtherContent(than: after)
    case (.object(let before)?, nil): return before.keys
    case (nil, .object(let after)?): return after.keys
    case (let before?, let after?) where before.hasSameContent(as: after): return []
    default: return ["style"]
    }
  }

  /// Page order: by the new place (the old one for a removal), a card before its items,
  /// removals before what took their place.
  static func pageOrder(_ left: PageChange, _ right: PageChange) -> Bool {
    let a = (left.new ?? left.old)!.address
    let b = (right.new ?? right.old)!.address
    if a.cardIndex != b.cardIndex { return a.cardIndex < b.cardIndex }
    if a.indexPath != b.indexPath { return a.indexPath.lexicographicallyPrecedes(b.indexPath) }
    return (left.new == nil ? 0 : 1) < (right.new == nil ? 0 : 1)
  }
}
