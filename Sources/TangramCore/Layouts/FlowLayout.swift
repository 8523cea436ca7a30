/// The column grid of spec §2.1: types 1, 2, 3, 4, 9, 27 (`container-*Column`,
/// `container-flow`) and Android's 1026 and 1027.
///
/// Items fill rows of `N` spans in order: an inline item takes `colspan` spans, a block item
/// (header, footer, `display: block`) a whole row. Horizontal geometry follows Android's
/// constant span width (the spec's Recommended rule), with `cols` weights and `autoExpand`;
/// edges are rounded, so neighbours share an edge and rows fill exactly. Every item in a row is
/// stretched to the row's height.
public struct FlowLayout: CardLayout {
  public init() {}

  /// The column count of `card`: `style.column`, else the type's own count, else 1.
  public static func columnCount(of card: Card) -> Int {
    max(1, card.style.column ?? card.kind.fixedColumnCount ?? 1)
  }

  public func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let items = card.allItems
    guard !items.isEmpty, width > 0 else { return CardArrangement() }
    let metrics = FlowMetrics(card: card, width: width, scale: context.scale)
    let rows = Self.formRows(items, columns: metrics.columns)

    var arranged: [ArrangedItem] = []
    arranged.reserveCapacity(items.count)
    var rowTop = metrics.paddingTop
    for (rowNumber, row) in rows.enumerated() {
      if rowNumber > 0 { rowTop += metrics.vGap }
      let slots = metrics.slots(for: row)
      let placed = row.indices.map { position -> (index: Int, left: Int, right: Int, height: Int, margin: VerticalMargin) in
        let slot = slots[position]
        let item = items[row[position].index]
        let margin = item.style.margin
        let left = UnitScale.edge(slot.x + context.scale.columns(margin.left))
        let right = max(left, UnitScale.edge(slot.x + slot.width - context.scale.columns(margin.right)))
        let height = metrics.height(
          of: item, width: right - left, isBlock: row[position].isBlock, context: context)
        let vertical = VerticalMargin(
          top: context.scale.rows(margin.top), bottom: context.scale.rows(margin.bottom))
        return (row[position].index, left, right, height, vertical)
      }
      let rowHeight = placed.map { Double($0.height) + $0.margin.top + $0.margin.bottom }.max() ?? 0
      for entry in placed {
        let top = UnitScale.edge(rowTop + entry.margin.top)
        let bottom = max(top, UnitScale.edge(rowTop + rowHeight - entry.margin.bottom))
        arranged.append(
          ArrangedItem(
            index: entry.index,
            frame: Rect(x: entry.left, y: top, width: entry.right - entry.left, height: bottom - top)))
      }
      rowTop += rowHeight
    }
    let height = UnitScale.edge(rowTop + metrics.paddingBottom)
    return CardArrangement(height: height, items: arranged)
  }

  /// One item's place in a row: which item, from which span, over how many spans.
  struct RowEntry: Equatable {
    var index: Int
    var startSpan: Int
    var spanCount: Int
    var isBlock: Bool
  }

  /// Splits items into rows of `columns` spans (spec §2.1, row formation).
  static func formRows(_ items: [Item], columns: Int) -> [[RowEntry]] {
    var rows: [[RowEntry]] = []
    var current: [RowEntry] = []
    var used = 0
    for (index, item) in items.enumerated() {
      if item.style.display == .block {
        if !current.isEmpty { rows.append(current) }
        rows.append([RowEntry(index: index, startSpan: 0, spanCount: columns, isBlock: true)])
        current = []
        used = 0
        continue
      }
      let span = min(max(1, item.style.colspan), columns)
      if used + span > columns {
        rows.append(current)
        current = []
        used = 0
      }
      current.append(RowEntry(index: index, startSpan: used, spanCount: span, isBlock: false))
      used += span
    }
    if !current.isEmpty { rows.append(current) }
    return rows
  }
}

struct VerticalMargin {
  var top: Double
  var bottom: Double
}

/// A card's flow geometry in fractional columns and rows.
struct FlowMetrics {
  let columns: Int
  let paddingLeft: Double
  let paddingTop: Double
  let paddingBottom: Double
  let contentWidth: Double
  let hGap: Double
  let vGap: Double
  let weights: [Double]
  let autoExpand: Bool
  /// Row height from the card's `aspectRatio`, in rows.
  let ratioRowHeight: Int?

  init(card: Card, width: Int, scale: UnitScale) {
    let style = card.style
    columns = FlowLayout.columnCount(of: card)
    paddingLeft = scale.columns(style.padding.left)
    let paddingRight = scale.columns(style.padding.right)
    paddingTop = scale.rows(style.padding.top)
    paddingBottom = scale.rows(style.padding.bottom)
    contentWidth = max(0, Double(width) - paddingLeft - paddingRight)
    hGap = GapMetrics.visibleColumnGap(scale.columns(style.hGap), contentWidth: contentWidth, columns: columns)
    vGap = scale.rows(style.vGap)
    weights = style.cols
    autoExpand = style.autoExpand
    let content = contentWidth
    ratioRowHeight = style.aspectRatio.map {
      UnitScale.atLeastOne(scale.rows(forWidth: content, ratio: $0))
    }
  }

  /// Each entry's slot: its left edge and width in fractional columns.
  func slots(for row: [FlowLayout.RowEntry]) -> [(x: Double, width: Double)] {
    if row.count == 1, row[0].isBlock {
      return [(paddingLeft, contentWidth)]
    }
    let count = row.count
    let isShort = row.reduce(0) { $0 + $1.spanCount } < columns
    if !weights.isEmpty {
      let expands = autoExpand && isShort && row.allSatisfy({ $0.spanCount == 1 })
      let spans = row.reduce(0) { $0 + $1.spanCount }
      let columnSlots = weightedSlots(spansInRow: spans, columns: expands ? count : columns)
      return row.map { entry in
        let first = columnSlots[entry.startSpan]
        let last = columnSlots[entry.startSpan + entry.spanCount - 1]
        return (first.x, last.x + last.width - first.x)
      }
    }
    if autoExpand, isShort, row.allSatisfy({ $0.spanCount == 1 }) {
      let span = (contentWidth - Double(count - 1) * hGap) / Double(count)
      return (0..<count).map { (paddingLeft + Double($0) * (span + hGap), span) }
    }
    let span = (contentWidth - Double(columns - 1) * hGap) / Double(columns)
    return row.map { entry in
      let x = paddingLeft + Double(entry.startSpan) * (span + hGap)
      let width = Double(entry.spanCount) * span + Double(entry.spanCount - 1) * hGap
      return (x, width)
    }
  }

  /// Slots of the `columns` columns of a row whose items cover `spansInRow` spans, under `cols`
  /// weights: weighted columns take their percentage of the width left after the gaps between
  /// those spans; the others share the rest equally. An item over several columns takes them
  /// all and the gaps between them (vlayout sums the spanned columns' weights). A short row keeps
  /// the card's columns (a three-column card with `cols: [40]` gives a two-item row 40% and 30%),
  /// unless `autoExpand` spreads it over its items (spec §2.1, Android).
  ///
  /// vlayout takes the width after the gaps between the row's *items*, so with `colspan` and an
  /// `hGap` its row runs `hGap` past the card for every span beyond the first of an item; the
  /// gaps between spans keep the row inside the card and agree with vlayout everywhere else.
  private func weightedSlots(spansInRow: Int, columns: Int) -> [(x: Double, width: Double)] {
    let total = contentWidth - Double(max(1, spansInRow) - 1) * hGap
    let given = (0..<columns).map { $0 < weights.count && weights[$0] >= 0 ? weights[$0] : nil }
    let weighted = given.compactMap { $0 }.reduce(0) { $0 + $1 / 100 * total }
    let unweightedCount = given.filter { $0 == nil }.count
    let share = unweightedCount > 0 ? max(0, total - weighted) / Double(unweightedCount) : 0
    var x = paddingLeft
    var result: [(x: Double, width: Double)] = []
    for weight in given {
      let width = weight.map { $0 / 100 * total } ?? share
      result.append((x, width))
      x += width + hGap
    }
    return result
  }

  /// An item's height in rows: style height, item ratio, the card's ratio row (content rows
  /// only: headers, footers and other blocks keep their own height), else the element's own
  /// height (spec §2.0, Recommended).
  func height(of item: Item, width: Int, isBlock: Bool, context: LayoutContext) -> Int {
    if !isBlock, item.style.height == nil, item.style.aspectRatio == nil, let ratioRowHeight {
      return ratioRowHeight
    }
    return context.naturalHeight(of: item, width: width)
  }
}
