/// The viewport edge a sticky card sticks to.
public enum StickyEdge: Hashable, Sendable {
  case top
  case bottom
}

/// The viewport corner a fix or float card is anchored to (`align`).
public enum FixAlignment: String, Hashable, Sendable, CaseIterable {
  case topLeft = "top_left"
  case topRight = "top_right"
  case bottomLeft = "bottom_left"
  case bottomRight = "bottom_right"

  /// Whether the card hangs from the top edge.
  public var isTop: Bool { self == .topLeft || self == .topRight }
  /// Whether the card is anchored to the right edge.
  public var isRight: Bool { self == .topRight || self == .bottomRight }
}

/// When a scroll-fix card shows (`showType`, spec §2.6).
public enum ShowRule: Hashable, Sendable {
  /// Always.
  case always
  /// Once the place where the card would start has come into the viewport from below.
  case onEnter
  /// Once everything before the card has scrolled off the top.
  case onLeave
}

/// How a card takes part in the page: in the scrolling flow, or pinned to the viewport.
public enum CardPlacement: Hashable, Sendable {
  /// Scrolls with the page (every layout but the ones below).
  case flow
  /// In the flow until it would leave the viewport at `edge`, then pinned there (spec §2.5).
  case sticky(edge: StickyEdge, offset: Dimension)
  /// Pinned to a corner of the viewport, taking no room in the flow (fix and scroll-fix, §2.6).
  case fixed(align: FixAlignment, x: Dimension, y: Dimension, show: ShowRule)
  /// Like a fix card, and the user can drag it; it snaps to the nearer side (§2.7).
  case float(align: FixAlignment, x: Dimension, y: Dimension)

  /// Whether the card takes room in the vertical flow.
  public var takesRoomInFlow: Bool {
    switch self {
    case .flow, .sticky: return true
    case .fixed, .float: return false
    }
  }
}

extension Card {
  /// How the card takes part in the page, from its kind and style.
  public var placement: CardPlacement {
    let pin = style.pin
    switch kind {
    case .sticky:
      return .sticky(edge: pin.stickyEdge ?? .top, offset: pin.offset)
    case .stickyEnd:
      return .sticky(edge: pin.stickyEdge ?? .bottom, offset: pin.offset)
    case .fixTop:
      return .fixed(align: .topLeft, x: pin.x, y: pin.y, show: .always)
    case .fixBottom:
      return .fixed(align: .bottomLeft, x: pin.x, y: pin.y, show: .always)
    case .fix:
      return .fixed(align: pin.align ?? .topLeft, x: pin.x, y: pin.y, show: .always)
    case .scrollFix, .scrollFixBanner:
      return .fixed(align: pin.align ?? .topLeft, x: pin.x, y: pin.y, show: pin.showType ?? .always)
    case .float:
      return .float(align: pin.align ?? .topLeft, x: pin.x, y: pin.y)
    default:
      return .flow
    }
  }
}

/// The style keys of sticky, fix, scroll-fix and float cards (spec §1.6.1).
public struct PinStyle: Hashable, Sendable {
  /// `sticky`: `start` (top) or `end` (bottom); nil when not given.
  public var stickyEdge: StickyEdge?
  /// `offset`: distance kept from the edge while stuck.
  public var offset: Dimension
  /// `align`; nil when not given.
  public var align: FixAlignment?
  /// `x`, `y`: offsets inward from the corner.
  public var x: Dimension
  public var y: Dimension
  /// `showType`; nil when not given.
  public var showType: ShowRule?

  public init(
    stickyEdge: StickyEdge? = nil, offset: Dimension = .zero, align: FixAlignment? = nil,
    x: Dimension = .zero, y: Dimension = .zero, showType: ShowRule? = nil
  ) {
    self.stickyEdge = stickyEdge
    self.offset = offset
    self.align = align
    self.x = x
    self.y = y
    self.showType = showType
  }
}
