/// Where a top-level card is in a laid-out page.
package enum CardExtent: Hashable, Sendable {
  /// The card's box covers these content rows (flow and sticky cards).
  case rows(Range<Int>)
  /// The card is placed against the viewport (fix, scroll-fix and float cards).
  case overlay
  /// The card is not laid out (it is empty).
  case absent
}

extension LaidOutPage {
  /// Where top-level card `cardIndex` is. O(log n) in the number of card boxes, plus the pinned
  /// cards.
  package func extent(ofCard cardIndex: Int) -> CardExtent {
    if let pinnedCard = pinned.first(where: { $0.cardIndex == cardIndex }) {
      guard case .sticky = pinnedCard.placement else { return .overlay }
      return .rows(pinnedCard.box.y..<pinnedCard.box.maxY)
    }
    // Boxes are in page order: find the first one of the card (its own, not a nested one's).
    var low = 0
    var high = boxes.count
    while low < high {
      let middle = (low + high) / 2
      if boxes[middle].cardIndex < cardIndex { low = middle + 1 } else { high = middle }
    }
    guard low < boxes.count, boxes[low].cardIndex == cardIndex, boxes[low].depth == 0 else { return .absent }
    return .rows(boxes[low].frame.y..<boxes[low].frame.maxY)
  }
}
