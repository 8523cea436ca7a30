/// The reference device templates are laid out on (VirtualView spec §3.1, §9.1): integer px of a
/// screen `width` px wide at density 2, with 750 rp across it; and how px become cells.
public struct VVDevice: Hashable, Sendable {
  /// Px across the screen (750).
  public var width: Int
  /// Px per dp (2).
  public var density: Double
  /// Rp across the screen (750).
  public var responsiveWidth: Double
  /// Columns per px: the page's columns over ``width``.
  public var columnsPerPx: Double
  /// Rows per px: ``columnsPerPx`` times the cell aspect.
  public var rowsPerPx: Double

  /// The device for a page `columns` wide whose cells are `cellAspect` as wide as tall.
  public init(columns: Int, cellAspect: Double = 0.5, width: Int = 750) {
    self.width = max(1, width)
    density = 2
    responsiveWidth = 750
    columnsPerPx = Double(max(1, columns)) / Double(self.width)
    rowsPerPx = columnsPerPx * (cellAspect > 0 ? cellAspect : 0.5)
  }

  /// A length in px, rounded as Android rounds (`(int)(v + 0.5)`, symmetric for negatives).
  public func px(_ length: VVLength) -> Int {
    let value: Double
    switch length {
    case .dp(let dp): value = dp * density
    case .rp(let rp): value = rp * Double(width) / responsiveWidth
    }
    return Self.rounded(value)
  }

  package static func rounded(_ value: Double) -> Int {
    guard value.isFinite else { return 0 }
    let clamped = max(-1e9, min(1e9, value))
    return clamped >= 0 ? Int(clamped + 0.5) : -Int(-clamped + 0.5)
  }

  /// Px that `columns` columns take: ⌈columns ÷ columnsPerPx⌉ (§9.1).
  public func px(columns: Int) -> Int {
    columns <= 0 ? 0 : Int((Double(columns) / columnsPerPx - 1e-9).rounded(.up))
  }

  /// Px that `rows` rows take.
  public func px(rows: Int) -> Int {
    rows <= 0 ? 0 : Int((Double(rows) / rowsPerPx - 1e-9).rounded(.up))
  }

  /// Whole columns inside `px` px.
  public func columns(inPx px: Int) -> Int {
    max(0, Int((Double(px) * columnsPerPx + 1e-9).rounded(.down)))
  }

  /// The column of a px edge, rounded half up.
  public func columnEdge(_ px: Int) -> Int {
    Int((Double(px) * columnsPerPx + 0.5).rounded(.down))
  }

  /// The row of a px edge, rounded half up.
  public func rowEdge(_ px: Int) -> Int {
    Int((Double(px) * rowsPerPx + 0.5).rounded(.down))
  }
}
