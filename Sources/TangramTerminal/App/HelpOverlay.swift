import TangramCore

/// The `?` overlay: a framed box listing every key, centred over the page.
///
/// On a terminal too short for the whole list, the key rows scroll (↑↓, PgUp/PgDn, g/G) between
/// the title and a footer that says which rows show, so every key stays reachable.
struct HelpOverlay {
  var title = "tangram-tui keys"
  /// The first key row shown.
  var scroll = 0

  static let lines = KeyMap.helpLines

  /// Key rows that fit in an area this tall: the frame, the title, a blank row and the footer
  /// take five.
  static func visibleRows(areaHeight: Int) -> Int {
    max(1, min(lines.count, areaHeight - 5))
  }

  /// The largest useful ``scroll`` for an area this tall.
  static func maximumScroll(areaHeight: Int) -> Int {
    max(0, lines.count - visibleRows(areaHeight: areaHeight))
  }

  /// Whether the whole list fits in an area this tall.
  static func fits(areaHeight: Int) -> Bool { maximumScroll(areaHeight: areaHeight) == 0 }

  /// Handles a key while the overlay is open: the viewer's scrolling keys (``KeyMap``) scroll a
  /// list longer than the area; any other key, or any key when the whole list shows, closes it.
  /// Returns whether the overlay stays open.
  mutating func handle(_ key: Key, areaHeight: Int) -> Bool {
    guard !Self.fits(areaHeight: areaHeight), let action = KeyMap.action(for: key) else { return false }
    let page = max(1, Self.visibleRows(areaHeight: areaHeight) - 1)
    let step: Int
    switch action {
    case .lineDown: step = 1
    case .lineUp: step = -1
    case .pageDown: step = page
    case .pageUp: step = -page
    case .halfPageDown: step = max(1, page / 2)
    case .halfPageUp: step = -max(1, page / 2)
    case .top: step = -Self.lines.count
    case .bottom: step = Self.lines.count
    default: return false
    }
    scroll = min(Self.maximumScroll(areaHeight: areaHeight), max(0, scroll + step))
    return true
  }

  /// The status bar's words while the overlay is open.
  static func statusHint(areaHeight: Int) -> String {
    fits(areaHeight: areaHeight) ? "help: any key closes" : "help: ↑↓ scroll, other keys close"
  }

  func draw(into buffer: inout Buffer, area: Rect) {
    let shown: ArraySlice<String>
    let footer: String
    if Self.fits(areaHeight: area.height) {
      shown = Self.lines[...]
      footer = "press any key to close"
    } else {
      let first = min(scroll, Self.maximumScroll(areaHeight: area.height))
      shown = Self.lines[first..<(first + Self.visibleRows(areaHeight: area.height))]
      footer = "keys \(first + 1)-\(first + shown.count) of \(Self.lines.count) · ↑↓ scroll · other keys close"
    }
    let body = [title, ""] + shown + [footer]
    let contentWidth = body.map { DisplayWidth.of($0) }.max() ?? 0
    let boxWidth = min(area.width, contentWidth + 4)
    let boxHeight = min(area.height, body.count + 2)
    guard boxWidth >= 3, boxHeight >= 3 else { return }
    let box = Rect(
      x: area.x + (area.width - boxWidth) / 2, y: area.y + (area.height - boxHeight) / 2,
      width: boxWidth, height: boxHeight)
    buffer.fill(box, style: CellStyle())
    BoxFrame.draw(box, into: &buffer)
    let inner = Rect(x: box.x + 2, y: box.y + 1, width: boxWidth - 4, height: boxHeight - 2)
    for (offset, line) in body.prefix(inner.height).enumerated() {
      // The title and each component's heading are bold, the footer dim.
      let isHeading = offset == 0 || (!line.hasPrefix(" ") && line.hasSuffix(":"))
      let attributes: TextAttributes = isHeading ? .bold : (offset == body.count - 1 ? .dim : [])
      buffer.write(
        TextWrapper.truncate(line, width: inner.width), column: inner.x, row: inner.y + offset,
        style: CellStyle(attributes: attributes), clip: inner)
    }
  }
}
