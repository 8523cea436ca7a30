import TangramCore
import TangramTerminal

/// Reads the viewer's page file again as it was read at first, on threads of its own
/// (``PageStreamReader``): `r` and saves of a million-item page no longer stop the screen for
/// seconds, nor hold every item in memory.
package struct StreamingPageReloader: BackgroundPageReloader {
  package var source: PageSource
  /// How the page is read, asked again at each reading (a template saved meanwhile counts).
  package var setup: () -> ReadingSetup

  package init(source: PageSource, setup: @escaping () -> ReadingSetup) {
    self.source = source
    self.setup = setup
  }

  package func startReading(width: Int) -> PageStreamInbox {
    // No first frame to wait for: the page shown until now stays until this one is all read.
    let reader = PageStreamReader(
      source: source, setup: setup(), width: width, rows: 1, longestPause: .milliseconds(0),
      graceAfterFirstFrame: .milliseconds(0))
    reader.firstFrameShown()
    return reader.inbox
  }
}
