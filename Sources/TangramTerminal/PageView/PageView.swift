import TangramCore

/// Shows a window of a page: lays the page out, mounts only the items near the viewport
/// (LazyScroll), and draws them into a ``Buffer``.
///
/// The page view owns the scroll position, the sideways offsets of pagers and where the user
/// dragged float cards. Scrolling updates the mounted set in O(log n + k); resizing relayouts
/// the page and keeps the item at the top in view.
package final class PageView {
  /// The page being shown.
  package let page: Page
  let registry: ElementRegistry
  /// How the page is laid out, for laying it out elsewhere (``PageRelayout``).
  package let layoutSettings: PageLayoutSettings
  let pageLayout: PageLayout
  private var engine: LazyScrollEngine
  var mounted = MountedElements()

  /// The page at the current width.
  package private(set) var layout: LaidOutPage
  /// The content row at the top of the viewport.
  package private(set) var offset = 0
  /// Columns and rows of the viewport.
  package private(set) var viewportWidth: Int
  package private(set) var viewportHeight: Int
  /// Sideways offset of each pager, by index in `LaidOutPage.strips`.
  package internal(set) var stripOffsets: [Int] = []
  /// The clock of auto-scrolling pagers and of the elements' timers (the viewer's).
  package let timers: TimerScheduler
  /// The timer of each auto-scrolling pager, by strip index.
  var pagerTimers: [Int: TimerScheduler.TimerID] = [:]
  /// Where the user moved float cards, by index in `LaidOutPage.pinned`.
  package internal(set) var floatOrigins: [Int: (x: Int, y: Int)] = [:]
  /// The pinned cards of the current frame.
  package private(set) var pinnedArrangement = PinnedArrangement() {
    didSet { noteStickyChanges(from: oldValue) }
  }
  /// Whether the cards pinned over the page (fix, scroll-fix and float cards, and sticky cards
  /// once stuck) are hidden, to see what they cover: sticky cards then stay at their place in
  /// the flow, the others are neither drawn nor clicked.
  /// Whether cards and items are drawn with their outlines, margins and padding (the viewer's
  /// `x`); only drawing changes.
  package var showsLayoutBounds = false
  package var hidesPinnedCards = false {
    didSet {
      if hidesPinnedCards != oldValue { remount() }
    }
  }
  /// The item with keyboard focus, drawn reversed; kept by id through scrolling and resizing.
  package internal(set) var focusedItem: ItemID?
  /// Which click target of the focused item's template has focus (an index into
  /// ``nodeTargets(of:)``); nil when the item itself has it.
  package internal(set) var focusedNode: Int?
  /// Where events go: exposure, cards entering and leaving, sticky cards, pager pages, floats.
  /// Setting it reports everything on screen now as newly shown, except what a page view this
  /// one took over from already showed (`takeOver(from:)`).
  package var bus: EventBus? {
    didSet {
      if let bus {
        let layout = self.layout
        for (id, view) in mounted.views { view.didMount(on: bus, timers: timers, context: eventContext(for: id, in: layout)) }
      }
      visibility = inheritedVisibility ?? VisibilityTracker()
      inheritedVisibility = nil
      postVisibilityEvents()
    }
  }
  var visibility = VisibilityTracker()
  /// The last template item laid out for its click targets, by item, slot width and page width.
  var lastTemplateLayout: (id: ItemID, width: Int, columns: Int, layout: VVItemLayout)?
  /// The page each `Page` container of a template item shows when it is not its first, by
  /// item and the container's place in its template (←/→ on a focused `Page` turn them).
  var templatePages: [ItemID: [SourcePosition: Int]] = [:]
  /// What the page view this one replaced had on screen, used once the bus is connected.
  var inheritedVisibility: VisibilityTracker?
  /// Sticky cards that became stuck or came unstuck in the last update, by pinned index, in
  /// page order; `true` means stuck now. The event bus reports these.
  package private(set) var stickyChanges: [(pinnedIndex: Int, isStuck: Bool)] = []

  /// Makes a page view of a given viewport size. `laidOut`, the page already laid out (by
  /// whoever read it), is used when it is `page` at this width; otherwise the view lays the page
  /// out itself.
  package init(
    page: Page, registry: ElementRegistry = .standard, layouts: any LayoutFactory = LayoutRegistry.standard,
    width: Int, height: Int, designWidth: Double = 375, cellAspect: Double = 0.5,
    mergesMargins: Bool = false, timers: TimerScheduler = TimerScheduler(), laidOut: LaidOutPage? = nil
  ) {
    self.page = page
    self.timers = timers
    self.registry = registry
    self.layoutSettings = PageLayoutSettings(
      registry: registry, layouts: layouts, designWidth: designWidth, cellAspect: cellAspect,
      mergesMargins: mergesMargins)
    self.pageLayout = layoutSettings.pageLayout
    self.viewportWidth = max(0, width)
    self.viewportHeight = max(0, height)
    if let laidOut, laidOut.width == max(0, width) {
      self.layout = laidOut
    } else {
      self.layout = pageLayout.layout(page, width: max(0, width))
    }
    self.engine = LazyScrollEngine(index: layout.itemIndex)
    self.stripOffsets = Array(repeating: 0, count: layout.strips.count)
    self.offset = 0
    remount()
    startPagerTimers()
  }

  /// Units to cells at the current width.
  var scale: UnitScale {
    UnitScale(columns: viewportWidth, designWidth: pageLayout.designWidth, cellAspect: pageLayout.cellAspect)
  }

  // MARK: Scrolling

  /// Rows the page may scroll past its end, so its last rows can come out from under the fix
  /// cards pinned to the bottom (spec §9.7).
  private var reservedBottomRows: Int {
    PinnedPlacer(scale: scale, viewportWidth: viewportWidth, viewportHeight: viewportHeight)
      .reservedBottomRows(layout.pinned)
  }

  /// Rows the page scrolls through: its own rows and those its bottom fix cards cover (0 to
  /// ``maximumOffset`` plus a screen). The status bar counts in these, so every step moves its
  /// row number and the end of the page reads 100%.
  package var scrollableRows: Int {
    layout.height + reservedBottomRows
  }

  /// The largest useful offset: the page's last row at the bottom of the viewport, or just above
  /// the fix cards pinned to the bottom.
  package var maximumOffset: Int {
    max(0, layout.height + reservedBottomRows - viewportHeight)
  }

  /// `row` kept between 0 and ``maximumOffset``: the offset a scroll to it ends at.
  func clampedOffset(_ row: Int) -> Int {
    min(max(0, row), maximumOffset)
  }

  /// Scrolls so that content row `row` is at the top (clamped).
  package func scroll(to row: Int) {
    let clamped = clampedOffset(row)
    guard clamped != offset else { return }
    offset = clamped
    remount()
  }

  /// Scrolls by `rows` (negative is up).
  package func scroll(by rows: Int) {
    scroll(to: offset + rows)
  }

  // MARK: Resizing

  /// Changes the viewport size. A new width relayouts the page, unless `laidOut` is the page
  /// laid out at that width already; the item at the top of the viewport stays at the top.
  package func resize(width: Int, height: Int, laidOut: LaidOutPage? = nil) {
    let width = max(0, width)
    let height = max(0, height)
    guard width != viewportWidth || height != viewportHeight else { return }
    let anchor = topAnchor()
    viewportHeight = height
    if width != viewportWidth {
      viewportWidth = width
      // Sizes changed: hand every view back to the pool before the new layout mounts its items.
      mounted.apply(engine.unmountAll(), page: layout, registry: registry)
      layout = laidOut.flatMap { $0.width == width ? $0 : nil } ?? pageLayout.layout(page, width: width)
      engine.reload(index: layout.itemIndex)
      stripOffsets = layout.strips.indices.map { index in
        index < stripOffsets.count ? min(stripOffsets[index], layout.strips[index].maximumOffset) : 0
      }
      floatOrigins = [:]
      // Pagers may have other pages at the new width; their timers keep the time waited.
      startPagerTimers(waited: pagerWaits)
    }
    if let anchor, anchor.id.rawValue < layout.items.count {
      let frame = layout[anchor.id].frame
      offset = clampedOffset(frame.y + min(anchor.rowsIntoItem, max(0, frame.height - 1)))
    } else {
      offset = clampedOffset(offset)
    }
    remount()
  }

  /// The first item that shows on the top row, and how far into it the top row is.
  func topAnchor() -> (id: ItemID, rowsIntoItem: Int)? {
    let ids = layout.itemIDs(inRows: offset..<(offset + max(1, viewportHeight)))
    guard let first = ids.min(by: { lhs, rhs in
      let a = layout[lhs].frame
      let b = layout[rhs].frame
      return (a.y, a.x) < (b.y, b.x)
    }) else { return nil }
    return (first, max(0, offset - layout[first].frame.y))
  }

  // MARK: Mounting

  /// Ids of the mounted items, ascending.
  package var mountedItemIDs: [ItemID] { engine.mounted }
  /// Live element views (mounted ones).
  package var liveElementCount: Int { mounted.views.count }
  /// Spare element views in the reuse pool.
  package var pooledElementCount: Int { mounted.pooledCount }
  /// Element views created so far.
  package var createdElementCount: Int { mounted.createdCount }

  /// Re-places pinned cards and re-mounts: flow items near the viewport, the visible pages of
  /// pagers near the viewport, and every pinned card's items.
  @discardableResult
  func remount() -> VisibilityChange {
    pinnedArrangement = pinnedArrangement(atOffset: offset)
    let rows = offset..<(offset + viewportHeight)
    var additional: [ItemID] = []
    for stripIndex in layout.stripIndex.indices(intersectingRows: (rows.lowerBound - engine.buffer)..<(rows.upperBound + engine.buffer)) {
      additional += visibleItemIDs(ofStrip: stripIndex)
    }
    for frame in pinnedArrangement.all {
      additional += layout.pinned[frame.pinnedIndex].itemIDs.map(ItemID.init)
    }
    additional.sort()
    let change = engine.update(viewport: rows, additional: additional)
    let layout = self.layout
    mounted.apply(change, page: layout, registry: registry, scale: scale, bus: bus, timers: timers) { id, item in
      eventContext(for: id, item: item, in: layout)
    }
    postVisibilityEvents()
    return change
  }

  /// Records which sticky cards became stuck or came unstuck since `old`.
  func noteStickyChanges(from old: PinnedArrangement) {
    let stuckBefore = Set(old.overlays.map(\.pinnedIndex))
    let stuckNow = Set(pinnedArrangement.overlays.map(\.pinnedIndex))
    stickyChanges = layout.pinned.indices.compactMap { index in
      guard case .sticky = layout.pinned[index].placement else { return nil }
      let isStuck = stuckNow.contains(index)
      return isStuck == stuckBefore.contains(index) ? nil : (index, isStuck)
    }
  }

  /// Ids of a pager's items that show in its window at its current offset.
  package func visibleItemIDs(ofStrip stripIndex: Int) -> [ItemID] {
    let strip = layout.strips[stripIndex]
    let left = strip.window.x + stripOffsets[stripIndex]
    let right = left + strip.window.width
    // Pages are laid out left to right: find the first that reaches into the window.
    var low = strip.itemIDs.lowerBound
    var high = strip.itemIDs.upperBound
    while low < high {
      let middle = (low + high) / 2
      if layout.items[middle].frame.maxX <= left { low = middle + 1 } else { high = middle }
    }
    var result: [ItemID] = []
    var index = low
    while index < strip.itemIDs.upperBound, layout.items[index].frame.x < right {
      if !layout.items[index].frame.isEmpty { result.append(ItemID(index)) }
      index += 1
    }
    return result
  }
}
