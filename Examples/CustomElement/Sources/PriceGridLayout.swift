import TangramCore

/// The `price-grid` layout: items two to a row, every other row moved right (a staggered
/// shelf), headers, footers and `display: block` items across the whole width.
///
/// A pure function from a card and a width to frames, like the built-in layouts. It reads the
/// card's `padding`, `hGap` and `vGap`; each row is as tall as its tallest item.
struct PriceGridLayout: CardLayout {
  /// How far odd rows are moved right, as a fraction of the content width.
  var stagger = 0.125

  func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let items = card.allItems
    guard !items.isEmpty, width > 0 else { return CardArrangement() }
    let scale = context.scale
    let style = card.style
    let left = UnitScale.edge(scale.columns(style.padding.left))
    let right = max(left, width - UnitScale.edge(scale.columns(style.padding.right)))
    let gap = UnitScale.edge(scale.columns(style.hGap))
    let rowGap = UnitScale.edge(scale.rows(style.vGap))
    let indent = UnitScale.edge(Double(right - left) * stagger)

    var arranged: [ArrangedItem] = []
    var top = UnitScale.edge(scale.rows(style.padding.top))
    var pairNumber = 0
    for (rowNumber, row) in Self.rows(of: items).enumerated() {
      if rowNumber > 0 { top += rowGap }
      var x = left
      var columnWidth = right - left
      if row.count == 2 {
        x += pairNumber % 2 == 1 ? indent : 0
        columnWidth = max(0, (right - x - gap) / 2)
        pairNumber += 1
      }
      let height = row.map { context.naturalHeight(of: items[$0], width: columnWidth) }.max() ?? 0
      for index in row {
        arranged.append(ArrangedItem(index: index, frame: Rect(x: x, y: top, width: columnWidth, height: height)))
        x += columnWidth + gap
      }
      top += height
    }
    let bottom = top + UnitScale.edge(scale.rows(style.padding.bottom))
    return CardArrangement(height: bottom, items: arranged)
  }

  /// Item indices by row: a block item alone, inline items in pairs (the last may be alone,
  /// across the whole width).
  static func rows(of items: [Item]) -> [[Int]] {
    var rows: [[Int]] = []
    var pair: [Int] = []
    for (index, item) in items.enumerated() {
      if item.style.display == .block {
        if !pair.isEmpty { rows.append(pair) }
        pair = []
        rows.append([index])
        continue
      }
      pair.append(index)
      if pair.count == 2 {
        rows.append(pair)
        pair = []
      }
    }
    if !pair.isEmpty { rows.append(pair) }
    return rows
  }
}
