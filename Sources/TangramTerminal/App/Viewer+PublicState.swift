import TangramCore

extension Viewer {
  /// Shown at the left of the status bar.
  public var fileName: String {
    get { status.fileName }
    set { status.fileName = TextSanitizer.sanitize(newValue) }
  }

  /// The status bar's message, as shown after the file name: the sticky notice about the page's
  /// file, else the newest notice.
  public var message: String { status.message }

  /// Problems found in the page, counted in the `pageLoaded` event.
  public var problemCount: Int { status.problemCount }

  /// Terminal size.
  public var columns: Int { screenSize.columns }
  public var rows: Int { screenSize.rows }

  /// How many items the page shows.
  var itemCount: Int { pageView.layout.items.count }

  /// Whether the `?` overlay is open.
  public var isShowingHelp: Bool { help != nil }

  /// Whether the event log is open.
  public var isShowingEventLog: Bool { eventLogOverlay != nil }

  /// Whether cards and items are drawn with their outlines, margins and padding (`x`).
  public var isShowingLayoutBounds: Bool { pageView.showsLayoutBounds }

  /// The page's event bus: the page view posts to it, the viewer drains it once per frame.
  public var bus: EventBus { events.bus }

  /// Recent events, for the `e` overlay.
  package var eventLog: EventLog { events.log }

  /// Receives every event as it is delivered (`--events` writes them out).
  public var eventSink: ((Event) -> Void)? {
    get { events.sink }
    set { events.sink = newValue }
  }

  /// Told the page's diagnostics when they are complete again after the viewer is made (the
  /// rest of the page read, the page read again), so that `--problems` stays current.
  public var diagnosticsDidChange: (([Diagnostic]) -> Void)? {
    get { events.diagnosticsDidChange }
    set { events.diagnosticsDidChange = newValue }
  }

  /// Whether time passing (``InputEvent/tick(milliseconds:)``) turns auto-scrolling pagers.
  public var runsTimers: Bool { clock.runsTimers }

  /// The viewer's one clock: auto-scrolling pagers and the timers of elements (handed to them
  /// when they are mounted) and layouts, driven by ``InputEvent/tick(milliseconds:)``.
  public var timers: TimerScheduler { clock.timers }

  /// Milliseconds of viewer time (ticks), for the log.
  public var clockMilliseconds: Int { clock.milliseconds }

  /// The elements and templates pages are drawn with; a saved template changes it
  /// (an ``InputEvent/templateFile(_:)`` event).
  public var registry: ElementRegistry { pageViews.registry }

  /// The page's diagnostics as far as it has been read: the configuration's, then those of each
  /// snapshot of a page read a piece at a time, then those of the page as read again (`r`, a
  /// save). Layout notes are the page view's (``PageView/layout``).
  package var readDiagnostics: [Diagnostic] { source.reading.diagnostics }

  /// Why reading the page stopped before its end, if it did.
  public var readingFailure: String? { source.reading.failure }

  /// Reads the page again (from its file); nil when the page cannot be reloaded.
  public var pageReloader: (() -> Result<DecodedPage, PageReloadError>)? { source.reload.reader }
}
