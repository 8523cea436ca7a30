/// A stable identifier for an item of a laid-out page: its position in reading order.
///
/// The order depends only on the page, not on the width, so an id survives scrolling and resizing.
public struct ItemID: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let rawValue: Int

  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  public static func < (lhs: ItemID, rhs: ItemID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}

/// A leaf item with its absolute place on the page.
package struct PlacedItem: Sendable {
  /// Content coordinates: `y` counts rows from the top of the page.
  package var frame: Rect
  /// Index of the top-level card that holds the item (the item itself is in the page:
  /// ``LaidOutPage/item(_:)``, so a million placed items do not copy a million items).
  package var cardIndex: Int
  /// That card's `id`.
  var cardID: String?
  /// Indices of the nested-card items above this one (empty for items of top-level cards, so
  /// a million plain items cost no extra allocation).
  var outerIndices: [Int]
  /// Index in the ``Card/allItems`` of the card that directly holds the item.
  package var indexInCard: Int
  /// Whether the item scrolls with the page, in a pager, or is pinned.
  package var layer: ItemLayer

  /// Where the item is in the page, stable whatever the width: `products/2`.
  package var address: ItemAddress {
    ItemAddress(cardIndex: cardIndex, cardID: cardID, indexPath: outerIndices + [indexInCard])
  }
}

/// Where an item sits in a page: its top-level card (by id, or index when it has none) and
/// its index in that card's ``Card/allItems``, then in each nested card on the way down.
public struct ItemAddress: Hashable, Sendable, CustomStringConvertible {
  /// Index of the top-level card.
  public var cardIndex: Int
  /// The top-level card's `id`, if it has one.
  public var cardID: String?
  /// Indices in ``Card/allItems``: one for a top-level item, more for nested ones.
  public var indexPath: [Int]

  public init(cardIndex: Int, cardID: String?, indexPath: [Int]) {
    self.cardIndex = cardIndex
    self.cardID = cardID
    self.indexPath = indexPath
  }

  /// `cardID/index`, or `#cardIndex/index` for a card without an id; nested indices follow.
  public var description: String {
    let card = cardID.map { $0.isEmpty ? "#\(cardIndex)" : $0 } ?? "#\(cardIndex)"
    return ([card] + indexPath.map(String.init)).joined(separator: "/")
  }
}

/// A card box with its absolute place on the page: what paints the card's background.
package struct PlacedBox: Sendable {
  package var frame: Rect
  package var background: Color?
  /// Index of the top-level card the box belongs to (nested cards share their parent's).
  package var cardIndex: Int
  /// 0 for top-level cards, 1 and more for nested ones.
  package var depth: Int
  /// Indices in ``Card/allItems`` of the nested-card items from the top-level card down to this
  /// card; empty for a top-level card (so its box allocates nothing).
  package var nestedIndexPath: [Int] = []
}

/// A page stacked into absolute rectangles at one width: what the page view scrolls over.
package struct LaidOutPage: Sendable {
  /// Columns.
  package let width: Int
  /// Rows of content.
  package let height: Int
  /// Leaf items in reading order; an item's ``ItemID`` is its index here.
  package let items: [PlacedItem]
  /// Card boxes, parents before the cards nested in them.
  package let boxes: [PlacedBox]
  /// Finds the items on a range of rows.
  package let itemIndex: ItemFrameIndex
  /// Finds the boxes on a range of rows.
  package let boxIndex: ItemFrameIndex
  /// Items a layout could not place, each naming its top-level card: `cards[4]: …`.
  package let notes: [String]
  /// The page that was laid out: where the placed items' ``Item``s are.
  package let page: Page
  /// Sticky, fix, scroll-fix and float cards, in page order.
  package let pinned: [PinnedCard]
  /// Pagers, in page order.
  package let strips: [StripCard]
  /// Finds the pagers on a range of rows.
  package let stripIndex: ItemFrameIndex

  init(
    page: Page, width: Int, height: Int, items: [PlacedItem], boxes: [PlacedBox], notes: [String],
    pinned: [PinnedCard] = [], strips: [StripCard] = []
  ) {
    self.page = page
    self.width = width
    self.height = height
    self.items = items
    self.boxes = boxes
    self.notes = notes
    self.pinned = pinned
    self.strips = strips
    // Only flow items are found by rows; pagers and pinned cards have their own lookups.
    self.itemIndex = ItemFrameIndex(frames: items.map { $0.layer == .flow ? $0.frame : .zero })
    self.boxIndex = ItemFrameIndex(frames: boxes.map(\.frame))
    self.stripIndex = ItemFrameIndex(frames: strips.map(\.box))
  }

  /// The placed item with an id.
  package subscript(id: ItemID) -> PlacedItem { items[id.rawValue] }

  /// The item with an id, from the page.
  package func item(_ id: ItemID) -> Item {
    item(of: items[id.rawValue])
  }

  /// The item a placed item stands for, from the page (through nested cards when it is nested).
  package func item(of placed: PlacedItem) -> Item {
    var card = page.cards[placed.cardIndex]
    for index in placed.outerIndices {
      guard let nested = card.item(atAllItemsIndex: index).nestedCard else { break }
      card = nested
    }
    return card.item(atAllItemsIndex: placed.indexInCard)
  }

  /// The card a box is drawn for: its top-level card, or the card nested in it along the box's
  /// ``PlacedBox/nestedIndexPath``.
  public func card(of box: PlacedBox) -> Card {
    var card = page.cards[box.cardIndex]
    for index in box.nestedIndexPath {
      guard let nested = card.item(atAllItemsIndex: index).nestedCard else { break }
      card = nested
    }
    return card
  }

  /// Ids of the items that meet rows `[top, bottom)`, in reading order.
  package func itemIDs(inRows rows: Range<Int>) -> [ItemID] {
    itemIndex.indices(intersectingRows: rows).map(ItemID.init)
  }
}
