import TangramCore

extension Viewer {
  /// The rows a key scrolls the page by when scrolling one line is all it does: 1 for a
  /// ``ViewerAction/lineDown`` key, -1 for ``ViewerAction/lineUp``, while no prompt, overlay or
  /// wait takes keys; nil for any other event.
  ///
  /// The run loop scrolls a run of such keys in one direction that are all waiting (a held-down
  /// `j`, a pasted burst) in one step (``scrollLines(_:)``), since no frame shows the rows in
  /// between: the offset is the same as one key at a time, and items passed over without being
  /// drawn are not reported as exposed.
  public func lineScrollRows(for event: InputEvent) -> Int? {
    guard case .key(let key) = event, !isSearchPromptOpen, !isShowingHelp, !isShowingEventLog, !source.reading.isGoingToEnd
    else { return nil }
    switch KeyMap.action(for: key) {
    case .lineDown: return 1
    case .lineUp: return -1
    default: return nil
    }
  }

  /// Scrolls `rows` lines (negative: up) as that many ``ViewerAction/lineDown`` or
  /// ``ViewerAction/lineUp`` keys in one direction do, then brings the state up to date.
  public func scrollLines(_ rows: Int) {
    startIfNeeded()
    // Line keys, as any key.
    letThePageGo()
    pageView.scroll(by: rows)
    update()
  }

  /// How the page's rows on screen move when the page scrolls `rows` lines (``scrollLines(_:)``),
  /// when moving them is all the scroll does to them: the longest band of page rows that no
  /// pinned card covers, while the pinned cards stay where they are. Nil while an overlay or the
  /// inspector's panel is open, when a pinned card over the page would change, and when the
  /// page cannot scroll that way. The run loop hands it to the backend before the frame is drawn
  /// (``Backend/moveRows(_:)``).
  public func rowMove(scrollingLines rows: Int) -> RowMove? {
    guard inspector == nil, eventLogOverlay == nil, !isShowingHelp else { return nil }
    return pageView.contentMove(scrollingLines: rows)?.movedDown(by: pageArea.y)
  }
}
