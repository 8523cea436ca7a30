import TangramCore

/// The interactive viewer, without a terminal: a page view, a status bar and the help overlay,
/// driven by ``InputEvent``s and rendered into ``Buffer``s.
///
/// The terminal app and `--dump` both use it, so what a dump prints is exactly what the
/// terminal shows at that size.
public final class Viewer {
  /// The page view under the status bar.
  package internal(set) var pageView: PageView
  /// Makes the page views that replace ``pageView`` (reloads, loads, saved templates).
  var pageViews: PageViewMaker
  /// Where the page comes from: its text, the reading of the rest of it, reading it again and
  /// laying it out again.
  var source: PageSourceState
  /// Loads the items of cards with `load` and fills them in (none without a loader).
  package let loading: CardLoadController
  /// What the status bar says besides the position.
  var status: StatusModel
  /// The event bus, the event log and who else listens.
  var events: ViewerEvents
  /// Time for pagers and timers.
  var clock: ViewerClock
  /// The terminal's size: the page above, the status bar on the last row.
  var screenSize: (columns: Int, rows: Int)
  /// What the mouse points at and holds.
  var pointer = PointerState()
  /// Whether the page was taken to its end (`G`) and no key, mouse event or resize has come
  /// since: it then stays at the end when it grows.
  var staysAtEnd = false
  /// The `?` overlay, while it is open.
  var help: HelpOverlay?
  /// The `e` overlay, while it is open.
  var eventLogOverlay: EventLogOverlay?
  /// The `i` panel, while it is open.
  var inspector: ItemInspector?
  /// The `/` prompt, the last search and its current match.
  var search = ViewerSearch()
  /// The two versions compared (`tangram-tui diff`), while they are.
  var comparison: ViewerComparison?

  /// Makes a viewer of `page` as `configuration` says.
  ///
  /// With a `loader`, cards with `load` show a placeholder and are filled in as their items
  /// arrive (one load per card, retried with `r`); without one they show as the page wrote them. The
  /// status bar starts with the page's problems (the configuration's, then what layouts could
  /// not place).
  public init(page: Page, configuration: Configuration) {
    let clock = ViewerClock(runsTimers: configuration.runsTimers)
    self.clock = clock
    pageViews = PageViewMaker(
      registry: configuration.registry, layouts: configuration.layouts, designWidth: configuration.designWidth,
      cellAspect: configuration.cellAspect, mergesMargins: configuration.mergesMargins, timers: clock.timers)
    screenSize = (max(0, configuration.columns), max(0, configuration.rows))
    source = PageSourceState(configuration)
    loading = CardLoadController(
      page: page, loader: configuration.loader,
      itemDecoder: LoadedItemsDecoder(
        decoder: configuration.itemDecoder
          ?? DataSourceHelper(elements: configuration.registry, layouts: configuration.layouts).decoder),
      wakeup: configuration.wakeup)
    // Beside the gutter of change marks when two versions are compared.
    let gutter = configuration.comparison == nil ? 0 : ViewerComparison.gutterWidth
    pageView = pageViews.make(
      loading.loads.presentedPage, width: max(0, screenSize.columns - gutter),
      height: Self.pageRows(forTerminalRows: screenSize.rows),
      laidOut: loading.loads.cards.isEmpty ? configuration.laidOutPage : nil)
    let (notice, problemCount) = StatusNotice.page(diagnostics: configuration.problems, notes: pageView.layout.notes)
    status = StatusModel(
      fileName: TextSanitizer.sanitize(configuration.fileName), notice: notice, problemCount: problemCount)
    events = ViewerEvents()
    events.subscriptions = subscribeToPageEvents()
    source.reading.stream?.requestWidth(pageView.viewportWidth)
    comparison = configuration.comparison
    if let comparison {
      status.notice = .text(comparison.summary)
      fitPageToArea()
    }
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

  /// On the first event or frame: posts `pageLoaded`, then connects the page view to the bus,
  /// which reports what is on screen.
  func startIfNeeded() {
    guard !events.isConnected else { return }
    events.isConnected = true
    // A page still being read is announced once it is all there.
    if !isReadingPage { announcePageLoaded(problems: status.problemCount) }
    pageView.bus = bus
  }

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
    updateState(wholePage: wholePage)
  }

  /// The update step of the first frame, which the run loop draws before the viewer starts:
  /// `pageLoaded`, the elements' mounting on the bus, the exposure of the first screen's items
  /// and the card loads due follow right after it is written (the next ``update(wholePage:)``),
  /// off the way to it and in the order they always come in.
  func updateBeforeStarting() {
    updateState(wholePage: false, startsLoads: false)
  }

  /// ``update(wholePage:)`` after the start.
  private func updateState(wholePage: Bool, startsLoads: Bool = true) {
    updatePageStream()
    updateRelayout()
    updateReloading()
    if startsLoads { updateLoads(wholePage: wholePage) }
    if staysAtEnd { pageView.scroll(to: pageView.maximumOffset) }
    let problemsBefore = bus.diagnostics.count
    bus.drain()
    refreshInspector()
    keepInspectedItemInView()
    followFocusInComparison()
    if bus.diagnostics.count > problemsBefore, let problem = bus.diagnostics.last {
      // A handler that keeps posting: say so rather than freeze.
      status.notice = .text(problem)
    }
  }

  /// A key, click or wheel: the page is the user's to move from here, so it no longer follows its
  /// end after `G` (``staysAtEnd``) nor keeps the inspected item in view; the rest of a page
  /// being read waits while keys come (``PageStreamInbox/inputHold``).
  func letThePageGo() {
    staysAtEnd = false
    inspector?.keepsInView = false
    source.reading.stream?.holdReadingForInput()
  }

  private func dispatch(_ event: InputEvent) -> Outcome {
    switch event {
    case .key, .mouse:
      letThePageGo()
    case .resize:
      // A resize keeps the item at the top where it is, as it does anywhere on the page.
      staysAtEnd = false
    case .tick, .pageFile, .comparedPageFile, .templateFile, .workDone: break
    }
    switch event {
    case .resize(let newColumns, let newRows):
      resize(columns: newColumns, rows: newRows)
      return .keepRunning
    case .mouse(let action, let column, let row):
      handleMouse(action, column: column, row: row)
      return .keepRunning
    case .tick(let milliseconds):
      guard clock.runsTimers else { return .keepRunning }
      clock.milliseconds += milliseconds
      // One clock: pagers turn and elements' timers fire on the same scheduler.
      clock.timers.advance(by: milliseconds)
      return .keepRunning
    case .pageFile(let event):
      pageFileDidChange(event.change, at: event.time)
      return .keepRunning
    case .comparedPageFile(let event):
      oldVersionDidChange(event.change, at: event.time)
      return .keepRunning
    case .templateFile(let event):
      templateFileDidChange(event)
      return .keepRunning
    case .workDone:
      // What the work left is taken by the update that follows every event.
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
      if help != nil {
        if help?.handle(key, areaHeight: Self.pageRows(forTerminalRows: rows)) == false { help = nil }
        return .keepRunning
      }
      if eventLogOverlay != nil {
        if eventLogOverlay?.handle(key, in: events.log) == false { eventLogOverlay = nil }
        return .keepRunning
      }
      if stopSearchScan(onKey: key) { return .keepRunning }
      if let outcome = handleInspectorKey(key) { return outcome }
      if let outcome = handleComparisonKey(key) { return outcome }
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
    case .activate: post(pageView.clickFocus())
    case .longPress: post(pageView.longPressFocus())
    case .toggleInspector: toggleInspector()
    case .copyItem: return copyItem()
    case .toggleEventLog: eventLogOverlay = isShowingEventLog ? nil : EventLogOverlay()
    case .toggleLayoutBounds: toggleLayoutBounds()
    case .togglePinnedCards: togglePinnedCards()
    case .reload: retryFailedLoadsOrReload()
    case .search: search.prompt = ""
    case .nextMatch: repeatSearch(forward: true)
    case .previousMatch: repeatSearch(forward: false)
    case .toggleHelp: help = isShowingHelp ? nil : HelpOverlay()
    case .suspend: return .suspend
    case .quit: return .quit
    }
    return .keepRunning
  }

  /// The pager holding the focused item, if any.
  var focusedStrip: Int? {
    guard let id = pageView.focusedItem, case .strip(let strip) = pageView.layout[id].layer else { return nil }
    return strip
  }

  /// Takes a new terminal size; the page relayouts and keeps its top item in view.
  public func resize(columns newColumns: Int, rows newRows: Int) {
    screenSize = (max(0, newColumns), max(0, newRows))
    fitPageToArea()
  }

  /// The whole screen: page, status bar on the last row, overlay on top. A pure function of
  /// the viewer's state: it posts nothing and changes nothing (``update(wholePage:)`` does).
  public func render() -> Buffer {
    var buffer = Buffer(width: columns, height: rows)
    pageView.draw(into: &buffer, area: pageArea, layoutBounds: pageView.showsLayoutBounds) { buffer, pinnedCardsDrawn in
      drawComparison(into: &buffer, area: pageArea, ofPinnedItems: pinnedCardsDrawn)
      drawSearchHighlights(into: &buffer, area: pageArea, ofPinnedItems: pinnedCardsDrawn)
    }
    drawEmptyPageMessage(into: &buffer)
    drawInspector(into: &buffer)
    drawChangesPanel(into: &buffer)
    statusBar.draw(into: &buffer, row: rows - 1)
    // The overlays cover the page and the panel alike.
    let overlayArea = screenArea
    if let eventLogOverlay {
      eventLogOverlay.draw(eventLog, into: &buffer, area: overlayArea)
    }
    help?.draw(into: &buffer, area: overlayArea)
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

  private var statusMessage: String {
    status.message(
      activity: source.activity,
      modes: StatusModel.Modes(showsLayoutBounds: isShowingLayoutBounds, hidesPinnedCards: pageView.hidesPinnedCards),
      yieldedPinnedCards: yieldedPinnedCardsMessage,
      helpHint: isShowingHelp ? HelpOverlay.statusHint(areaHeight: Self.pageRows(forTerminalRows: rows)) : nil)
  }

  private var statusBar: StatusBar {
    StatusBar(
      fileName: fileName, message: statusMessage,
      row: pageView.offset, totalRows: pageView.scrollableRows,
      viewportRows: pageView.viewportHeight, itemCount: itemCount, prompt: searchPromptText,
      countsAreLowerBounds: isReadingPage || source.reading.showsPartOfPage)
  }
}
