import TangramCore

/// The interactive viewer, without a terminal: a page view, a status bar and the help overlay,
/// driven by ``InputEvent``s and rendered into ``Buffer``s.
///
/// The terminal app and `--dump` both use it, so what a dump prints is exactly what the
/// terminal shows at that size.
public final class Viewer {
  /// The page view under the status bar.
  public let pageView: PageView
  /// Shown at the left of the status bar.
  public var fileName: String
  /// The last message for the status bar.
  public var message: String
  /// Whether the `?` overlay is open.
  public private(set) var isShowingHelp = false
  /// Whether time passing (``InputEvent/tick(milliseconds:)``) turns auto-scrolling pagers.
  public var runsTimers = true
  /// The last cell the mouse was seen at, in page-area coordinates.
  private var pointer: (column: Int, row: Int)?
  /// The float card being dragged, and where in it the mouse took hold.
  private var drag: (pinnedIndex: Int, dx: Int, dy: Int)?
  /// Terminal size.
  public private(set) var columns: Int
  public private(set) var rows: Int
  private let itemCount: Int

  /// Makes a viewer for a terminal of `columns` by `rows` (the last row is the status bar).
  public init(
    page: Page, fileName: String, columns: Int, rows: Int, registry: ElementRegistry = .standard,
    layouts: LayoutRegistry = .standard, designWidth: Double = 375, cellAspect: Double = 0.5,
    mergesMargins: Bool = false, message: String = ""
  ) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
    self.fileName = TextSanitizer.sanitize(fileName)
    self.message = message
    self.pageView = PageView(
      page: page, registry: registry, layouts: layouts, width: self.columns,
      height: Self.pageRows(forTerminalRows: self.rows), designWidth: designWidth,
      cellAspect: cellAspect, mergesMargins: mergesMargins)
    self.itemCount = pageView.layout.items.count
  }

  /// Rows of page above the status bar.
  static func pageRows(forTerminalRows rows: Int) -> Int { max(0, rows - 1) }

  /// What the viewer wants after an event.
  public enum Outcome: Equatable, Sendable {
    case keepRunning
    case quit
  }

  /// Handles one event.
  @discardableResult
  public func handle(_ event: InputEvent) -> Outcome {
    switch event {
    case .resize(let newColumns, let newRows):
      resize(columns: newColumns, rows: newRows)
      return .keepRunning
    case .mouse(let action, let column, let row):
      handleMouse(action, column: column, row: row)
      return .keepRunning
    case .tick(let milliseconds):
      if runsTimers { pageView.advancePagerTimers(by: milliseconds) }
      return .keepRunning
    case .key(let key):
      if isShowingHelp {
        isShowingHelp = false
        return .keepRunning
      }
      guard let action = KeyMap.action(for: key) else { return .keepRunning }
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
    case .top: pageView.scroll(to: pageView.minimumOffset)
    case .bottom: pageView.scroll(to: pageView.maximumOffset)
    case .previousPage, .nextPage:
      if let strip = pointedStrip ?? pageView.firstVisibleStrip {
        pageView.turnPage(ofStrip: strip, by: action == .nextPage ? 1 : -1)
      }
    case .floatUp, .floatDown:
      if let float = pageView.topFloatCard {
        pageView.moveFloat(float, byColumns: 0, rows: action == .floatDown ? 1 : -1)
      }
    case .floatLeft, .floatRight:
      if let float = pageView.topFloatCard { pageView.pushFloat(float, toRight: action == .floatRight) }
    case .toggleHelp: isShowingHelp.toggle()
    case .quit: return .quit
    }
    return .keepRunning
  }

  /// The pager under the mouse, if any.
  private var pointedStrip: Int? {
    pointer.flatMap { pageView.strip(atColumn: $0.column, row: $0.row) }
  }

  /// Wheel scrolls (sideways: turns the pager under the mouse); press, drag and release move
  /// float cards, which snap to the nearer side when let go.
  private func handleMouse(_ action: MouseAction, column: Int, row: Int) {
    pointer = (column, row)
    switch action {
    case .wheelDown: pageView.scroll(by: KeyMap.wheelRows)
    case .wheelUp: pageView.scroll(by: -KeyMap.wheelRows)
    case .wheelLeft, .wheelRight:
      if let strip = pageView.strip(atColumn: column, row: row) {
        pageView.turnPage(ofStrip: strip, by: action == .wheelRight ? 1 : -1)
      }
    case .press:
      if let float = pageView.floatCard(atColumn: column, row: row), let frame = pageView.pinnedFrame(float) {
        drag = (float, column - frame.x, row - frame.y)
      }
    case .drag:
      if let drag { pageView.moveFloat(drag.pinnedIndex, toColumn: column - drag.dx, row: row - drag.dy) }
    case .release:
      if let drag {
        pageView.moveFloat(drag.pinnedIndex, toColumn: column - drag.dx, row: row - drag.dy)
        pageView.snapFloat(drag.pinnedIndex)
      }
      drag = nil
    }
  }

  /// Takes a new terminal size; the page relayouts and keeps its top item in view.
  public func resize(columns newColumns: Int, rows newRows: Int) {
    columns = max(0, newColumns)
    rows = max(0, newRows)
    pageView.resize(width: columns, height: Self.pageRows(forTerminalRows: rows))
  }

  /// The whole screen: page, status bar on the last row, overlay on top.
  public func render() -> Buffer {
    var buffer = Buffer(width: columns, height: rows)
    let pageArea = Rect(x: 0, y: 0, width: columns, height: Self.pageRows(forTerminalRows: rows))
    pageView.draw(into: &buffer, area: pageArea)
    statusBar.draw(into: &buffer, row: rows - 1)
    if isShowingHelp {
      HelpOverlay().draw(into: &buffer, area: pageArea)
    }
    return buffer
  }

  /// The whole page at the current width, every row, without the status bar.
  public func renderWholePage() -> Buffer {
    var buffer = Buffer(width: columns, height: pageView.layout.height)
    pageView.draw(into: &buffer, area: buffer.area, contentTop: 0)
    return buffer
  }

  /// The help hint while help is open; a warning while pinned cards had to give way; else the
  /// last message.
  private var statusMessage: String {
    if isShowingHelp { return "help: any key closes" }
    let yielded = pageView.pinnedArrangement.yielded.count
    if yielded > 0 {
      return "too small: \(yielded) pinned card\(yielded == 1 ? "" : "s") give\(yielded == 1 ? "s" : "") way"
    }
    return message
  }

  private var statusBar: StatusBar {
    StatusBar(
      fileName: fileName, message: statusMessage,
      row: max(0, pageView.offset), totalRows: pageView.layout.height,
      viewportRows: pageView.viewportHeight, itemCount: itemCount)
  }
}
