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
    let items = CardLayoutItems(card: card, measurer: context.measurer)
    guard items.count > 0, width > 0 else { return CardArrangement() }
    let metrics = FlowMetrics(card: card, width: width, scale: context.scale)
    let rows = Self.formRows(items, columns: metrics.columns)

    var arranged: [ArrangedItem] = []
    arranged.reserveCapacity(items.count)
    // Reused from row to row: a card of a thousand one-item rows allocates them once.
    var slots: [(x: Double, width: Double)] = []
    var placed: [PlacedEntry] = []
    var rowTop = metrics.paddingTop
    for rowNumber in 0..<rows.count {
      if rowNumber > 0 { rowTop += metrics.vGap }
      let row = rows[rowNumber]
      metrics.slots(for: row, into: &slots)
      placed.removeAll(keepingCapacity: true)
      // The tallest item with its margins, which may be negative.
      var rowHeight = -Double.infinity
      for position in row.indices {
        let entry = row[position]
        let slot = slots[position - row.startIndex]
        let margin = items.margin(entry.index)
        let left = UnitScale.edge(slot.x + context.scale.columns(margin.left))
        let right = max(left, UnitScale.edge(slot.x + slot.width - context.scale.columns(margin.right)))
        let height = items.height(
          entry.index, width: right - left, isBlock: entry.isBlock, ratioRowHeight: metrics.ratioRowHeight,
          context: context)
        let vertical = VerticalMargin(
          top: context.scale.rows(margin.top), bottom: context.scale.rows(margin.bottom))
        placed.append(PlacedEntry(index: entry.index, left: left, right: right, height: height, margin: vertical))
        rowHeight = max(rowHeight, Double(height) + vertical.top + vertical.bottom)
      }
      if placed.isEmpty { rowHeight = 0 }
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

  /// An item of a row once measured: its columns, its rows and its vertical margins.
  private struct PlacedEntry {
    var index: Int
    var left: Int
    var right: Int
    var height: Int
    var margin: VerticalMargin
  }

  /// One item's place in a row: which item, from which span, over how many spans.
  struct RowEntry: Equatable {
    var index: Int
    var startSpan: Int
    var spanCount: Int
    var isBlock: Bool
  }

  /// The rows of a card: every entry in order, and where each row starts among them.
  struct Rows {
    var entries: [RowEntry] = []
    /// Where each row starts in ``entries``, and where the last one ends.
    var starts: [Int] = [0]

    /// The number of rows.
    var count: Int { starts.count - 1 }

    /// The entries of row `number`.
    subscript(number: Int) -> ArraySlice<RowEntry> { entries[starts[number]..<starts[number + 1]] }

    /// Ends the row being filled, when it has entries.
    mutating func endRow() {
      if entries.count > starts[starts.count - 1] { starts.append(entries.count) }
    }
  }

  /// Splits items into rows of `columns` spans (spec §2.1, row formation).
  static func formRows(_ items: CardLayoutItems, columns: Int) -> Rows {
    var rows = Rows()
    rows.entries.reserveCapacity(items.count)
    var used = 0
    // By index and style only: an item copied for the loop would retain everything it holds.
    for index in 0..<items.count {
      if items.isBlock(index) {
        rows.endRow()
        rows.entries.append(RowEntry(index: index, startSpan: 0, spanCount: columns, isBlock: true))
        rows.endRow()
        used = 0
        continue
      }
      let span = min(max(1, items.colspan(index)), columns)
      if used + span > columns {
        rows.endRow()
        used = 0
      }
      rows.entries.append(RowEntry(index: index, startSpan: used, spanCount: span, isBlock: false))
      used += span
    }
    rows.endRow()
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

  /// Each entry's slot, its left edge and width in fractional columns, into `slots` (emptied
  /// first, and reused from row to row).
  func slots(for row: ArraySlice<FlowLayout.RowEntry>, into slots: inout [(x: Double, width: Double)]) {
    slots.removeAll(keepingCapacity: true)
    if row.count == 1, row[row.startIndex].isBlock {
      slots.append((paddingLeft, contentWidth))
      return
    }
    let count = row.count
    let isShort = row.reduce(0) { $0 + $1.spanCount } < columns
    if !weights.isEmpty {
      let expands = autoExpand && isShort && row.allSatisfy({ $0.spanCount == 1 })
      let spans = row.reduce(0) { $0 + $1.spanCount }
      let columnSlots = weightedSlots(spansInRow: spans, columns: expands ? count : columns)
      for entry in row {
        let first = columnSlots[entry.startSpan]
        let last = columnSlots[entry.startSpan + entry.spanCount - 1]
        slots.append((first.x, last.x + last.width - first.x))
      }
      return
    }
    if autoExpand, isShort, row.allSatisfy({ $0.spanCount == 1 }) {
      let span = (contentWidth - Double(count - 1) * hGap) / Double(count)
      for position in 0..<count { slots.append((paddingLeft + Double(position) * (span + hGap), span)) }
      return
    }
    let span = (contentWidth - Double(columns - 1) * hGap) / Double(columns)
    for entry in row {
      let x = paddingLeft + Double(entry.startSpan) * (span + hGap)
      let width = Double(entry.spanCount) * span + Double(entry.spanCount - 1) * hGap
      slots.append((x, width))
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
}
