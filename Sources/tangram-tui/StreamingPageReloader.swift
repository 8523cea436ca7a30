import TangramTerminal

/// Reads the viewer's page file again as it was read at first, on threads of its own
/// (``PageStreamReader``): `r` and saves of a million-item page no longer stop the screen for
/// seconds, nor hold every item in memory.
struct StreamingPageReloader: BackgroundPageReloader {
  var source: PageSource
  var setup: ViewerSetup

  func startReading(width: Int) -> PageStreamInbox {
    // No first frame to wait for: the page shown until now stays until this one is all read.
    let reader = PageStreamReader(
      source: source, setup: setup, width: width, rows: 1, longestPause: .milliseconds(0),
      graceAfterFirstFrame: .milliseconds(0))
    reader.firstFrameShown()
    return reader.inbox
  }
}
