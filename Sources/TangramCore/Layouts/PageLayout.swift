/// Stacks a page's cards top to bottom into one ``LaidOutPage`` (spec §3.2, §3.6).
///
/// Each flow card takes the full width minus its margins; its layout places the items inside
/// the box; the next card starts below the previous one's bottom margin. Empty cards take no
/// room and their margins are ignored. Nested cards are laid out in their item's slot. Sticky
/// cards keep their place in the flow; fix, scroll-fix and float cards take no room and are
/// laid out on their own, to be positioned against the viewport by the page view.
package struct PageLayout {
  /// The layout of each card type.
  package var layouts: any LayoutFactory
  /// Element heights, before any element exists.
  package var measurer: any ItemMeasuring
  /// Design width and cell aspect; the column count is the width passed to ``layout(_:width:)``.
  package var designWidth: Double
  /// How wide a cell is for its height (0.5 on most terminals).
  package var cellAspect: Double
  /// Between stacked cards, use the larger of the two margins instead of their sum (§3.3).
  package var mergesMargins: Bool

  /// Makes a page layout; the layouts default to the built-in ones.
  package init(
    layouts: any LayoutFactory = LayoutRegistry.standard, measurer: any ItemMeasuring, designWidth: Double = 375,
    cellAspect: Double = 0.5, mergesMargins: Bool = false
  ) {
    self.layouts = layouts
    self.measurer = measurer
    self.designWidth = designWidth
    self.cellAspect = cellAspect
    self.mergesMargins = mergesMargins
  }

  /// Lays the page out `width` columns wide.
  package func layout(_ page: Page, width: Int) -> LaidOutPage {
    var cursor = PageLayoutCursor(layout: self, width: width)
    for (cardIndex, card) in page.cards.enumerated() {
      cursor.append(card, at: cardIndex)
    }
    return cursor.laidOutPage(of: page)
  }

  /// Places one card below the cards before it (whose state `cursor` keeps).
  func place(_ card: Card, at cardIndex: Int, into cursor: inout PageLayoutCursor) {
    guard !card.isEmpty else { return }
    let width = cursor.width
    let scale = cursor.scale
    let context = cursor.context
    let address = ItemAddress(cardIndex: cardIndex, cardID: card.id, indexPath: [])
    let placement = cardLayout(for: card).placement(for: card) ?? card.placement
    guard placement.takesRoomInFlow else {
      let boxWidth = pinnedWidth(of: card, viewportWidth: width, scale: scale)
      let arrangement = cardLayout(for: card).arrange(card, width: boxWidth, context: context)
      cursor.builder.pin(
        card, placement: placement, arrangement: arrangement,
        box: Rect(x: 0, y: 0, width: boxWidth, height: arrangement.height), address: address,
        threshold: UnitScale.edge(cursor.layoutTop))
      return
    }
    let margin = card.style.margin
    let left = UnitScale.edge(scale.columns(margin.left))
    let right = max(left, UnitScale.edge(Double(width) - scale.columns(margin.right)))
    let marginTop = scale.rows(margin.top)
    let gapAbove = mergesMargins ? max(0, marginTop - cursor.previousBottomMargin) : marginTop
    let top = UnitScale.edge(cursor.layoutTop + gapAbove)
    let arrangement = cardLayout(for: card).arrange(card, width: right - left, context: context)
    let box = Rect(x: left, y: top, width: right - left, height: arrangement.height)
    if case .sticky(let edge, _) = placement {
      let edgeMargin = edge == .top ? margin.top : margin.bottom
      cursor.builder.pin(
        card, placement: placement, arrangement: arrangement, box: box, address: address,
        threshold: top, edgeMargin: UnitScale.edge(scale.rows(edgeMargin)))
    } else {
      cursor.builder.place(card, arrangement: arrangement, box: box, address: address, context: context)
    }
    cursor.previousBottomMargin = scale.rows(margin.bottom)
    cursor.layoutTop = Double(box.maxY) + cursor.previousBottomMargin
  }

  /// The width of a fix or float card's box: its first item's `width` (plus margins and the
  /// card's padding) when the item has one; else, for the kinds that wrap their content, the
  /// width of the item's content (spec §2.6); else the whole viewport width.
  private func pinnedWidth(of card: Card, viewportWidth: Int, scale: UnitScale) -> Int {
    guard let first = card.allItems.first else { return viewportWidth }
    let margin = first.style.margin
    let padding = card.style.padding
    let around =
      scale.columns(margin.left) + scale.columns(margin.right)
      + scale.columns(padding.left) + scale.columns(padding.right)
    let content: Double
    if let itemWidth = first.style.width {
      content = scale.columns(itemWidth)
    } else if card.kind.wrapsPinnedContent, first.nestedCard == nil {
      let available = max(1, UnitScale.edge(Double(viewportWidth) - around))
      content = Double(measurer.width(of: first, available: available))
    } else {
      return viewportWidth
    }
    return min(viewportWidth, max(1, UnitScale.edge(content + around)))
  }

  /// The layout registered for the card's layout type; one column when the factory has none.
  private func cardLayout(for card: Card) -> any CardLayout {
    layouts.layout(forType: card.layoutType) ?? FlowLayout()
  }

  func makeContext(scale: UnitScale) -> LayoutContext {
    let measurer = self.measurer
    // Depth is bounded by the decoder, so this recursion is too.
    func arrangeNested(_ card: Card, width: Int) -> CardArrangement {
      let context = LayoutContext(scale: scale, measurer: measurer, nestedLayout: arrangeNested)
      return cardLayout(for: card).arrange(card, width: width, context: context)
    }
    return LayoutContext(scale: scale, measurer: measurer, nestedLayout: arrangeNested)
  }
}
