/// Whether an item shares its row or takes a whole one.
public enum ItemDisplay: Hashable, Sendable {
  case inline
  case block
}

/// The layout-relevant style of an item (spec §1.6.2). Everything else stays in ``Item/data``.
public struct ItemStyle: Hashable, Sendable {
  /// Space around the item inside its slot.
  public var margin: EdgeDimensions
  /// A fixed height; wins over every other height rule.
  public var height: Dimension?
  /// A fixed width; the layout's width otherwise.
  public var width: Dimension?
  /// Width divided by height (`ratio` wins over `aspectRatio`).
  public var aspectRatio: Double?
  /// Columns spanned in a grid.
  public var colspan: Int
  public var display: ItemDisplay
  /// Item background.
  public var background: Color?
  /// Explicit reuse key for the element pool.
  public var reuseIdentifier: String?

  public init(
    margin: EdgeDimensions = .zero, height: Dimension? = nil, width: Dimension? = nil,
    aspectRatio: Double? = nil, colspan: Int = 1, display: ItemDisplay = .inline,
    background: Color? = nil, reuseIdentifier: String? = nil
  ) {
    self.margin = margin
    self.height = height
    self.width = width
    self.aspectRatio = aspectRatio
    self.colspan = colspan
    self.display = display
    self.background = background
    self.reuseIdentifier = reuseIdentifier
  }

  /// No style at all.
  public static let none = ItemStyle()
}

/// One entry of a card's `items` (a *cell* on Android, a *component* on iOS).
///
/// An item is either a leaf, drawn by the element registered for its ``type``, or a nested
/// card (spec §2.8) laid out in its slot.
public struct Item: Hashable, Sendable {
  /// The element type, as a string (`1` and `"1"` are the same).
  public var type: String
  /// `bizId` when present, else `id`.
  public var id: String?
  public var style: ItemStyle
  /// The item's whole JSON object: the business fields its element reads.
  public var data: JSONObject
  private var nested: [Card]

  public init(
    type: String, id: String? = nil, style: ItemStyle = .none, data: JSONObject = JSONObject(),
    nestedCard: Card? = nil
  ) {
    self.type = type
    self.id = id
    self.style = style
    self.data = data
    self.nested = nestedCard.map { [$0] } ?? []
  }

  /// The card this item stands for, when it is a nested layout.
  public var nestedCard: Card? {
    get { nested.first }
    set { nested = newValue.map { [$0] } ?? [] }
  }

  /// A string business field, with numbers given as their text.
  public func string(_ key: String) -> String? {
    switch data[key] {
    case .string(let text): return text
    case .number(let number): return number.formattedForDisplay
    default: return nil
    }
  }

  /// The text a viewer shows for the item when it has nothing better: `title`, `text`, `msg`,
  /// else the type (spec §9.8).
  public var label: String {
    labelKey.flatMap(string) ?? type
  }

  /// The field ``label`` comes from: the first of `title`, `text` and `msg` that is a non-empty
  /// string or a number; nil when the label is the type.
  public var labelKey: String? {
    ["title", "text", "msg"].first { key in string(key).map { !$0.isEmpty } ?? false }
  }
}

extension Double {
  /// The number as a page would write it: `3` for whole numbers, `3.5` otherwise.
  public var formattedForDisplay: String {
    if self == rounded(), abs(self) < 1e15 { return String(Int64(self)) }
    return String(self)
  }
}
