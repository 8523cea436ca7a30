/// Gaps and margins in fractional cells, shared by the column layouts (flow, one-plus-N,
/// waterfall).
enum GapMetrics {
  /// The horizontal gap between `columns` columns sharing `contentWidth`, in columns.
  ///
  /// A gap the page asks for stays visible (spec §9.1, optional rule): a positive gap under one
  /// column becomes one column while each column keeps at least four columns for text, so
  /// neighbouring labels never run together. Otherwise the gap is `gap` unchanged.
  static func visibleColumnGap(_ gap: Double, contentWidth: Double, columns: Int) -> Double {
    let columns = max(1, columns)
    let isRoomy = (contentWidth - Double(columns - 1)) / Double(columns) >= 4
    return gap > 0 && gap < 1 && isRoomy ? 1 : gap
  }
}

/// An item's margins in fractional cells: columns left and right, rows top and bottom.
///
/// Margins sit inside the item's slot (spec §2.0, Android): the item is the slot minus them.
struct ItemMargins: Equatable {
  var top: Double
  var right: Double
  var bottom: Double
  var left: Double

  init(top: Double, right: Double, bottom: Double, left: Double) {
    self.top = top
    self.right = right
    self.bottom = bottom
    self.left = left
  }

  /// The margins of `item` converted by `scale`.
  init(of item: Item, scale: UnitScale) {
    let margin = item.style.margin
    self.init(
      top: scale.rows(margin.top), right: scale.columns(margin.right),
      bottom: scale.rows(margin.bottom), left: scale.columns(margin.left))
  }

  /// Left plus right.
  var horizontal: Double { left + right }
  /// Top plus bottom.
  var vertical: Double { top + bottom }

  /// The item's left and right cell edges in a slot starting at `x` and `width` wide: the slot
  /// minus the margins, each edge rounded half up (spec §9.1); never a negative width.
  func columnEdges(slotX x: Double, slotWidth width: Double) -> (left: Int, right: Int) {
    let left = UnitScale.edge(x + self.left)
    return (left, max(left, UnitScale.edge(x + width - right)))
  }
}

extension Rect {
  /// The cells between fractional edges, each rounded half up (spec §9.1), so items that touch
  /// share an edge; never a negative size.
  init(roundingLeft left: Double, top: Double, right: Double, bottom: Double) {
    let x = UnitScale.edge(left)
    let y = UnitScale.edge(top)
    self.init(
      x: x, y: y, width: max(0, UnitScale.edge(right) - x), height: max(0, UnitScale.edge(bottom) - y))
  }
}

/// A card's content area in fractional cells: the card box minus its padding (spec §2.0).
struct ContentArea {
  /// Where the content starts across: the left padding.
  let left: Double
  /// Where the content starts down: the top padding.
  let top: Double
  /// The content width `C`: the card width minus the left and right padding.
  let width: Double
  /// The bottom padding, added below the content.
  let bottomPadding: Double

  init(card: Card, width: Int, scale: UnitScale) {
    let padding = card.style.padding
    left = scale.columns(padding.left)
    top = scale.rows(padding.top)
    self.width = max(0, Double(width) - left - scale.columns(padding.right))
    bottomPadding = scale.rows(padding.bottom)
  }
}
