extension Viewer {
  /// Shows or hides layout bounds (``PageView/draw(into:area:layoutBounds:)``); the status bar
  /// says which. Only drawing changes: layout, scrolling, mounting and events stay as they are.
  func toggleLayoutBounds() {
    pageView.showsLayoutBounds.toggle()
    status.notice = .text(isShowingLayoutBounds ? StatusModel.Modes.layoutBoundsNotice : "layout bounds hidden")
  }
}
