import TangramCore

extension Viewer {
  /// Whether the `i` panel is open.
  public var isInspecting: Bool { inspector != nil }

  /// The item the `i` panel shows, if it is open.
  public var inspectedItem: ItemID? { inspector?.selection }

  /// The rows above the status bar.
  var screenArea: Rect {
    Rect(x: 0, y: 0, width: columns, height: Self.pageRows(forTerminalRows: rows))
  }

  /// Where the page shows: the area above the status bar, less the panel while it is open, and
  /// less the gutter of change marks while two versions are compared.
  var pageArea: Rect {
    let panelOpen = inspector != nil || comparison?.showsPanel == true
    let area = panelOpen ? ItemInspector.split(screenArea).page : screenArea
    guard comparison != nil, area.width > 1 else { return area }
    return Rect(x: area.x + ViewerComparison.gutterWidth, y: area.y, width: area.width - ViewerComparison.gutterWidth, height: area.height)
  }

  /// Gives the page view the page area's size (after the panel opens or closes, or a resize).
  func fitPageToArea() {
    let area = pageArea
    // The reader first, so it lays out at the new width while this view does too.
    source.reading.stream?.requestWidth(area.width)
    let width = laysOutInBackground(atWidth: area.width) ? pageView.viewportWidth : area.width
    pageView.resize(width: width, height: area.height)
  }

  /// The item `i` and `y` act on when the panel is closed: the focused one, else the one under
  /// the mouse, else the first on screen.
  var targetItem: ItemID? {
    if let focused = pageView.focusedItem { return focused }
    if let pointed = pointer.position, let id = pageView.item(atColumn: pointed.column, row: pointed.row) { return id }
    return pageView.firstItemOnScreen
  }

  /// Opens the panel on the target item, or closes it.
  func toggleInspector() {
    if inspector != nil {
      inspector = nil
    } else {
      // Room first: the page is laid out for what is left, then the item is found on it. The
      // inspector takes the place of the list of changes.
      comparison?.showsPanel = false
      inspector = ItemInspector(selection: ItemID(0))
      fitPageToArea()
      guard let id = targetItem ?? (pageView.layout.items.isEmpty ? nil : ItemID(0)) else {
        inspector = nil
        fitPageToArea()
        status.notice = .text("inspect: this page has no items")
        return
      }
      select(id)
      return
    }
    fitPageToArea()
  }

  /// Shows `id` in the panel and brings it into view.
  func select(_ id: ItemID) {
    pageView.bringIntoView(id)
    inspector = ItemInspector(
      selection: id, scroll: 0, origin: origin(of: id), address: pageView.layout.address(of: id))
  }

  /// Handles a key while the panel is open; nil when the key is not the panel's (the page
  /// takes it: its scroll keys still scroll it).
  func handleInspectorKey(_ key: Key) -> Outcome? {
    guard var current = inspector, let action = ItemInspector.keys.action(for: key) else { return nil }
    switch action {
    case .close:
      inspector = nil
      fitPageToArea()
    case .nextItem, .previousItem:
      if let id = pageView.nextItem(after: current.selection, forward: action == .nextItem, matching: { _ in true }) {
        select(id)
      }
    case .scrollDown, .scrollUp:
      let panel = ItemInspector.split(screenArea).panel
      let inner = ItemInspector.inner(panel)
      let total = ItemInspector.rows(of: inspectorLines(current), width: inner.width).count
      let step = action == .scrollDown ? 1 : -1
      current.scroll = min(max(0, current.scroll + step), ItemInspector.maximumScroll(rows: total, height: inner.height))
      inspector = current
    }
    return .keepRunning
  }

  /// Handles the mouse while the panel is open: a press on an item selects it (nothing is
  /// clicked, no event is posted); the wheel over the panel scrolls it. Returns whether the
  /// event was the panel's.
  func handleInspectorMouse(_ action: MouseAction, column: Int, row: Int) -> Bool {
    guard inspector != nil else { return false }
    if !pageArea.contains(column: column, row: row) {
      if action == .wheelDown || action == .wheelUp {
        for _ in 0..<KeyMap.wheelRows { _ = handleInspectorKey(.character(action == .wheelDown ? "J" : "K")) }
      }
      return true
    }
    guard action == .press else { return false }
    if let id = pageView.item(atColumn: column, row: row) { select(id) }
    return true
  }

  /// `y`: asks the terminal to put the item's JSON (pretty-printed, every control escaped) on the
  /// clipboard. The terminal app answers with ``noteClipboardCopy(of:succeeded:)``; until then
  /// (and in `--dump`, which has no terminal) the status bar says it could not.
  func copyItem() -> Outcome {
    guard let id = inspector?.selection ?? targetItem else {
      status.notice = .text("copy: this page has no items")
      return .keepRunning
    }
    let text = JSONValue.object(pageView.layout.item(id).data).prettyPrinted
    guard text.utf8.count <= Self.largestClipboardCopy else {
      status.notice = .text(
        "cannot copy: \(text.utf8.count) bytes of JSON is more than a terminal's clipboard takes (1 MiB)")
      return .keepRunning
    }
    status.notice = .text("cannot copy: no terminal to set the clipboard through")
    return .copyToClipboard(text)
  }

  /// The most JSON `y` sends: terminals and tmux drop longer OSC 52 sequences (xterm's and
  /// tmux's buffers are about this size), and sending megabytes would only stall the screen.
  static let largestClipboardCopy = 1 << 20

  /// Says in the status bar what became of the copy. A terminal does not answer OSC 52, so
  /// the viewer can only say that the text was sent (a terminal or tmux may still be set to
  /// ignore it: tmux's `set-clipboard external`, for one), or that it was not.
  public func noteClipboardCopy(of text: String, succeeded: Bool) {
    status.notice = .text(
      succeeded
        ? "sent \(text.utf8.count) bytes of JSON to the terminal's clipboard (OSC 52)"
        : "cannot copy: this terminal does not let programs set the clipboard (OSC 52)")
  }

  /// After the page view was rebuilt (a load arrived, the page was reloaded): finds the
  /// inspected item again by its place in the page, or closes the panel when it is gone. With
  /// `newText` (a new version of the file), its source position is looked up again too.
  func refreshInspector(newText: Bool = false) {
    guard let current = inspector, let address = current.address else { return }
    let layout = pageView.layout
    if !newText, current.selection.rawValue < layout.items.count, layout.address(of: current.selection) == address {
      return
    }
    guard let index = layout.items.indices.first(where: { layout.address(of: ItemID($0)) == address }) else {
      inspector = nil
      fitPageToArea()
      return
    }
    var moved = current
    moved.selection = ItemID(index)
    moved.origin = origin(of: moved.selection)
    inspector = moved
  }

  /// While the inspector ``ItemInspector/keepsInView``, scrolls the page to show its item whole
  /// again when the page moved it (a load filled a card above it, or failed). Pagers are left as
  /// they are: turning one back would stop its auto-scroll.
  func keepInspectedItemInView() {
    guard let inspector, inspector.keepsInView, inspector.selection.rawValue < pageView.layout.items.count else { return }
    pageView.scrollIntoView(inspector.selection)
  }

  /// Draws the selection's outline on the page and the panel beside or below it.
  func drawInspector(into buffer: inout Buffer) {
    guard let inspector else { return }
    let split = ItemInspector.split(screenArea)
    pageView.highlight(inspector.selection, with: [.reverse, .underline], into: &buffer, area: split.page)
    let lines = pageView.layout.items.isEmpty ? [ItemInspector.emptyPageLine] : inspectorLines(inspector)
    inspector.draw(title: inspectorTitle(inspector), lines: lines, into: &buffer, area: split.panel)
  }
}
