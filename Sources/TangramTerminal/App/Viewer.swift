import TangramCore

/// The interactive viewer, without a terminal: a page view, a status bar and the help overlay,
/// driven by ``InputEvent``s and rendered into ``Buffer``s.
///
/// The terminal app and `--dump` both use it, so what a dump prints is exactly what the
/// terminal shows at that size.
public final class Viewer {
  /// The page view under the status bar.
  package internal(set) var pageView: PageView
  /// What the status bar says besides the position.
  var status: StatusModel
  /// Shown at the left of the status bar.
  public var fileName: String {
    get { status.fileName }
    set { status.fileName = TextSanitizer.sanitize(newValue) }
  }
  /// The status bar's message, as shown after the file name: the sticky notice about
  /// the page's file, else the newest notice.
  public var message: String { status.message }
  /// Whether the `?` overlay is open.
  public private(set) var isShowingHelp = false
  /// Whether cards and items are drawn with their outlines, margins and padding (`x`).
  public internal(set) var isShowingLayoutBounds = false
  /// The first key row the help overlay shows, when the list is longer than the screen.
  var helpScroll = 0
  /// Whether time passing (``InputEvent/tick(milliseconds:)``) turns auto-scrolling pagers.
  public let runsTimers: Bool
  /// The last cell the mouse was seen at, in page-area coordinates.
  var pointer: (column: Int, row: Int)?
  /// The float card held by the mouse: where in it the mouse took hold, the cell it was pressed
  /// on, and whether it has moved from that cell since (a press that moves is a drag, anywhere on
  /// the float; one that does not is a click on the float's item).
  private var drag: (pinnedIndex: Int, dx: Int, dy: Int, pressedAt: (column: Int, row: Int), hasMoved: Bool)?
  /// The page's event bus: the page view posts to it, the viewer drains it once per frame.
  public let bus = EventBus()
  /// Recent events, for the `e` overlay.
  package internal(set) var eventLog = EventLog()
  /// Receives every event as it is delivered (`--events` writes them out).
  public var eventSink: ((Event) -> Void)?
  /// Milliseconds of viewer time (ticks), for the log.
  public internal(set) var clockMilliseconds = 0
  /// The open event log, if any.
  var eventLogOverlay: EventLogOverlay?
  /// The open `i` panel, if any.
  var inspector: ItemInspector?
  /// The page's text, the reading of the rest of it, reading it again and laying it out again.
  var source: PageSourceState
  /// Whether the page was taken to its end (`G`) and no key, mouse event or resize has come
  /// since: it then stays at the end when it grows.
  var staysAtEnd = false
  /// The page's diagnostics as far as it has been read: the configuration's, then those of each
  /// snapshot of a page read a piece at a time, then those of the page as read again (`r`, a
  /// save). Layout notes are the page view's (``PageView/layout``).
  package internal(set) var readDiagnostics: [Diagnostic] {
    get { source.reading.diagnostics }
    set { source.reading.diagnostics = newValue }
  }
  /// Told the page's diagnostics when they are complete again after the viewer is made (the
  /// rest of the page read, the page read again), so that `--problems` stays current.
  public var diagnosticsDidChange: (([Diagnostic]) -> Void)?
  /// Why reading the page stopped before its end, if it did.
  public var readingFailure: String? { source.reading.failure }
  /// The `/` prompt, the last search and its current match.
  var search = ViewerSearch()
  private var subscriptions: [Subscription] = []
  /// Terminal size.
  public private(set) var columns: Int
  public private(set) var rows: Int
  /// How many items the page shows.
  var itemCount: Int { pageView.layout.items.count }
  /// Loads the items of cards with `load` and fills them in (none without a loader).
  package let loading: CardLoadController
  /// The viewer's one clock: auto-scrolling pagers and the timers of elements (handed to them
  /// when they are mounted) and layouts, driven by ``InputEvent/tick(milliseconds:)``.
  public let timers: TimerScheduler

  /// Makes a viewer of `page` as `configuration` says.
  ///
  /// With a `loader`, cards with `load` show a placeholder and are filled in as their items
  /// arrive (one load per card, retried with `r`); without one they show as the page wrote them. The
  /// status bar starts with the page's problems (the configuration's, then what layouts could
  /// not place).
  public init(page: Page, configuration: Configuration) {
    let registry = configuration.registry
    let layouts = configuration.layouts
    let designWidth = configuration.designWidth
    let cellAspect = configuration.cellAspect
    let mergesMargins = configuration.mergesMargins
    self.columns = max(0, configuration.columns)
    self.rows = max(0, configuration.rows)
    self.runsTimers = configuration.runsTimers
    self.source = PageSourceState(configuration)
    self.loading = CardLoadController(
      page: page, loader: configuration.loader,
      itemDecoder: LoadedItemsDecoder(
        decoder: configuration.itemDecoder ?? DataSourceHelper(elements: registry, layouts: layouts).decoder))
    let timers = TimerScheduler()
    self.timers = timers
    self.pageView = PageView(
      page: loading.loads.presentedPage, registry: registry, layouts: layouts, width: self.columns,
      height: Self.pageRows(forTerminalRows: self.rows), designWidth: designWidth,
      cellAspect: cellAspect, mergesMargins: mergesMargins, timers: timers,
      laidOut: loading.loads.cards.isEmpty ? configuration.laidOutPage : nil)
    let (notice, problemCount) = StatusNotice.page(diagnostics: configuration.problems, notes: pageView.layout.notes)
    self.status = StatusModel(
      fileName: TextSanitizer.sanitize(configuration.fileName), notice: notice, problemCount: problemCount)
    self.registry = registry
    self.makePageView = { page, registry, width, height, laidOut in
      PageView(
        page: page, registry: registry, layouts: layouts, width: width, height: height,
        designWidth: designWidth, cellAspect: cellAspect, mergesMargins: mergesMargins, timers: timers,
        laidOut: laidOut)
    }
    self.subscriptions = subscribeToPageEvents()
    source.reading.stream?.requestWidth(pageView.viewportWidth)
  }

  /// Makes a viewer for a terminal of `columns` by `rows` (the last row is the status bar); the
  /// other settings are those of ``Configuration``.
  public convenience init(
    page: Page, fileName: String, columns: Int, rows: Int, registry: ElementRegistry = .standard,
    layouts: any LayoutFactory = LayoutRegistry.standard, designWidth: Double = 375, cellAspect: Double = 0.5,
    mergesMargins: Bool = false, loader: (any Loader)? = nil, itemDecoder: PageDecoder? = nil
  ) {
    var configuration = Configuration(fileName: fileName, columns: columns, rows: rows)
    configuration.registry = registry
    configuration.layouts = layouts
    configuration.designWidth = designWidth
    configuration.cellAspect = cellAspect
    configuration.mergesMargins = mergesMargins
    configuration.loader = loader
    configuration.itemDecoder = itemDecoder
    self.init(page: page, configuration: configuration)
  }

  /// Builds a page view with the viewer's registries and units (for reloads and loads), from the
  /// page already laid out when that is at hand.
  let makePageView: (Page, ElementRegistry, Int, Int, LaidOutPage?) -> PageView
  /// The elements and templates pages are drawn with; a saved template changes it
  /// (``templateFileDidChange(_:)``).
  public internal(set) var registry: ElementRegistry
  /// Reads the page again (from its file); nil when the page cannot be reloaded.
  public var pageReloader: (() -> Result<DecodedPage, PageReloadError>)? { source.reload.reader }

  /// Problems found in the page, counted in the `pageLoaded` event.
  public var problemCount: Int { status.problemCount }
  var hasStarted = false

  /// On the first event or frame: posts `pageLoaded`, then connects the page view to the bus,
  /// which reports what is on screen.
  func startIfNeeded() {
    guard !hasStarted else { return }
    hasStarted = true
    // A page still being read is announced once it is all there.
    if !isReadingPage { announcePageLoaded(problems: status.problemCount) }
    pageView.bus = bus
  }

  /// Whether the event log is open.
  public var isShowingEventLog: Bool { eventLogOverlay != nil }

  /// Rows of page above the status bar.
  static func pageRows(forTerminalRows rows: Int) -> Int { max(0, rows - 1) }

  /// What the viewer wants after an event.
  public enum Outcome: Equatable, Sendable {
    case keepRunning
    /// Give the terminal back for a while (``ViewerAction/suspend``); nothing changed.
    case suspend
    /// Put this text on the clipboard through the terminal (``ViewerAction/copyItem``); only the
    /// terminal app acts on it, and tells the viewer how it went.
    case copyToClipboard(String)
    case quit
  }

  /// Handles one event, then brings the state up to date (``update(wholePage:)``).
  @discardableResult
  public func handle(_ event: InputEvent) -> Outcome {
    startIfNeeded()
    let outcome = dispatch(event)
    update()
    return outcome
  }

  /// The update step, before a frame is drawn: on the first call posts `pageLoaded` and starts
  /// reporting what is on screen; takes the card loads that have arrived and starts those now
  /// due (with `wholePage`, every load of the page, as if all of it were on screen); then
  /// delivers the events posted meanwhile (the status bar, the event log and `--events` see
  /// them). ``handle(_:)`` ends with it; the run loop and `--dump` call it before drawing, and
  /// drawing itself changes nothing.
  public func update(wholePage: Bool = false) {
    startIfNeeded()
    updatePageStream()
    updateRelayout()
    updateReloading()
    updateLoads(wholePage: wholePage)
    if staysAtEnd { pageView.scroll(to: pageView.maximumOffset) }
    let problemsBefore = bus.diagnostics.count
    bus.drain()
    refreshInspector()
    keepInspectedItemInView()
    if bus.diagnostics.count > problemsBefore, let problem = bus.diagnostics.last {
      // A handler that keeps posting: say so rather than freeze.
      status.notice = .text(problem)
    }
  }

  /// A key, click or wheel: the page is the user's to move from here, so it no longer follows its
  /// end after `G` (``staysAtEnd``) nor keeps the inspected item in view.
  func letThePageGo() {
    staysAtEnd = false
    inspector?.keepsInView = false
  }

  private func dispatch(_ event: InputEvent) -> Outcome {
    switch event {
    case .key, .mouse:
      letThePageGo()
    case .resize:
      // A resize keeps the item at the top where it is, as it does anywhere on the page.
      staysAtEnd = false
    case .tick, .pageFile, .templateFile: break
    }
    switch event {
    case .resize(let newColumns, let newRows):
      resize(columns: newColumns, rows: newRows)
      return .keepRunning
    case .mouse(let action, let column, let row):
      handleMouse(action, column: column, row: row)
      return .keepRunning
    case .tick(let milliseconds):
      guard runsTimers else { return .keepRunning }
      clockMilliseconds += milliseconds
      // One clock: pagers turn and elements' timers fire on the same scheduler.
      timers.advance(by: milliseconds)
      return .keepRunning
    case .pageFile(let event):
      pageFileDidChange(event.change, at: event.time)
      return .keepRunning
    case .templateFile(let event):
      templateFileDidChange(event)
      return .keepRunning
    case .key(let key):
      if KeyMap.action(for: key) == .suspend {
        // Whatever is open, as the terminal's ^Z would.
        return .suspend
      }
      if isSearchPromptOpen {
        handleSearchPromptKey(key)
        return .keepRunning
      }
      if isShowingHelp {
        let height = Self.pageRows(forTerminalRows: rows)
        if !HelpOverlay.scroll(&helpScroll, for: key, areaHeight: height) { isShowingHelp = false }
        return .keepRunning
      }
      if isShowingEventLog {
        handleEventLogKey(key)
        return .keepRunning
      }
      if stopSearchScan(onKey: key) { return .keepRunning }
      if let outcome = handleInspectorKey(key) { return outcome }
      let action = KeyMap.action(for: key)
      if source.reading.isGoingToEnd, action != .quit {
        // Any key stops `G` waiting for the end of a page still being read.
        source.reading.isGoingToEnd = false
        return .keepRunning
      }
      guard let action else { return .keepRunning }
      return perform(action)
    }
  }

  /// Does one action.
  @discardableResult
  public func perform(_ action: ViewerAction) -> Outcome {
    let page = max(1, pageView.viewportHeight)
    switch action {
    case .lineDown: pageView.scroll(by: 1)
    case .lineUp: pageView.scroll(by: -1)
    case .pageDown: pageView.scroll(by: page)
    case .pageUp: pageView.scroll(by: -page)
    case .halfPageDown: pageView.scroll(by: max(1, page / 2))
    case .halfPageUp: pageView.scroll(by: -max(1, page / 2))
    case .top: pageView.scroll(to: 0)
    case .bottom: goToEnd()
    case .previousPage, .nextPage:
      if pageView.turnFocusedTemplatePage(by: action == .nextPage ? 1 : -1) { break }
      if let strip = pointedStrip ?? focusedStrip ?? pageView.firstVisibleStrip {
        pageView.turnPage(ofStrip: strip, by: action == .nextPage ? 1 : -1)
      }
    case .floatUp, .floatDown:
      if let float = pageView.topFloatCard {
        pageView.moveFloat(float, byColumns: 0, rows: action == .floatDown ? 1 : -1)
      }
    case .floatLeft, .floatRight:
      if let float = pageView.topFloatCard { pageView.pushFloat(float, toRight: action == .floatRight) }
    case .focusNext: pageView.moveFocus(forward: true)
    case .focusPrevious: pageView.moveFocus(forward: false)
    case .activate: activateFocus()
    case .longPress: longPressFocus()
    case .toggleInspector: toggleInspector()
    case .copyItem: return copyItem()
    case .toggleEventLog: eventLogOverlay = isShowingEventLog ? nil : EventLogOverlay()
    case .toggleLayoutBounds: toggleLayoutBounds()
    case .togglePinnedCards: togglePinnedCards()
    case .reload: retryFailedLoadsOrReload()
    case .search: search.prompt = ""
    case .nextMatch: repeatSearch(forward: true)
    case .previousMatch: repeatSearch(forward: false)
    case .toggleHelp:
      isShowingHelp.toggle()
      helpScroll = 0
    case .suspend: return .suspend
    case .quit: return .quit
    }
    return .keepRunning
  }

  /// The pager holding the focused item, if any.
  private var focusedStrip: Int? {
    guard let id = pageView.focusedItem, case .strip(let strip) = pageView.layout[id].layer else { return nil }
    return strip
  }

  /// The pager under the mouse, if any.
  private var pointedStrip: Int? {
    pointer.flatMap { pageView.strip(atColumn: $0.column, row: $0.row) }
  }

  /// Wheel scrolls (sideways: turns the pager under the mouse); press, drag and release move
  /// float cards, which snap to the nearer side when let go.
  private func handleMouse(_ action: MouseAction, column: Int, row: Int) {
    pointer = (column, row)
    if handleInspectorMouse(action, column: column, row: row) { return }
    switch action {
    case .wheelDown: pageView.scroll(by: KeyMap.wheelRows)
    case .wheelUp: pageView.scroll(by: -KeyMap.wheelRows)
    case .wheelLeft, .wheelRight:
      if let strip = pageView.strip(atColumn: column, row: row) {
        pageView.turnPage(ofStrip: strip, by: action == .wheelRight ? 1 : -1)
      }
    case .press:
      if let float = pageView.floatCard(atColumn: column, row: row), let frame = pageView.pinnedFrame(float) {
        drag = (float, column - frame.x, row - frame.y, (column, row), false)
      } else if let target = pageView.clickTarget(atColumn: column, row: row) {
        // A click is on a row that shows: it scrolls only to show the rest of a short item.
        if target.node != nil || pageView.isFocusable(target.item) {
          click(target.item, node: target.node, revealing: .least)
        } else {
          pageView.focus(nil)
        }
      }
    case .drag:
      guard var held = drag else { break }
      held.hasMoved = held.hasMoved || (column, row) != held.pressedAt
      drag = held
      pageView.moveFloat(held.pinnedIndex, toColumn: column - held.dx, row: row - held.dy)
    case .release:
      if let drag {
        let hasMoved = drag.hasMoved || (column, row) != drag.pressedAt
        if !hasMoved, let target = pageView.clickTarget(atColumn: column, row: row),
          target.node != nil || pageView.isFocusable(target.item)
        {
          // Pressed and let go without moving: a click on the float's item.
          click(target.item, node: target.node, revealing: .least)
        } else {
          pageView.moveFloat(drag.pinnedIndex, toColumn: column - drag.dx, row: row - drag.dy)
          pageView.snapFloat(drag.pinnedIndex)
        }
      }
      drag = nil
    }
  }

  /// Takes a new terminal size; the page relayouts and keeps its top item in view.
  public func resize(columns newColumns: Int, rows newRows: Int) {
    columns = max(0, newColumns)
    rows = max(0, newRows)
    fitPageToArea()
  }

  /// The whole screen: page, status bar on the last row, overlay on top. A pure function of
  /// the viewer's state: it posts nothing and changes nothing (``update(wholePage:)`` does).
  public func render() -> Buffer {
    var buffer = Buffer(width: columns, height: rows)
    pageView.draw(into: &buffer, area: pageArea, layoutBounds: isShowingLayoutBounds) { buffer, pinnedCardsDrawn in
      drawSearchHighlights(into: &buffer, area: pageArea, ofPinnedItems: pinnedCardsDrawn)
    }
    drawEmptyPageMessage(into: &buffer)
    drawInspector(into: &buffer)
    statusBar.draw(into: &buffer, row: rows - 1)
    // The overlays cover the page and the panel alike.
    let overlayArea = screenArea
    if let eventLogOverlay {
      eventLogOverlay.draw(eventLog, into: &buffer, area: overlayArea)
    }
    if isShowingHelp {
      HelpOverlay(scroll: helpScroll).draw(into: &buffer, area: overlayArea)
    }
    return buffer
  }

  /// The whole page at the current width, every row, without the status bar: the flow, and
  /// (unless `drawsPinnedCards` is false) its sticky cards at their place in it and below it each
  /// card pinned over the page in a band of its own, under a line naming it (see
  /// `PageView.wholePagePicture`), so that every item shows. Call `update(wholePage: true)` first
  /// for every card with `load` to load, as if the whole page were on screen.
  public func renderWholePage(drawsPinnedCards: Bool = true) -> Buffer {
    guard drawsPinnedCards else {
      var buffer = Buffer(width: columns, height: pageView.layout.height)
      pageView.draw(into: &buffer, area: buffer.area, contentTop: 0)
      return buffer
    }
    // The rows the page scrolls through: full-width fix cards' rows above and below included.
    let picture = pageView.wholePagePicture
    var buffer = Buffer(width: columns, height: picture.height)
    pageView.draw(into: &buffer, area: buffer.area, contentTop: picture.top)
    pageView.drawPinnedCardsInPlace(into: &buffer, area: buffer.area, contentTop: picture.top)
    return buffer
  }

  /// The first that applies: the help hint while help is open; a warning while pinned cards
  /// had to give way; a sticky notice about the page's file; the newest notice (``message``).
  private var statusMessage: String {
    if isShowingHelp {
      return HelpOverlay.fits(areaHeight: Self.pageRows(forTerminalRows: rows))
        ? "help: any key closes" : "help: ↑↓ scroll, other keys close"
    }
    let message = yieldedPinnedCardsMessage ?? markingHiddenPinnedCards(markingLayoutBounds(self.message))
    guard let activity = readingMessage ?? reloadMessage ?? relayoutMessage else { return message }
    return status.notice.isAboutPage && status.fileNotice == nil ? activity : activity + " · " + message
  }

  private var statusBar: StatusBar {
    StatusBar(
      fileName: fileName, message: statusMessage,
      row: pageView.offset, totalRows: pageView.scrollableRows,
      viewportRows: pageView.viewportHeight, itemCount: itemCount, prompt: searchPromptText,
      countsAreLowerBounds: isReadingPage || source.reading.showsPartOfPage)
  }
}
