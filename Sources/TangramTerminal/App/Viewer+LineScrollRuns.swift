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
    guard case .key(let key) = event, !isSearchPromptOpen, !isShowingHelp, !isShowingEventLog, !isGoingToEnd
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
    pageView.scroll(by: rows)
    update()
  }
}
