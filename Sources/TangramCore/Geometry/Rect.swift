/// A rectangle of character cells: `x` columns from the left, `y` rows from the top.
///
/// Coordinates are `Int` cells everywhere in tangram-tui; Tangram's design units are
/// converted once, by ``UnitScale``. A rectangle with a zero or negative width or height
/// is empty and contains no cell.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// The left column.
  public var x: Int
  /// The top row.
  public var y: Int
  /// The number of columns.
  public var width: Int
  /// The number of rows.
  public var height: Int

  /// Creates a rectangle from its origin and size.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  /// The column just right of the rectangle.
  public var maxX: Int { x + width }
  /// The row just below the rectangle.
  public var maxY: Int { y + height }
  /// Whether the rectangle covers no cell.
  public var isEmpty: Bool { width <= 0 || height <= 0 }

  /// Whether the cell at column `col`, row `row` lies inside.
  public func contains(column col: Int, row: Int) -> Bool {
    col >= x && col < maxX && row >= y && row < maxY
  }

  /// The cells both rectangles cover; `.zero`-sized (at the clamped origin) when they do not meet.
  public func intersection(_ other: Rect) -> Rect {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    return Rect(x: left, y: top, width: max(0, right - left), height: max(0, bottom - top))
  }

  /// Whether the rectangles share at least one cell.
  public func intersects(_ other: Rect) -> Bool {
    !intersection(other).isEmpty
  }

  /// The rectangle moved by `dx` columns and `dy` rows.
  public func offsetBy(dx: Int = 0, dy: Int = 0) -> Rect {
    Rect(x: x + dx, y: y + dy, width: width, height: height)
  }

  /// The rectangle shrunk by `insets` on each side (never below zero size).
  public func inset(by insets: EdgeInsets) -> Rect {
    Rect(
      x: x + insets.left, y: y + insets.top,
      width: max(0, width - insets.left - insets.right),
      height: max(0, height - insets.top - insets.bottom))
  }

  public var description: String { "(\(x),\(y),\(width),\(height))" }
}

/// Distances from the four edges of a rectangle, in cells.
public struct EdgeInsets: Hashable, Sendable {
  public var top: Int
  public var right: Int
  public var bottom: Int
  public var left: Int

  /// Creates insets in CSS order: top, right, bottom, left.
  public init(top: Int = 0, right: Int = 0, bottom: Int = 0, left: Int = 0) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// No inset on any side.
  public static let zero = EdgeInsets()
}
