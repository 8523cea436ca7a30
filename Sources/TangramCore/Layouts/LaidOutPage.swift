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
///
/// It is kept small (32 bytes, no reference to count), and a page keeps less still per item
/// (``PlacedItems``): coordinates and indices are stored as `Int32` and read as `Int`. Frame edges
/// beyond `Int32`'s range are clamped to it (see ``CompactRect``); card and item indices always
/// fit, since a page that had 2³¹ of them could not be held in memory. The item's ``ItemAddress``
/// is built by the laid-out page's `address(of:)`, which takes the card's id from the page rather
/// than keeping a copy in every item.
package struct PlacedItem: Equatable, Sendable {
  /// Content coordinates: `y` counts rows from the top of the page.
  @CompactRect package var frame: Rect
  /// Index of the top-level card that holds the item (the item itself is in the page:
  /// ``LaidOutPage/item(_:)``, so a million placed items do not copy a million items).
  @CompactIndex package var cardIndex: Int
  /// Index in the ``Card/allItems`` of the card that directly holds the item.
  @CompactIndex package var indexInCard: Int
  /// The layer in one `Int32`: 0 for the flow, `n + 1` for strip `n`, `-(n + 1)` for pinned
  /// card `n`.
  private var layerCode: Int32
  /// Index in ``LaidOutPage/boxes`` of the box of the nested card that directly holds the item,
  /// or -1 when that card is a top-level one.
  private(set) var nestedBoxIndex: Int32

  /// Places an item; `nestedBoxIndex` is the index in the page's boxes of the nested card that
  /// holds it, nil for an item of a top-level card.
  init(frame: Rect, cardIndex: Int, indexInCard: Int, layer: ItemLayer, nestedBoxIndex: Int? = nil) {
    self.frame = frame
    self.cardIndex = cardIndex
    self.indexInCard = indexInCard
    self.layerCode = Self.code(of: layer)
    self.nestedBoxIndex = Int32(nestedBoxIndex ?? -1)
  }

  /// Whether the item scrolls with the page, in a pager, or is pinned.
  package var layer: ItemLayer {
    get {
      if layerCode > 0 { return .strip(Int(layerCode) - 1) }
      if layerCode < 0 { return .pinned(-Int(layerCode) - 1) }
      return .flow
    }
    set { layerCode = Self.code(of: newValue) }
  }

  /// Whether the item is in the top-level card it names, not in a card nested in it.
  var isInTopLevelCard: Bool { nestedBoxIndex < 0 }

  /// The item `offset` places after this one in the same card and layer, at `frame`.
  func continued(by offset: Int, frame: Rect) -> PlacedItem {
    var next = self
    next.indexInCard += offset
    next.frame = frame
    return next
  }

  private static func code(of layer: ItemLayer) -> Int32 {
    switch layer {
    case .flow: return 0
    case .strip(let index): return Int32(index) + 1
    case .pinned(let index): return -Int32(index) - 1
    }
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
    // Appended in place: every item that enters the screen has its address made for its events.
    var text: String
    if let cardID, !cardID.isEmpty {
      text = cardID
    } else {
      text = "#"
      text += String(cardIndex)
    }
    for index in indexPath {
      text += "/"
      text += String(index)
    }
    return text
  }
}

/// A card box with its absolute place on the page: what paints the card's background.
///
/// The frame and card index are kept as `Int32`, as in ``PlacedItem``.
package struct PlacedBox: Sendable {
  @CompactRect package var frame: Rect
  package var background: Color?
  /// Index of the top-level card the box belongs to (nested cards share their parent's).
  @CompactIndex package var cardIndex: Int
  /// Indices in ``Card/allItems`` of the nested-card items from the top-level card down to this
  /// card; empty for a top-level card (so its box allocates nothing).
  package var nestedIndexPath: [Int]

  init(frame: Rect, background: Color?, cardIndex: Int, nestedIndexPath: [Int] = []) {
    self.frame = frame
    self.background = background
    self.cardIndex = cardIndex
    self.nestedIndexPath = nestedIndexPath
  }

  /// 0 for top-level cards, 1 and more for nested ones: the length of ``nestedIndexPath``.
  package var depth: Int { nestedIndexPath.count }
}

/// A page stacked into absolute rectangles at one width: what the page view scrolls over.
package struct LaidOutPage: Sendable {
  /// Columns.
  package let width: Int
  /// Rows of content.
  package let height: Int
  /// Leaf items in reading order; an item's ``ItemID`` is its index here.
  package let items: PlacedItems
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
    page: Page, width: Int, height: Int, items: PlacedItems, boxes: [PlacedBox], notes: [String],
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
    self.itemIndex = ItemFrameIndex(flowItems: items)
    self.boxIndex = ItemFrameIndex(frames: boxes.lazy.map(\.frame))
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
    for index in outerIndices(of: placed) {
      guard let nested = card.item(atAllItemsIndex: index).nestedCard else { break }
      card = nested
    }
    return card.item(atAllItemsIndex: placed.indexInCard)
  }

  /// Where the item with an id is in the page, stable whatever the width: `products/2`.
  package func address(of id: ItemID) -> ItemAddress {
    address(of: items[id.rawValue])
  }

  /// Where a placed item of this page is in the page: its card's id comes from ``page``.
  package func address(of placed: PlacedItem) -> ItemAddress {
    ItemAddress(
      cardIndex: placed.cardIndex, cardID: page.cards[placed.cardIndex].id,
      indexPath: outerIndices(of: placed) + [placed.indexInCard])
  }

  /// Indices of the nested-card items above a placed item (empty for an item of a top-level
  /// card): the path of the box of the nested card that holds it.
  private func outerIndices(of placed: PlacedItem) -> [Int] {
    placed.isInTopLevelCard ? [] : boxes[Int(placed.nestedBoxIndex)].nestedIndexPath
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
