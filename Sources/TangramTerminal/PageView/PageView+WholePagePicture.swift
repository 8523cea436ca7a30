import TangramCore

/// A picture of the whole page (`--dump --height 0`) shows every item: the flow, with sticky
/// cards at their place in it, then each card pinned over the page (fix, scroll-fix, float) in
/// a band of its own below it, under a line that names it, so that none covers the flow.
extension PageView {
  /// A pinned card's band below the flow: the row of its name and its frame, in content rows.
  struct PinnedBand: Equatable {
    var pinnedIndex: Int
    var labelRow: Int
    var frame: Rect
  }

  /// The rows of a picture of the whole page, in content rows: the page's rows, then the bands
  /// of the cards pinned over it.
  package var wholePagePicture: (top: Int, height: Int) {
    (0, wholePagePinnedBands.last.map(\.frame.maxY) ?? layout.height)
  }

  /// The bands of the cards pinned over the page, in page order below the flow after a blank row,
  /// each card at its side (left, or right for a right-aligned one).
  var wholePagePinnedBands: [PinnedBand] {
    var row = layout.height + 1
    var bands: [PinnedBand] = []
    for (index, card) in layout.pinned.enumerated() {
      let align: FixAlignment
      switch card.placement {
      case .fixed(let fixAlign, _, _, _), .float(let fixAlign, _, _): align = fixAlign
      case .sticky, .flow: continue
      }
      let width = min(card.box.width, viewportWidth)
      let frame = Rect(x: align.isRight ? viewportWidth - width : 0, y: row + 1, width: width, height: card.box.height)
      bands.append(PinnedBand(pinnedIndex: index, labelRow: row, frame: frame))
      row = frame.maxY
    }
    return bands
  }

  /// Draws the pinned cards as the picture of the whole page shows them, for content rows from
  /// `contentTop` in `area`: sticky cards at their place in the flow, the others in their bands.
  func drawPinnedCardsInPlace(into buffer: inout Buffer, area: Rect, contentTop: Int) {
    for sticky in stickyCardsInFlow(contentTop: contentTop) {
      drawPinned(sticky, into: &buffer, area: area)
    }
    for band in wholePagePinnedBands {
      let labelRow = band.labelRow - contentTop
      if (0..<area.height).contains(labelRow) {
        writeBandLabel(of: band.pinnedIndex, row: area.y + labelRow, into: &buffer, area: area)
      }
      drawPinned(
        PinnedFrame(pinnedIndex: band.pinnedIndex, frame: band.frame.offsetBy(dy: -contentTop), isStuck: true),
        into: &buffer, area: area)
    }
  }

  /// `── pinned: cards[14] container-fix, fixed top left ───`, dimmed, across the area.
  private func writeBandLabel(of pinnedIndex: Int, row: Int, into buffer: inout Buffer, area: Rect) {
    let card = layout.pinned[pinnedIndex]
    let type = TextSanitizer.sanitize(page.cards[card.cardIndex].typeLabel)
    let text = "── pinned: cards[\(card.cardIndex)] \(type), \(Self.placementWords(card.placement)) "
    let line = TextWrapper.truncate(text, width: area.width)
    let rule = String(repeating: "─", count: max(0, area.width - DisplayWidth.of(line)))
    buffer.write(line + rule, column: area.x, row: row, style: CellStyle(attributes: .dim), clip: area)
  }

  /// Where a pinned card stands on a screen, in words.
  static func placementWords(_ placement: CardPlacement) -> String {
    func corner(_ align: FixAlignment) -> String {
      (align.isTop ? "top " : "bottom ") + (align.isRight ? "right" : "left")
    }
    switch placement {
    case .fixed(let align, _, _, .always): return "fixed \(corner(align))"
    case .fixed(let align, _, _, .onEnter): return "\(corner(align)) once its place scrolls into view"
    case .fixed(let align, _, _, .onLeave): return "\(corner(align)) once the cards above it scroll off"
    case .float(let align, _, _): return "floating \(corner(align))"
    case .sticky: return "sticky"
    case .flow: return "in the flow"
    }
  }
}
