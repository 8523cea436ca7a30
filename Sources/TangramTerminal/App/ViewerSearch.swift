import TangramCore

/// What the viewer's search (`/`, `n`, `N`) keeps: the prompt while it is open, the last query,
/// and its current match with its number among all matches.
struct ViewerSearch {
  /// The text typed so far, while the `/` prompt is open; nil when it is closed.
  var prompt: String?
  /// The last query searched for (`/` Enter with nothing typed, `n` and `N` repeat it).
  var query: SearchQuery?
  /// The match the last jump landed on, highlighted apart from the others.
  var match: ItemID?
  /// The number of ``match`` among the matches, from 1, and how many matches there are.
  var ordinal = 0
  var total = 0
  /// The page view the counts were taken on: a reload or a card load makes a new one, and the
  /// counts are taken again.
  var countedOn: ObjectIdentifier?
  /// The search reading the page now, a slice per tick, if any.
  var scan: SearchScan?

  /// The status bar's words for a match: `match 3/17`, and when the search went round the end
  /// of the page, which end (as vim says it).
  static func status(ordinal: Int, total: Int, wrapped: Bool, forward: Bool) -> String {
    let position = "match \(ordinal)/\(total)"
    guard wrapped else { return position }
    return position + (forward ? ", hit bottom, continuing at top" : ", hit top, continuing at bottom")
  }

  /// The status bar's words when nothing matches.
  static func notFound(_ query: SearchQuery) -> String {
    "not found: " + TextSanitizer.sanitize(query.text)
  }

  /// What the keys of the open `/` prompt do.
  enum PromptAction: Hashable, Sendable {
    case find, cancel, deleteBack, clear
  }

  /// The keys the `/` prompt takes while it is open; other characters are typed into it, and
  /// other keys do nothing.
  static let promptKeys = ComponentKeys<PromptAction>(
    title: "at the search prompt (/)",
    [
      ([.enter], .find, "search for the text typed (nothing typed: the last search again)"),
      ([.escape, .control("c")], .cancel, "close the prompt, nothing changed"),
      ([.backspace], .deleteBack, "take the last character back (an empty prompt closes)"),
      ([.control("u")], .clear, "clear the prompt"),
    ],
    notes: [KeyHelpRow(label: "characters", summary: "are typed into the prompt")])

  /// Said when `n`, `N` or an empty `/` have no earlier search to repeat.
  static let noPreviousSearch = "no previous search (/ starts one)"
}
