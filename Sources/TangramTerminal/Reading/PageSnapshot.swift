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
  /// How long reading has taken so far, when the reader says.
  package var elapsedMilliseconds: Int?

  package init(bytesRead: Int, totalBytes: Int?, elapsedMilliseconds: Int? = nil) {
    self.bytesRead = bytesRead
    self.totalBytes = totalBytes
    self.elapsedMilliseconds = elapsedMilliseconds
  }

  /// The shortest reading after which the time left is estimated: before it, the pace is not
  /// known well enough to say.
  static let shortestEstimatedReading = 1000

  /// `about 12 s left`, `about 3 min left`: the rest of the page at the pace so far; nil before
  /// ``shortestEstimatedReading``, or when the page's size is not known.
  package var timeLeftText: String? {
    guard let totalBytes, let elapsedMilliseconds, elapsedMilliseconds >= Self.shortestEstimatedReading,
      bytesRead > 0, bytesRead < totalBytes
    else { return nil }
    let seconds = max(1, (elapsedMilliseconds * (totalBytes - bytesRead) / bytesRead + 500) / 1000)
    return seconds < 120 ? "about \(seconds) s left" : "about \((seconds + 30) / 60) min left"
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
