import TangramCore

extension PageView {
  /// Whether an item can take focus and be clicked: it has an `action`, or its element says it
  /// is clickable.
  package func isFocusable(_ id: ItemID) -> Bool {
    let item = layout.item(id)
    if let action = item.string("action"), !action.isEmpty { return true }
    return registry.elementType(for: item.type).isClickable
  }

  /// Moves focus to the next focus target in reading order (`forward`), or the previous one,
  /// wrapping around, and brings it into view. Returns the newly focused item.
  ///
  /// Targets are focusable items and the click targets of template items, which come after
  /// their item, in document order (VirtualView spec §7.5). When nothing is focused, or the
  /// focused item has been scrolled off screen, focus starts on screen, as in a browser: the
  /// first target on screen (the last one, going back), else the next one after the screen
  /// (before it, going back).
  @discardableResult
  package func moveFocus(forward: Bool) -> ItemID? {
    if let id = focusedItem, isOnScreen(id), case .stay(let node) = nodeStep(in: id, forward: forward) {
      focusedNode = node
      revealFocusedNode()
      return id
    }
    let matching = { (id: ItemID) in self.isFocusable(id) || !self.nodeTargets(of: id).isEmpty }
    guard let id = nextItem(after: focusedItem, forward: forward, matching: matching) else { return nil }
    focus(id)
    if forward ? !isFocusable(id) : true {
      let count = nodeTargets(of: id).count
      focusedNode = count == 0 ? nil : (forward ? 0 : count - 1)
      revealFocusedNode()
    }
    return id
  }

  /// Where focus goes from the focused item `id` (or one of its click targets).
  private enum NodeStep {
    /// To this target of the item, or (nil) to the item itself.
    case stay(Int?)
    /// To another item.
    case leave
  }

  /// On to the item's next click target, or back to the previous one (back to the item itself
  /// from the first, when the item is focusable); else out of the item.
  private func nodeStep(in id: ItemID, forward: Bool) -> NodeStep {
    let count = nodeTargets(of: id).count
    guard count > 0 else { return .leave }
    if forward {
      let next = focusedNode.map { $0 + 1 } ?? 0
      return next < count ? .stay(next) : .leave
    }
    guard let current = focusedNode else { return .leave }
    if current > 0 { return .stay(current - 1) }
    return isFocusable(id) ? .stay(nil) : .leave
  }

  /// Whether some of an item shows in the page's viewport now.
  func isOnScreen(_ id: ItemID) -> Bool {
    guard let frame = viewportFrame(of: id), !frame.isEmpty else { return false }
    return !frame.intersection(Rect(x: 0, y: 0, width: viewportWidth, height: viewportHeight)).isEmpty
  }

  /// Focuses an item and brings it into view as `reveal` says: scrolls the page (and turns its
  /// pager) so that the item shows.
  package func focus(_ id: ItemID?, revealing reveal: Reveal = .top) {
    focusedItem = id
    focusedNode = nil
    guard let id else { return }
    bringIntoView(id, revealing: reveal)
  }

  /// How much of an item ``bringIntoView(_:revealing:)`` scrolls to show.
  package enum Reveal: Sendable {
    /// All of it, or its top rows when it is taller than the room (keyboard focus, search, the
    /// inspector).
    case top
    /// As little as makes it show whole: nothing when it already does or cannot (an item taller
    /// than the room), else the fewest rows (a mouse click, which is on a row that shows).
    case least
  }

  /// The item shown at a viewport cell: pinned cards first (they are on top), then pagers, then
  /// the flow.
  package func item(atColumn column: Int, row: Int) -> ItemID? {
    for frame in pinnedArrangement.all.reversed() where frame.frame.contains(column: column, row: row) {
      let card = layout.pinned[frame.pinnedIndex]
      for index in card.itemIDs where layout.items[index].frame.offsetBy(dx: frame.frame.x, dy: frame.frame.y).contains(column: column, row: row) {
        return ItemID(index)
      }
      return nil
    }
    let contentRow = offset + row
    if let strip = strip(atColumn: column, row: row) {
      let x = column + stripOffsets[strip]
      return visibleItemIDs(ofStrip: strip).first { layout[$0].frame.contains(column: x, row: contentRow) }
    }
    return layout.itemIDs(inRows: contentRow..<(contentRow + 1)).last { layout[$0].frame.contains(column: column, row: contentRow) }
  }

  /// Where a focused item shows in the viewport this frame, if it does.
  package func viewportFrame(of id: ItemID) -> Rect? {
    let placed = layout[id]
    switch placed.layer {
    case .flow:
      return placed.frame.offsetBy(dy: -offset)
    case .strip(let strip):
      return placed.frame.offsetBy(dx: -stripOffsets[strip], dy: -offset)
    case .pinned(let pinnedIndex):
      guard let box = pinnedFrame(pinnedIndex) else { return nil }
      return placed.frame.offsetBy(dx: box.x, dy: box.y)
    }
  }

  /// Scrolls the page (and turns its pager) so that the item shows whole between the
  /// full-width pinned cards at the top and bottom of the viewport (a scroll-fix bar, a stuck
  /// sticky header), as `reveal` says.
  func bringIntoView(_ id: ItemID, revealing reveal: Reveal = .top) {
    let placed = layout[id]
    if case .strip(let stripIndex) = placed.layer {
      let strip = layout.strips[stripIndex]
      let shift = placed.frame.x - strip.window.x
      if let page = strip.pageStops.lastIndex(where: { $0 <= shift }), currentPage(ofStrip: stripIndex) != page {
        turnPage(ofStrip: stripIndex, by: page - currentPage(ofStrip: stripIndex))
      }
    }
    scrollIntoView(id, revealing: reveal)
  }

  /// The up-and-down part of ``bringIntoView(_:revealing:)``: scrolls the page so that the item's
  /// rows show between the full-width pinned cards, leaving pagers on the page they show.
  func scrollIntoView(_ id: ItemID, revealing reveal: Reveal = .top) {
    let placed = layout[id]
    guard !isPinned(placed.layer) else { return }
    let frame = placed.frame
    // Pinned cards move with the offset (a sticky card sticks, a scroll-fix bar shows): look
    // again once at the place scrolled to.
    for _ in 0..<2 {
      let band = unobstructedRows(atOffset: offset)
      let top = offset + band.lowerBound
      let bottom = offset + band.upperBound
      let target: Int
      if frame.y >= top && frame.maxY <= bottom {
        return
      } else if frame.height > band.count {
        guard reveal == .top, frame.y != top else { return }
        target = frame.y - band.lowerBound
      } else if frame.y < top {
        target = frame.y - band.lowerBound
      } else {
        target = frame.maxY - band.upperBound
      }
      let before = offset
      scroll(to: target)
      if offset == before { return }
    }
  }

  /// The viewport rows that no full-width pinned card covers at `offset`: below those over the
  /// top edge and above those over the bottom edge. The whole viewport when they would leave
  /// nothing.
  func unobstructedRows(atOffset offset: Int) -> Range<Int> {
    let bars = pinnedArrangement(atOffset: offset).overlays.map(\.frame)
      .filter { $0.x <= 0 && $0.maxX >= viewportWidth && !$0.isEmpty }
    var top = 0
    for bar in bars.sorted(by: { $0.y < $1.y }) where bar.y <= top {
      top = max(top, bar.maxY)
    }
    var bottom = viewportHeight
    for bar in bars.sorted(by: { $0.maxY > $1.maxY }) where bar.maxY >= bottom && bar.y > top {
      bottom = min(bottom, bar.y)
    }
    return top < bottom ? top..<bottom : 0..<viewportHeight
  }

  private func isPinned(_ layer: ItemLayer) -> Bool {
    if case .pinned = layer { return true }
    return false
  }
}
