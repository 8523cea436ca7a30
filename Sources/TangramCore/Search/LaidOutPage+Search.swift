extension LaidOutPage {
  /// A match found by ``firstMatch(of:from:forward:)``.
  public struct SearchHit: Hashable, Sendable {
    /// The matching item.
    public var id: ItemID
    /// Whether the search went past the end of the page (the start, going back) to find it.
    public var wrapped: Bool
  }

  /// Whether an item is one a search can land on: it has a place on the page (an item a layout
  /// could not place has an empty frame) and it holds the query's text.
  public func isMatch(_ id: ItemID, of query: SearchQuery) -> Bool {
    let placed = items[id.rawValue]
    return !placed.frame.isEmpty && query.matches(item(of: placed))
  }

  /// The first match in reading order at or after item index `start` (`forward`), or at or
  /// before it, wrapping around the page once; `start` may be one past either end (`count`,
  /// `-1`), which wraps at once. Stops at the first match, so a match near `start` is found
  /// without reading the rest of the page.
  public func firstMatch(of query: SearchQuery, from start: Int, forward: Bool) -> SearchHit? {
    firstMatch(of: query, from: start, forward: forward, steps: 0..<items.count)
  }

  /// ``firstMatch(of:from:forward:)`` over part of its walk: only the items it would look at in
  /// `steps` (step 0 is `start`, the walk has one step per item), so a long search can go a
  /// slice at a time between frames. Nil when none of those items matches.
  public func firstMatch(of query: SearchQuery, from start: Int, forward: Bool, steps: Range<Int>) -> SearchHit? {
    let count = items.count
    guard count > 0 else { return nil }
    let first = min(max(-1, start), count)
    for step in steps.clamped(to: 0..<count) {
      let raw = forward ? first + step : first - step
      let wrapped = raw >= count || raw < 0
      let id = ItemID(((raw % count) + count) % count)
      if isMatch(id, of: query) { return SearchHit(id: id, wrapped: wrapped) }
    }
    return nil
  }

  /// How many items match, and how many of them come before `id` in reading order: one pass
  /// over the page that keeps nothing but the two counts.
  public func matchCounts(of query: SearchQuery, before id: ItemID) -> (before: Int, total: Int) {
    matchCounts(of: query, in: items.indices, before: id)
  }

  /// ``matchCounts(of:before:)`` over the items of `range` only, to count a slice at a time.
  public func matchCounts(of query: SearchQuery, in range: Range<Int>, before id: ItemID) -> (before: Int, total: Int) {
    var before = 0
    var total = 0
    for raw in range.clamped(to: items.indices) where isMatch(ItemID(raw), of: query) {
      total += 1
      if raw < id.rawValue { before += 1 }
    }
    return (before, total)
  }
}
