import TangramCore

/// The nodes of template items as focus and click targets, and their exposure (VirtualView
/// spec §7.5).
extension PageView {
  /// A template item laid out as it is drawn now; nil for an item no template draws.
  func templateLayout(of id: ItemID) -> VVItemLayout? {
    let width = layout[id].frame.width
    if let last = lastTemplateLayout, last.id == id, last.width == width, last.columns == viewportWidth {
      return last.layout
    }
    let pages = templatePages[id] ?? [:]
    guard let itemLayout = registry.templateLayout(for: layout.item(id), width: width, scale: scale, pages: pages) else {
      return nil
    }
    lastTemplateLayout = (id, width, viewportWidth, itemLayout)
    return itemLayout
  }

  /// The click targets of a template item, in document order, with their cells from the item's
  /// top-left cell; none for other items.
  package func nodeTargets(of id: ItemID) -> [VVNodeCells] {
    guard let template = registry.template(for: layout.item(id)),
      template.root.mayHaveFlags([.clickable, .longClickable]) || template.root.containsDataContainer,
      let itemLayout = templateLayout(of: id)
    else { return [] }
    let frame = layout[id].frame
    return itemLayout.clickTargets(within: Rect(x: 0, y: 0, width: frame.width, height: frame.height))
  }

  /// The focused click target, if a node of the focused item has focus.
  package var focusedNodeTarget: VVNodeCells? {
    guard let id = focusedItem, let index = focusedNode else { return nil }
    let targets = nodeTargets(of: id)
    return targets.indices.contains(index) ? targets[index] : nil
  }

  /// What a click at a viewport cell lands on: the item there and, for a template item, the
  /// innermost click target under the cell (nil: the item itself).
  package func clickTarget(atColumn column: Int, row: Int) -> (item: ItemID, node: Int?)? {
    guard let id = item(atColumn: column, row: row) else { return nil }
    guard let frame = viewportFrame(of: id) else { return (id, nil) }
    let hit = nodeTargets(of: id).innermost(atColumn: column - frame.x, row: row - frame.y)
    return (id, hit?.offset)
  }

  /// Turns the focused `Page` container of a template item (a focus target when it has more
  /// than one page) by `step` pages, wrapping around (VirtualView spec §9.9). Returns whether a
  /// `Page` has focus.
  package func turnFocusedTemplatePage(by step: Int) -> Bool {
    guard let id = focusedItem, let target = focusedNodeTarget, target.node.node.kind == .page else { return false }
    let count = max(1, target.node.dataCount)
    let position = target.node.node.position
    let page = ((target.node.dataIndex + step) % count + count) % count
    templatePages[id, default: [:]][position] = page
    lastTemplateLayout = nil
    return true
  }

  /// Focuses a click target of an item and scrolls so that it shows.
  package func focus(_ id: ItemID, node: Int?, revealing reveal: Reveal = .top) {
    focus(id, revealing: reveal)
    guard let node else { return }
    focusedNode = node
    revealFocusedNode()
  }

  /// Scrolls the fewest rows that bring the focused node's rows between the pinned bars (its top
  /// rows when it is taller than the room).
  func revealFocusedNode() {
    guard let id = focusedItem, let target = focusedNodeTarget, let frame = viewportFrame(of: id) else { return }
    if case .pinned = layout[id].layer { return }
    let top = frame.y + target.cells.y
    let bottom = top + target.cells.height
    let band = unobstructedRows(atOffset: offset)
    if top < band.lowerBound {
      scroll(by: top - band.lowerBound)
    } else if bottom > band.upperBound {
      scroll(by: min(bottom - band.upperBound, top - band.lowerBound))
    }
  }

  /// The cells of `area` the focused node shows in, if a node has focus and shows.
  func focusedNodeCells(in area: Rect) -> Rect? {
    guard let id = focusedItem, let target = focusedNodeTarget, let item = visibleFrame(of: id, in: area),
      let frame = viewportFrame(of: id)
    else { return nil }
    return target.cells.offsetBy(dx: frame.x + area.x, dy: frame.y + area.y).intersection(item)
  }

  /// Posts `vvExposure` for each shown `flag_exposure` node of a template item that came on screen.
  func postNodeExposure(of id: ItemID, context: EventContext, on bus: EventBus) {
    let item = layout.item(id)
    guard let template = registry.template(for: item), template.root.mayHaveFlags(.exposure),
      let itemLayout = templateLayout(of: id)
    else { return }
    for shown in itemLayout.exposedNodes {
      bus.post(.vvExposure(of: item, node: shown.node.resolved, context: context))
    }
  }
}
