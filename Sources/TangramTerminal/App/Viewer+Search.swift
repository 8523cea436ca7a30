import TangramCore

extension Viewer {
  /// Whether the `/` prompt is open (keys edit its text).
  public var isSearchPromptOpen: Bool { search.prompt != nil }

  /// The prompt as the status bar shows it, `/banner`, while it is open.
  var searchPromptText: String? {
    search.prompt.map { "/" + TextSanitizer.sanitize($0) }
  }

  /// Edits the open prompt with its keys (``ViewerSearch/promptKeys``): characters are typed,
  /// Backspace takes the last one back (and closes an empty prompt), `^U` clears it, `Esc` or
  /// `^C` close it with nothing changed, `Enter` searches. Other keys do nothing while it is open.
  func handleSearchPromptKey(_ key: Key) {
    guard let text = search.prompt else { return }
    switch ViewerSearch.promptKeys.action(for: key) {
    case .deleteBack: search.prompt = text.isEmpty ? nil : String(text.dropLast())
    case .clear: search.prompt = ""
    case .cancel: search.prompt = nil
    case .find:
      search.prompt = nil
      submitSearch(text)
    case nil:
      if case .character(let character) = key { search.prompt = text + String(character) }
    }
  }

  /// Searches for `text` (the last query when it is empty) from the top of the screen.
  func submitSearch(_ text: String) {
    guard let query = SearchQuery(text) ?? search.query else {
      status.notice = .text(ViewerSearch.noPreviousSearch)
      return
    }
    if query != search.query {
      search.query = query
      search.match = nil
    }
    jumpToMatch(forward: true, fromCurrentMatch: false)
  }

  /// `n` and `N`: the next or previous match of the last search.
  func repeatSearch(forward: Bool) {
    guard search.query != nil else {
      status.notice = .text(ViewerSearch.noPreviousSearch)
      return
    }
    jumpToMatch(forward: forward, fromCurrentMatch: true)
  }

  /// Goes to the first match at or after the screen (before it, going back), or after the
  /// current match when it is on screen and `fromCurrentMatch`; wraps around the page once.
  /// The match is scrolled into view (its pager turned to it), focused when it is clickable,
  /// and counted in the status bar; when nothing matches, nothing moves. The page is read a
  /// slice at a time (``SearchScan``): the status bar shows how far it has gone meanwhile.
  private func jumpToMatch(forward: Bool, fromCurrentMatch: Bool) {
    guard let query = search.query else { return }
    let layout = pageView.layout
    let pageIdentity = ObjectIdentifier(pageView)
    let current = search.match.flatMap { id in
      id.rawValue < layout.items.count && pageView.isOnScreen(id) && layout.isMatch(id, of: query) ? id : nil
    }
    let continues = fromCurrentMatch && current != nil && search.countedOn == pageIdentity
    let start: Int
    if continues, let current {
      start = current.rawValue + (forward ? 1 : -1)
    } else {
      start = screenEdgeItem(first: forward)
    }
    stopSearchScan()
    search.scan = SearchScan(
      query: query, start: start, forward: forward, continues: continues, phase: .finding(step: 0),
      pageIdentity: pageIdentity)
    advanceSearchScan()
    guard search.scan != nil else { return }
    if runsTimers {
      search.scan?.timer = timers.register(every: 1) { [weak self] in self?.advanceSearchScanOncePerTick() }
    } else {
      // Time does not pass (`--dump`): the whole page now.
      while search.scan != nil { advanceSearchScan() }
    }
  }

  /// One slice for each time the clock moves, however far it moves: the scan's timer fires once
  /// for every millisecond that passed (a slow frame is caught up with), and running a slice each
  /// time ran a whole page's search between two frames, with `Esc` waiting for it.
  private func advanceSearchScanOncePerTick() {
    guard search.scan?.lastSliceClock != clockMilliseconds else { return }
    search.scan?.lastSliceClock = clockMilliseconds
    advanceSearchScan()
  }

  /// `Esc` while a search reads the page stops it where it is, saying so; true when it did.
  func stopSearchScan(onKey key: Key) -> Bool {
    guard key == .escape, search.scan != nil else { return false }
    stopSearchScan()
    status.notice = .text("search stopped")
    return true
  }

  /// Reads one slice of the running search; says how far it has gone, jumps when the match is
  /// found, and shows its number when the count is done.
  func advanceSearchScan() {
    guard var scan = search.scan else { return }
    let layout = pageView.layout
    guard scan.pageIdentity == ObjectIdentifier(pageView) else {
      stopSearchScan()
      return
    }
    guard !pageFileHasChanged else {
      // Its items would all fail to read: nothing would match, after a long while.
      stopSearchScan()
      readChangedPageFileAgain()
      return
    }
    let slice = SearchScan.itemsPerSlice
    switch scan.phase {
    case .finding(let step):
      let steps = step..<(step + slice)
      if let hit = layout.firstMatch(of: scan.query, from: scan.start, forward: scan.forward, steps: steps) {
        land(on: hit, continues: scan.continues, forward: scan.forward)
        guard !scan.continues else {
          stopSearchScan()
          return
        }
        // The first slice of the count at once: a page of one slice is counted before the frame.
        let counts = layout.matchCounts(of: scan.query, in: 0..<slice, before: hit.id)
        scan.phase = .counting(hit: hit, next: slice, before: counts.before, total: counts.total)
      } else if steps.upperBound >= layout.items.count {
        stopSearchScan()
        search.match = nil
        status.notice = .text(ViewerSearch.notFound(scan.query))
        return
      } else {
        scan.phase = .finding(step: steps.upperBound)
        search.scan = scan
        status.notice = .text("searching \(scan.percent(of: layout.items.count))%")
        return
      }
    case .counting(let hit, let next, let before, let total):
      let counts = layout.matchCounts(of: scan.query, in: next..<(next + slice), before: hit.id)
      scan.phase = .counting(
        hit: hit, next: next + slice, before: before + counts.before, total: total + counts.total)
    }
    guard case .counting(let hit, let next, let before, let total) = scan.phase else { return }
    if next >= layout.items.count {
      search.ordinal = before + 1
      search.total = total
      search.countedOn = scan.pageIdentity
      stopSearchScan()
      status.notice = .text(ViewerSearch.status(ordinal: before + 1, total: total, wrapped: hit.wrapped, forward: scan.forward))
      return
    }
    search.scan = scan
    // The number is known once the count has passed the match; the total is at least what was seen.
    let ordinal = next > hit.id.rawValue ? "\(before + 1)" : "…"
    status.notice = .text("match \(ordinal)/≥\(max(total, 1)), counting \(scan.percent(of: layout.items.count))%")
  }

  /// Ends the running search, if any, and its timer.
  func stopSearchScan() {
    if let timer = search.scan?.timer { timers.unregister(timer) }
    search.scan = nil
  }

  /// Goes to a match the scan found: scrolls it into view, focuses it when it is clickable, and
  /// when the search goes on from a counted one, gives its number.
  private func land(on hit: LaidOutPage.SearchHit, continues: Bool, forward: Bool) {
    let layout = pageView.layout
    if continues {
      search.ordinal = forward
        ? (hit.wrapped ? 1 : search.ordinal + 1)
        : (hit.wrapped ? search.total : search.ordinal - 1)
    }
    search.match = hit.id
    let frame = layout[hit.id].frame
    if layout[hit.id].layer.isScrolling,
      frame.y < pageView.offset || frame.maxY > pageView.offset + pageView.viewportHeight
    {
      // As less does: a match off screen comes to the top row, with what follows it below.
      pageView.scroll(to: frame.y)
    }
    if pageView.isFocusable(hit.id) {
      pageView.focus(hit.id)
    } else {
      pageView.focus(nil)
      pageView.bringIntoView(hit.id)
    }
    // Deliver what the jump caused (a pager turned to the match) now, so that the match is
    // the newest notice in the status bar.
    bus.drain()
    if continues {
      status.notice = .text(
        ViewerSearch.status(ordinal: search.ordinal, total: search.total, wrapped: hit.wrapped, forward: forward))
    }
  }

  /// Where a search from the screen starts: the first item showing (the last, going back), or
  /// with nothing showing, the first item below the screen (the last above it).
  private func screenEdgeItem(first: Bool) -> Int {
    let onScreen = pageView.itemIDsOnScreen()
    if let id = first ? onScreen.first : onScreen.last { return id.rawValue }
    let items = pageView.layout.items
    let top = pageView.offset
    if first {
      return items.firstIndex { $0.layer == .flow && !$0.frame.isEmpty && $0.frame.y >= top } ?? items.count
    }
    return items.lastIndex { $0.layer == .flow && !$0.frame.isEmpty && $0.frame.maxY <= top } ?? -1
  }

  /// Marks the matches that show, those of pinned cards (`ofPinnedItems`) or the others: the
  /// current one reversed and bold, the others underlined on a highlight colour (the underline
  /// is what shows without colours).
  func drawSearchHighlights(into buffer: inout Buffer, area: Rect, ofPinnedItems: Bool) {
    guard let query = search.query else { return }
    let layout = pageView.layout
    for id in pageView.itemIDsOnScreen()
    where layout[id].layer.isScrolling != ofPinnedItems && layout.isMatch(id, of: query) {
      guard let frame = pageView.visibleFrame(of: id, in: area) else { continue }
      if id == search.match {
        buffer.addAttributes([.reverse, .bold], in: frame)
      } else {
        buffer.patchStyle(Self.otherMatchStyle, in: frame)
      }
    }
  }

  /// How matches other than the current one are marked.
  static let otherMatchStyle = CellStyle(
    foreground: Color(rgb: 0x1A1A1A), background: Color(rgb: 0xFFD75F), attributes: .underline)
}

extension ItemLayer {
  /// Whether the item moves as the page scrolls (in the flow or a pager), unlike a pinned one.
  var isScrolling: Bool {
    if case .pinned = self { return false }
    return true
  }
}
