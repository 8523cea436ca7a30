import TangramCore

/// A page as far as it has been read: the cards so far, laid out, and what was wrong with them.
package struct PageSnapshot: Sendable {
  /// The cards read so far, top to bottom.
  package var page: Page
  /// ``page`` laid out at the width the reader was asked for.
  package var layout: LaidOutPage
  /// Everything wrong with the cards so far, in page order.
  package var diagnostics: [Diagnostic]
  /// Whether this is the whole page.
  package var isComplete: Bool
}

/// How far the reading of a page has come, in bytes.
package struct ReadingProgress: Equatable, Sendable {
  /// Bytes read.
  package var bytesRead: Int
  /// The page's size, when known (a file); nil for a pipe.
  package var totalBytes: Int?

  package init(bytesRead: Int, totalBytes: Int?) {
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
  }

  /// `reading 37%`, or `reading 12.5 MB` when the size is not known.
  package var text: String { text(doing: "reading") }

  /// The progress after `verb`: `reloading 37%`.
  package func text(doing verb: String) -> String {
    guard let totalBytes, totalBytes > 0 else {
      return "\(verb) \(Self.megabytes(bytesRead))"
    }
    return "\(verb) \(min(99, bytesRead * 100 / totalBytes))%"
  }

  private static func megabytes(_ bytes: Int) -> String {
    let tenths = bytes * 10 / 1_000_000
    return "\(tenths / 10).\(tenths % 10) MB"
  }
}
