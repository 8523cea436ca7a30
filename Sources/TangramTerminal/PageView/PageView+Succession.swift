import TangramCore

extension PageView {
  /// Takes over what the user sees from `old`, a page view of an earlier version of the page at
  /// the same size, before this one is shown in its place.
  ///
  /// The item at the top of `old` stays at the same row of the screen and the focused item keeps
  /// focus, each found by identity (``ItemSuccession/sameItem(_:)``: its `id`, its card's `id`
  /// and position, or its content, so that a card inserted above moves the view with it); pagers
  /// keep their page and timing, and float cards stay where they were dragged. Items that are the
  /// same in both versions (same address, same item) keep their exposure counts and are not
  /// reported again when the bus is connected; new or changed ones are.
  ///
  /// When this page only `extends` the old one (more cards read after the same cards), every
  /// item keeps its id and is the same, so nothing needs matching: taking over costs what is
  /// on screen, not the size of the page.
  func takeOver(from old: PageView, extends: Bool = false) {
    hidesPinnedCards = old.hidesPinnedCards
    showsLayoutBounds = old.showsLayoutBounds
    let successor: (ItemID) -> ItemID?
    let unchanged: (ItemID) -> ItemID?
    if extends {
      let count = layout.items.count
      successor = { $0.rawValue < count ? $0 : nil }
      unchanged = successor
    } else {
      let succession = ItemSuccession(from: old.layout, to: layout)
      successor = succession.sameItem
      unchanged = { (oldID: ItemID) -> ItemID? in
        succession.atSamePlace(oldID).flatMap { self.layout.item($0) == old.layout.item(oldID) ? $0 : nil }
      }
    }
    focusedItem = old.focusedItem.flatMap(successor)
    focusedNode = focusedItem == nil ? nil : old.focusedNode
    takeOverPagersAndFloats(from: old)
    if let anchor = old.topAnchor(), let id = successor(anchor.id) {
      scroll(to: layout[id].frame.y + old.offset - old.layout[anchor.id].frame.y)
    } else {
      scroll(to: old.offset)
    }
    remount()
    noteStickyChanges(from: old.pinnedArrangement)
    var visibility = old.visibility
    visibility.itemsOnScreen = old.visibility.itemsOnScreen.compactMap(unchanged).sorted()
    // Cards the new page no longer has cannot leave the screen as its cards (a save with fewer
    // cards, the other version of a compared page).
    visibility.cardsOnScreen = visibility.cardsOnScreen.filter { $0 < layout.page.cards.count }
    visibility.exposureCounts = Dictionary(
      old.visibility.exposureCounts.compactMap { id, count in unchanged(id).map { ($0, count) } },
      uniquingKeysWith: max)
    inheritedVisibility = visibility
  }

  /// Pagers keep their offsets and auto-scroll timing, matched by their card and their order
  /// in it; float cards keep where they were dragged, matched by card.
  private func takeOverPagersAndFloats(from old: PageView) {
    let oldStrips = Dictionary(uniqueKeysWithValues: zip(Self.stripKeys(of: old.layout), old.layout.strips.indices))
    let oldWaits = old.pagerWaits
    var waits: [Int: Int] = [:]
    for (index, key) in Self.stripKeys(of: layout).enumerated() {
      guard let oldIndex = oldStrips[key] else { continue }
      stripOffsets[index] = min(old.stripOffsets[oldIndex], layout.strips[index].maximumOffset)
      if let wait = oldWaits[oldIndex] { waits[index] = wait }
    }
    startPagerTimers(waited: waits)
    let oldFloats = Dictionary(
      old.floatOrigins.map { (old.layout.pinned[$0.key].cardIndex, $0.value) }, uniquingKeysWith: { first, _ in first })
    for index in layout.pinned.indices {
      if let origin = oldFloats[layout.pinned[index].cardIndex] { floatOrigins[index] = origin }
    }
  }

  /// For each pager: its top-level card and how many pagers of that card come before it.
  private static func stripKeys(of layout: LaidOutPage) -> [[Int]] {
    var seen: [Int: Int] = [:]
    return layout.strips.map { strip in
      defer { seen[strip.cardIndex, default: 0] += 1 }
      return [strip.cardIndex, seen[strip.cardIndex, default: 0]]
    }
  }
}
