import TangramTerminal

extension Buffer {
  /// The rows as text joined by newlines, trailing spaces trimmed: what snapshots compare.
  public var text: String {
    lines.joined(separator: "\n") + "\n"
  }
}
