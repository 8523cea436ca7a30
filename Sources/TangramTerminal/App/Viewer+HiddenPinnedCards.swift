extension Viewer {
  /// What the status bar says while the pinned cards are hidden.
  static let hiddenPinnedCardsNotice = "pinned cards hidden: p shows them"

  /// Hides or shows the cards pinned over the page (``PageView/hidesPinnedCards``); the status
  /// bar says which. The page's layout and scroll position stay as they are.
  func togglePinnedCards() {
    pageView.hidesPinnedCards.toggle()
    status.notice = .text(pageView.hidesPinnedCards ? Self.hiddenPinnedCardsNotice : "pinned cards shown")
  }

  /// The status message, led by `pinned hidden ·` while the pinned cards are hidden and something
  /// newer than hiding them is said, so the mode stays in sight.
  func markingHiddenPinnedCards(_ message: String) -> String {
    // The notice itself says so already, behind any other mode's mark (`bounds · `).
    guard pageView.hidesPinnedCards, !message.hasSuffix(Self.hiddenPinnedCardsNotice) else { return message }
    return "pinned hidden · " + message
  }
}
