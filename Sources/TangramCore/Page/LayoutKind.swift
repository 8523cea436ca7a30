/// Every container type Tangram defines, with the one table that maps the type strings and
/// legacy numeric ids of spec §1.4 onto it.
public enum LayoutKind: String, Hashable, Sendable, CaseIterable {
  case oneColumn, twoColumn, threeColumn, fourColumn, fiveColumn
  /// `container-flow` (27): a grid whose column count comes from `style.column`.
  case flow
  /// Android's `GridCard` (1026): a grid with `style.column`.
  case grid
  /// Android's `LinearCard` (1027): one column with `divideHeight` between items.
  case linear
  case onePlusN
  case waterfall
  /// A horizontal pager: iOS 10/29/`container-scroll`, Android `container-banner`.
  case banner
  /// A free-scrolling horizontal list: Android `container-scroll` (29).
  case horizontalScroll
  case sticky
  /// Sticky to the bottom edge (Android 22).
  case stickyEnd
  /// Pinned to the top (23).
  case fixTop
  /// Pinned to the bottom (8).
  case fixBottom
  /// `container-fix` (1025): pinned by `align`, `x`, `y`.
  case fix
  /// `container-scrollFix` (28): a fix card shown by scroll position.
  case scrollFix
  /// `container-scrollFixBanner` (30).
  case scrollFixBanner
  /// `container-float` (7): draggable.
  case float
  /// Mix (11): split into sub-cards.
  case mix
  /// Tabs (24): a sticky header plus content.
  case tabs

  /// The layout kind a card or item `type` names, or nil for a type that is not a container.
  ///
  /// Numeric ids and their string forms are the same type (`1`, `"1"`). This is the only place
  /// that knows the numbers.
  public init?(typeName: String) {
    guard let kind = Self.table[typeName] else { return nil }
    self = kind
  }

  /// The canonical `container-*` name, or the numeric id for kinds that have no name.
  public var canonicalName: String {
    switch self {
    case .oneColumn: return "container-oneColumn"
    case .twoColumn: return "container-twoColumn"
    case .threeColumn: return "container-threeColumn"
    case .fourColumn: return "container-fourColumn"
    case .fiveColumn: return "container-fiveColumn"
    case .flow: return "container-flow"
    case .grid: return "1026"
    case .linear: return "1027"
    case .onePlusN: return "container-onePlusN"
    case .waterfall: return "container-waterfall"
    case .banner: return "container-banner"
    case .horizontalScroll: return "container-scroll"
    case .sticky: return "container-sticky"
    case .stickyEnd: return "22"
    case .fixTop: return "23"
    case .fixBottom: return "8"
    case .fix: return "container-fix"
    case .scrollFix: return "container-scrollFix"
    case .scrollFixBanner: return "container-scrollFixBanner"
    case .float: return "container-float"
    case .mix: return "11"
    case .tabs: return "24"
    }
  }

  /// Whether a pinned card of this kind is as wide as its item's content when the item gives
  /// no `width`: Android's `FixCard` (`container-fix`, 1025) and `PinTopCard` (23) turn
  /// `sketchMeasure` off, so the item is measured `WRAP_CONTENT`; `PinBottomCard` (8) and the
  /// scroll-fix cards keep it on and take the full width (spec §2.6).
  public var wrapsPinnedContent: Bool {
    self == .fix || self == .fixTop
  }

  /// The fixed column count of the column types; nil for every other kind.
  public var fixedColumnCount: Int? {
    switch self {
    case .oneColumn, .linear: return 1
    case .twoColumn: return 2
    case .threeColumn: return 3
    case .fourColumn: return 4
    case .fiveColumn: return 5
    default: return nil
    }
  }

  /// Whether the kind is laid out as a grid of rows (spec §2.1).
  public var isFlow: Bool {
    switch self {
    case .oneColumn, .twoColumn, .threeColumn, .fourColumn, .fiveColumn, .flow, .grid, .linear:
      return true
    default:
      return false
    }
  }

  /// Whether the kind is pinned to the viewport some or all of the time (sticky, fix, scroll-fix,
  /// float).
  public var isPinned: Bool {
    switch self {
    case .sticky, .stickyEnd, .fixTop, .fixBottom, .fix, .scrollFix, .scrollFixBanner, .float: return true
    default: return false
    }
  }

  /// Whether the kind lays its items out as pages that scroll sideways.
  public var isPager: Bool {
    switch self {
    case .banner, .horizontalScroll, .scrollFixBanner: return true
    default: return false
    }
  }

  private static let table: [String: LayoutKind] = [
    "1": .oneColumn, "container-oneColumn": .oneColumn,
    "2": .twoColumn, "container-twoColumn": .twoColumn,
    "3": .threeColumn, "container-threeColumn": .threeColumn,
    "4": .fourColumn, "container-fourColumn": .fourColumn,
    "9": .fiveColumn, "container-fiveColumn": .fiveColumn,
    "27": .flow, "container-flow": .flow,
    "1026": .grid,
    "1027": .linear,
    "5": .onePlusN, "container-onePlusN": .onePlusN,
    "25": .waterfall, "container-waterfall": .waterfall,
    "10": .banner, "container-banner": .banner,
    "29": .horizontalScroll, "container-scroll": .horizontalScroll,
    "20": .sticky, "21": .sticky, "container-sticky": .sticky,
    "22": .stickyEnd,
    "23": .fixTop,
    "8": .fixBottom,
    "1025": .fix, "container-fix": .fix,
    "28": .scrollFix, "container-scrollFix": .scrollFix,
    "30": .scrollFixBanner, "container-scrollFixBanner": .scrollFixBanner,
    "7": .float, "container-float": .float,
    "11": .mix,
    "24": .tabs,
  ]
}
