import TangramCore

extension Viewer {
  /// What the status bar says while pinned cards had to give way, nil when none did: which
  /// cards (by JSON path), what became of them, and why (pinned rows never cover more than half
  /// the page area, so a short terminal keeps something to scroll). For example
  /// `cards[7] (sticky) scrolls with the page: pinned cards would cover over half the screen`.
  var yieldedPinnedCardsMessage: String? {
    let layout = pageView.layout
    let yielded = pageView.pinnedArrangement.yielded.compactMap { index in
      layout.pinned.indices.contains(index) ? layout.pinned[index] : nil
    }
    guard let first = yielded.first else { return nil }
    let reason = "pinned cards would cover over half the screen"
    guard yielded.count == 1 else {
      let paths = yielded.map { "cards[\($0.cardIndex)]" }.joined(separator: ", ")
      return "\(paths) not pinned: \(reason)"
    }
    switch first.placement {
    case .sticky:
      return "cards[\(first.cardIndex)] (sticky) scrolls with the page: \(reason)"
    default:
      return "cards[\(first.cardIndex)] (fix) hidden: \(reason)"
    }
  }
}
