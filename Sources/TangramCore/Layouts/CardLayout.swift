/// Answers how tall an item is at a given width, before any element exists (the element's
/// `height(for:width:)`, spec §2.0 rule 4).
public protocol ItemMeasuring {
  /// Rows the leaf `item` needs when it is `width` columns wide.
  func height(of item: Item, width: Int) -> Int

  /// Rows the leaf `item` needs at `width` columns of a page whose units `scale` converts, for
  /// elements whose size depends on the page's width (VirtualView templates); the default asks
  /// ``height(of:width:)``.
  func height(of item: Item, width: Int, scale: UnitScale) -> Int

  /// Columns the leaf `item` takes when it wraps its content (Android's `WRAP_CONTENT`, as the
  /// item of a fix card without a `width` does), at most `available`.
  func width(of item: Item, available: Int) -> Int

  /// Rows an item of `type` needs at `width` columns, measured from the bytes of the field its
  /// element measures by (the decoder's `textMeasuredItemTypes`), which are printable ASCII:
  /// what ``height(of:width:)`` gives for the item. Nil when items of `type` are not measured
  /// from their text (the default): they are then decoded and measured. A layout asks once with
  /// an empty text whether a type's items are measured so, before it measures any.
  func height(ofType type: String, measuredText: UnsafeBufferPointer<UInt8>, width: Int) -> Int?
}

extension ItemMeasuring {
  /// ``height(of:width:)``.
  public func height(of item: Item, width: Int, scale: UnitScale) -> Int { height(of: item, width: width) }

  /// All of `available`: an item whose content has no width of its own fills its slot.
  public func width(of item: Item, available: Int) -> Int { available }

  /// Nil: items are decoded to be measured.
  public func height(ofType type: String, measuredText: UnsafeBufferPointer<UInt8>, width: Int) -> Int? { nil }
}

/// What a layout needs besides the card: units and element heights.
public struct LayoutContext {
  /// Design units to cells.
  public var scale: UnitScale
  /// Element heights.
  public var measurer: any ItemMeasuring
  /// Lays out nested cards; set by the page layout.
  public var nestedLayout: (Card, Int) -> CardArrangement

  public init(
    scale: UnitScale, measurer: any ItemMeasuring,
    nestedLayout: @escaping (Card, Int) -> CardArrangement = { _, _ in CardArrangement() }
  ) {
    self.scale = scale
    self.measurer = measurer
    self.nestedLayout = nestedLayout
  }

  /// The height of an item at a width, by the priority of spec §2.0: style height, else the
  /// item's ratio, else the element's own height (nested cards: their arranged height).
  public func naturalHeight(of item: Item, width: Int) -> Int {
    if let height = item.style.height {
      return UnitScale.atLeastOne(scale.rows(height))
    }
    if let ratio = item.style.aspectRatio {
      return UnitScale.atLeastOne(scale.rows(forWidth: Double(width), ratio: ratio))
    }
    if let nested = item.nestedCard {
      return nestedLayout(nested, width).height
    }
    return Self.clampedHeight(measurer.height(of: item, width: width, scale: scale))
  }

  /// ``naturalHeight(of:width:)`` of item `index` of `flat`, which has no style and is no
  /// nested card, measured from its text (the measurer measures every type of `flat`).
  func naturalHeight(ofItem index: Int, of flat: FlatCardItems, width: Int) -> Int {
    Self.clampedHeight(flat.height(ofItem: index, width: width, measurer: measurer) ?? 0)
  }

  /// An element's height as a layout takes it: no more than an item may have, and not negative.
  private static func clampedHeight(_ height: Int) -> Int {
    min(UnitScale.maximumItemRows, max(0, height))
  }
}

/// One item placed by a layout, relative to the card box.
public struct ArrangedItem: Hashable, Sendable {
  /// Index into ``Card/allItems`` (header first, footer last).
  public var index: Int
  public var frame: Rect

  public init(index: Int, frame: Rect) {
    self.index = index
    self.frame = frame
  }
}

/// What a layout computes for a card: its height and its items' frames, relative to the card
/// box (which starts at the box's top-left corner, padding included).
public struct CardArrangement: Hashable, Sendable {
  /// Rows the card box takes.
  public var height: Int
  /// Items in drawing order. Items a layout does not place are left out.
  public var items: [ArrangedItem]
  /// Items the layout could not place, with why.
  public var notes: [String]
  /// Set by layouts that scroll their items sideways (pagers): the items' frames are then in
  /// strip coordinates, wider than the card.
  public var strip: StripGeometry?

  public init(
    height: Int = 0, items: [ArrangedItem] = [], notes: [String] = [], strip: StripGeometry? = nil
  ) {
    self.height = height
    self.items = items
    self.notes = notes
    self.strip = strip
  }
}

/// The sideways-scrolling part of a pager card, relative to the card box.
public struct StripGeometry: Hashable, Sendable {
  /// Where the pages show inside the box; item frames are clipped to it.
  public var window: Rect
  /// Columns from the strip's start to its end (scroll margins included).
  public var contentWidth: Int
  /// The horizontal offsets at which each page starts, ascending; the user steps between them.
  public var pageStops: [Int]
  /// The box row of the indicator, if there is one.
  public var indicatorRow: Int?

  public init(window: Rect, contentWidth: Int, pageStops: [Int], indicatorRow: Int? = nil) {
    self.window = window
    self.contentWidth = contentWidth
    self.pageStops = pageStops
    self.indicatorRow = indicatorRow
  }

  /// The largest useful offset: the strip's end at the window's right edge.
  public var maximumOffset: Int { max(0, contentWidth - window.width) }
}

/// A way of placing a card's items: a pure function from a card and a width to frames.
public protocol CardLayout: Sendable {
  /// Places the card's items inside a box `width` columns wide.
  func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement

  /// How a card of this layout takes part in the page: nil keeps what the card's type says
  /// (``Card/placement``; custom types scroll with the page). A custom layout returns
  /// `.sticky`, `.fixed` or `.float` to be pinned like Tangram's own.
  func placement(for card: Card) -> CardPlacement?
}

extension CardLayout {
  /// Keeps the placement the card's type gives.
  public func placement(for card: Card) -> CardPlacement? { nil }
}
