import TangramCore

/// Where an inspected item comes from.
enum ItemOrigin: Equatable {
  /// Written in the page: its path, and its range in the page's text when that is known.
  case written(ItemSourceLocation)
  /// Not in the page's text: loaded (or shown while loading) by top-level card `cardIndex`.
  case loaded(cardIndex: Int)
  /// Not found in the page as decoded.
  case unknown
}

extension Viewer {
  /// Where an item of the page view comes from: its place in the page as the file wrote it
  /// (items cards loaded since are not there), checked against the page's text when the viewer
  /// has it.
  func origin(of id: ItemID) -> ItemOrigin {
    // The page's text and cards as written are the new version's.
    guard comparison?.showsOld != true else { return .unknown }
    let layout = pageView.layout
    guard id.rawValue < layout.items.count else { return .unknown }
    let placed = layout[id]
    let item = layout.item(of: placed)
    let written = loading.loads.source
    guard placed.cardIndex < written.cards.count else { return .unknown }
    var address = layout.address(of: placed)
    if address.indexPath.count == 1 {
      // Loading adds items to top-level cards: find the item among the card's own.
      let card = written.cards[placed.cardIndex]
      let count = card.allItemCount
      let index = address.indexPath[0]
      if !(index < count && card.item(atAllItemsIndex: index) == item) {
        guard let found = (0..<count).first(where: { card.item(atAllItemsIndex: $0) == item }) else {
          return .loaded(cardIndex: placed.cardIndex)
        }
        address.indexPath = [found]
      }
    }
    return written.sourceLocation(of: address, item: item, text: source.text.text(), index: source.text.sourceIndex()).map(ItemOrigin.written)
      ?? .unknown
  }
}
