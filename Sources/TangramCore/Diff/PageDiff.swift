/// The visible differences between two versions of a page, both laid out at the same width:
/// what a reviewer of a change to the page wants to see.
///
/// Cards are matched by `id` where they have one, else by type and position; the items of two
/// matched cards likewise, by `id`, else by type, as a longest common subsequence after the
/// equal items at both ends are paired off (``SequenceMatching``), so one inserted item marks
/// one item, not every item after it. Items left over in one version are then matched across
/// the page by `id`, else by equal content, as moves. Only what shows counts: objects whose
/// keys are reordered are the same (``JSONValue/hasSameContent(as:)``), and an item pushed down
/// by an item above it has not moved.
package struct PageDiff: Sendable {
  /// Every change, in page order (the new version's, then the old one's for removals).
  package let changes: [PageChange]
  /// Each item of the old version that stands for an item of the new one (the same item,
  /// changed or not, moved or not), by address.
  package let newAddressOfOld: [ItemAddress: ItemAddress]
  /// The same pairs the other way.
  package let oldAddressOfNew: [ItemAddress: ItemAddress]

  /// Compares `old` with `new`.
  package init(old: LaidOutPage, new: LaidOutPage) {
    var comparison = PageComparison(old: old, new: new)
    comparison.compareCards()
    comparison.matchLeftovers()
    newAddressOfOld = comparison.matched
    oldAddressOfNew = Dictionary(comparison.matched.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
    // Sorted stably: changes at one place keep the order they were found in.
    changes = comparison.changes.enumerated()
      .sorted { PageComparison.pageOrder($0.element, $1.element) || (!PageComparison.pageOrder($1.element, $0.element) && $0.offset < $1.offset) }
      .map(\.element)
  }

  /// `1 change`, `3 changes`.
  package var countText: String {
    changes.count == 1 ? "1 change" : "\(changes.count) changes"
  }

  /// How many changes there are of each kind, in ``PageChange/Kind`` order, leaving out kinds
  /// without any.
  package var countsByKind: [(kind: PageChange.Kind, count: Int)] {
    PageChange.Kind.allCases.compactMap { kind in
      let count = changes.count { $0.kind == kind }
      return count == 0 ? nil : (kind, count)
    }
  }
}

/// The work of a ``PageDiff``: the changes found so far, and the items left over in one version.
struct PageComparison {
  let old: LaidOutPage
  let new: LaidOutPage
  private let oldFrames: [ItemAddress: Rect]
  private let newFrames: [ItemAddress: Rect]
  var changes: [PageChange] = []
  /// The items matched so far: old address to new.
  var matched: [ItemAddress: ItemAddress] = [:]
  /// Items of the old version that no item of the new one was matched with, yet.
  private var removed: [Leftover] = []
  /// Items of the new version that no item of the old one was matched with, yet.
  private var added: [Leftover] = []

  /// The items of two cards that stand for each other, as matched so far.
  private var groups: [ItemGroup] = []

  /// An item in one version only, as far as its card's matching goes.
  private struct Leftover {
    var place: PageChange.Place
    var item: Item
    /// Its card's ``ItemGroup``, and its index among the card's items.
    var group: Int
    var index: Int
  }

  /// How the items of two cards that stand for each other were matched.
  private struct ItemGroup {
    var pairs: [(old: Int, new: Int)]
    var oldCount: Int
    var newCount: Int
  }

  init(old: LaidOutPage, new: LaidOutPage) {
    self.old = old
    self.new = new
    oldFrames = Self.frames(of: old)
    newFrames = Self.frames(of: new)
  }

  private static func frames(of layout: LaidOutPage) -> [ItemAddress: Rect] {
    var frames: [ItemAddress: Rect] = [:]
    frames.reserveCapacity(layout.items.count)
    for placed in layout.items where frames[layout.address(of: placed)] == nil {
      frames[layout.address(of: placed)] = placed.frame
    }
    return frames
  }

  // MARK: Cards

  mutating func compareCards() {
    let oldCards = old.page.cards
    let newCards = new.page.cards
    let pairs = SequenceMatching.pairs(
      oldCount: oldCards.count, newCount: newCards.count,
      same: { Self.key(of: oldCards[$0]) == Self.key(of: newCards[$1]) },
      oldKey: { Self.key(of: oldCards[$0]) }, newKey: { Self.key(of: newCards[$0]) })
    var oldMatched = Set<Int>()
    var newMatched = Set<Int>()
    for pair in pairs + SequenceMatching.pairsInGaps(between: pairs, oldCount: oldCards.count, newCount: newCards.count, where: {
      oldCards[$0].id == newCards[$1].id
    }) {
      oldMatched.insert(pair.old)
      newMatched.insert(pair.new)
      compareCard(oldIndex: pair.old, newIndex: pair.new)
    }
    // A card with an id in another place among the cards: moved, and compared as well.
    var newByID: [String: Int] = [:]
    for index in newCards.indices where !newMatched.contains(index) {
      if let id = newCards[index].id { newByID[id] = index }
    }
    for index in oldCards.indices where !oldMatched.contains(index) {
      guard let id = oldCards[index].id, let newIndex = newByID.removeValue(forKey: id) else {
        changes.append(
          PageChange(kind: .removed, old: Self.cardPlace(index, in: old), new: nil, detail: Self.describe(oldCards[index])))
        continue
      }
      newMatched.insert(newIndex)
      changes.append(
        PageChange(
          kind: .moved, old: Self.cardPlace(index, in: old), new: Self.cardPlace(newIndex, in: new),
          detail: Self.describe(newCards[newIndex])))
      compareCard(oldIndex: index, newIndex: newIndex)
    }
    for index in newCards.indices where !newMatched.contains(index) {
      changes.append(PageChange(kind: .added, old: nil, new: Self.cardPlace(index, in: new), detail: Self.describe(newCards[index])))
    }
  }

  private mutating func compareCard(oldIndex: Int, newIndex: Int) {
    let oldCard = old.page.cards[oldIndex]
    let newCard = new.page.cards[newIndex]
    let (old, new) = (self.old, self.new)
    compareLayout(
      of: oldCard, newCard, old: Self.cardPlace(oldIndex, in: old), new: Self.cardPlace(newIndex, in: new))
    compareItems(
      of: oldCard, newCard,
      oldAt: ItemAddress(cardIndex: oldIndex, cardID: oldCard.id, indexPath: []),
      newAt: ItemAddress(cardIndex: newIndex, cardID: newCard.id, indexPath: []))
  }

  /// A change of the card's type or style (a nested card's too).
  private mutating func compareLayout(
    of oldCard: Card, _ newCard: Card, old: @autoclosure () -> PageChange.Place, new: @autoclosure () -> PageChange.Place
  ) {
    var differences: [String] = []
    if oldCard.typeName != newCard.typeName || oldCard.layoutType != newCard.layoutType {
      differences.append("type \(oldCard.typeName) → \(newCard.typeName)")
    }
    let styleKeys = Self.keysWithOtherContent(oldCard.data["style"], newCard.data["style"])
    if !styleKeys.isEmpty { differences.append("style: " + styleKeys.joined(separator: ", ")) }
    guard !differences.isEmpty else { return }
    changes.append(PageChange(kind: .cardLayout, old: old(), new: new(), detail: differences.joined(separator: "; ")))
  }

  // MARK: Items

  /// Matches the items of two cards that stand for each other (their header, items and footer):
  /// the same item (by `id`, else by all it says) in the same order; what is left over waits
  /// for ``matchLeftovers()``.
  private mutating func compareItems(of oldCard: Card, _ newCard: Card, oldAt oldCardAddress: ItemAddress, newAt newCardAddress: ItemAddress) {
    let oldItems = (0..<oldCard.allItemCount).map(oldCard.item(atAllItemsIndex:))
    let newItems = (0..<newCard.allItemCount).map(newCard.item(atAllItemsIndex:))
    let pairs = SequenceMatching.pairs(
      oldCount: oldItems.count, newCount: newItems.count,
      same: { Self.key(of: oldItems[$0]) == Self.key(of: newItems[$1]) && oldItems[$0].data.hasSameContent(as: newItems[$1].data) },
      oldKey: { Self.identity(of: oldItems[$0]) }, newKey: { Self.identity(of: newItems[$0]) })
    var oldMatched = Set<Int>()
    var newMatched = Set<Int>()
    for pair in pairs {
      oldMatched.insert(pair.old)
      newMatched.insert(pair.new)
      compare(
        oldItems[pair.old], newItems[pair.new], old: Self.address(pair.old, in: oldCardAddress),
        new: Self.address(pair.new, in: newCardAddress))
    }
    let group = groups.count
    groups.append(ItemGroup(pairs: pairs, oldCount: oldItems.count, newCount: newItems.count))
    for index in oldItems.indices where !oldMatched.contains(index) {
      removed.append(
        Leftover(
          place: Self.itemPlace(Self.address(index, in: oldCardAddress), in: old), item: oldItems[index], group: group,
          index: index))
    }
    for index in newItems.indices where !newMatched.contains(index) {
      added.append(
        Leftover(
          place: Self.itemPlace(Self.address(index, in: newCardAddress), in: new), item: newItems[index], group: group,
          index: index))
    }
  }

  /// Compares two items that stand for each other: a nested card's layout and items, or a leaf's
  /// type, fields, style and size. Their places (paths) are worked out only for a change.
  private mutating func compare(_ oldItem: Item, _ newItem: Item, old oldAddress: ItemAddress, new newAddress: ItemAddress) {
    matched[oldAddress] = newAddress
    let (old, new) = (self.old, self.new)
    var places: (old: PageChange.Place, new: PageChange.Place)?
    let placed = {
      let made = places ?? (Self.itemPlace(oldAddress, in: old), Self.itemPlace(newAddress, in: new))
      places = made
      return made
    }
    if let oldCard = oldItem.nestedCard, let newCard = newItem.nestedCard {
      compareLayout(of: oldCard, newCard, old: placed().old, new: placed().new)
      compareItems(of: oldCard, newCard, oldAt: oldAddress, newAt: newAddress)
      return
    }
    // Items written alike (the most, on a page with few changes) differ in size at most.
    if oldItem.data != newItem.data {
      if let detail = Self.contentDifference(oldItem, newItem) {
        changes.append(PageChange(kind: .content, old: placed().old, new: placed().new, detail: detail))
      }
      let styleKeys = Self.keysWithOtherContent(oldItem.data["style"], newItem.data["style"])
      if !styleKeys.isEmpty {
        changes.append(
          PageChange(kind: .style, old: placed().old, new: placed().new, detail: "style: " + styleKeys.joined(separator: ", ")))
      }
    }
    if let before = oldFrames[oldAddress], let after = newFrames[newAddress],
      before.width != after.width || before.height != after.height
    {
      changes.append(
        PageChange(
          kind: .resized, old: placed().old, new: placed().new,
          detail: "\(before.width)×\(before.height) → \(after.width)×\(after.height)"))
    }
  }

  /// Pairs the items left over: first across the whole page, by `id`, else by all they say,
  /// as moves (to another card, or out of order in their own); then, in the place of each other
  /// among their card's items, as the same item changed. Comparing a pair of nested cards may
  /// leave items of theirs over: they are paired the same way, in rounds, until none is left
  /// to pair. The rest were added or removed.
  mutating func matchLeftovers() {
    var removedTaken = Set<Int>()
    var addedTaken = Set<Int>()
    var seen = (removed: 0, added: 0)
    while removed.count > seen.removed || added.count > seen.added {
      seen = (removed.count, added.count)
      matchMoves(removedTaken: &removedTaken, addedTaken: &addedTaken)
      pairInPlace(removedTaken: &removedTaken, addedTaken: &addedTaken)
    }
    for (index, leftover) in removed.enumerated() where !removedTaken.contains(index) {
      changes.append(PageChange(kind: .removed, old: leftover.place, new: nil, detail: Self.describe(leftover.item)))
    }
    for (index, leftover) in added.enumerated() where !addedTaken.contains(index) {
      changes.append(PageChange(kind: .added, old: nil, new: leftover.place, detail: Self.describe(leftover.item)))
    }
  }

  /// Pairs the free leftovers that are the same item (by `id`, else by all they say) as moves.
  private mutating func matchMoves(removedTaken: inout Set<Int>, addedTaken: inout Set<Int>) {
    var addedByKey: [String: [Int]] = [:]
    for (index, leftover) in added.enumerated() where !addedTaken.contains(index) {
      addedByKey[Self.identity(of: leftover.item), default: []].append(index)
    }
    for (index, leftover) in removed.enumerated() where !removedTaken.contains(index) {
      let key = Self.identity(of: leftover.item)
      guard var candidates = addedByKey[key], !candidates.isEmpty else { continue }
      let target = candidates.removeFirst()
      addedByKey[key] = candidates
      removedTaken.insert(index)
      addedTaken.insert(target)
      let destination = added[target]
      changes.append(
        PageChange(kind: .moved, old: leftover.place, new: destination.place, detail: Self.describe(destination.item)))
      compare(leftover.item, destination.item, old: leftover.place.address, new: destination.place.address)
    }
  }

  /// Pairs the free leftovers of each card's items that are in the place of each other (the
  /// most alike, where one side has more), and compares them: an item whose type or text
  /// changed in place is one change.
  private mutating func pairInPlace(removedTaken: inout Set<Int>, addedTaken: inout Set<Int>) {
    var removedByGroup: [Int: [Int: Int]] = [:]
    for (index, leftover) in removed.enumerated() where !removedTaken.contains(index) {
      removedByGroup[leftover.group, default: [:]][leftover.index] = index
    }
    var addedByGroup: [Int: [Int: Int]] = [:]
    for (index, leftover) in added.enumerated() where !addedTaken.contains(index) {
      addedByGroup[leftover.group, default: [:]][leftover.index] = index
    }
    for (group, olds) in removedByGroup.sorted(by: { $0.key < $1.key }) {
      guard let news = addedByGroup[group] else { continue }
      let items = groups[group]
      let pairs = SequenceMatching.pairsInGaps(
        between: items.pairs, oldCount: items.oldCount, newCount: items.newCount,
        oldFree: { olds[$0] != nil }, newFree: { news[$0] != nil },
        where: { _, _ in true },
        alike: { [removed, added] in Self.likeness(removed[olds[$0]!].item, added[news[$1]!].item) })
      for pair in pairs {
        let (before, after) = (removed[olds[pair.old]!], added[news[pair.new]!])
        removedTaken.insert(olds[pair.old]!)
        addedTaken.insert(news[pair.new]!)
        compare(before.item, after.item, old: before.place.address, new: after.place.address)
      }
    }
  }

  /// How alike two items are: their fields of the same content, and the characters their
  /// other text fields share at their start and end.
  static func likeness(_ old: Item, _ new: Item) -> Int {
    var score = 0
    for (key, value) in old.data.lastValueByKey {
      guard let other = new.data[key] else { continue }
      if value.hasSameContent(as: other) {
        score += 100
      } else if case .string(let before) = value, case .string(let after) = other {
        let prefix = zip(before, after).prefix { $0 == $1 }.count
        let suffix = zip(before.reversed(), after.reversed()).prefix { $0 == $1 }.count
        score += min(99, prefix + suffix)
      }
    }
    return score
  }
}
