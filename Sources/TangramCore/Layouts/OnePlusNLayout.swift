/// One big item on the left and up to four beside it: spec §2.2, type 5
/// (`container-onePlusN`), with the Android/vlayout rules (the spec's Recommended choice).
///
/// The number of content items chooses the arrangement:
/// - 1: one item across the content width;
/// - 2: item 1 and item 2 side by side, both as tall as the taller;
/// - 3 to 5: item 1 on the left; on the right, item 2 on top and items 3, 4 and 5 side by
///   side below it, aligned to the bottom of item 1's slot.
///
/// Rules:
/// - Margins sit inside each item's slot and are first normalised so borders line up
///   (`normalisedMargins(_:)`).
/// - `cols` gives widths in percent of `avail` (the content width less the horizontal margins
///   of items 1 and 2); item 1 and 2 default to halves, the bottom row to equal shares of
///   item 2's width (`contentWidths(_:available:weights:)`).
/// - Item 1's height `H1` is `C / aspectRatio` when the card has an `aspectRatio` (`C` is the
///   content width), else its own height (spec §2.0). With 2 items, item 2 gets the same
///   rule, and both are as tall as the taller. With 3 to 5, `rows[0]` (percent, default 50)
///   splits `H1` less the margins between the two right-hand rows into item 2's height; the
///   bottom row gets the rest. The right-hand items' own heights are not asked: vlayout measures
///   them exactly at their share (`OnePlusNLayoutHelper.handleThree`), iOS gives them the same
///   share, and an item taller than its share is clipped, as on a phone.
/// - The content is `max(H1 + i1 margins, right column)` tall; item 1 fills it.
///
/// The header and the footer are full-width blocks directly above and below the content: no
/// platform reads `hGap` or `vGap` for this card. Items after the fifth are not placed (Android rejects the card,
/// iOS gives them no frame); ``CardArrangement/notes`` says how many. Work is in fractional
/// cells and every edge is rounded once (spec §9.1), so items that touch share an edge.
public struct OnePlusNLayout: CardLayout {
  /// The most content items the layout places (spec §2.2).
  public static let maximumItemCount = 5

  public init() {}

  public func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let notes = Self.overflowNote(itemCount: card.items.count).map { [$0] } ?? []
    guard !card.isEmpty, width > 0 else { return CardArrangement(notes: notes) }
    let area = ContentArea(card: card, width: width, scale: context.scale)
    var stack = StackCursor(top: area.top)
    var arranged: [ArrangedItem] = []
    if let header = card.header {
      arranged.append(Self.arrangeBlock(header, index: 0, area: area, stack: &stack, context: context))
    }
    let shown = Array(card.items.prefix(Self.maximumItemCount))
    if !shown.isEmpty {
      let content = OnePlusNContent(items: shown, style: card.style, area: area, context: context)
      let top = stack.append(height: content.height)
      let firstIndex = card.header == nil ? 0 : 1
      for (offset, placement) in content.placements.enumerated() {
        arranged.append(ArrangedItem(index: firstIndex + offset, frame: placement.frame(below: top)))
      }
    }
    if let footer = card.footer {
      let index = card.allItemCount - 1
      arranged.append(Self.arrangeBlock(footer, index: index, area: area, stack: &stack, context: context))
    }
    let height = UnitScale.edge(stack.bottom + area.bottomPadding)
    return CardArrangement(height: height, items: arranged, notes: notes)
  }

  /// Why items are missing when the card has more than ``maximumItemCount``; nil otherwise.
  static func overflowNote(itemCount: Int) -> String? {
    let hidden = itemCount - maximumItemCount
    guard hidden > 0 else { return nil }
    let what = hidden == 1 ? "1 item after the fifth is" : "\(hidden) items after the fifth are"
    return "one-plus-N places at most \(maximumItemCount) items; \(what) not shown"
  }

  /// A header or footer: the content width minus its margins, its own height.
  private static func arrangeBlock(
    _ item: Item, index: Int, area: ContentArea, stack: inout StackCursor, context: LayoutContext
  ) -> ArrangedItem {
    let margins = ItemMargins(of: item, scale: context.scale)
    let edges = margins.columnEdges(slotX: area.left, slotWidth: area.width)
    let height = Double(context.naturalHeight(of: item, width: edges.right - edges.left))
    let top = stack.append(height: height + margins.vertical) + margins.top
    let frame = Rect(
      roundingLeft: Double(edges.left), top: top, right: Double(edges.right), bottom: top + height)
    return ArrangedItem(index: index, frame: frame)
  }

  /// Margins made consistent so the borders line up (spec §2.2, vlayout):
  /// item 2's top is item 1's (and its bottom too with 2 items); the bottom row's bottoms are
  /// item 1's (item 5's is left as it is); the bottom row's first left and last right are
  /// item 2's.
  static func normalisedMargins(_ margins: [ItemMargins]) -> [ItemMargins] {
    var result = margins
    let count = result.count
    guard count >= 2 else { return result }
    result[1].top = result[0].top
    if count == 2 {
      result[1].bottom = result[0].bottom
      return result
    }
    result[2].bottom = result[0].bottom
    result[2].left = result[1].left
    if count >= 4 { result[3].bottom = result[0].bottom }
    result[count - 1].right = result[1].right
    return result
  }

  /// The content widths of 2 to 5 items, without margins (spec §2.2, vlayout).
  ///
  /// `cols[i]`, when given (not negative), is that percentage of `available`. Otherwise item 1
  /// takes half, item 2 the rest; a lone bottom item is as wide as item 2; a bottom row of 2 or 3
  /// shares item 2's width, less the margins inside the row, equally (the last takes what is
  /// left). vlayout leaves item 4's right and item 5's left margins out of the 5-item share, so
  /// its row overflows when they are set; here they are taken out, so the row always fits.
  static func contentWidths(_ margins: [ItemMargins], available: Double, weights: [Double]) -> [Double] {
    func weighted(_ index: Int) -> Double? {
      index < weights.count && weights[index] >= 0 ? available * weights[index] / 100 : nil
    }
    let first = weighted(0) ?? available / 2
    let second = weighted(1) ?? available - first
    let bottomCount = margins.count - 2
    guard bottomCount > 1 else {
      return bottomCount == 1 ? [first, second, weighted(2) ?? second] : [first, second]
    }
    let innerMargins =
      margins[2..<(margins.count - 1)].reduce(0) { $0 + $1.right }
      + margins[3...].reduce(0) { $0 + $1.left }
    let shared = max(0, second - innerMargins)
    var widths = [first, second]
    for index in 2..<(margins.count - 1) {
      widths.append(weighted(index) ?? shared / Double(bottomCount))
    }
    let taken = widths[2...].reduce(0, +)
    widths.append(weighted(margins.count - 1) ?? shared - taken)
    return widths
  }
}

/// Parts stacked top to bottom, each right below the one before: header, content, footer.
private struct StackCursor {
  /// The bottom of the last part (the top while the stack is empty).
  private(set) var bottom: Double

  init(top: Double) {
    self.bottom = top
  }

  /// Adds a part `height` rows tall and returns its top.
  mutating func append(height: Double) -> Double {
    let top = bottom
    bottom = top + height
    return top
  }
}

/// Where an item goes: its cell columns, and its rows as fractions from the content's top.
struct OnePlusNPlacement: Equatable {
  var left: Int
  var right: Int
  var top: Double
  var bottom: Double

  /// The item's cells when the content starts at row `contentTop`.
  func frame(below contentTop: Double) -> Rect {
    Rect(
      roundingLeft: Double(left), top: contentTop + top, right: Double(right),
      bottom: contentTop + bottom)
  }
}

/// The one-to-five content items of a one-plus-N card, placed (spec §2.2, vlayout).
struct OnePlusNContent {
  /// One placement per item, in order.
  private(set) var placements: [OnePlusNPlacement] = []
  /// Rows the content takes, margins included.
  private(set) var height: Double = 0

  init(items: [Item], style: CardStyle, area: ContentArea, context: LayoutContext) {
    let scale = context.scale
    let margins = OnePlusNLayout.normalisedMargins(items.map { ItemMargins(of: $0, scale: scale) })
    let columns = Self.columnEdges(margins, weights: style.cols, area: area)
    let ratioHeight = style.aspectRatio.map {
      Double(UnitScale.atLeastOne(scale.rows(forWidth: area.width, ratio: $0)))
    }
    let ownHeight = { (index: Int) -> Double in
      let width = columns[index].right - columns[index].left
      return ratioHeight ?? Double(context.naturalHeight(of: items[index], width: width))
    }
    switch items.count {
    case 1: placeAlone(margins[0], height: ownHeight(0))
    case 2: placeSideBySide(margins, heights: [ownHeight(0), ownHeight(1)])
    default:
      placeSplit(margins, firstHeight: ownHeight(0), rowWeight: style.rows.first)
    }
    for index in placements.indices {
      placements[index].left = columns[index].left
      placements[index].right = columns[index].right
    }
  }

  /// Each item's left and right cell edges: item 1's slot from the content's left edge, item
  /// 2's slot right of it, the bottom row's slots one after another from the same x.
  private static func columnEdges(
    _ margins: [ItemMargins], weights: [Double], area: ContentArea
  ) -> [(left: Int, right: Int)] {
    guard margins.count > 1 else {
      return [margins[0].columnEdges(slotX: area.left, slotWidth: area.width)]
    }
    let available = max(0, area.width - margins[0].horizontal - margins[1].horizontal)
    let widths = OnePlusNLayout.contentWidths(margins, available: available, weights: weights)
    let firstSlotWidth = margins[0].horizontal + widths[0]
    let rightColumnX = area.left + firstSlotWidth
    var edges = [
      margins[0].columnEdges(slotX: area.left, slotWidth: firstSlotWidth),
      margins[1].columnEdges(slotX: rightColumnX, slotWidth: margins[1].horizontal + widths[1]),
    ]
    var slotX = rightColumnX
    for index in 2..<margins.count {
      let slotWidth = margins[index].horizontal + widths[index]
      edges.append(margins[index].columnEdges(slotX: slotX, slotWidth: slotWidth))
      slotX += slotWidth
    }
    return edges
  }

  /// One item: its own height below its top margin.
  private mutating func placeAlone(_ margins: ItemMargins, height itemHeight: Double) {
    height = itemHeight + margins.vertical
    placements = [rows(top: margins.top, bottom: margins.top + itemHeight)]
  }

  /// Two items in one row as tall as the taller item, both stretched to it.
  private mutating func placeSideBySide(_ margins: [ItemMargins], heights: [Double]) {
    height = max(heights[0] + margins[0].vertical, heights[1] + margins[1].vertical)
    placements = margins.map { rows(top: $0.top, bottom: height - $0.bottom) }
  }

  /// Item 1 on the left; item 2 over the bottom row on the right, splitting item 1's height
  /// (each part at least a row). `rowWeight` (percent, clamped to 0...100; negative means not given, so 50) is item 2's
  /// share of the right column.
  private mutating func placeSplit(_ margins: [ItemMargins], firstHeight: Double, rowWeight: Double?) {
    let topShare = rowWeight.flatMap { $0 >= 0 ? min($0, 100) / 100 : nil } ?? 0.5
    let split = max(0, firstHeight - margins[1].bottom - margins[2].top)
    // A part with a positive share is at least a row (spec §9.2), so a short item 1 (a
    // two-row wireframe) still leaves every item a row; the card then grows by that rounding.
    let atLeastARow = { (share: Double) -> Double in share > 0 && split > 0 ? max(1, split * share) : 0 }
    let topHeight = atLeastARow(topShare)
    let bottomHeight = atLeastARow(1 - topShare)
    let bottomRow = margins[2...].map { bottomHeight + $0.vertical }.max() ?? 0
    height = max(firstHeight + margins[0].vertical, topHeight + margins[1].vertical + bottomRow)
    placements = [
      rows(top: margins[0].top, bottom: height - margins[0].bottom),
      rows(top: margins[1].top, bottom: margins[1].top + topHeight),
    ]
    for margin in margins[2...] {
      let bottom = height - margin.bottom
      placements.append(rows(top: bottom - bottomHeight, bottom: bottom))
    }
  }

  /// A placement with its rows set; the columns are filled in afterwards.
  private func rows(top: Double, bottom: Double) -> OnePlusNPlacement {
    OnePlusNPlacement(left: 0, right: 0, top: top, bottom: bottom)
  }
}
