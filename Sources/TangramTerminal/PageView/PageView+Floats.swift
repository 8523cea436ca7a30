import TangramCore

extension PageView {
  /// The float card shown at a viewport cell, topmost first.
  package func floatCard(atColumn column: Int, row: Int) -> Int? {
    for frame in pinnedArrangement.overlays.reversed() {
      guard case .float = layout.pinned[frame.pinnedIndex].placement else { continue }
      if frame.frame.contains(column: column, row: row) { return frame.pinnedIndex }
    }
    return nil
  }

  /// The float card keys move: the one drawn on top.
  package var topFloatCard: Int? {
    pinnedArrangement.overlays.last { frame in
      if case .float = layout.pinned[frame.pinnedIndex].placement { return true }
      return false
    }?.pinnedIndex
  }

  /// Where a pinned card is in this frame, in viewport coordinates.
  package func pinnedFrame(_ pinnedIndex: Int) -> Rect? {
    pinnedArrangement.all.first { $0.pinnedIndex == pinnedIndex }?.frame
  }

  /// Moves a float card so its top-left corner is at a viewport cell (kept inside the viewport).
  package func moveFloat(_ pinnedIndex: Int, toColumn column: Int, row: Int) {
    floatOrigins[pinnedIndex] = (column, row)
    remount()
  }

  /// Posts `floatMoved` with where a float card came to rest.
  func postFloatMoved(_ pinnedIndex: Int) {
    guard let bus, let frame = pinnedFrame(pinnedIndex) else { return }
    let cardIndex = layout.pinned[pinnedIndex].cardIndex
    bus.post(.floatMoved(page.cards[cardIndex], index: cardIndex, x: frame.x, y: frame.y))
  }

  /// Moves a float card by whole cells.
  package func moveFloat(_ pinnedIndex: Int, byColumns columns: Int, rows: Int) {
    guard let frame = pinnedFrame(pinnedIndex) else { return }
    moveFloat(pinnedIndex, toColumn: frame.x + columns, row: frame.y + rows)
    postFloatMoved(pinnedIndex)
  }

  /// Snaps a float card to the nearer side of the viewport, keeping its row (spec §2.7): the
  /// left edge if its centre is left of the viewport's centre, else (centre included) the right
  /// edge.
  package func snapFloat(_ pinnedIndex: Int) {
    guard let frame = pinnedFrame(pinnedIndex) else { return }
    let toRight = frame.x * 2 + frame.width >= viewportWidth
    moveFloat(pinnedIndex, toColumn: toRight ? viewportWidth - frame.width : 0, row: frame.y)
    postFloatMoved(pinnedIndex)
  }

  /// Puts a float card against the left or right edge, keeping its row.
  package func pushFloat(_ pinnedIndex: Int, toRight: Bool) {
    guard let frame = pinnedFrame(pinnedIndex) else { return }
    moveFloat(pinnedIndex, toColumn: toRight ? viewportWidth - frame.width : 0, row: frame.y)
    postFloatMoved(pinnedIndex)
  }
}
