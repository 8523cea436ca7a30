extension Viewer {
  /// What the status bar says while layout bounds show.
  static let layoutBoundsNotice = "layout bounds: x hides"

  /// Shows or hides layout bounds (``PageView/draw(into:area:layoutBounds:)``); the status bar
  /// says which. Only drawing changes: layout, scrolling, mounting and events stay as they are.
  func toggleLayoutBounds() {
    pageView.showsLayoutBounds.toggle()
    status.notice = .text(isShowingLayoutBounds ? Self.layoutBoundsNotice : "layout bounds hidden")
  }

  /// The status message, led by `bounds ·` while layout bounds show and something newer than
  /// turning them on is said, so the mode stays in sight.
  func markingLayoutBounds(_ message: String) -> String {
    guard isShowingLayoutBounds, message != Self.layoutBoundsNotice else { return message }
    return "bounds · " + message
  }
}
