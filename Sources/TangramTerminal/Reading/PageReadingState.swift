import TangramCore

/// How far the viewer's page has been read, while the rest of it is still read a piece at a
/// time, and what reading found.
struct PageReadingState {
  /// The rest of the page while it is still being read (nil once it is all there).
  var stream: PageStreamInbox?
  /// How far the reading has come, for the status bar.
  var progress: ReadingProgress?
  /// Whether `G` waits for the page's end while it is read.
  var isGoingToEnd = false
  /// Whether the page shown is the part read before reading stopped.
  var showsPartOfPage = false
  /// The page's diagnostics as far as it has been read: the configuration's, then those of each
  /// snapshot of a page read a piece at a time, then those of the page as read again (`r`, a
  /// save).
  var diagnostics: [Diagnostic]
  /// Why reading the page stopped before its end, if it did.
  var failure: String?

  /// Whether the page is still being read.
  var isReading: Bool { stream != nil }

  /// Stops reading before the end: what was read stays, its counts lower bounds.
  mutating func stop() {
    stream?.cancel()
    stream = nil
    progress = nil
    isGoingToEnd = false
    showsPartOfPage = true
  }
}

/// Reading the page again (`r`, a save of its file) while the page before it shows.
struct PageReloadState {
  /// Reads the page again on the loop; nil when the page cannot be reloaded.
  let reader: (() -> Result<DecodedPage, PageReloadError>)?
  /// Reads the page again away from the loop (nil: ``reader`` reads it on the loop).
  let backgroundReader: (any BackgroundPageReloader)?
  /// The page being read again, and why.
  var current: (inbox: PageStreamInbox, cause: ReloadCause)?
  /// How far the page read again has come, for the status bar.
  var progress: ReadingProgress?

  /// Whether the page can be read again at all.
  var isPossible: Bool { reader != nil || backgroundReader != nil }
}

/// Laying a large page out again at a new width away from the loop, while its layout at the
/// old width shows.
struct RelayoutState {
  /// Runs the layouts (nil: pages are laid out again on the loop).
  let executor: (any Executor)?
  /// The fewest items a page has for ``worker`` to lay it out again.
  let fewestItems: Int
  /// The layout under way, if any.
  var current: PageRelayout?

  /// Whether a page of `items` items is laid out again away from the loop.
  func runsInBackground(items: Int) -> Bool {
    executor != nil && items >= fewestItems
  }

  /// Stops the layout under way, if any: it is no longer wanted.
  mutating func cancel() {
    current?.cancel()
    current = nil
  }
}

/// Where the viewer's page comes from and how it is kept current: its text, the reading of the
/// rest of it, reading it again, and laying it out again at a new width.
struct PageSourceState {
  var text: PageText
  var reading: PageReadingState
  var reload: PageReloadState
  var relayout: RelayoutState
  /// Signalled by the work away from the loop when it has left something for the loop (nil: the
  /// loop looks every few milliseconds while work is under way).
  let wakeup: LoopWakeup?

  /// The state a viewer made with `configuration` starts in.
  init(_ configuration: Viewer.Configuration) {
    wakeup = configuration.wakeup
    text = PageText(text: configuration.pageText, bytes: configuration.pageBytes)
    reading = PageReadingState(stream: configuration.pageStream, diagnostics: configuration.problems)
    reload = PageReloadState(reader: configuration.pageReloader, backgroundReader: configuration.backgroundReloader)
    relayout = RelayoutState(executor: configuration.executor, fewestItems: configuration.backgroundLayoutItems)
  }
}
