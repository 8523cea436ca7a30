import TangramCore

/// The first status-bar message for a page.
enum StatusMessage {
  static func initial(for diagnostics: [Diagnostic]) -> String {
    guard let first = diagnostics.first else { return "? help  q quit" }
    let count = diagnostics.count
    return "\(count) problem\(count == 1 ? "" : "s"): \(first)"
  }
}
