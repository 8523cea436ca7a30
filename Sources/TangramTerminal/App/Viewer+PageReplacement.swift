import TangramCore

extension Viewer {
  /// Shows a new version of the page: the item at the top stays at the top and the focused item
  /// keeps focus (both found by their unique ids), cards with `load` start over, and
  /// `pageReloaded` is posted. A sticky notice about the page's file is cleared: this is the
  /// page now.
  ///
  /// `text` is the new version's text, for the inspector to find items in (nil: it says it has
  /// none rather than point into the old version).
  public func replacePage(with page: Page, problems: [String], text: [UInt8]? = nil) {
    replacePage(with: page, problems: problems, laidOut: nil, bytes: text.map(MemoryPageBytes.init))
  }

  /// Shows a new version of the page as ``replacePage(with:problems:text:)`` does, `laidOut`
  /// already (by whoever read it), with its text kept in `bytes` (read when the inspector
  /// first needs it).
  func replacePage(with page: Page, problems: [String], laidOut: LaidOutPage?, bytes: (any PageBytes)?) {
    loading.reset(to: page)
    source.reading.showsPartOfPage = false
    source.text.replace(with: bytes)
    status.problemCount = problems.count
    status.fileNotice = status.templateNotice
    status.notice = problems.first.map { .problems(count: problems.count, first: $0) } ?? .text("reloaded")
    let presented = loading.loads.presentedPage
    show(presented, laidOut: loading.loads.cards.isEmpty ? laidOut : nil) { viewer in
      viewer.bus.post(.pageReloaded(
        fileName: viewer.fileName, cards: presented.cards.count, items: viewer.itemCount, problems: problems.count))
    }
    refreshInspector(newText: true)
  }

  /// Reads the page again (`r`, ``reloadPage(for:)``); a failure leaves the page as it was and
  /// says why in the status bar.
  func reload() {
    guard canReloadPage else {
      status.notice = .text("this page cannot be reloaded")
      return
    }
    reloadPage(for: .key(failedLoads: 0))
  }

  /// Whether the page can be read again from where it came from.
  var canReloadPage: Bool { source.reload.isPossible }

  /// Lays out and shows another version of the page in place of the current one, keeping what
  /// the user sees (``PageView/takeOver(from:)``). `announce` runs once the new page view is in
  /// place, before it reports to the bus what is newly on screen.
  ///
  /// A page that `extends` the one shown (the same cards and more after them) keeps every item's
  /// id, so what the user sees is taken over without matching items.
  ///
  /// The page shows at the width of the page area (``pageWidth``), laid out here unless
  /// `laidOut` is at that width. A large page laid out at another width shows as it is while it
  /// is laid out again away from the loop (``relayout``).
  func show(_ page: Page, laidOut: LaidOutPage? = nil, extends: Bool = false, announce: (Viewer) -> Void = { _ in }) {
    let old = pageView
    let target = pageWidth
    let width = laidOut.map { $0.width != target && canLayOutInBackground(items: $0.items.count) ? $0.width : target } ?? target
    let fresh = pageViews.make(page, width: width, height: old.viewportHeight, laidOut: laidOut)
    fresh.takeOver(from: old, extends: extends)
    old.stopPagerTimers()
    old.bus = nil
    pageView = fresh
    source.relayout.cancel()
    if width != target { startRelayout(atWidth: target) }
    announce(self)
    if events.isConnected { fresh.bus = bus }
  }
}
