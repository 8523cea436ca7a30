/// One visible difference between two versions of a page (`PageDiff`).
public struct PageChange: Hashable, Sendable {
  /// What kind of difference it is.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// In the new version only.
    case added
    /// In the old version only.
    case removed
    /// The same item in another card, or in another order among its card's items.
    case moved
    /// The same item at another width or height.
    case resized
    /// The same item with other text or other fields.
    case content
    /// The same item with another `style`.
    case style
    /// The same card with another type or `style`.
    case cardLayout

    /// The words for the kind in reports and the status bar: `added`, `changed`, `card layout`.
    public var label: String {
      switch self {
      case .content: "changed"
      case .cardLayout: "card layout"
      default: rawValue
      }
    }

    /// One character that marks the kind where colour cannot (`NO_COLOR`, plain text).
    public var glyph: Character {
      switch self {
      case .added: "+"
      case .removed: "-"
      case .moved: ">"
      case .resized: "#"
      case .content: "~"
      case .style: "*"
      case .cardLayout: "="
      }
    }
  }

  /// Where a change is in one version of the page.
  public struct Place: Hashable, Sendable {
    /// The path of the item or card from the document's root: `cards[1].items[2]`.
    public var path: [JSONPathStep]
    /// Where the item is in the page as laid out; nil for a whole card.
    public var address: ItemAddress
    /// Whether the place is a whole card rather than one item of it.
    public var isCard: Bool

    public init(path: [JSONPathStep], address: ItemAddress, isCard: Bool = false) {
      self.path = path
      self.address = address
      self.isCard = isCard
    }
  }

  public var kind: Kind
  /// Where it was in the old version; nil for an addition.
  public var old: Place?
  /// Where it is in the new version; nil for a removal.
  public var new: Place?
  /// What changed, in words: `text "Sale" → "Big sale"`, `2 rows → 3 rows`.
  public var detail: String

  public init(kind: Kind, old: Place?, new: Place?, detail: String) {
    self.kind = kind
    self.old = old
    self.new = new
    self.detail = detail
  }
}
