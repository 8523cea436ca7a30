/// How the viewer words a page's problems.
package enum ProblemSummary {
  /// `1 problem`, `3 problems`.
  package static func count(_ count: Int) -> String {
    "\(count) problem\(count == 1 ? "" : "s")"
  }

  /// The first status-bar message for a page: `3 problems: <the first>`, or the key hint for a
  /// clean page.
  package static func initialMessage(count problems: Int, first: String?) -> String {
    guard let first, problems > 0 else { return "? help  q quit" }
    return "\(count(problems)): \(first)"
  }
}
