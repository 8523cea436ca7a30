import TangramCore

/// The `i` panel's state: which item it shows and how far its lines are scrolled.
struct ItemInspector: Equatable {
  /// What the panel's own keys do.
  enum Action: Hashable, Sendable {
    case close, nextItem, previousItem, scrollDown, scrollUp
  }

  /// The keys the panel takes while it is open; other keys act on the page as usual.
  static let keys = ComponentKeys<Action>(
    title: "in the inspector (i)",
    [
      ([.character("i"), .escape], .close, "close the inspector"),
      ([.tab], .nextItem, "inspect the next item"),
      ([.backTab], .previousItem, "inspect the previous item"),
      ([.character("J")], .scrollDown, "scroll the panel down a row (the wheel over it too)"),
      ([.character("K")], .scrollUp, "scroll the panel up a row"),
    ],
    notes: [KeyHelpRow(label: "click", summary: "inspect the item under the mouse")])

  /// The item shown.
  var selection: ItemID
  /// Rows of the panel's lines scrolled off its top.
  var scroll = 0
  /// Where the item was found when it was selected (worked out once, not every frame).
  var origin: ItemOrigin = .unknown
  /// The item's unique place in the page, to find it again when the page view is rebuilt.
  var address: ItemAddress?
  /// Whether the page scrolls to keep the item in view as it changes under it (a card's load
  /// arriving above it): from when the item is selected until the next key or mouse event.
  var keepsInView = true

  /// Columns a terminal needs for the panel to go beside the page; narrower ones get it below.
  static let sideBySideColumns = 100

  /// The lines shown on a page with no item.
  static let emptyPageLine = StyledLine("this page has no items")

  /// Where the page and the panel go in the area above the status bar: the panel on the right
  /// (two fifths, at least 44 columns) when the terminal is wide enough, else in the lower half.
  ///
  /// The page gets the rest and is laid out for it, as a browser's docked developer tools do:
  /// nothing of the page hides under the panel, so the item being inspected always shows, and
  /// the frame the panel reports is the one on screen.
  static func split(_ area: Rect) -> (page: Rect, panel: Rect) {
    if area.width >= sideBySideColumns {
      let panelWidth = max(44, area.width * 2 / 5)
      let pageWidth = area.width - panelWidth
      return (
        Rect(x: area.x, y: area.y, width: pageWidth, height: area.height),
        Rect(x: area.x + pageWidth, y: area.y, width: panelWidth, height: area.height)
      )
    }
    let pageHeight = area.height - area.height / 2
    return (
      Rect(x: area.x, y: area.y, width: area.width, height: pageHeight),
      Rect(x: area.x, y: area.y + pageHeight, width: area.width, height: area.height - pageHeight)
    )
  }

  /// The keys the panel's border names.
  static let keyHint = "Tab S-Tab · J K scroll · y copy · Esc"

  /// Draws the panel: a frame titled with the item's path, the lines (wrapped to the panel's
  /// width, from ``scroll``), and the panel's keys in the bottom border.
  func draw(title: String, lines: [StyledLine], into buffer: inout Buffer, area: Rect) {
    guard Self.drawFrame(title: title, into: &buffer, area: area) else { return }
    let inner = Self.inner(area)
    let rows = Self.rows(of: lines, width: inner.width)
    let first = min(scroll, Self.maximumScroll(rows: rows.count, height: inner.height))
    if rows.count > inner.height {
      let position = " \(first + 1)-\(min(rows.count, first + inner.height))/\(rows.count) "
      let width = DisplayWidth.of(position)
      if width + 6 < area.width {
        buffer.write(position, column: area.maxX - 2 - width, row: area.y, style: CellStyle(attributes: .dim), clip: area)
      }
    }
    buffer.write(
      TextWrapper.truncate(" " + Self.keyHint + " ", width: area.width - 4), column: area.x + 2, row: area.maxY - 1,
      style: CellStyle(attributes: .dim), clip: area)
    for (offset, row) in rows.dropFirst(first).prefix(inner.height).enumerated() {
      row.draw(into: &buffer, column: inner.x, row: inner.y + offset, clip: inner)
    }
  }

  /// Clears `area` and draws a panel's frame in it, `title` in its top border; false (and
  /// nothing drawn) when the area is too small for a panel. The list of changes of a compared
  /// page is drawn in the same frame.
  static func drawFrame(title: String, into buffer: inout Buffer, area: Rect) -> Bool {
    guard area.width >= 4, area.height >= 3 else { return false }
    buffer.fill(area, style: .plain)
    BoxFrame.draw(area, into: &buffer, style: CellStyle(attributes: .dim))
    buffer.write(
      TextWrapper.truncate(" " + title + " ", width: area.width - 4), column: area.x + 2, row: area.y,
      style: CellStyle(attributes: .bold), clip: area)
    return true
  }

  /// The panel's text area: inside the frame, a column of margin on each side.
  static func inner(_ area: Rect) -> Rect {
    Rect(x: area.x + 2, y: area.y + 1, width: max(0, area.width - 4), height: max(0, area.height - 2))
  }

  /// The lines as rows of the panel's width.
  static func rows(of lines: [StyledLine], width: Int) -> [StyledLine] {
    lines.flatMap { $0.wrapped(width: width) }
  }

  /// The largest useful ``scroll``.
  static func maximumScroll(rows: Int, height: Int) -> Int {
    max(0, rows - height)
  }
}
