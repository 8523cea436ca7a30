/// Decides which items are mounted as the viewport moves (LazyScrollView's assembly, spec §4.3-4.4).
///
/// Items meeting the viewport widened by ``buffer`` rows on each side are mounted. Each
/// ``update(viewport:additional:)`` re-assembles (no movement threshold) and reports, as a value, which
/// items entered, left or stayed. The engine knows ids only; the page view turns them into
/// element views.
package struct LazyScrollEngine: Sendable {
  /// Rows mounted above and below the viewport.
  package var buffer: Int
  private var index: ItemFrameIndex
  /// Currently mounted ids, ascending.
  package private(set) var mounted: [ItemID] = []

  package init(index: ItemFrameIndex, buffer: Int = 2) {
    self.index = index
    self.buffer = max(0, buffer)
  }

  /// Replaces the index (after a relayout). Everything mounted stays mounted until the next
  /// update decides; ids keep their meaning across relayouts of the same page.
  package mutating func reload(index: ItemFrameIndex) {
    self.index = index
  }

  /// Mounts the items for a viewport of rows `[top, bottom)` and reports the change.
  ///
  /// - Parameters:
  ///   - viewport: the content rows on screen, `[top, bottom)`.
  ///   - additional: items visible by other means than rows (pages of a pager scrolled
  ///     sideways, pinned cards), ascending; they are mounted too.
  package mutating func update(viewport: Range<Int>, additional: [ItemID] = []) -> VisibilityChange {
    let rows = (viewport.lowerBound - buffer)..<(viewport.upperBound + buffer)
    var now = index.indices(intersectingRows: rows).map(ItemID.init)
    if !additional.isEmpty {
      now = Self.union(now, additional)
    }
    let change = Self.difference(from: mounted, to: now)
    mounted = now
    return change
  }

  /// Unmounts everything (for example before a reload with other content).
  package mutating func unmountAll() -> VisibilityChange {
    let change = VisibilityChange(left: mounted)
    mounted = []
    return change
  }

  /// Two ascending id lists merged into one, without duplicates.
  static func union(_ a: [ItemID], _ b: [ItemID]) -> [ItemID] {
    var result: [ItemID] = []
    result.reserveCapacity(a.count + b.count)
    var i = 0
    var j = 0
    while i < a.count || j < b.count {
      if j == b.count || (i < a.count && a[i] < b[j]) {
        result.append(a[i])
        i += 1
      } else if i == a.count || b[j] < a[i] {
        result.append(b[j])
        j += 1
      } else {
        result.append(a[i])
        i += 1
        j += 1
      }
    }
    return result
  }

  /// Entered, left and stayed between two ascending id lists, in one merge pass.
  package static func difference(from old: [ItemID], to new: [ItemID]) -> VisibilityChange {
    var change = VisibilityChange()
    var i = 0
    var j = 0
    while i < old.count || j < new.count {
      if j == new.count || (i < old.count && old[i] < new[j]) {
        change.left.append(old[i])
        i += 1
      } else if i == old.count || new[j] < old[i] {
        change.entered.append(new[j])
        j += 1
      } else {
        change.stayed.append(old[i])
        i += 1
        j += 1
      }
    }
    return change
  }
}
