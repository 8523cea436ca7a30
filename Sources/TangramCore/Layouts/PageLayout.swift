/// Stacks a page's cards top to bottom into one ``LaidOutPage`` (spec §3.2, §3.6).
///
/// Each card takes the full width minus its margins; its layout places the items inside the
/// box; the next card starts below the previous one's bottom margin. Empty cards take no room
/// and their margins are ignored. Nested cards are laid out in their item's slot.
public struct PageLayout {
  public var layouts: LayoutRegistry
  public var measurer: any ItemMeasuring
  /// Design width and cell aspect; the column count is the width passed to ``layout(_:width:)``.
  public var designWidth: Double
  public var cellAspect: Double

  public init(
    layouts: LayoutRegistry = .standard, measurer: any ItemMeasuring, designWidth: Double = 375,
    cellAspect: Double = 0.5
  ) {
    self.layouts = layouts
    self.measurer = measurer
    self.designWidth = designWidth
    self.cellAspect = cellAspect
  }

  /// Lays the page out `width` columns wide.
  public func layout(_ page: Page, width: Int) -> LaidOutPage {
    let scale = UnitScale(columns: width, designWidth: designWidth, cellAspect: cellAspect)
    let context = makeContext(scale: scale)
    var builder = PageBuilder()
    var layoutTop = 0.0
    for (cardIndex, card) in page.cards.enumerated() where !card.isEmpty {
      let margin = card.style.margin
      let left = UnitScale.edge(scale.columns(margin.left))
      let right = max(left, UnitScale.edge(Double(width) - scale.columns(margin.right)))
      let top = UnitScale.edge(layoutTop + scale.rows(margin.top))
      let arrangement = layouts.layout(for: card.kind).arrange(
        card, width: right - left, context: context)
      let box = Rect(x: left, y: top, width: right - left, height: arrangement.height)
      builder.place(
        card, arrangement: arrangement, box: box,
        address: ItemAddress(cardIndex: cardIndex, cardID: card.id, indexPath: []),
        context: context)
      layoutTop = Double(box.maxY) + scale.rows(margin.bottom)
    }
    return LaidOutPage(
      width: width, height: max(0, UnitScale.edge(layoutTop)), items: builder.items,
      boxes: builder.boxes, notes: builder.notes)
  }

  private func makeContext(scale: UnitScale) -> LayoutContext {
    let layouts = self.layouts
    let measurer = self.measurer
    // Depth is bounded by the decoder, so this recursion is too.
    func arrangeNested(_ card: Card, width: Int) -> CardArrangement {
      let context = LayoutContext(scale: scale, measurer: measurer, nestedLayout: arrangeNested)
      return layouts.layout(for: card.kind).arrange(card, width: width, context: context)
    }
    return LayoutContext(scale: scale, measurer: measurer, nestedLayout: arrangeNested)
  }
}

/// Accumulates placed items and boxes, walking nested cards.
private struct PageBuilder {
  var items: [PlacedItem] = []
  var boxes: [PlacedBox] = []
  var notes: [String] = []

  mutating func place(
    _ card: Card, arrangement: CardArrangement, box: Rect, address: ItemAddress,
    context: LayoutContext
  ) {
    boxes.append(
      PlacedBox(
        frame: box, background: card.style.background, cardIndex: address.cardIndex,
        depth: address.indexPath.count))
    notes.append(contentsOf: arrangement.notes)
    let allItems = card.allItems
    for arranged in arrangement.items {
      let item = allItems[arranged.index]
      let frame = arranged.frame.offsetBy(dx: box.x, dy: box.y)
      if let nested = item.nestedCard {
        var nestedAddress = address
        nestedAddress.indexPath.append(arranged.index)
        let inner = context.nestedLayout(nested, frame.width)
        let nestedBox = Rect(x: frame.x, y: frame.y, width: frame.width, height: inner.height)
        place(nested, arrangement: inner, box: nestedBox, address: nestedAddress, context: context)
      } else {
        items.append(
          PlacedItem(
            frame: frame, item: item, cardIndex: address.cardIndex, cardID: address.cardID,
            outerIndices: address.indexPath, indexInCard: arranged.index))
      }
    }
  }
}
