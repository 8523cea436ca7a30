/// How the items of one version of a page are found in the next, when the page is read again
/// (a save, `r`): what stays on screen, what keeps focus.
///
/// Two questions, answered differently:
/// - ``atSamePlace(_:)``: the item at the same card and position, whatever it now holds (pagers,
///   and the items whose exposure is remembered when unchanged, follow places).
/// - ``sameItem(_:)``: the same item, found by identity: where it was if it is unchanged there,
///   else by its `id`, else by its card's `id` and its position, else by its content at the same
///   position in a card near its old one (a card inserted or removed above moves every card below
///   it). The item at the top of the screen and the focused item follow identity.
package struct ItemSuccession {
  package let old: LaidOutPage
  package let new: LaidOutPage
  private let idsByAddress: [ItemAddress: ItemID]

  /// How far (in top-level cards) the search by content looks from an item's old card.
  package static let cardSearchDistance = 64

  package init(from old: LaidOutPage, to new: LaidOutPage) {
    self.old = old
    self.new = new
    idsByAddress = Dictionary(
      zip(new.items.indices, new.items).map { (new.address(of: $1), ItemID($0)) },
      uniquingKeysWith: { first, _ in first })
  }

  /// The item of the new version at the old item's card index, card id and position.
  package func atSamePlace(_ oldID: ItemID) -> ItemID? {
    idsByAddress[old.address(of: oldID)]
  }

  /// The old item in the new version, by identity (see the type's summary); at the same place
  /// when nothing else finds it (the item was edited where it is).
  package func sameItem(_ oldID: ItemID) -> ItemID? {
    let oldItem = old.item(oldID)
    let samePlace = atSamePlace(oldID)
    if let samePlace, new.item(samePlace) == oldItem { return samePlace }
    let address = old.address(of: oldID)
    if let id = oldItem.id, !id.isEmpty, let found = item(withID: id, type: oldItem.type, near: address.cardIndex) {
      return found
    }
    if let cardID = address.cardID, !cardID.isEmpty, let found = item(at: address.indexPath, inCardWithID: cardID, near: address.cardIndex) {
      return found
    }
    return item(equalTo: oldItem, at: address.indexPath, near: address.cardIndex) ?? samePlace
  }

  /// Top-level card indices of the new version from `cardIndex` outwards, nearest first, at most
  /// ``cardSearchDistance`` away.
  private func cardIndices(near cardIndex: Int) -> [Int] {
    let count = new.page.cards.count
    var indices: [Int] = []
    for distance in 0...Self.cardSearchDistance {
      for index in Set([cardIndex - distance, cardIndex + distance]).sorted() where (0..<count).contains(index) {
        indices.append(index)
      }
    }
    return indices
  }

  /// The new item with `id` and `type` in the card nearest `cardIndex`.
  private func item(withID id: String, type: String, near cardIndex: Int) -> ItemID? {
    let cards = cardIndices(near: cardIndex)
    let rank = Dictionary(uniqueKeysWithValues: cards.enumerated().map { ($1, $0) })
    var best: (rank: Int, id: ItemID)?
    for (index, placed) in zip(new.items.indices, new.items) {
      guard let cardRank = rank[placed.cardIndex], cardRank < (best?.rank ?? .max) else { continue }
      let item = new.item(ItemID(index))
      if item.id == id, item.type == type { best = (cardRank, ItemID(index)) }
    }
    return best?.id
  }

  /// The new item at `indexPath` in the card with `cardID` nearest `cardIndex`.
  private func item(at indexPath: [Int], inCardWithID cardID: String, near cardIndex: Int) -> ItemID? {
    for index in cardIndices(near: cardIndex) where new.page.cards[index].id == cardID {
      return idsByAddress[ItemAddress(cardIndex: index, cardID: cardID, indexPath: indexPath)]
    }
    return nil
  }

  /// The new item equal to `item` at `indexPath` in the card nearest `cardIndex` that has one.
  private func item(equalTo item: Item, at indexPath: [Int], near cardIndex: Int) -> ItemID? {
    for index in cardIndices(near: cardIndex) {
      let address = ItemAddress(cardIndex: index, cardID: new.page.cards[index].id, indexPath: indexPath)
      if let found = idsByAddress[address], new.item(found) == item { return found }
    }
    return nil
  }
}
