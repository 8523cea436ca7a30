import TangramCore

extension Viewer {
  /// Takes a key of the comparison's table (``ViewerComparison/keys``) while two versions are
  /// compared; nil for any other key.
  func handleComparisonKey(_ key: Key) -> Outcome? {
    guard comparison != nil, let action = ViewerComparison.keys.action(for: key) else { return nil }
    switch action {
    case .nextChange: goToChange(forward: true)
    case .previousChange: goToChange(forward: false)
    case .flip: flipComparison()
    case .togglePanel:
      comparison?.showsPanel.toggle()
      // One panel at a time beside the page.
      if comparison?.showsPanel == true { inspector = nil }
      fitPageToArea()
    }
    return .keepRunning
  }

  /// Makes the change of the focused item the current one, so that the list follows the focus.
  func followFocusInComparison() {
    guard let comparison, comparison.showsPanel, let focused = pageView.focusedItem,
      focused.rawValue < pageView.layout.items.count,
      let index = comparison.change(at: pageView.layout.address(of: focused)), index != comparison.current
    else { return }
    self.comparison?.current = index
    status.notice = .text(self.comparison?.currentText ?? "")
  }

  /// Draws the list of changes in the panel beside the page, the current one in reverse, kept
  /// in view.
  func drawChangesPanel(into buffer: inout Buffer) {
    guard let comparison, comparison.showsPanel, inspector == nil else { return }
    let area = ItemInspector.split(screenArea).panel
    let title = comparison.current.map { "changes \($0 + 1)/\(comparison.diff.changes.count)" } ?? comparison.diff.countText
    guard ItemInspector.drawFrame(title: title, into: &buffer, area: area) else { return }
    let inner = ItemInspector.inner(area)
    let lines = comparison.panelLines
    // The current change in the middle of the list when there are more than fit.
    let first = max(0, min((comparison.current ?? 0) - inner.height / 2, lines.count - inner.height))
    for (row, index) in (first..<min(lines.count, first + inner.height)).enumerated() {
      let change = comparison.diff.changes[index]
      let isCurrent = index == comparison.current
      let style = isCurrent ? CellStyle(attributes: .reverse) : .plain
      let line = Rect(x: inner.x, y: inner.y + row, width: inner.width, height: 1)
      if isCurrent { buffer.fill(line, style: style) }
      _ = buffer.write(
        TextWrapper.truncate(TextSanitizer.sanitize(lines[index]), width: inner.width), column: inner.x, row: line.y,
        style: style, clip: line)
      var glyph = ViewerComparison.style(of: change.kind)
      glyph.attributes = isCurrent ? [.bold, .reverse] : .bold
      _ = buffer.write(String(change.kind.glyph), column: inner.x, row: line.y, style: glyph, clip: line)
    }
  }

  /// Goes to the next (or previous) change in page order, wrapping around: scrolls it into
  /// view, focuses its item when it can be focused, and says it in the status bar.
  func goToChange(forward: Bool) {
    guard var comparison, !comparison.diff.changes.isEmpty else { return }
    let count = comparison.diff.changes.count
    let next = comparison.current.map { ($0 + (forward ? 1 : count - 1)) % count } ?? (forward ? 0 : count - 1)
    comparison.current = next
    self.comparison = comparison
    let change = comparison.diff.changes[next]
    let ghostRow = comparison.marks.ghostsAt.first { $0.value.contains { $0.change == next } }?.key
    if let address = comparison.place(of: change)?.address ?? ghostRow,
      let id = itemID(at: address) ?? firstItemID(inCardAt: address)
    {
      pageView.focus(nil)
      let frame = pageView.layout[id].frame
      if case .flow = pageView.layout[id].layer { pageView.scroll(to: max(0, frame.y - 1)) } else { pageView.focus(id) }
    }
    status.notice = .text(comparison.currentText ?? comparison.summary)
  }

  /// Shows the other version at the same place: the item at the top of the screen stays at the
  /// top when the other version has it.
  func flipComparison() {
    guard var comparison else { return }
    let top = pageView.itemIDsOnScreen().first.map { pageView.layout.address(of: $0) }
    comparison.showsOld.toggle()
    self.comparison = comparison
    // The new version with what its cards' loads brought; the old one as its file has it.
    show(comparison.showsOld ? comparison.old.page : loading.loads.presentedPage)
    status.fileName = TextSanitizer.sanitize(comparison.shown.name)
    status.notice = .text(comparison.currentText ?? comparison.summary)
    if let top, let there = comparison.counterpart(of: top), let id = itemID(at: there),
      case .flow = pageView.layout[id].layer
    {
      pageView.scroll(to: pageView.layout[id].frame.y)
    }
  }

  /// Compares the old version with the new one as read again (a save, `r`), which now shows,
  /// and says how many changes there are now after what the status bar said.
  func compareAgain(withReloaded page: Page) {
    guard comparison != nil else { return }
    comparison?.new.page = page
    comparison?.showsOld = false
    compareAgain()
    status.fileName = TextSanitizer.sanitize(comparison?.new.name ?? "")
  }

  /// Reads the old version again when its file is saved and compares anew; says what became of
  /// a file deleted or no longer a regular file, the comparison staying as it was.
  func oldVersionDidChange(_ change: PageFileChange, at time: TimeOfDay) {
    guard let comparison else { return }
    let name = comparison.old.name
    switch change {
    case .deleted: status.notice = .text("\(name) was deleted: comparing with it as last read")
    case .notARegularFile: status.notice = .text("\(name) is no longer a regular file: comparing with it as last read")
    case .saved:
      guard let readOld = comparison.readOld else { return }
      switch readOld() {
      case .failure(let error):
        status.notice = .text(error.message)
      case .success(let page):
        self.comparison?.old.page = page
        if comparison.showsOld { show(page) }
        status.notice = .text("\(name) reloaded \(time)")
        compareAgain()
      }
    }
  }

  /// Compares the two versions anew, both laid out at the page's width, and adds how many
  /// changes there are now to what the status bar says.
  private func compareAgain() {
    guard let comparison else { return }
    // Both as their files have them: the page shown may hold what cards' loads brought.
    let width = pageView.layout.width
    let fresh = comparison.with(
      PageDiff(
        old: pageView.pageLayout.layout(comparison.old.page, width: width),
        new: pageView.pageLayout.layout(comparison.new.page, width: width)))
    self.comparison = fresh
    let said = status.notice.text
    status.notice = .text((said.isEmpty ? "" : said + "; ") + fresh.summary)
  }

  /// Marks the changed items on screen (a background by kind, its glyph in the gutter; the
  /// change gone to in reverse) and draws the ghosts of what the version shown does not have.
  /// Only the items on screen are looked up.
  func drawComparison(into buffer: inout Buffer, area: Rect, ofPinnedItems: Bool) {
    guard let comparison else { return }
    let layout = pageView.layout
    let marks = comparison.marks
    let gutter = area.x - ViewerComparison.gutterWidth
    for id in pageView.itemIDsOnScreen() where layout[id].layer.isScrolling != ofPinnedItems {
      let address = layout.address(of: id)
      let changes = marks.changesAt[address] ?? []
      let ghosts = ofPinnedItems ? [] : marks.ghostsAt[address] ?? []
      guard !changes.isEmpty || !ghosts.isEmpty, let frame = pageView.visibleFrame(of: id, in: area), !frame.isEmpty
      else { continue }
      // One mark an item: the change gone to, else its first.
      if let shown = changes.first(where: { $0 == comparison.current }) ?? changes.first {
        let kind = comparison.diff.changes[shown].kind
        buffer.patchStyle(ViewerComparison.style(of: kind), in: frame)
        drawMark(kind, isCurrent: shown == comparison.current, rows: frame.y..<frame.maxY, column: gutter, into: &buffer)
      }
      for ghost in ghosts {
        let change = comparison.diff.changes[ghost.change]
        let row = ghost.below ? frame.maxY - 1 : frame.y
        guard row >= frame.y, row < frame.maxY else { continue }
        let isCurrent = ghost.change == comparison.current
        var style = ViewerComparison.style(of: change.kind)
        style.attributes = isCurrent ? [.italic, .reverse] : [.italic]
        let line = Rect(x: frame.x, y: row, width: frame.width, height: 1)
        buffer.fill(line, style: style)
        let text = TextSanitizer.sanitize("\(change.kind.label): \(change.detail)")
        _ = buffer.write(TextWrapper.truncate(text, width: frame.width), column: frame.x, row: row, style: style, clip: line)
        drawMark(change.kind, isCurrent: isCurrent, rows: row..<(row + 1), column: gutter, into: &buffer)
      }
    }
  }

  /// The glyph of a change in the gutter beside each row of its item, in the kind's colour;
  /// the change gone to in reverse.
  private func drawMark(_ kind: PageChange.Kind, isCurrent: Bool, rows: Range<Int>, column: Int, into buffer: inout Buffer) {
    guard column >= 0 else { return }
    var style = ViewerComparison.style(of: kind)
    style.attributes = isCurrent ? [.bold, .reverse] : [.bold]
    for row in rows {
      _ = buffer.write(String(kind.glyph), column: column, row: row, style: style)
    }
  }

  /// The item of the page shown at `address`, found by a walk over the items (a key press's
  /// work, not a frame's).
  func itemID(at address: ItemAddress) -> ItemID? {
    let layout = pageView.layout
    return layout.items.indices.lazy.map(ItemID.init).first { layout.address(of: $0) == address }
  }

  /// The first item of the card at `address` (a change to a whole card).
  private func firstItemID(inCardAt address: ItemAddress) -> ItemID? {
    let layout = pageView.layout
    return layout.items.indices.lazy.map(ItemID.init).first { id in
      let placed = layout.address(of: id)
      return placed.cardIndex == address.cardIndex && placed.indexPath.starts(with: address.indexPath)
    }
  }
}
