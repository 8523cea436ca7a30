import TangramCore

extension PageView {
  /// Draws the viewport into `area` of `buffer`: normal cards, pagers, then pinned cards on
  /// top, all clipped to `area`; with `layoutBounds`, cards and items over their outlines,
  /// margins and padding (``LayoutBounds``).
  package func draw(into buffer: inout Buffer, area: Rect, layoutBounds: Bool = false) {
    draw(into: &buffer, area: area, layoutBounds: layoutBounds, marks: { _, _ in })
  }

  /// Draws the viewport as ``draw(into:area:layoutBounds:)`` does, calling `marks` twice to mark
  /// items on it: with `false` once the page and pagers are drawn (so pinned cards cover marks of
  /// what is under them), then with `true` once the pinned cards are.
  func draw(
    into buffer: inout Buffer, area: Rect, layoutBounds: Bool = false,
    marks: (inout Buffer, _ pinnedCardsDrawn: Bool) -> Void
  ) {
    draw(into: &buffer, area: area, contentTop: offset, layoutBounds: layoutBounds)
    marks(&buffer, false)
    for frame in pinnedArrangement.all {
      drawPinned(frame, into: &buffer, area: area, layoutBounds: layoutBounds)
    }
    marks(&buffer, true)
    if let node = focusedNodeCells(in: area) {
      buffer.addAttributes(.reverse, in: node)
    } else if let focusedItem {
      highlight(focusedItem, with: .reverse, into: &buffer, area: area)
    }
  }

  /// Marks an item by adding attributes to the cells it shows in (the layout does not move): the
  /// focused item is reversed.
  func highlight(_ id: ItemID, with attributes: TextAttributes, into buffer: inout Buffer, area: Rect) {
    guard let frame = visibleFrame(of: id, in: area) else { return }
    buffer.addAttributes(attributes, in: frame)
  }

  /// The cells of `area` an item shows in this frame (a pager's item only within its window),
  /// or nil for an id past the page's items or an item not placed now.
  func visibleFrame(of id: ItemID, in area: Rect) -> Rect? {
    guard id.rawValue < layout.items.count, var frame = viewportFrame(of: id) else { return nil }
    frame = frame.offsetBy(dx: area.x, dy: area.y)
    if case .strip(let strip) = layout[id].layer {
      frame = frame.intersection(layout.strips[strip].window.offsetBy(dx: area.x, dy: area.y - offset))
    }
    return frame.intersection(area)
  }

  /// Draws content rows starting at `contentTop` into `area`: backgrounds, flow items and
  /// pagers (whole-page dumps use this directly, without pinned overlays).
  func draw(into buffer: inout Buffer, area: Rect, contentTop: Int, layoutBounds: Bool = false) {
    // Read once: each read of the property through the page view would copy the layout (and
    // retain all it holds), once per item drawn.
    let layout = self.layout
    let rows = contentTop..<(contentTop + area.height)
    let dy = area.y - contentTop
    let dx = area.x
    for boxIndex in layout.boxIndex.indices(intersectingRows: rows) {
      let box = layout.boxes[boxIndex]
      guard let background = box.background else { continue }
      buffer.fill(box.frame.offsetBy(dx: dx, dy: dy).intersection(area), style: .background(background))
    }
    if layoutBounds { drawLayoutBounds(into: &buffer, area: area, contentTop: contentTop) }
    defer { if layoutBounds { drawCardTypes(into: &buffer, area: area, contentTop: contentTop) } }
    for index in flowItemsInDrawingOrder(rows: rows, of: layout) {
      let id = ItemID(index)
      drawItem(
        id, of: layout, at: layout.items[index].frame.offsetBy(dx: dx, dy: dy), into: &buffer, clip: area,
        layoutBounds: layoutBounds)
    }
    for stripIndex in layout.stripIndex.indices(intersectingRows: rows) {
      let strip = layout.strips[stripIndex]
      let clip = strip.window.offsetBy(dx: dx, dy: dy).intersection(area)
      for id in visibleItemIDs(ofStrip: stripIndex) {
        let frame = layout[id].frame.offsetBy(dx: dx - stripOffsets[stripIndex], dy: dy)
        drawItem(id, of: layout, at: frame, into: &buffer, clip: clip, layoutBounds: layoutBounds)
      }
      drawIndicator(ofStrip: stripIndex, into: &buffer, dx: dx, dy: dy, clip: area)
    }
  }

  /// Flow items on `rows`, ordered by their card's `zIndex`, then reading order (spec §3.5).
  private func flowItemsInDrawingOrder(rows: Range<Int>, of layout: LaidOutPage) -> [Int] {
    let indices = layout.itemIndex.indices(intersectingRows: rows)
    let cards = page.cards
    // Items on screen come a card at a time: read each card's style once.
    var lastCard = -1
    var lastZIndex = 0
    func zIndex(_ index: Int) -> Int {
      let card = layout.items[index].cardIndex
      if card != lastCard {
        lastCard = card
        lastZIndex = cards[card].style.zIndex
      }
      return lastZIndex
    }
    guard indices.contains(where: { zIndex($0) != 0 }) else {
      return indices
    }
    return indices.map(zIndex).enumerated().sorted { lhs, rhs in
      (lhs.element, lhs.offset) < (rhs.element, rhs.offset)
    }.map { indices[$0.offset] }
  }

  /// Draws a pinned card at its frame (in `area`'s coordinates).
  func drawPinned(_ pinnedFrame: PinnedFrame, into buffer: inout Buffer, area: Rect, layoutBounds: Bool = false) {
    let layout = self.layout
    let card = layout.pinned[pinnedFrame.pinnedIndex]
    let frame = pinnedFrame.frame.offsetBy(dx: area.x, dy: area.y)
    let clip = frame.intersection(area)
    guard !clip.isEmpty else { return }
    let isSticky: Bool
    if case .sticky = card.placement { isSticky = true } else { isSticky = false }
    if let background = card.background {
      buffer.fill(clip, style: .background(background))
    } else if isSticky && pinnedFrame.isStuck {
      // A stuck row hides what scrolls under it, even without a background of its own.
      buffer.fill(clip, style: .plain)
    }
    if card.background == nil, !isSticky, frame.width >= 3, frame.height >= 3 {
      // A fix or float card without a background of its own is outlined, so it reads as one
      // unit over the page instead of a hole in the text under it; its items draw over the
      // outline where they reach the card's edge.
      buffer.fill(clip, style: .plain)
      BoxFrame.draw(frame, into: &buffer, style: CellStyle(attributes: .dim), clip: clip)
    }
    if layoutBounds { drawLayoutBounds(ofPinnedCard: card, at: frame, into: &buffer, clip: clip) }
    for index in card.itemIDs {
      let itemFrame = layout.items[index].frame.offsetBy(dx: frame.x, dy: frame.y)
      if card.background == nil, !isSticky {
        // A fix or float card without a background hides only what its items cover.
        buffer.fill(itemFrame.intersection(clip), style: .plain)
      }
      if layoutBounds { LayoutBounds.drawItem(itemFrame, into: &buffer, clip: clip) }
      drawItem(ItemID(index), of: layout, at: itemFrame, into: &buffer, clip: clip, layoutBounds: layoutBounds)
    }
    if layoutBounds { LayoutBounds.drawCardType(page.cards[card.cardIndex], box: frame, into: &buffer, clip: clip) }
  }

  /// Draws one item of `layout` (the page view's): its background, then its element.
  /// With `layoutBounds`, a template item's nodes are marked over it (``LayoutBounds/drawTemplateNodes(_:at:into:clip:)``).
  private func drawItem(
    _ id: ItemID, of layout: LaidOutPage, at frame: Rect, into buffer: inout Buffer, clip: Rect, layoutBounds: Bool = false
  ) {
    // The mounted view, or a temporary one for rows outside the mounted range (whole-page dumps
    // draw every row without mounting the page).
    let element: any Element
    let background: Color?
    if let view = mounted.views[id] {
      element = view
      background = mounted.backgrounds[id]
    } else {
      let item = layout.item(of: layout[id])
      element = registry.element(for: item, scale: scale)
      background = item.style.background
    }
    if let background {
      buffer.fill(frame.intersection(clip), style: .background(background))
    }
    if !templatePages.isEmpty, let templateElement = element as? VirtualViewElement {
      // Looked up only once a Page has been turned: drawing stays free of hashing otherwise.
      templateElement.show(pages: templatePages[id] ?? [:])
    }
    element.draw(into: &buffer, frame: frame, clip: clip)
    if layoutBounds, let itemLayout = templateLayout(of: id) {
      LayoutBounds.drawTemplateNodes(itemLayout.nodes, at: frame, into: &buffer, clip: clip)
    }
  }
}
