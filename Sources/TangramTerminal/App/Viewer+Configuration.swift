import TangramCore

extension Viewer {
  /// Everything a viewer is made with, in one value (as swift-argument-parser's
  /// `CommandConfiguration` gathers a command's settings): set what differs from the defaults,
  /// then make the viewer with ``Viewer/init(page:configuration:)``.
  public struct Configuration {
    /// Shown at the left of the status bar (sanitised).
    public var fileName: String
    /// Terminal size; the last row is the status bar.
    public var columns: Int
    public var rows: Int
    /// The elements that draw items, and the layouts of cards.
    public var registry: ElementRegistry = .standard
    public var layouts: any LayoutFactory = LayoutRegistry.standard
    /// Design units across the screen, and a cell's height over its width.
    public var designWidth: Double = 375
    public var cellAspect: Double = 0.5
    /// Between stacked cards, use the larger margin instead of both.
    public var mergesMargins = false
    /// Answers cards' `load`; without one, such cards show as the page wrote them.
    public var loader: (any Loader)?
    /// Decodes loaded items; by default the decoder of a ``DataSourceHelper`` with the same
    /// elements and layouts.
    public var itemDecoder: PageDecoder?
    /// The problems found while decoding the page. The viewer adds what its layouts could not
    /// place, counts them all in `pageLoaded` and shows the first in the status bar (the list
    /// itself is not kept: a page can have millions). Diagnostics of severity
    /// `information` (item types drawn as wireframes) are not problems:
    /// without problems, the status bar counts them instead.
    public var problems: [Diagnostic] = []
    /// Whether time passing (``InputEvent/tick(milliseconds:)``) turns pagers and fires timers.
    public var runsTimers = true
    /// The page's text as read, so the item inspector can say where each item is written
    /// (`page.json:41:7`); nil for pages built in code.
    public var pageText: [UInt8]?
    /// Reads the page again (`r`); nil when the page cannot be reloaded. Returns the new page and
    /// its problems, or why it could not be read.
    public var pageReloader: (() -> Result<DecodedPage, PageReloadError>)?

    /// The rest of a page still being read: the viewer takes its snapshots as they come (see
    /// ``PageStreamInbox``). The page given to the viewer is then the first snapshot's.
    package var pageStream: PageStreamInbox?
    /// Where the page's text is kept when ``pageText`` is not given (its file): read when the
    /// inspector first needs it.
    package var pageBytes: (any PageBytes)?
    /// The page already laid out at ``columns`` (a snapshot's), so the viewer need not.
    package var laidOutPage: LaidOutPage?
    /// Runs work away from the viewer's loop: a large page is laid out again there when the
    /// page's width changes, while the layout before it shows (nil: on the loop, before the next
    /// frame).
    public var executor: (any Executor)?
    /// Signalled by work done away from the loop (a layout, a load's answer, a snapshot of the
    /// page) so that the loop, waiting on its descriptor, wakes to take it; nil: the loop looks
    /// on every event it wakes for anyway.
    public var wakeup: LoopWakeup?
    /// The fewest items a page has for ``executor`` to lay it out again: smaller pages are laid
    /// out again on the loop.
    package var backgroundLayoutItems = 50_000
    /// Reads the page again away from the viewer's loop for `r` and saves, once the page is all
    /// read; nil: ``pageReloader`` reads it on the loop.
    package var backgroundReloader: (any BackgroundPageReloader)?
    /// The two versions of the page compared (`tangram-tui diff`): the page given is the new
    /// one, and its changes are marked; nil to show one page.
    package var comparison: ViewerComparison?

    /// A configuration with the defaults for a page shown as `fileName` on a terminal of
    /// `columns` by `rows`.
    public init(fileName: String, columns: Int, rows: Int) {
      self.fileName = fileName
      self.columns = columns
      self.rows = rows
    }
  }
}

extension Viewer.Configuration {
  /// How pages are laid out under this configuration: its elements, card layouts and units.
  package var layoutSettings: PageLayoutSettings {
    PageLayoutSettings(
      registry: registry, layouts: layouts, designWidth: designWidth, cellAspect: cellAspect,
      mergesMargins: mergesMargins)
  }
}
