import TangramCore

extension Viewer {
  /// The pager under the mouse, if any.
  var pointedStrip: Int? {
    pointer.position.flatMap { pageView.strip(atColumn: $0.column, row: $0.row) }
  }

  /// Wheel scrolls (sideways: turns the pager under the mouse); press, drag and release move
  /// float cards, which snap to the nearer side when let go.
  func handleMouse(_ action: MouseAction, column: Int, row: Int) {
    pointer.position = (column, row)
    if handleInspectorMouse(action, column: column, row: row) { return }
    switch action {
    case .wheelDown: pageView.scroll(by: KeyMap.wheelRows)
    case .wheelUp: pageView.scroll(by: -KeyMap.wheelRows)
    case .wheelLeft, .wheelRight:
      if let strip = pageView.strip(atColumn: column, row: row) {
        pageView.turnPage(ofStrip: strip, by: action == .wheelRight ? 1 : -1)
      }
    case .press:
      if let float = pageView.floatCard(atColumn: column, row: row), let frame = pageView.pinnedFrame(float) {
        pointer.drag = FloatDrag(pinnedIndex: float, dx: column - frame.x, dy: row - frame.y, pressedAt: (column, row))
      } else if let target = pageView.clickTarget(atColumn: column, row: row) {
        // A click is on a row that shows: it scrolls only to show the rest of a short item.
        if target.node != nil || pageView.isFocusable(target.item) {
          post(pageView.click(target.item, node: target.node, revealing: .least))
        } else {
          pageView.focus(nil)
        }
      }
    case .drag:
      guard var held = pointer.drag else { break }
      held.hasMoved = held.hasMoved(toColumn: column, row: row)
      pointer.drag = held
      pageView.moveFloat(held.pinnedIndex, toColumn: column - held.dx, row: row - held.dy)
    case .release:
      if let drag = pointer.drag {
        if !drag.hasMoved(toColumn: column, row: row), let target = pageView.clickTarget(atColumn: column, row: row),
          target.node != nil || pageView.isFocusable(target.item)
        {
          // Pressed and let go without moving: a click on the float's item.
          post(pageView.click(target.item, node: target.node, revealing: .least))
        } else {
          pageView.moveFloat(drag.pinnedIndex, toColumn: column - drag.dx, row: row - drag.dy)
          pageView.snapFloat(drag.pinnedIndex)
        }
      }
      pointer.drag = nil
    }
  }
}
