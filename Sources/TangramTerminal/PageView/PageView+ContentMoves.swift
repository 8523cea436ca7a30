import TangramCore

extension PageView {
  /// The pinned cards as they are placed with content row `offset` at the viewport's top.
  /// While ``hidesPinnedCards``, only sticky cards show, at their place in the flow.
  func pinnedArrangement(atOffset offset: Int) -> PinnedArrangement {
    guard hidesPinnedCards else {
      return PinnedPlacer(scale: scale, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
        .arrange(layout.pinned, offset: offset, floatOrigins: floatOrigins)
    }
    var arrangement = PinnedArrangement()
    let viewport = Rect(x: 0, y: 0, width: viewportWidth, height: viewportHeight)
    arrangement.inFlow = stickyCardsInFlow(contentTop: offset).filter { $0.frame.intersects(viewport) }
    return arrangement
  }

  /// Every sticky card at its place in the flow, not stuck, in rows from content row `contentTop`.
  func stickyCardsInFlow(contentTop: Int) -> [PinnedFrame] {
    layout.pinned.enumerated().compactMap { index, card in
      guard case .sticky = card.placement else { return nil }
      return PinnedFrame(pinnedIndex: index, frame: card.box.offsetBy(dy: -contentTop), isStuck: false)
    }
  }

  /// What scrolling `rows` lines does to the viewport's rows when it only moves some of them, in
  /// viewport rows: the longest band of rows that no pinned card covers, moved by the rows the
  /// scroll goes. Pinned cards over the page must stay where they are (fix and float cards, a
  /// sticky card that stays stuck); sticky cards in their place in the flow move with it. Nil
  /// when the scroll moves nothing, changes a pinned card over the page, or leaves no band
  /// taller than the distance (see ``RowMove/init(band:distance:)``).
  package func contentMove(scrollingLines rows: Int) -> RowMove? {
    let target = clampedOffset(offset + rows)
    guard target != offset else { return nil }
    let covers = pinnedArrangement.overlays
    guard layout.pinned.isEmpty || pinnedArrangement(atOffset: target).overlays == covers else { return nil }
    return RowMove(band: Self.longestBand(ofRows: viewportHeight, notCoveredBy: covers.map(\.frame)), distance: target - offset)
  }

  /// The longest run of rows among `0..<rows` that none of `frames` takes (the first of equal
  /// ones).
  static func longestBand(ofRows rows: Int, notCoveredBy frames: [Rect]) -> Range<Int> {
    guard !frames.isEmpty else { return 0..<rows }
    var covered = [Bool](repeating: false, count: rows)
    for frame in frames where frame.width > 0 {
      let top = max(0, frame.y)
      let bottom = min(rows, frame.maxY)
      guard top < bottom else { continue }
      for row in top..<bottom { covered[row] = true }
    }
    var best = 0..<0
    var start = 0
    for row in 0...rows {
      if row == rows || covered[row] {
        if row - start > best.count { best = start..<row }
        start = row + 1
      }
    }
    return best
  }
}
