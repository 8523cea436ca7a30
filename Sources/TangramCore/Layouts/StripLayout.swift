/// Pagers and horizontal lists (spec §2.4, Recommended): types 10 and 29, `container-banner`
/// and `container-scroll`, laid out as one horizontal strip of pages that scrolls sideways.
///
/// A page is `pageWidth` wide (else `pageRatio` of the width between the scroll margins, else
/// all of that width) and `pageHeight` tall (else page width / `itemRatio`, else the card's `aspectRatio`
/// row, else the pager `height`, else the tallest item). Pages are `hGap` apart, with
/// `scrollMarginLeft`/`Right` before the first and after the last. The header and footer span
/// the card above and below the strip; the indicator takes a row of its own below the pages,
/// or their last row when `indicatorPosition` is `inside`.
public struct StripLayout: CardLayout {
  public init() {}

  public func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    let scale = context.scale
    let style = card.style
    let pager = style.pager
    let padLeft = scale.columns(style.padding.left)
    let contentWidth = max(1, Double(width) - padLeft - scale.columns(style.padding.right))
    var y = scale.rows(style.padding.top)
    var arranged: [ArrangedItem] = []
    let all = card.allItems
    let pageRange = (card.header == nil ? 0 : 1)..<(all.count - (card.footer == nil ? 0 : 1))

    if card.header != nil {
      y = placeBlock(all[0], index: 0, top: y, left: padLeft, width: contentWidth, context: context, into: &arranged)
    }
    // Scroll margins let the neighbours peek in: a page fills what is left between them.
    let pageRoom = max(1, contentWidth - scale.columns(pager.scrollMarginLeft) - scale.columns(pager.scrollMarginRight))
    let pageWidth = pageWidth(pager, room: pageRoom, scale: scale)
    let pageHeight = pageHeight(
      pager, style: style, pages: all[pageRange], pageWidth: pageWidth, contentWidth: contentWidth,
      context: context)
    let pagesTop = UnitScale.edge(y)
    let hGap = scale.columns(style.hGap)
    var x = scale.columns(pager.scrollMarginLeft)
    var stops: [Int] = []
    for index in pageRange {
      let margin = all[index].style.margin
      let left = UnitScale.edge(x + scale.columns(margin.left))
      let right = max(left, UnitScale.edge(x + pageWidth - scale.columns(margin.right)))
      let top = UnitScale.edge(y + scale.rows(margin.top))
      let bottom = max(top, UnitScale.edge(y + Double(pageHeight) - scale.rows(margin.bottom)))
      arranged.append(
        ArrangedItem(
          index: index,
          frame: Rect(x: UnitScale.edge(padLeft) + left, y: top, width: right - left, height: bottom - top)))
      stops.append(UnitScale.edge(x - scale.columns(pager.scrollMarginLeft)))
      x += pageWidth + hGap
    }
    let stripWidth = UnitScale.edge(x - (pageRange.isEmpty ? 0 : hGap) + scale.columns(pager.scrollMarginRight))
    y = Double(pagesTop + pageHeight)
    let windowLeft = UnitScale.edge(padLeft)
    let window = Rect(
      x: windowLeft, y: pagesTop, width: UnitScale.edge(padLeft + contentWidth) - windowLeft, height: pageHeight)
    let pageStops = Self.stops(stops, maximumOffset: max(0, stripWidth - window.width))
    var indicatorRow: Int?
    // Pages that all fit in the window leave a single stop: nothing to turn, no indicator.
    if pager.hasIndicator, pageStops.count > 1 {
      // Inside needs a page at least two rows tall, so the indicator does not hide its text.
      if pager.indicatorInside, pageHeight >= 2 {
        indicatorRow = pagesTop + max(0, pageHeight - 1)
      } else {
        indicatorRow = pagesTop + pageHeight
        y += 1
      }
    }
    if card.footer != nil {
      y = placeBlock(all[all.count - 1], index: all.count - 1, top: y, left: padLeft, width: contentWidth, context: context, into: &arranged)
    }
    return CardArrangement(
      height: UnitScale.edge(y + scale.rows(style.padding.bottom)), items: arranged,
      strip: StripGeometry(window: window, contentWidth: stripWidth, pageStops: pageStops, indicatorRow: indicatorRow))
  }

  /// Page starts clamped to the strip's end, without repeats. (A last turn may move only a few
  /// columns; merging it away would leave a page that is never wholly in view.)
  static func stops(_ starts: [Int], maximumOffset: Int) -> [Int] {
    Array(Set(starts.map { min($0, maximumOffset) })).sorted()
  }

  /// Lays out a header or footer across the content width; returns the row below it.
  private func placeBlock(
    _ item: Item, index: Int, top: Double, left: Double, width: Double, context: LayoutContext,
    into arranged: inout [ArrangedItem]
  ) -> Double {
    let scale = context.scale
    let margin = item.style.margin
    let x = UnitScale.edge(left + scale.columns(margin.left))
    let right = max(x, UnitScale.edge(left + width - scale.columns(margin.right)))
    let height = context.naturalHeight(of: item, width: right - x)
    let y = UnitScale.edge(top + scale.rows(margin.top))
    arranged.append(ArrangedItem(index: index, frame: Rect(x: x, y: y, width: right - x, height: height)))
    return Double(y + height) + scale.rows(margin.bottom)
  }

  private func pageWidth(_ pager: PagerStyle, room: Double, scale: UnitScale) -> Double {
    if let width = pager.pageWidth, width.magnitude > 0 { return max(1, scale.columns(width)) }
    if let ratio = pager.pageRatio { return max(1, room * min(1, ratio)) }
    return room
  }

  private func pageHeight(
    _ pager: PagerStyle, style: CardStyle, pages: ArraySlice<Item>, pageWidth: Double,
    contentWidth: Double, context: LayoutContext
  ) -> Int {
    let scale = context.scale
    if let height = pager.pageHeight, height.magnitude > 0 { return UnitScale.atLeastOne(scale.rows(height)) }
    if let ratio = pager.itemRatio { return UnitScale.atLeastOne(scale.rows(forWidth: pageWidth, ratio: ratio)) }
    if let ratio = style.aspectRatio { return UnitScale.atLeastOne(scale.rows(forWidth: contentWidth, ratio: ratio)) }
    if let height = pager.height, height.magnitude > 0 { return UnitScale.atLeastOne(scale.rows(height)) }
    let width = max(1, UnitScale.edge(pageWidth))
    return pages.map { context.naturalHeight(of: $0, width: width) }.max() ?? 0
  }
}
