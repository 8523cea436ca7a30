import TangramCore

extension PageView {
  /// Draws a pager's indicator row, if it has one.
  func drawIndicator(ofStrip stripIndex: Int, into buffer: inout Buffer, dx: Int, dy: Int, clip: Rect) {
    let strip = layout.strips[stripIndex]
    guard let row = strip.indicatorRow, strip.style.hasIndicator, strip.pageStops.count > 1 else { return }
    let text = PagerIndicator.text(
      kind: strip.style.indicator, pageCount: strip.pageStops.count,
      currentPage: currentPage(ofStrip: stripIndex), width: strip.window.width)
    let column: Int
    switch strip.style.indicatorGravity {
    case "left": column = strip.window.x + 1
    case "right": column = strip.window.maxX - DisplayWidth.of(text) - 1
    default: column = strip.window.x + max(0, (strip.window.width - DisplayWidth.of(text)) / 2)
    }
    buffer.write(text, column: column + dx, row: row + dy, clip: clip)
  }

  /// The page of a pager whose start is at or just before its offset.
  package func currentPage(ofStrip stripIndex: Int) -> Int {
    let stops = layout.strips[stripIndex].pageStops
    let offset = stripOffsets[stripIndex]
    return max(0, (stops.lastIndex { $0 <= offset }) ?? 0)
  }

  /// Moves a pager by `pages` pages (negative is back), stopping at its ends unless it is
  /// `infinite`.
  package func turnPage(ofStrip stripIndex: Int, by pages: Int) {
    guard layout.strips.indices.contains(stripIndex) else { return }
    let strip = layout.strips[stripIndex]
    guard !strip.pageStops.isEmpty else { return }
    let count = strip.pageStops.count
    let wanted = currentPage(ofStrip: stripIndex) + pages
    // An `infinite` pager goes round; the others stop at their ends.
    let target = strip.style.infinite ? ((wanted % count) + count) % count : min(max(0, wanted), count - 1)
    let before = currentPage(ofStrip: stripIndex)
    stripOffsets[stripIndex] = min(strip.pageStops[target], strip.maximumOffset)
    // The user is using this pager: its auto-scroll waits a whole interval again.
    if let timer = pagerTimers[stripIndex] { timers.restart(timer) }
    remount()
    postPageChange(ofStrip: stripIndex, from: before, automatic: false)
  }
}

extension PageView {
  /// The pager whose window shows at a viewport cell.
  package func strip(atColumn column: Int, row: Int) -> Int? {
    let contentRow = offset + row
    return layout.stripIndex.indices(intersectingRows: contentRow..<(contentRow + 1)).first { index in
      layout.strips[index].window.contains(column: column, row: contentRow)
    }
  }

  /// The first pager with a page on screen.
  package var firstVisibleStrip: Int? {
    layout.stripIndex.indices(intersectingRows: offset..<(offset + viewportHeight)).first { index in
      let window = layout.strips[index].window
      return window.y < offset + viewportHeight && window.maxY > offset
    }
  }

  /// Registers a timer on ``timers`` for each pager with `autoScroll` and more than one page:
  /// it turns a page every interval, back to the first after the last. `waited` carries the time
  /// a pager of a page view this one replaced had waited (by strip index).
  func startPagerTimers(waited: [Int: Int] = [:]) {
    stopPagerTimers()
    for index in layout.strips.indices {
      let interval = layout.strips[index].style.autoScroll
      guard interval > 0, layout.strips[index].pageStops.count > 1 else { continue }
      pagerTimers[index] = timers.register(every: interval, waited: waited[index] ?? 0) { [weak self] in
        self?.turnPageByItself(ofStrip: index)
      }
    }
  }

  /// Unregisters the pagers' timers (a page view being replaced, or relaid out).
  package func stopPagerTimers() {
    for id in pagerTimers.values { timers.unregister(id) }
    pagerTimers = [:]
  }

  /// How long each auto-scrolling pager has waited since it last turned, by strip index.
  var pagerWaits: [Int: Int] {
    pagerTimers.compactMapValues { timers.waited($0) }
  }

  /// One automatic turn: the next page, or the first after the last.
  private func turnPageByItself(ofStrip index: Int) {
    guard layout.strips.indices.contains(index) else { return }
    let stops = layout.strips[index].pageStops
    let before = currentPage(ofStrip: index)
    stripOffsets[index] = before + 1 < stops.count ? stops[before + 1] : 0
    remount()
    postPageChange(ofStrip: index, from: before, automatic: true)
  }

  /// Posts `pageChanged` when a pager now shows another page than `before`.
  func postPageChange(ofStrip stripIndex: Int, from before: Int, automatic: Bool) {
    let page = currentPage(ofStrip: stripIndex)
    guard page != before, let bus else { return }
    let strip = layout.strips[stripIndex]
    bus.post(.pageChanged(
      self.page.cards[strip.cardIndex], index: strip.cardIndex, pageIndex: page,
      pageCount: strip.pageStops.count, automatic: automatic))
  }
}

/// The text of a pager indicator.
enum PagerIndicator {
  static func text(kind: IndicatorKind, pageCount: Int, currentPage: Int, width: Int) -> String {
    switch kind {
    case .dots:
      let dots = (0..<pageCount).map { $0 == currentPage ? "●" : "○" }.joined()
      return DisplayWidth.of(dots) <= width ? dots : "\(currentPage + 1)/\(pageCount)"
    case .stripe:
      let length = max(4, min(width / 2, 24))
      let filled = max(1, (currentPage + 1) * length / max(1, pageCount))
      return String(repeating: "━", count: filled) + String(repeating: "─", count: length - filled)
    }
  }
}
