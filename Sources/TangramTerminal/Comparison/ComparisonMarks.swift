import TangramCore

/// Where the changes show in one version of a compared page: the changes at each of its items,
/// and the ghosts of what it does not have, by the item whose row each takes. Worked out once
/// per comparison, so that a frame looks up only the items on screen.
struct ComparisonMarks {
  /// The changes at each item of the version, by index in the diff's changes, in order.
  private(set) var changesAt: [ItemAddress: [Int]] = [:]
  /// The ghosts drawn on each item's row.
  private(set) var ghostsAt: [ItemAddress: [Ghost]] = [:]

  /// A change the version has no place for, drawn on a row of an item it has.
  struct Ghost: Equatable {
    /// The change, by index in the diff's changes.
    var change: Int
    /// Whether it takes the item's last row (the item before its place) rather than its first.
    var below: Bool
  }

  /// How far along its card's items a ghost looks for an item that both versions have.
  static let siblingsLookedAt = 64

  /// The marks of the old version (`showingOld`) or the new one; `otherPage` is the other.
  init(diff: PageDiff, showingOld: Bool, otherPage: Page) {
    let counterparts = showingOld ? diff.oldAddressOfNew : diff.newAddressOfOld
    var ghosts: [(index: Int, gone: PageChange.Place)] = []
    for (index, change) in diff.changes.enumerated() {
      if let place = showingOld ? change.old : change.new {
        if !place.isCard { changesAt[place.address, default: []].append(index) }
      } else if let gone = showingOld ? change.new : change.old, !gone.isCard {
        ghosts.append((index, gone))
      }
    }
    for (index, gone) in ghosts {
      guard let anchor = Self.anchor(of: gone.address, counterparts: counterparts, otherPage: otherPage, changesAt: changesAt)
      else { continue }
      ghostsAt[anchor.address, default: []].append(Ghost(change: index, below: anchor.below))
    }
  }

  /// Where a ghost shows: on the first row of the item that now follows the place it had,
  /// unless that item has a change of its own (its mark then stays in sight), else on the last
  /// row of the one before it; nil when neither is near.
  private static func anchor(
    of gone: ItemAddress, counterparts: [ItemAddress: ItemAddress], otherPage: Page, changesAt: [ItemAddress: [Int]]
  ) -> (address: ItemAddress, below: Bool)? {
    guard let last = gone.indexPath.last else { return nil }
    let sibling = { (index: Int) -> ItemAddress? in
      var address = gone
      address.indexPath[address.indexPath.count - 1] = index
      return counterparts[address]
    }
    let count = min(siblingCount(of: gone, in: otherPage), last + 1 + siblingsLookedAt)
    let following = ((last + 1)..<max(last + 1, count)).lazy.compactMap(sibling).first
    let preceding = stride(from: last - 1, through: max(0, last - siblingsLookedAt), by: -1).lazy.compactMap(sibling).first
    if let following, changesAt[following] == nil || preceding == nil { return (following, false) }
    return preceding.map { ($0, true) }
  }

  /// How many items the card holding the item at `address` has (header and footer included).
  private static func siblingCount(of address: ItemAddress, in page: Page) -> Int {
    guard page.cards.indices.contains(address.cardIndex) else { return 0 }
    var card = page.cards[address.cardIndex]
    for index in address.indexPath.dropLast() {
      guard index < card.allItemCount, let nested = card.item(atAllItemsIndex: index).nestedCard else { return 0 }
      card = nested
    }
    return card.allItemCount
  }
}
