/// The first status-bar message for a page.
enum StatusMessage {
  /// `3 problems: <the first>`, or the key hint for a clean page.
  static func initial(for problems: [String]) -> String {
    guard let first = problems.first else { return "? help  q quit" }
    let count = problems.count
    return "\(count) problem\(count == 1 ? "" : "s"): \(first)"
  }

}
