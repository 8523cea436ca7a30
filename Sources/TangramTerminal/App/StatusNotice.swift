import TangramCore

/// What the status bar says after the file name: one value that every part of the viewer sets,
/// instead of a message and a last event written from many places. The newest notice wins.
enum StatusNotice: Equatable {
  /// A page with no problems and nothing happened yet: the key hint.
  case hint
  /// The page's problems: how many, and the first.
  case problems(count: Int, first: String)
  /// A page without problems whose item types without an element are drawn as wireframes.
  case wireframes(typeCount: Int)
  /// The last event the user caused (a click, a float moved, a page turned by hand).
  case event(Event)
  /// A card load's progress or failure.
  case load(String)
  /// Anything else the viewer has to say (reloaded, a reload that failed, a runaway handler).
  case text(String)
  /// What is wrong with the page's file since it was saved (`page.json:3:7: message`, a deleted
  /// file). Sticky: the viewer keeps it apart from the newest notice (``Viewer/fileNotice``) and
  /// shows it until the file is read well again, so a later click cannot hide it.
  case pageFile(String)

  /// The notice for a page's problems; without any, how many item types are wireframes, else
  /// the hint.
  static func page(problemCount: Int, first: String?, wireframeTypeCount: Int = 0) -> StatusNotice {
    guard let first, problemCount > 0 else {
      return wireframeTypeCount > 0 ? .wireframes(typeCount: wireframeTypeCount) : .hint
    }
    return .problems(count: problemCount, first: first)
  }

  /// The notice for a page with `diagnostics` whose layout left `notes`, and how many problems
  /// they make (item types drawn as wireframes are information, not problems).
  static func page(diagnostics: [Diagnostic], notes: [String]) -> (notice: StatusNotice, problemCount: Int) {
    let problems = diagnostics.lazy.filter(\.isProblem)
    let count = problems.count + notes.count
    let notice = page(
      problemCount: count, first: problems.first?.description ?? notes.first,
      wireframeTypeCount: diagnostics.lazy.filter(\.isUnregisteredItemType).count)
    return (notice, count)
  }

  /// The words shown.
  var text: String {
    switch self {
    case .hint: return ProblemSummary.initialMessage(count: 0, first: nil)
    case .problems(let count, let first): return ProblemSummary.initialMessage(count: count, first: first)
    case .wireframes(let count): return ProblemSummary.wireframes(typeCount: count)
    case .event(let event): return EventSummary.line(event)
    case .load(let text), .text(let text), .pageFile(let text): return text
    }
  }

  var isLoad: Bool {
    if case .load = self { return true }
    return false
  }
}
