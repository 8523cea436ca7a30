import TangramCore

/// A search going through the page a slice of items at a time, so that a page of a million
/// items never stops the screen: first it looks for the match (from the screen, wrapping once),
/// then it counts the matches for `match 3/17`. The viewer runs one slice per tick of its clock
/// (every slice is ``itemsPerSlice`` items), or all of it at once when time does not pass
/// (`--dump`).
package struct SearchScan {
  /// Items one slice reads: a few milliseconds of work (`make bench` times the longest), so that
  /// keys (`Esc` above all) are read between slices.
  package static let itemsPerSlice = 20_000

  enum Phase {
    /// Looking for the match: the walk's next step (see `LaidOutPage.firstMatch`).
    case finding(step: Int)
    /// Counting matches before `hit` and in all, up to item `next`.
    case counting(hit: LaidOutPage.SearchHit, next: Int, before: Int, total: Int)
  }

  var query: SearchQuery
  /// Where the walk starts (an item index, or one past either end).
  var start: Int
  var forward: Bool
  /// Whether it goes on from the current match of a search already counted (`n`, `N`): then
  /// the match's number follows from the last one and nothing is counted.
  var continues: Bool
  var phase: Phase
  /// The page view it reads; a new one (a reload, a load) ends the scan.
  var pageIdentity: ObjectIdentifier
  /// The clock's timer that runs the slices, when time passes.
  var timer: TimerScheduler.TimerID?
  /// The viewer's clock when the last slice ran: one slice per tick.
  var lastSliceClock: Int?

  /// How far it has gone, in percent of the page's items.
  func percent(of itemCount: Int) -> Int {
    guard itemCount > 0 else { return 100 }
    switch phase {
    case .finding(let step): return min(99, step * 100 / itemCount)
    case .counting(_, let next, _, _): return min(99, next * 100 / itemCount)
    }
  }
}
