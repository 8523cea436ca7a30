extension CardLoad {
  /// The card as the viewer shows it: its own items and the loaded ones, items with a
  /// `position` put at that index, and the placeholder while nothing (or no more) has arrived.
  ///
  /// Loaded items follow the card's own. An item with a `position` waits (Android's rule) until
  /// the card holds at least `position` items, or until no more can arrive, when it goes at the
  /// end. A card with no items shows only the placeholder, and its `aspectRatio` is suspended
  /// meanwhile; a card that has items shows the placeholder after them while its next page loads
  /// or after a failure.
  package func present(_ card: Card, placeholder: LoadPlaceholder = LoadPlaceholder()) -> Card {
    var card = card
    card.items = Self.placingPositionedItems(card.items + items, allArrived: !expectsMoreItems)
    if let standIn = placeholder.item(for: self) {
      if card.items.isEmpty { card.style.aspectRatio = nil }
      card.items.append(standIn)
    }
    return card
  }

  /// Items without a `position` in order, then each positioned item inserted at its index once
  /// the list is long enough (or at the end once everything has arrived).
  static func placingPositionedItems(_ items: [Item], allArrived: Bool) -> [Item] {
    var result: [Item] = []
    result.reserveCapacity(items.count)
    var positioned: [(position: Int, item: Item)] = []
    for item in items {
      if let position = item.position { positioned.append((position, item)) } else { result.append(item) }
    }
    for (position, item) in positioned {
      if position <= result.count {
        result.insert(item, at: position)
      } else if allArrived {
        result.append(item)
      }
    }
    return result
  }
}

extension Item {
  /// The item's `position` field (spec §1.3): a whole number of at least 0, or a string of one.
  var position: Int? {
    let number: Double? =
      switch data["position"] {
      case .number(let value): value
      case .string(let text): Double(text)
      default: nil
      }
    guard let number, number >= 0, number == number.rounded(), number < 1e9 else { return nil }
    return Int(number)
  }
}
