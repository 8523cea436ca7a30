import TangramCore

/// What the viewer's page source is busy with, as the status bar tells it: reading the page,
/// reading it again, laying it out again at a new width, or nothing. One at a time, in that
/// order, when several are under way.
enum PageActivity: Equatable {
  /// Nothing is under way: the page shows as it is.
  case shown
  /// The rest of the page is read, this far; `goingToEnd` while `G` follows it to its end.
  case reading(ReadingProgress, goingToEnd: Bool)
  /// The page is read again (`r`, a save), this far when known.
  case reloading(ReadingProgress?)
  /// The page is laid out again at a new width, this fraction of it so far.
  case relayingOut(fraction: Double)

  /// The status bar's words for it: `reading 37%` (and while `G` waits, the time left when it
  /// can be told, and how to stop it),
  /// `reloading 37%`, `laying out 37%`; nil while the page only shows.
  var statusText: String? {
    switch self {
    case .shown: return nil
    case .reading(let progress, let goingToEnd):
      guard goingToEnd else { return progress.text }
      return progress.text + (progress.timeLeftText.map { ", " + $0 } ?? "") + ", going to the end (any key stops)"
    case .reloading(let progress): return progress?.text(doing: "reloading") ?? "reloading"
    case .relayingOut(let fraction): return "laying out \(Int(fraction * 100))%"
    }
  }
}

extension PageSourceState {
  /// What the page source is busy with now, for the status bar.
  var activity: PageActivity {
    if let progress = reading.progress { return .reading(progress, goingToEnd: reading.isGoingToEnd) }
    if reload.current != nil { return .reloading(reload.progress) }
    if let relayout = relayout.current { return .relayingOut(fraction: relayout.progress) }
    return .shown
  }
}
