/// Converts Tangram's design units into character cells (spec §9.1-9.2).
///
/// The terminal width stands for the phone's width: `designWidth` units (375 by default) span
/// all `columns`, and 750 rp do too. A cell is about twice as tall as it is wide, so vertical
/// lengths are multiplied by `cellAspect` (0.5) on top of the horizontal scale.
public struct UnitScale: Hashable, Sendable {
  /// Terminal columns that stand for the whole design width.
  public var columns: Int
  /// Design units across the screen (375 for an iPhone-sized page).
  public var designWidth: Double
  /// Cell width divided by cell height.
  public var cellAspect: Double

  public init(columns: Int, designWidth: Double = 375, cellAspect: Double = 0.5) {
    self.columns = max(0, columns)
    self.designWidth = designWidth > 0 ? designWidth : 375
    self.cellAspect = cellAspect > 0 ? cellAspect : 0.5
  }

  /// Columns per design unit.
  public var columnsPerUnit: Double { Double(columns) / designWidth }

  /// A horizontal length in (fractional) columns.
  public func columns(_ length: Dimension) -> Double {
    switch length {
    case .units(let value): return value * columnsPerUnit
    case .rp(let value): return value * Double(columns) / 750
    }
  }

  /// A vertical length in (fractional) rows.
  public func rows(_ length: Dimension) -> Double {
    columns(length) * cellAspect
  }

  /// The rows an area `widthColumns` wide takes at a width/height `ratio` (spec §9.2).
  public func rows(forWidth widthColumns: Double, ratio: Double) -> Double {
    guard ratio > 0 else { return 0 }
    return widthColumns / ratio * cellAspect
  }

  /// The largest distance, in cells, that layout arithmetic produces: far beyond any screen or
  /// page, and far from `Int`'s limits, so sums of edges never overflow.
  public static let maximumCells = 1 << 40

  /// Rounds an edge to a cell boundary, half up (spec §9.1: round edges, not widths). Values
  /// beyond ±``maximumCells`` are clamped, and NaN is 0, so no page can make layout trap.
  public static func edge(_ value: Double) -> Int {
    guard value.isFinite else { return value.isNaN ? 0 : (value > 0 ? maximumCells : -maximumCells) }
    let limit = Double(maximumCells)
    return Int((min(max(value, -limit), limit) + 0.5).rounded(.down))
  }

  /// The tallest a single item or row may be, in rows: far more than any real item, and small
  /// enough that a hostile ratio cannot make a page of absurd height.
  public static let maximumItemRows = 100_000

  /// A positive length of at least one cell once rounded, at most ``maximumItemRows``; zero
  /// stays zero.
  public static func atLeastOne(_ value: Double) -> Int {
    value <= 0 || value.isNaN ? 0 : min(maximumItemRows, max(1, edge(value)))
  }
}
