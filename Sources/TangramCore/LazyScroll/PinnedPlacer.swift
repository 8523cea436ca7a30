/// Where a pinned card shows in one frame.
package struct PinnedFrame: Hashable, Sendable {
  /// Index into ``LaidOutPage/pinned``.
  package var pinnedIndex: Int
  /// The card box in viewport coordinates (row 0 is the top of the page area).
  package var frame: Rect
  /// Sticky cards: pinned to an edge now (rather than at their place in the flow).
  package var isStuck: Bool

  package init(pinnedIndex: Int, frame: Rect, isStuck: Bool) {
    self.pinnedIndex = pinnedIndex
    self.frame = frame
    self.isStuck = isStuck
  }
}

/// The pinned cards of one frame: what to draw, in which order, and what had to give way.
package struct PinnedArrangement: Hashable, Sendable {
  /// Sticky cards at their place in the flow: drawn with the normal cards.
  package var inFlow: [PinnedFrame] = []
  /// Stuck sticky cards, then floats, then fix cards: drawn over the content in this order
  /// (spec §3.5, Recommended).
  package var overlays: [PinnedFrame] = []
  /// Pinned cards that did not pin because together they would cover too much of the viewport.
  package var yielded: [Int] = []

  package init() {}

  /// Every pinned frame, in drawing order.
  package var all: [PinnedFrame] { inFlow + overlays }
}

/// Positions sticky, fix, scroll-fix and float cards against the viewport (spec §2.5-2.7, §3.4).
///
/// Fix cards sit at their corner plus `x`/`y`; top-aligned ones push the sticky edge down.
/// Scroll-fix cards show by their rule. A top-sticky card sticks once its place in the flow
/// would pass above the rows already pinned at the top (plus its `offset`), and stuck cards stack
/// in page order; bottom-sticky cards mirror that at the bottom.
///
/// Pinned cards never cover more than half the viewport's rows, counting the rows they cover
/// (not the rows between a card and its edge): a card that would go past that yields (a sticky
/// card stays in the flow, a fix card hides) and is listed in ``PinnedArrangement/yielded``.
/// Tangram has no such limit; it is a terminal decision (spec §9.7), so that a short terminal
/// still shows the page. Fix cards are placed first, so they win the rows.
package struct PinnedPlacer {
  package var scale: UnitScale
  package var viewportWidth: Int
  package var viewportHeight: Int

  package init(scale: UnitScale, viewportWidth: Int, viewportHeight: Int) {
    self.scale = scale
    self.viewportWidth = max(0, viewportWidth)
    self.viewportHeight = max(0, viewportHeight)
  }

  /// Rows pinned cards may cover together.
  package var pinnedRowBudget: Int { viewportHeight / 2 }

  /// Places the page's pinned cards for a scroll offset. `floatOrigins` holds where the user
  /// moved float cards (viewport coordinates), by pinned index.
  package func arrange(
    _ pinned: [PinnedCard], offset: Int, floatOrigins: [Int: (x: Int, y: Int)] = [:]
  ) -> PinnedArrangement {
    var result = PinnedArrangement()
    var edges = PinnedEdges()
    var covered = CoveredRows(viewportHeight: viewportHeight)
    var fixes: [PinnedFrame] = []
    var floats: [PinnedFrame] = []
    for (index, card) in pinned.enumerated() {
      switch card.placement {
      case .fixed(let align, let x, let y, let show):
        guard isShown(show, threshold: card.threshold, offset: offset) else { continue }
        let frame = cornerFrame(size: card.box, align: align, x: x, y: y)
        guard covered.count(adding: frame) <= pinnedRowBudget else {
          result.yielded.append(index)
          continue
        }
        edges.cover(frame, align: align, height: viewportHeight)
        covered.add(frame)
        fixes.append(PinnedFrame(pinnedIndex: index, frame: frame, isStuck: true))
      case .float(let align, let x, let y):
        let frame: Rect
        if let origin = floatOrigins[index] {
          frame = clamped(Rect(x: origin.x, y: origin.y, width: card.box.width, height: card.box.height))
        } else {
          frame = cornerFrame(size: card.box, align: align, x: x, y: y)
        }
        floats.append(PinnedFrame(pinnedIndex: index, frame: frame, isStuck: true))
      case .sticky, .flow:
        continue
      }
    }
    for (index, card) in pinned.enumerated() {
      guard case .sticky(let edge, let stickOffset) = card.placement else { continue }
      let natural = card.box.offsetBy(dy: -offset)
      // Android: a stuck card keeps its `offset` and its margin from the edge.
      let gap = UnitScale.edge(scale.rows(stickOffset)) + card.edgeMargin
      let stuckRow: Int
      let passes: Bool
      switch edge {
      case .top:
        stuckRow = edges.top + gap
        passes = natural.y < stuckRow
      case .bottom:
        stuckRow = viewportHeight - edges.bottom - gap - natural.height
        passes = natural.y > stuckRow
      }
      guard passes else {
        result.inFlow.append(PinnedFrame(pinnedIndex: index, frame: natural, isStuck: false))
        continue
      }
      let stuck = Rect(x: natural.x, y: stuckRow, width: natural.width, height: natural.height)
      guard covered.count(adding: stuck) <= pinnedRowBudget else {
        result.yielded.append(index)
        result.inFlow.append(PinnedFrame(pinnedIndex: index, frame: natural, isStuck: false))
        continue
      }
      if edge == .top { edges.top += natural.height + gap } else { edges.bottom += natural.height + gap }
      covered.add(stuck)
      result.overlays.append(PinnedFrame(pinnedIndex: index, frame: stuck, isStuck: true))
    }
    result.overlays += floats + fixes
    return result
  }

  /// Rows that always-shown bottom-aligned fix cards cover, from the bottom edge up to the
  /// highest of them. The page view lets the page scroll that much past its end, so its last
  /// rows can come out from under them (a terminal decision, spec §9.7; Tangram stops at the
  /// end). At the top the page starts under top fix cards, as in Tangram.
  package func reservedBottomRows(_ pinned: [PinnedCard]) -> Int {
    var covered = CoveredRows(viewportHeight: viewportHeight)
    var reach = 0
    for card in pinned {
      guard case .fixed(let align, let x, let y, .always) = card.placement else { continue }
      let frame = cornerFrame(size: card.box, align: align, x: x, y: y)
      // A card that yields is not drawn: there is nothing to scroll out from under.
      guard covered.count(adding: frame) <= pinnedRowBudget else { continue }
      covered.add(frame)
      if !align.isTop { reach = max(reach, viewportHeight - frame.y) }
    }
    return reach
  }

  private func isShown(_ rule: ShowRule, threshold: Int, offset: Int) -> Bool {
    switch rule {
    case .always: return true
    case .onEnter: return offset + viewportHeight >= threshold
    case .onLeave: return threshold <= 0 || offset >= threshold
    }
  }

  /// A box of `size` at a viewport corner, moved inward by `x` and `y`, kept inside the viewport.
  private func cornerFrame(size: Rect, align: FixAlignment, x: Dimension, y: Dimension) -> Rect {
    let dx = UnitScale.edge(scale.columns(x))
    let dy = UnitScale.edge(scale.rows(y))
    let left = align.isRight ? viewportWidth - size.width - dx : dx
    let top = align.isTop ? dy : viewportHeight - size.height - dy
    return clamped(Rect(x: left, y: top, width: size.width, height: size.height))
  }

  private func clamped(_ frame: Rect) -> Rect {
    let x = max(0, min(frame.x, viewportWidth - frame.width))
    let y = max(0, min(frame.y, viewportHeight - frame.height))
    return Rect(x: x, y: y, width: frame.width, height: frame.height)
  }
}

/// The rows of the viewport pinned cards cover so far.
private struct CoveredRows {
  let viewportHeight: Int
  private var ranges: [Range<Int>] = []

  init(viewportHeight: Int) {
    self.viewportHeight = viewportHeight
  }

  /// Records the rows `frame` covers.
  mutating func add(_ frame: Rect) {
    ranges.append(frame.y..<frame.maxY)
  }

  /// How many rows would be covered with `frame` too: each row once, only inside the viewport.
  func count(adding frame: Rect) -> Int {
    let clipped = (ranges + [frame.y..<frame.maxY])
      .map { range -> Range<Int> in
        let top = min(max(0, range.lowerBound), viewportHeight)
        return top..<max(top, min(viewportHeight, range.upperBound))
      }
      .filter { !$0.isEmpty }
      .sorted { $0.lowerBound < $1.lowerBound }
    var total = 0
    var reached = Int.min
    for range in clipped {
      let start = max(range.lowerBound, reached)
      if range.upperBound > start { total += range.upperBound - start }
      reached = max(reached, range.upperBound)
    }
    return total
  }
}

/// Rows taken at the top and bottom of the viewport by pinned cards so far.
///
/// Only cards that stack from the edge count: a fix card that starts below the top edge (a
/// `y` offset, with rows of content between it and the edge) does not push sticky cards down,
/// so nothing scrolls in a gap above a stuck sticky; it joins the stack once the stack reaches it.
private struct PinnedEdges {
  /// Rows of the stack at the top edge, where the next sticky card sticks.
  var top = 0
  /// Rows of the stack at the bottom edge.
  var bottom = 0
  /// Fix cards that do not touch the stack at their edge (yet).
  private var detachedTop: [Rect] = []
  private var detachedBottom: [Rect] = []

  mutating func cover(_ frame: Rect, align: FixAlignment, height: Int) {
    if align.isTop {
      detachedTop.append(frame)
      while let index = detachedTop.firstIndex(where: { $0.y <= top }) {
        top = max(top, detachedTop.remove(at: index).maxY)
      }
    } else {
      detachedBottom.append(frame)
      while let index = detachedBottom.firstIndex(where: { $0.maxY >= height - bottom }) {
        bottom = max(bottom, height - detachedBottom.remove(at: index).y)
      }
    }
  }
}
