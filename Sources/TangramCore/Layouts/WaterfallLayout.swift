/// Items dropped into the shortest of `N` columns: spec §2.3, type 25
/// (`container-waterfall`), with the Android rules (the spec's Recommended choice).
///
/// Rules:
/// - `N` is `style.column`, default 2. Columns have fixed x: column `j` starts at
///   `padL + j·(cw + hGap)`, with `cw = (C − (N−1)·hGap) / N` and `C` the content width.
/// - Items go in order to the column whose bottom is highest up, the leftmost on ties (a strict
///   `<` over the columns in order, as Android).
/// - An item in an empty column starts at `padTop + marginTop`; later ones at the column's
///   bottom + `vGap` + `marginTop`. The column's bottom becomes the item's bottom +
///   `marginBottom`.
/// - An item is the column width minus its left and right margins; its height follows spec
///   §2.0 (style height, item ratio, its element). The card's `aspectRatio` is not used.
/// - Card height = the lowest column bottom + `padBottom`.
/// - A `display: block` item goes into a column like any other: vlayout's
///   `StaggeredGridLayoutHelper` has no full-width items (iOS honours `block` only for the very
///   first item, a quirk).
/// - The header and the footer are not shown: Android's `StaggeredCard` does not parse them and
///   iOS's waterfall layout has no header; the decoder says so (information). A card built in
///   code with either gets no frame for it.
///
/// A small `hGap` stays one column wide when there is room, as in ``FlowLayout`` (spec §9.1).
/// Edges are rounded once, so neighbours share an edge.
public struct WaterfallLayout: CardLayout {
  /// Columns when the card gives no `column` (spec §2.3, Android).
  public static let defaultColumnCount = 2

  public init() {}

  /// The column count of `card`: `style.column`, else ``defaultColumnCount``; at least 1.
  public static func columnCount(of card: Card) -> Int {
    max(1, card.style.column ?? defaultColumnCount)
  }

  public func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let items = card.items
    guard !items.isEmpty, width > 0 else { return CardArrangement() }
    let firstIndex = card.header == nil ? 0 : 1
    let area = ContentArea(card: card, width: width, scale: context.scale)
    let grid = WaterfallGrid(card: card, area: area, scale: context.scale)
    var columns = ColumnBottoms(
      count: grid.columnCount, top: area.top, gap: context.scale.rows(card.style.vGap))
    var arranged: [ArrangedItem] = []
    arranged.reserveCapacity(items.count)
    for (offset, item) in items.enumerated() {
      let frame = Self.placeInColumn(item, grid: grid, columns: &columns, context: context)
      arranged.append(ArrangedItem(index: firstIndex + offset, frame: frame))
    }
    let height = UnitScale.edge(columns.lowestBottom + area.bottomPadding)
    return CardArrangement(height: height, items: arranged)
  }

  /// Puts `item` at the bottom of the shortest column.
  private static func placeInColumn(
    _ item: Item, grid: WaterfallGrid, columns: inout ColumnBottoms, context: LayoutContext
  ) -> Rect {
    let column = columns.shortest
    let margins = ItemMargins(of: item, scale: context.scale)
    let edges = margins.columnEdges(slotX: grid.x(ofColumn: column), slotWidth: grid.columnWidth)
    let height = Double(context.naturalHeight(of: item, width: edges.right - edges.left))
    let top = columns.nextTop(ofColumn: column) + margins.top
    columns.end(column, at: top + height + margins.bottom)
    return Rect(roundingLeft: Double(edges.left), top: top, right: Double(edges.right), bottom: top + height)
  }
}

/// A waterfall card's columns in fractional cells: count, width, gap and x.
struct WaterfallGrid {
  let columnCount: Int
  let columnWidth: Double
  let hGap: Double
  private let left: Double

  init(card: Card, area: ContentArea, scale: UnitScale) {
    columnCount = WaterfallLayout.columnCount(of: card)
    hGap = GapMetrics.visibleColumnGap(
      scale.columns(card.style.hGap), contentWidth: area.width, columns: columnCount)
    columnWidth = max(0, (area.width - Double(columnCount - 1) * hGap) / Double(columnCount))
    left = area.left
  }

  /// Where column `column` starts.
  func x(ofColumn column: Int) -> Double {
    left + Double(column) * (columnWidth + hGap)
  }
}

/// Where each column ends, margins included, and whether anything is in it yet.
struct ColumnBottoms {
  private var bottoms: [Double]
  private var isFilled: [Bool]
  private let gap: Double

  init(count: Int, top: Double, gap: Double) {
    bottoms = Array(repeating: top, count: count)
    isFilled = Array(repeating: false, count: count)
    self.gap = gap
  }

  /// The column whose bottom is highest up; the leftmost on ties.
  var shortest: Int {
    bottoms.indices.reduce(0) { best, column in bottoms[column] < bottoms[best] ? column : best }
  }

  /// The lowest bottom of all columns: where the content ends.
  var lowestBottom: Double { bottoms.max() ?? 0 }

  /// Where the next item of `column` starts, before its top margin: the column's bottom, plus
  /// `vGap` once something is above.
  func nextTop(ofColumn column: Int) -> Double {
    isFilled[column] ? bottoms[column] + gap : bottoms[column]
  }

  /// Records an item ending at `bottom` in `column`.
  mutating func end(_ column: Int, at bottom: Double) {
    bottoms[column] = bottom
    isFilled[column] = true
  }
}
