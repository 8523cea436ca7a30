extension Viewer {
  /// Hides or shows the cards pinned over the page (``PageView/hidesPinnedCards``); the status
  /// bar says which. The page's layout and scroll position stay as they are.
  func togglePinnedCards() {
    pageView.hidesPinnedCards.toggle()
    status.notice = .text(pageView.hidesPinnedCards ? StatusModel.Modes.hiddenPinnedCardsNotice : "pinned cards shown")
  }
}
