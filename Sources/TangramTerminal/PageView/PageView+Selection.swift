import TangramCore

extension PageView {
  /// The next item after `current` in reading order (`forward`), or the previous one, among those
  /// `matching`, wrapping around; items with no cells are passed over.
  ///
  /// When there is no `current`, or it has been scrolled off screen, the search starts on screen,
  /// as in a browser: the first match on screen (the last one, going back), else the next one after
  /// the screen (before it, going back).
  func nextItem(after current: ItemID?, forward: Bool, matching: (ItemID) -> Bool) -> ItemID? {
    let count = layout.items.count
    guard count > 0 else { return nil }
    var start = current?.rawValue ?? (forward ? -1 : count)
    if current.map({ !isOnScreen($0) }) ?? true {
      let onScreen = itemIDsOnScreen().filter(matching)
      if let id = forward ? onScreen.first : onScreen.last { return id }
      let rows = layout.itemIDs(inRows: offset..<(offset + viewportHeight)).map(\.rawValue)
      if let first = rows.min(), let last = rows.max() { start = forward ? first - 1 : last + 1 }
    }
    for step in 1...count {
      let id = ItemID(((start + (forward ? step : -step)) % count + count) % count)
      if matching(id), !layout[id].frame.isEmpty { return id }
    }
    return nil
  }

  /// The first item that shows on screen, in reading order.
  var firstItemOnScreen: ItemID? {
    itemIDsOnScreen().first
  }

  /// The items that show now, in reading (page) order: the candidates near the viewport (found
  /// through the row index, the pagers' and pinned cards' visible items, so the cost follows the
  /// screen, not the page) that have cells on screen.
  func itemIDsOnScreen() -> [ItemID] {
    itemsOnScreen().filter { isOnScreen($0) }
  }
}
