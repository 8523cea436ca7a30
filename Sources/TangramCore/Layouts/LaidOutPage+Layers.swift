/// Which part of the page an item belongs to, which decides how it scrolls.
package enum ItemLayer: Hashable, Sendable {
  /// Scrolls with the page; found through the page's row index.
  case flow
  /// Inside a pager: scrolls sideways with strip `n` of ``LaidOutPage/strips``.
  case strip(Int)
  /// Inside pinned card `n` of ``LaidOutPage/pinned``: its frame is relative to that card's box.
  case pinned(Int)
}

/// A sticky, fix, scroll-fix or float card, laid out once and positioned per frame.
package struct PinnedCard: Sendable {
  /// Index of the card in the page.
  package var cardIndex: Int
  package var placement: CardPlacement
  /// Sticky cards: their place in the flow, in content coordinates. Fix and float cards: their
  /// size, at the origin.
  package var box: Rect
  package var background: Color?
  /// Ids of the card's items.
  package var itemIDs: Range<Int>
  /// Scroll-fix cards: the content row where the card would start in the flow.
  package var threshold: Int
  /// Sticky cards: rows kept between the card and the edge it sticks to (its top margin, or its
  /// bottom margin for `end`), besides `offset`.
  package var edgeMargin: Int

  package init(
    cardIndex: Int, placement: CardPlacement, box: Rect, background: Color?, itemIDs: Range<Int>,
    threshold: Int, edgeMargin: Int = 0
  ) {
    self.cardIndex = cardIndex
    self.placement = placement
    self.box = box
    self.background = background
    self.itemIDs = itemIDs
    self.threshold = threshold
    self.edgeMargin = edgeMargin
  }
}

/// A pager card: a window onto a strip of pages that scrolls sideways.
package struct StripCard: Sendable {
  /// Index of the top-level card that holds the pager (its own index when it is not nested).
  package var cardIndex: Int
  /// The card box, in content coordinates.
  package var box: Rect
  /// Where the pages show, in content coordinates.
  package var window: Rect
  /// Ids of the pages' items, left to right; their frames are in content coordinates at
  /// horizontal offset 0 (so x may pass the window's right edge).
  package var itemIDs: Range<Int>
  package var contentWidth: Int
  /// Offsets at which pages start, ascending (the first is 0).
  package var pageStops: [Int]
  /// Content row of the indicator, if any.
  package var indicatorRow: Int?
  package var style: PagerStyle

  /// The largest useful offset.
  package var maximumOffset: Int { max(0, contentWidth - window.width) }
}
