/// Layout-relevant style of a card (spec §1.6.1). Keys a layout does not model stay in
/// ``Card/data``.
public struct CardStyle: Hashable, Sendable {
  /// Space outside the card box.
  public var margin: EdgeDimensions
  /// Space inside the box, around the items.
  public var padding: EdgeDimensions
  /// Fill of the card box; nil is transparent.
  public var background: Color?
  /// Column count for `container-flow` and grids (overrides the type's count when set).
  public var column: Int?
  /// Column widths in percent of the content width.
  public var cols: [Double]
  /// Row heights in percent (one-plus-N: the right column's split).
  public var rows: [Double]
  /// Space between neighbouring items in a row.
  public var hGap: Dimension
  /// Space between rows.
  public var vGap: Dimension
  /// Width divided by height: a fixed row height for grids.
  public var aspectRatio: Double?
  /// Spread a short row over the whole width (Android grids).
  public var autoExpand: Bool
  /// Drawing order among normal cards: higher is drawn later, on top.
  public var zIndex: Int
  /// Sticky, fix, scroll-fix and float keys.
  public var pin: PinStyle
  /// Pager and horizontal list keys.
  public var pager: PagerStyle

  /// Makes a style; every key defaults to "not given".
  public init(
    margin: EdgeDimensions = .zero, padding: EdgeDimensions = .zero, background: Color? = nil,
    column: Int? = nil, cols: [Double] = [], rows: [Double] = [], hGap: Dimension = .zero, vGap: Dimension = .zero,
    aspectRatio: Double? = nil, autoExpand: Bool = false, zIndex: Int = 0,
    pin: PinStyle = PinStyle(), pager: PagerStyle = PagerStyle()
  ) {
    self.margin = margin
    self.padding = padding
    self.background = background
    self.column = column
    self.cols = cols
    self.rows = rows
    self.hGap = hGap
    self.vGap = vGap
    self.aspectRatio = aspectRatio
    self.autoExpand = autoExpand
    self.zIndex = zIndex
    self.pin = pin
    self.pager = pager
  }

  /// No style at all.
  public static let none = CardStyle()
}

/// One card (an iOS *layout*): a container type, its style and its items.
///
/// Two cards are equal when they read the same, whether their items are decoded or kept as text.
public struct Card: Hashable, Sendable {
  /// How the card is placed and which built-in style keys it reads; `.oneColumn` for cards of
  /// a custom layout type.
  public var kind: LayoutKind
  /// The `type` as the page wrote it.
  public var typeName: String
  /// The layout that arranges the items, looked up in the ``LayoutFactory``: the canonical name
  /// of a built-in kind, else a custom layout type's name.
  public var layoutType: String
  /// The card's `id`, for events and nesting.
  public var id: String?
  /// The card's items, in order.
  public var items: [Item] {
    get { itemStorage.items }
    set { itemStorage = .decoded(newValue) }
  }
  /// How many items the card has (without decoding items kept as text).
  public var itemCount: Int { itemStorage.count }
  /// The items, decoded or kept as the card's text (see `Card+StoredItems`).
  var itemStorage: CardItemStorage
  /// The card's whole JSON object (for keys a layout reads itself).
  public var data: JSONObject
  /// The style when it is not ``CardStyle/none``, else empty: a card without style, header or
  /// footer keeps no storage for them, so a page of a million empty cards stays small.
  private var givenStyle: [CardStyle]
  /// The header and the footer, each an empty array when absent (see ``givenStyle``).
  private var givenHeader: [Item]
  private var givenFooter: [Item]

  /// Layout-relevant style.
  public var style: CardStyle {
    get { givenStyle.first ?? .none }
    set { givenStyle = newValue == .none ? [] : [newValue] }
  }

  /// A full-width item before the items.
  public var header: Item? {
    get { givenHeader.first }
    set { givenHeader = newValue.map { [$0] } ?? [] }
  }

  /// A full-width item after the items.
  public var footer: Item? {
    get { givenFooter.first }
    set { givenFooter = newValue.map { [$0] } ?? [] }
  }

  /// Makes a card; `typeName` and `layoutType` default to the kind's canonical name.
  public init(
    kind: LayoutKind, typeName: String? = nil, layoutType: String? = nil, id: String? = nil,
    style: CardStyle = .none, header: Item? = nil, items: [Item] = [], footer: Item? = nil,
    data: JSONObject = JSONObject()
  ) {
    self.kind = kind
    self.typeName = typeName ?? kind.canonicalName
    self.layoutType = layoutType ?? kind.canonicalName
    self.id = id
    self.itemStorage = .decoded(items)
    self.data = data
    self.givenStyle = style == .none ? [] : [style]
    self.givenHeader = header.map { [$0] } ?? []
    self.givenFooter = footer.map { [$0] } ?? []
  }

  /// Header, items and footer in layout order.
  public var allItems: [Item] {
    // Items kept as text are read back once.
    let items = items
    // Most cards have neither: their items are shared, not copied.
    if header == nil, footer == nil { return items }
    var result: [Item] = []
    result.reserveCapacity(items.count + 2)
    if let header { result.append(header) }
    result.append(contentsOf: items)
    if let footer { result.append(footer) }
    return result
  }

  /// The number of ``allItems``, without building that array or decoding items kept as text.
  public var allItemCount: Int { (header == nil ? 0 : 1) + itemCount + (footer == nil ? 0 : 1) }

  /// Whether a custom layout (not the built-in one of ``kind``) arranges the card.
  public var hasCustomLayout: Bool { layoutType != kind.canonicalName }

  /// The item at an index of ``allItems``, without building that array.
  public func item(atAllItemsIndex index: Int) -> Item {
    var index = index
    if let header {
      if index == 0 { return header }
      index -= 1
    }
    if index < itemCount { return items[index] }
    guard let footer else { preconditionFailure("item index \(index) is past the card's items") }
    return footer
  }

  public static func == (lhs: Card, rhs: Card) -> Bool {
    lhs.kind == rhs.kind && lhs.typeName == rhs.typeName && lhs.layoutType == rhs.layoutType && lhs.id == rhs.id
      && lhs.data == rhs.data && lhs.givenStyle == rhs.givenStyle && lhs.givenHeader == rhs.givenHeader
      && lhs.givenFooter == rhs.givenFooter && lhs.itemCount == rhs.itemCount && lhs.items == rhs.items
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(typeName)
    hasher.combine(id)
    hasher.combine(itemCount)
  }

  /// Whether the card has nothing to show (no header, items or footer).
  public var isEmpty: Bool { givenHeader.isEmpty && itemCount == 0 && givenFooter.isEmpty }
}

/// A decoded page: its cards, top to bottom.
public struct Page: Hashable, Sendable {
  /// The cards, top to bottom.
  public var cards: [Card]

  /// Makes a page of cards.
  public init(cards: [Card] = []) {
    self.cards = cards
  }

  /// Leaf items in all cards, nested ones included, headers and footers included.
  public var leafItemCount: Int {
    cards.reduce(0) { $0 + Self.leafCount(of: $1) }
  }

  private static func leafCount(of card: Card) -> Int {
    var count = 0
    for item in card.allItems {
      if let nested = item.nestedCard { count += leafCount(of: nested) } else { count += 1 }
    }
    return count
  }
}
