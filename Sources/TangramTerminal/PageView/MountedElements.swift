import TangramCore

/// The element views currently mounted, and the pool of spare ones (LazyScrollView's visible
/// set and reuse pool, spec §4.4-4.5).
///
/// Applying a ``VisibilityChange`` unmounts the items that left (their views go to the pool)
/// and mounts the ones that entered (a spare view of the same kind when there is one). The
/// number of live views is therefore bounded by what is on screen plus the pool.
struct MountedElements {
  private(set) var views: [ItemID: any Element] = [:]
  /// The background colours of the mounted items that have one, so that drawing a mounted item
  /// does not look its model up again (a stored card's items are decoded from its text).
  private(set) var backgrounds: [ItemID: Color] = [:]
  private var pool = ReusePool<any Element>()
  /// The reuse identifier of each mounted view, so that a view leaving the screen goes back to
  /// the pool without its item being looked up (and decoded) again.
  private var reuseIdentifiers: [ItemID: String] = [:]
  private var enterCounts: [ItemID: Int] = [:]
  /// Views created since the page view was made: stays flat while scrolling once the pool is warm.
  private(set) var createdCount = 0

  /// Spare views waiting in the pool.
  var pooledCount: Int { pool.count }

  /// Mounts and unmounts views for a change. Mounted views get the bus and their context (made
  /// from the item's id and the item) when `bus` is given.
  mutating func apply(
    _ change: VisibilityChange, page: LaidOutPage, registry: ElementRegistry, scale: UnitScale? = nil,
    bus: EventBus? = nil, timers: TimerScheduler? = nil,
    context: (ItemID, Item) -> EventContext = { _, _ in .none }
  ) {
    for id in change.left {
      guard let view = views.removeValue(forKey: id) else { continue }
      backgrounds[id] = nil
      view.didLeaveViewport()
      pool.enqueue(view, reuseIdentifier: reuseIdentifiers.removeValue(forKey: id) ?? "")
    }
    for id in change.entered {
      let item = page.item(id)
      let reuseIdentifier = registry.reuseIdentifier(for: item)
      let spare = pool.dequeue(reuseIdentifier: reuseIdentifier)
      let view = registry.element(for: item, reusing: spare, scale: scale)
      if view !== spare { createdCount += 1 }
      if let bus, let timers { view.didMount(on: bus, timers: timers, context: context(id, item)) }
      views[id] = view
      reuseIdentifiers[id] = reuseIdentifier
      backgrounds[id] = item.style.background
      let count = enterCounts[id, default: 0]
      enterCounts[id] = count + 1
      view.didEnterViewport(count: count)
    }
  }
}
