/// How the viewer words a page's problems.
package enum ProblemSummary {
  /// `1 problem`, `3 problems`.
  package static func count(_ count: Int) -> String {
    "\(count) problem\(count == 1 ? "" : "s")"
  }

  /// `1 item type shown as a wireframe`, `7 item types shown as wireframes`: the types no element
  /// is registered for, information rather than problems (spec §9.8).
  public static func wireframes(typeCount count: Int) -> String {
    count == 1 ? "1 item type shown as a wireframe" : "\(count) item types shown as wireframes"
  }

  /// The first status-bar message for a page: `3 problems: <the first>`, or the key hint for a
  /// clean page.
  package static func initialMessage(count problems: Int, first: String?) -> String {
    guard let first, problems > 0 else { return "? help  q quit" }
    return "\(count(problems)): \(first)"
  }
}
