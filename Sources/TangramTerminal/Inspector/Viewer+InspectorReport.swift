import TangramCore

extension Viewer {
  /// Rows of the item's JSON the panel shows at most; `y` copies all of it.
  static let inspectorJSONLineLimit = 2_000
  /// The most characters of one string the panel shows (more than its rows hold); the rest is
  /// its length in bytes.
  static let inspectorLongestString = 4_096

  /// The panel's title: the item's JSON path, or where it was loaded.
  func inspectorTitle(_ inspector: ItemInspector) -> String {
    switch inspector.origin {
    case .written(let location): return TextSanitizer.sanitize(location.path.pathText).replacingLineBreaks()
    case .loaded(let cardIndex): return "loaded by cards[\(cardIndex)]"
    case .unknown: return "item #\(inspector.selection.rawValue)"
    }
  }

  /// Everything the panel says about its item: where it is written, what draws it, its frame,
  /// its card and that card's style, how often it was shown and its events, then its JSON.
  func inspectorLines(_ inspector: ItemInspector) -> [StyledLine] {
    let layout = pageView.layout
    let id = inspector.selection
    guard id.rawValue < layout.items.count else { return [ItemInspector.emptyPageLine] }
    let placed = layout[id]
    let item = layout.item(of: placed)
    var lines = sourceLines(inspector.origin, placed: placed)
    let elementType = pageView.registry.elementType(for: item.type)
    lines.append(field("type", item.type))
    lines.append(field("element", String(describing: elementType) + (elementType.isClickable ? " (clickable)" : "")))
    lines.append(field("reuse id", pageView.registry.reuseIdentifier(for: item)))
    if let itemID = item.id { lines.append(field("id", itemID)) }
    lines.append(field("address", layout.address(of: placed).description))
    lines += frameLines(placed)
    lines += templateLines(id)
    lines += cardLines(placed)
    lines += eventLines(id, address: layout.address(of: placed))
    lines.append(StyledLine())
    lines.append(heading("json"))
    lines += JSONValue.object(item.data).styledLines(
      limit: Self.inspectorJSONLineLimit, longestString: Self.inspectorLongestString)
    return lines
  }

  func heading(_ text: String) -> StyledLine {
    StyledLine(text, style: CellStyle(attributes: .bold))
  }

  /// `name  value`, the value being page text (sanitised), fitted to the panel as `fit` says.
  func field(_ name: String, _ value: String, fit: StyledLine.Fit = .wrapAnywhere) -> StyledLine {
    StyledLine([(name + "  ", CellStyle(attributes: .bold)), StyledLine.page(value)], fit: fit)
  }

  private func sourceLines(_ origin: ItemOrigin, placed: PlacedItem) -> [StyledLine] {
    switch origin {
    case .written(let location):
      var lines = [field("path", location.path.pathText)]
      let pageText = source.text.text()
      if let range = location.range, let pageText {
        let place = JSONSourceLocator.lineAndColumn(ofOffset: range.lowerBound, in: pageText)
        // Whole on one row: a long file name gives up its front, never its place.
        lines.append(field("source", "\(fileName):\(place.line):\(place.column)", fit: .shortenAtFront))
      } else {
        let missing = pageFileHasChanged ? changedPageFileNotice + " (r reads it again)" : "no page text (built in code)"
        lines.append(field("source", pageText == nil ? missing : "not found in \(fileName)"))
      }
      return lines
    case .loaded(let cardIndex):
      let api = loading.loads.source.cards[cardIndex].data["load"].map(EventSummary.text(of:)) ?? "?"
      return [field("source", "loaded by cards[\(cardIndex)] (load \(api)), not in \(fileName)")]
    case .unknown:
      return [field("source", "unknown")]
    }
  }

  /// The frame in cells (on screen and in the page) and in design units.
  private func frameLines(_ placed: PlacedItem) -> [StyledLine] {
    let frame = placed.frame
    let scale = pageView.scale
    let layer: String
    switch placed.layer {
    case .flow: layer = "flow"
    case .strip(let strip): layer = "pager \(strip), page \(pageView.currentPage(ofStrip: strip) + 1)"
    case .pinned(let pinned): layer = "pinned " + Self.placementName(pageView.layout.pinned[pinned].placement)
    }
    let unitsPerColumn = 1 / max(scale.columnsPerUnit, .leastNonzeroMagnitude)
    let unitsPerRow = unitsPerColumn / scale.cellAspect
    let units = [
      Double(frame.x) * unitsPerColumn, Double(frame.y) * unitsPerRow, Double(frame.width) * unitsPerColumn,
      Double(frame.height) * unitsPerRow,
    ].map(Self.decimal)
    return [
      field("frame", "x \(frame.x) y \(frame.y) w \(frame.width) h \(frame.height) cells, \(layer)"),
      field("units", "x \(units[0]) y \(units[1]) w \(units[2]) h \(units[3])"),
    ]
  }

  private static func placementName(_ placement: CardPlacement) -> String {
    switch placement {
    case .flow: return "flow"
    case .sticky: return "sticky"
    case .fixed: return "fix"
    case .float: return "float"
    }
  }

  /// The card that holds the item (a nested card: its place in the top-level card) and its
  /// resolved style.
  private func cardLines(_ placed: PlacedItem) -> [StyledLine] {
    // The page laid out: the old version's while a compared page shows it.
    var card = pageView.layout.page.cards[placed.cardIndex]
    var name = "cards[\(placed.cardIndex)]"
    for index in pageView.layout.address(of: placed).indexPath.dropLast() {
      guard let nested = card.item(atAllItemsIndex: index).nestedCard else { break }
      name += " › item \(index)"
      card = nested
    }
    let style = card.style
    let scale = pageView.scale
    var lines = [StyledLine(), heading("card")]
    lines.append(field("card", "\(name)  \(card.typeLabel)"))
    if let cardID = card.id { lines.append(field("card id", cardID)) }
    lines.append(field("margin", edgesText(style.margin, scale: scale)))
    lines.append(field("padding", edgesText(style.padding, scale: scale)))
    lines.append(field(
      "gaps",
      "h \(dimensionText(style.hGap)) v \(dimensionText(style.vGap)) = h \(Self.cells(scale.columns(style.hGap))) v \(Self.cells(scale.rows(style.vGap))) cells"
    ))
    if let column = style.column { lines.append(field("column", String(column))) }
    if !style.cols.isEmpty { lines.append(field("cols", style.cols.map(Self.decimal).joined(separator: " "))) }
    if let ratio = style.aspectRatio { lines.append(field("aspectRatio", Self.decimal(ratio))) }
    return lines
  }

  /// `t 10 r 8 b 0 l 8 = 1 2 0 2 cells` (top and bottom in rows, the sides in columns).
  private func edgesText(_ edges: EdgeDimensions, scale: UnitScale) -> String {
    let units = [edges.top, edges.right, edges.bottom, edges.left].map(dimensionText)
    let cells = [
      scale.rows(edges.top), scale.columns(edges.right), scale.rows(edges.bottom), scale.columns(edges.left),
    ].map(Self.cells)
    return "t \(units[0]) r \(units[1]) b \(units[2]) l \(units[3]) = \(cells.joined(separator: " ")) cells"
  }

  private func dimensionText(_ dimension: Dimension) -> String {
    switch dimension {
    case .units(let value): return Self.decimal(value)
    case .rp(let value): return Self.decimal(value) + "rp"
    }
  }

  private static func cells(_ value: Double) -> String { String(UnitScale.edge(value)) }

  /// A number with at most one decimal: `12`, `4.7`.
  static func decimal(_ value: Double) -> String {
    ((value * 10).rounded() / 10).formattedForDisplay
  }

  /// How often the item came on screen, and the logged events about it, newest last.
  private func eventLines(_ id: ItemID, address: ItemAddress) -> [StyledLine] {
    let uniqueID = address.description
    let events = eventLog.entries.filter { $0.event.context.uniqueID == uniqueID }
    var lines = [StyledLine(), heading("events")]
    let shownTimes = pageView.visibility.exposureCounts[id, default: 0]
    lines.append(field("exposure", "shown \(shownTimes) time\(shownTimes == 1 ? "" : "s")"))
    let shown = events.suffix(8)
    if events.isEmpty { lines.append(StyledLine("no events", style: CellStyle(attributes: .dim))) }
    if events.count > shown.count {
      lines.append(StyledLine("… \(events.count - shown.count) earlier", style: CellStyle(attributes: .dim)))
    }
    for entry in shown {
      lines.append(StyledLine(
        [StyledLine.page(EventLog.timeText(entry.time) + "  " + EventSummary.line(entry.event))], fit: .wrapAtWords))
    }
    return lines
  }
}
