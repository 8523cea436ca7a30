import TangramCore

/// Shows a window of a page: lays the page out, mounts only the items near the viewport
/// (LazyScroll), and draws them into a ``Buffer``.
///
/// The page view owns the scroll position. Scrolling updates the mounted set in
/// O(log n + k); resizing relayouts the page and keeps the item at the top in view.
public final class PageView {
  /// The page being shown.
  public let page: Page
  private let registry: ElementRegistry
  private let pageLayout: PageLayout
  private var engine: LazyScrollEngine
  private var mounted = MountedElements()

  /// The page at the current width.
  public private(set) var layout: LaidOutPage
  /// The content row at the top of the viewport.
  public private(set) var offset = 0
  /// Columns and rows of the viewport.
  public private(set) var viewportWidth: Int
  public private(set) var viewportHeight: Int

  /// Makes a page view of a given viewport size.
  public init(
    page: Page, registry: ElementRegistry = .standard, layouts: LayoutRegistry = .standard,
    width: Int, height: Int, designWidth: Double = 375, cellAspect: Double = 0.5
  ) {
    self.page = page
    self.registry = registry
    self.pageLayout = PageLayout(
      layouts: layouts, measurer: registry.measurer(cellAspect: cellAspect),
      designWidth: designWidth, cellAspect: cellAspect)
    self.viewportWidth = max(0, width)
    self.viewportHeight = max(0, height)
    self.layout = pageLayout.layout(page, width: max(0, width))
    self.engine = LazyScrollEngine(index: layout.itemIndex)
    remount()
  }

  // MARK: Scrolling

  /// The largest useful offset: the page's last row at the bottom of the viewport.
  public var maximumOffset: Int { max(0, layout.height - viewportHeight) }

  /// Scrolls so that content row `row` is at the top (clamped).
  public func scroll(to row: Int) {
    let clamped = min(max(0, row), maximumOffset)
    guard clamped != offset else { return }
    offset = clamped
    remount()
  }

  /// Scrolls by `rows` (negative is up).
  public func scroll(by rows: Int) {
    scroll(to: offset + rows)
  }

  // MARK: Resizing

  /// Changes the viewport size. A new width relayouts the page; the item at the top of the
  /// viewport stays at the top.
  public func resize(width: Int, height: Int) {
    let width = max(0, width)
    let height = max(0, height)
    guard width != viewportWidth || height != viewportHeight else { return }
    let anchor = topAnchor()
    viewportHeight = height
    if width != viewportWidth {
      viewportWidth = width
      // Sizes changed: hand every view back to the pool before the new layout mounts its items.
      mounted.apply(engine.unmountAll(), page: layout, registry: registry)
      layout = pageLayout.layout(page, width: width)
      engine.reload(index: layout.itemIndex)
    }
    if let anchor, anchor.id.rawValue < layout.items.count {
      let frame = layout[anchor.id].frame
      offset = min(max(0, frame.y + min(anchor.rowsIntoItem, max(0, frame.height - 1))), maximumOffset)
    } else {
      offset = min(offset, maximumOffset)
    }
    remount()
  }

  /// The first item that shows on the top row, and how far into it the top row is.
  private func topAnchor() -> (id: ItemID, rowsIntoItem: Int)? {
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
  public var mountedItemIDs: [ItemID] { engine.mounted }
  /// Live element views (mounted ones).
  public var liveElementCount: Int { mounted.views.count }
  /// Spare element views in the reuse pool.
  public var pooledElementCount: Int { mounted.pooledCount }
  /// Element views created so far.
  public var createdElementCount: Int { mounted.createdCount }

  @discardableResult
  private func remount() -> VisibilityChange {
    let change = engine.update(viewport: offset..<(offset + viewportHeight))
    mounted.apply(change, page: layout, registry: registry)
    return change
  }

  // MARK: Drawing

  /// Draws the viewport into `area` of `buffer`: card backgrounds, item backgrounds, then the
  /// elements, all clipped to `area`.
  public func draw(into buffer: inout Buffer, area: Rect) {
    draw(into: &buffer, area: area, contentTop: offset)
  }

  /// Draws content rows starting at `contentTop` into `area` (used for whole-page dumps).
  func draw(into buffer: inout Buffer, area: Rect, contentTop: Int) {
    let rows = contentTop..<(contentTop + area.height)
    let dy = area.y - contentTop
    let dx = area.x
    for boxIndex in layout.boxIndex.indices(intersectingRows: rows) {
      let box = layout.boxes[boxIndex]
      guard let background = box.background else { continue }
      buffer.fill(box.frame.offsetBy(dx: dx, dy: dy).intersection(area), style: .background(background))
    }
    for index in layout.itemIndex.indices(intersectingRows: rows) {
      let placed = layout.items[index]
      let frame = placed.frame.offsetBy(dx: dx, dy: dy)
      if let background = placed.item.style.background {
        buffer.fill(frame.intersection(area), style: .background(background))
      }
      element(for: ItemID(index), placed: placed).draw(into: &buffer, frame: frame, clip: area)
    }
  }

  /// The mounted view of an item, or a temporary one for rows outside the mounted range
  /// (whole-page dumps draw every row without mounting the page).
  private func element(for id: ItemID, placed: PlacedItem) -> any Element {
    if let view = mounted.views[id] { return view }
    let view = registry.elementType(for: placed.item.type).init()
    view.configure(with: placed.item)
    return view
  }
}
