/// What the viewer knows of the mouse: the last cell it was seen at, and the float card it holds.
struct PointerState {
  /// The last cell the mouse was seen at, in page-area coordinates.
  var position: (column: Int, row: Int)?
  /// The float card held by the mouse, if any.
  var drag: FloatDrag?
}

/// A float card held by the mouse: where in it the mouse took hold, the cell it was pressed on,
/// and whether it has moved from that cell since (a press that moves is a drag, anywhere on the
/// float; one that does not is a click on the float's item).
struct FloatDrag {
  var pinnedIndex: Int
  var dx: Int
  var dy: Int
  var pressedAt: (column: Int, row: Int)
  var hasMoved = false

  /// Whether the mouse, now at `column`, `row`, has left the cell it was pressed on.
  func hasMoved(toColumn column: Int, row: Int) -> Bool {
    hasMoved || (column, row) != pressedAt
  }
}
