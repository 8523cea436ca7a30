import TangramCore

/// The `e` overlay: the event log, newest at the bottom, with a selected row; `Enter` shows the
/// selected event's fields.
struct EventLogOverlay {
  /// Index of the selected entry (nil: follow the newest).
  var selection: Int?
  /// Whether the selected event's fields are shown instead of the list.
  var isShowingDetails = false {
    didSet { detailScroll = 0 }
  }
  /// Rows of the details scrolled off the top.
  var detailScroll = 0

  /// The entry the selection points at.
  func selectedIndex(in log: EventLog) -> Int? {
    guard !log.entries.isEmpty else { return nil }
    return min(selection ?? log.entries.count - 1, log.entries.count - 1)
  }

  /// Moves the selection by `rows` (negative is up, towards older events).
  mutating func moveSelection(by rows: Int, in log: EventLog) {
    guard let current = selectedIndex(in: log) else { return }
    selection = min(max(0, current + rows), log.entries.count - 1)
  }

  /// Handles a key while the overlay is open, with the viewer's own keys (``KeyMap``): a row up
  /// or down (in the details: scrolls them), a page (ten rows), the first and the newest event;
  /// Enter shows the selected event's fields, Esc goes back from them; Esc, `e` and the quit keys
  /// close the overlay. Returns whether it stays open.
  mutating func handle(_ key: Key, in log: EventLog) -> Bool {
    switch Self.keys.action(for: key) {
    case .showDetails:
      isShowingDetails = true
      return true
    case .back:
      guard isShowingDetails else { return false }
      isShowingDetails = false
      return true
    case nil: break
    }
    switch KeyMap.action(for: key) {
    case .lineUp where isShowingDetails: detailScroll = max(0, detailScroll - 1)
    case .lineDown where isShowingDetails: detailScroll += 1
    case .lineUp: moveSelection(by: -1, in: log)
    case .lineDown: moveSelection(by: 1, in: log)
    case .pageUp: moveSelection(by: -Self.pageRows, in: log)
    case .pageDown: moveSelection(by: Self.pageRows, in: log)
    case .top: selection = 0
    case .bottom: selection = nil
    case .toggleEventLog, .quit: return false
    default: break
    }
    return true
  }

  /// What the overlay's own keys do.
  enum Action: Hashable, Sendable {
    case showDetails, back
  }

  /// The keys the overlay takes besides the viewer's moving keys.
  static let keys = ComponentKeys<Action>(
    title: "in the event log (e)",
    [
      ([.enter], .showDetails, "show the selected event's fields"),
      ([.escape], .back, "back from the fields, else close the log"),
    ],
    notes: [
      KeyHelpRow(label: "page keys", summary: "select: a row, a page, the first or the newest event (e and q close)")
    ])

  /// Rows a page key moves the selection.
  static let pageRows = 10

  func draw(_ log: EventLog, into buffer: inout Buffer, area: Rect) {
    guard area.width >= 10, area.height >= 4 else { return }
    let box = area
    buffer.fill(box, style: .plain)
    let inner = Rect(x: box.x + 1, y: box.y + 1, width: box.width - 2, height: box.height - 2)
    let title = isShowingDetails
      ? " event details · ↑↓ scroll · Esc back "
      : " events (\(log.entries.count)) · ↑↓ select · Enter details · Esc close "
    drawFrame(box, title: title, into: &buffer)
    let lines = isShowingDetails ? detailLines(log) : listLines(log, height: inner.height)
    for (offset, line) in lines.prefix(inner.height).enumerated() {
      buffer.write(
        TextWrapper.truncate(line.text, width: inner.width), column: inner.x, row: inner.y + offset,
        style: line.isSelected ? CellStyle(attributes: .reverse) : .plain, clip: inner)
    }
  }

  private struct Line {
    var text: String
    var isSelected = false
  }

  /// The rows of the list that fit, scrolled so the selection shows, newest at the bottom.
  private func listLines(_ log: EventLog, height: Int) -> [Line] {
    guard let selected = selectedIndex(in: log) else { return [Line(text: "no events yet")] }
    let last = max(selected, min(log.entries.count - 1, selected + height / 2))
    let first = max(0, last - height + 1)
    return (first...last).map { index in
      let entry = log.entries[index]
      return Line(
        text: EventLog.timeText(entry.time) + "  " + EventSummary.line(entry.event),
        isSelected: index == selected)
    }
  }

  /// Every field of the selected event, one per row.
  private func detailLines(_ log: EventLog) -> [Line] {
    guard let index = selectedIndex(in: log) else { return [] }
    let entry = log.entries[index]
    let event = entry.event
    let context = event.context
    // What the user came for first: the topic and the parameters (the action), then where.
    var fields: [(String, String?)] = [("topic", event.topic.rawValue)]
    fields += event.parameters.members.map { ("params." + $0.key, EventSummary.text(of: $0.value)) }
    fields += [
      ("type", context.elementType), ("unique id", context.uniqueID), ("card id", context.cardID),
      ("card index", context.cardIndex.map(String.init)), ("item index", context.itemIndex.map(String.init)),
      ("item id", context.itemID), ("poster", event.poster), ("seq", String(event.sequence)),
      ("time", EventLog.timeText(entry.time)),
    ]
    let lines = fields.compactMap { name, value in
      value.map { Line(text: name + ": " + TextSanitizer.sanitize($0).replacingLineBreaks()) }
    }
    return Array(lines.dropFirst(min(detailScroll, max(0, lines.count - 1))))
  }

  private func drawFrame(_ box: Rect, title: String, into buffer: inout Buffer) {
    BoxFrame.draw(box, into: &buffer)
    buffer.write(
      TextWrapper.truncate(title, width: box.width - 4), column: box.x + 2, row: box.y,
      style: CellStyle(attributes: .bold), clip: box)
  }
}
