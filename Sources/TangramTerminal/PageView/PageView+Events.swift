import TangramCore

/// What the page view remembers between frames to report what came into view.
struct VisibilityTracker {
  /// Items on screen (no buffer) last frame, ascending.
  var itemsOnScreen: [ItemID] = []
  /// How many times each item has come on screen.
  var exposureCounts: [ItemID: Int] = [:]
  /// Top-level cards on screen last frame.
  var cardsOnScreen: Set<Int> = []
  /// How many times each card has come on screen.
  var cardEnterCounts: [Int: Int] = [:]
}

extension PageView {
  /// The bus context of an item: its card, its index there, its type and its unique id.
  package func eventContext(for id: ItemID) -> EventContext {
    eventContext(for: id, in: layout)
  }

  /// ``eventContext(for:)`` with the layout in hand (reading ``layout`` copies what it holds,
  /// so code that asks for many items reads it once).
  func eventContext(for id: ItemID, in layout: borrowing LaidOutPage) -> EventContext {
    eventContext(for: id, item: layout.item(id), in: layout)
  }

  /// ``eventContext(for:in:)`` with the item in hand too (an item of a card kept as text is
  /// decoded each time it is asked for).
  func eventContext(for id: ItemID, item: Item, in layout: borrowing LaidOutPage) -> EventContext {
    let placed = layout[id]
    return EventContext(
      cardIndex: placed.cardIndex, cardID: page.cards[placed.cardIndex].id, itemIndex: placed.indexInCard,
      itemID: item.id, elementType: item.type, uniqueID: layout.address(of: placed).description)
  }

  /// Items on screen now, without the mounting buffer: flow items on the viewport's rows, the
  /// pages of pagers in view, and the items of pinned cards shown this frame.
  func itemsOnScreen() -> [ItemID] {
    let layout = self.layout
    let rows = offset..<(offset + viewportHeight)
    // Ascending and each once, as the index gives them.
    let flow = layout.itemIDs(inRows: rows)
    var others: [ItemID] = []
    for stripIndex in layout.stripIndex.indices(intersectingRows: rows) {
      let window = layout.strips[stripIndex].window
      guard window.y < rows.upperBound, window.maxY > rows.lowerBound else { continue }
      others += visibleItemIDs(ofStrip: stripIndex)
    }
    for frame in pinnedArrangement.all where frame.frame.maxY > 0 && frame.frame.y < viewportHeight {
      others += layout.pinned[frame.pinnedIndex].itemIDs.map(ItemID.init)
    }
    return others.isEmpty ? flow : Array(Set(flow + others)).sorted()
  }

  /// Top-level cards with something on screen now.
  func cardsOnScreen(items: [ItemID]) -> Set<Int> {
    let layout = self.layout
    var cards = Set<Int>()
    var last: Int?
    // A card's items mostly follow one another: each card is inserted once a run.
    for id in items {
      let card = layout[id].cardIndex
      if card != last {
        cards.insert(card)
        last = card
      }
    }
    return cards
  }

  /// Posts what changed on screen since the last frame: `exposure` for items that came into
  /// view (with how many times before), `layoutEnter`/`layoutLeave` for cards, and
  /// `stickyEnter`/`stickyLeave` for sticky cards.
  func postVisibilityEvents() {
    let now = itemsOnScreen()
    let change = LazyScrollEngine.difference(from: visibility.itemsOnScreen, to: now)
    visibility.itemsOnScreen = now
    let cards = cardsOnScreen(items: now)
    let cardsChanged = cards != visibility.cardsOnScreen
    let entered = cardsChanged ? cards.subtracting(visibility.cardsOnScreen).sorted() : []
    let left = cardsChanged ? visibility.cardsOnScreen.subtracting(cards).sorted() : []
    visibility.cardsOnScreen = cards
    guard let bus else { return }
    let layout = self.layout
    for id in change.entered {
      let count = visibility.exposureCounts[id, default: 0]
      visibility.exposureCounts[id] = count + 1
      let item = layout.item(id)
      let context = eventContext(for: id, item: item, in: layout)
      bus.post(.exposure(of: item, context: context, times: count))
      postNodeExposure(of: id, context: context, on: bus)
    }
    for cardIndex in entered {
      let times = visibility.cardEnterCounts[cardIndex, default: 0]
      visibility.cardEnterCounts[cardIndex] = times + 1
      bus.post(.layoutEnter(page.cards[cardIndex], index: cardIndex, times: times))
    }
    for cardIndex in left {
      bus.post(.layoutLeave(page.cards[cardIndex], index: cardIndex))
    }
    for change in stickyChanges {
      let cardIndex = layout.pinned[change.pinnedIndex].cardIndex
      bus.post(.sticky(page.cards[cardIndex], index: cardIndex, isStuck: change.isStuck))
    }
  }
}
