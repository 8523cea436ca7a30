/// A length written in a page: design units (points on iOS, dp on Android) or `rp`.
///
/// `rp` is 1/750 of the screen width; a plain number is a design unit, with the screen taken as
/// ``UnitScale/designWidth`` units wide. ``UnitScale`` turns both into cells.
public enum Dimension: Hashable, Sendable {
  /// Design units (`5`, `"5"`).
  case units(Double)
  /// Responsive pixels (`"5rp"`).
  case rp(Double)

  /// Zero length.
  public static let zero = Dimension.units(0)

  /// The raw number, whatever the unit.
  public var magnitude: Double {
    switch self {
    case .units(let value), .rp(let value): return value
    }
  }
}

/// Four lengths in CSS order (top, right, bottom, left): a `margin` or `padding`.
public struct EdgeDimensions: Hashable, Sendable {
  public var top: Dimension
  public var right: Dimension
  public var bottom: Dimension
  public var left: Dimension

  public init(
    top: Dimension = .zero, right: Dimension = .zero, bottom: Dimension = .zero,
    left: Dimension = .zero
  ) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// All four edges zero.
  public static let zero = EdgeDimensions()
}
