import TangramCore

extension VVPainter {
  /// The node's content box in px: its box less its padding.
  func contentFrame(of node: VVPlacedNode, resolved: VVResolvedNode) -> Rect {
    let device = layout.device
    let all = resolved.px("padding", device: device)
    let left = resolved.px("paddingLeft", device: device, fallback: all)
    let top = resolved.px("paddingTop", device: device, fallback: all)
    let right = resolved.px("paddingRight", device: device, fallback: all)
    let bottom = resolved.px("paddingBottom", device: device, fallback: all)
    let frame = node.frame
    return Rect(
      x: frame.x + left, y: frame.y + top, width: max(0, frame.width - left - right),
      height: max(0, frame.height - top - bottom))
  }

  /// The node's content cells: its px box less its padding, in screen cells.
  func contentCells(of node: VVPlacedNode, resolved: VVResolvedNode) -> Rect {
    layout.cells(contentFrame(of: node, resolved: resolved)).offsetBy(dx: origin.x, dy: origin.y)
  }

  /// `Progress` (§9.6): the bar, `initValue` wide from the left padding edge (what a static
  /// preview shows, no script setting its progress), as cells of its colour (blue by default);
  /// at least one column when it has any width.
  mutating func drawProgress(_ resolved: VVResolvedNode, node: VVPlacedNode, cells: Rect, clip: Rect) {
    let color = resolved.color("color") ?? VVColor(alpha: 0xFF, color: Color(rgb: 0x0000FF))
    let length = resolved.px("initValue", device: layout.device)
    guard color.isVisible, length > 0 else { return }
    var bar = contentFrame(of: node, resolved: resolved)
    bar.width = min(bar.width, length)
    var barCells = layout.cells(bar).offsetBy(dx: origin.x, dy: origin.y)
    if barCells.width == 0, bar.width > 0 { barCells.width = 1 }
    if barCells.height == 0, bar.height > 0 { barCells = Rect(x: barCells.x, y: cells.y, width: barCells.width, height: cells.height) }
    list.fill(barCells.intersection(cells).intersection(clip), style: .background(color.color))
  }

  /// Text (§9.8): `NText` wrapped to its content width and cut to `lines`/`maxLines` and its
  /// rows, `VText` on one line; cut text ends with `…` where `ellipsize` asks; aligned by
  /// `gravity`; in `textColor` over a background.
  mutating func drawText(_ resolved: VVResolvedNode, node: VVPlacedNode, cells: Rect, clip: Rect, onBackground: Bool) {
    let engine = VVLayoutEngine(device: layout.device, text: TerminalTextMeasurer())
    let shown = TextSanitizer.sanitize(engine.displayText(of: resolved))
    let content = contentCells(of: node, resolved: resolved)
    guard !shown.isEmpty, content.width > 0 else { return }
    let rows = max(1, content.height)
    let ellipsize = resolved.enumeration("ellipsize") ?? -1
    var lines: [String]
    if node.node.kind == .vText {
      let breaks = shown.utf8.contains(UInt8(ascii: "\n"))
      lines = [breaks ? shown.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: " ") : shown]
    } else {
      lines = TextWrapper.wrap(shown, width: content.width)
      var limit = rows
      if let fixed = resolved.integer("lines"), fixed > 0 { limit = min(limit, fixed) }
      if let most = resolved.integer("maxLines"), most > 0 { limit = min(limit, most) }
      if lines.count > limit {
        let cut = lines[limit - 1] + " " + lines[limit...].joined(separator: " ")
        lines = Array(lines.prefix(limit - 1)) + [cut]
      }
    }
    let gravity = resolved.gravity("gravity") ?? .leftTop
    let top: Int
    if gravity.contains(.top) {
      top = content.y
    } else if gravity.contains(.bottom) {
      top = content.maxY - min(rows, lines.count)
    } else if gravity.contains(.verticalCenter) {
      top = content.y + (rows - min(rows, lines.count)) / 2
    } else {
      top = content.y
    }
    let style = textStyle(resolved, onBackground: onBackground)
    let area = content.intersection(clip)
    for (offset, raw) in lines.prefix(rows).enumerated() {
      let line = Self.fit(raw, width: content.width, ellipsize: ellipsize)
      let lineWidth = DisplayWidth.of(line)
      let column: Int
      if gravity.contains(.left) || !gravity.hasHorizontal {
        column = content.x
      } else if gravity.contains(.right) {
        column = content.maxX - lineWidth
      } else {
        column = content.x + max(0, content.width - lineWidth) / 2
      }
      list.write(line, column: column, row: top + offset, style: style, clip: area)
    }
  }

  /// A line cut to `width` columns: `…` at the end (`end`, `marquee`), the start or the middle,
  /// or silently (no `ellipsize`, as Android).
  static func fit(_ line: String, width: Int, ellipsize: Int) -> String {
    guard DisplayWidth.exceeds(line, columns: width) else { return line }
    switch ellipsize {
    case 2, 3: return TextWrapper.truncate(line, width: width)
    case 0: return TextWrapper.truncateFront(line, width: width)
    case 1:
      let head = TextWrapper.truncate(line, width: (width + 1) / 2)
      let tail = TextWrapper.truncateFront(line, width: width - DisplayWidth.of(head) + 1).dropFirst()
      return head + tail
    default:
      var kept = ""
      for character in line {
        if DisplayWidth.exceeds(kept + String(character), columns: width) { break }
        kept.append(character)
      }
      return kept
    }
  }

  /// `textColor` (black by default) when a background is under the text; `textStyle` as
  /// attributes.
  private func textStyle(_ resolved: VVResolvedNode, onBackground: Bool) -> CellStyle {
    var attributes: TextAttributes = []
    let style = resolved.textStyle
    if style.contains(.bold) { attributes.insert(.bold) }
    if style.contains(.italic) { attributes.insert(.italic) }
    if style.contains(.underline) { attributes.insert(.underline) }
    let color = resolved.color("textColor") ?? .black
    return CellStyle(foreground: onBackground && color.isVisible ? color.color : nil, attributes: attributes)
  }

  /// An image (§9.7): never fetched; `░` over its cells with the last path segment of `src` on
  /// its middle row when there is room. An empty `src` draws nothing.
  mutating func drawImage(_ resolved: VVResolvedNode, cells: Rect, clip: Rect) {
    guard let source = resolved.string("src"), !source.isEmpty else { return }
    let area = cells.intersection(clip)
    list.fill(area, with: Cell(symbol: "░", style: CellStyle(attributes: .dim)))
    guard cells.width >= 3 else { return }
    let path = source.split(separator: "?").first.map(String.init) ?? source
    let name = TextSanitizer.sanitize(path.split(separator: "/").last.map(String.init) ?? path)
    let label = TextWrapper.truncate(name, width: cells.width)
    let column = cells.x + (cells.width - DisplayWidth.of(label)) / 2
    list.write(label, column: column, row: cells.y + (cells.height - 1) / 2, style: CellStyle(attributes: .dim), clip: area)
  }

  /// A line (§9.5): `─` or `│` on the row or column its `gravity` puts the stroke, `╌`/`╎` when
  /// dashed, heavy when a cell thick; shortened by padding at both ends.
  mutating func drawLine(_ resolved: VVResolvedNode, node: VVPlacedNode, cells: Rect, clip: Rect) {
    let content = contentCells(of: node, resolved: resolved)
    let span = content.isEmpty ? cells : content
    let horizontal = resolved.isHorizontal
    let gravity = resolved.gravity("gravity") ?? .leftTop
    let device = layout.device
    let stroke = max(1, resolved.px("paintWidth", device: device, fallback: 1))
    let thick = horizontal ? stroke >= device.px(rows: 1) : stroke >= device.px(columns: 1)
    let dashed = resolved.enumeration("style") == 2
    let glyph = horizontal ? (thick ? "━" : dashed ? "╌" : "─") : (thick ? "┃" : dashed ? "╎" : "│")
    let color = resolved.color("color") ?? .black
    let style = CellStyle(foreground: color.isVisible ? color.color : nil)
    let area = cells.intersection(clip)
    if horizontal {
      let row =
        gravity.contains(.verticalCenter) ? cells.y + (cells.height - 1) / 2
        : gravity.contains(.bottom) ? cells.maxY - 1 : cells.y
      list.write(String(repeating: glyph, count: max(0, span.width)), column: span.x, row: row, style: style, clip: area)
    } else {
      let column =
        gravity.contains(.horizontalCenter) ? cells.x + (cells.width - 1) / 2
        : gravity.contains(.right) ? cells.maxX - 1 : cells.x
      for row in span.y..<max(span.y, span.maxY) {
        list.write(glyph, column: column, row: row, style: style, clip: area)
      }
    }
  }

  /// A `VGraph` shape (§9.6): a filled rectangle or ellipse as background cells in its colour, a
  /// stroked one as a frame or `•` cells; a shape of at most 2 × 1 cells as one `●`/`○`.
  mutating func drawShape(_ resolved: VVResolvedNode, cells: Rect, clip: Rect) {
    let color = resolved.color("color") ?? .transparent
    guard color.isVisible else { return }
    let area = cells.intersection(clip)
    let filled = (resolved.enumeration("paintStyle") ?? 2) == 2
    let isRectangle = resolved.enumeration("type") == 2
    if !isRectangle, cells.width <= 2, cells.height <= 1 {
      list.write(filled ? "●" : "○", column: cells.x + (cells.width - 1) / 2, row: cells.y, style: CellStyle(foreground: color.color), clip: area)
      return
    }
    if filled {
      for row in area.y..<area.maxY {
        for column in area.x..<area.maxX where isRectangle || Self.inEllipse(column: column, row: row, in: cells) {
          list.fill(Rect(x: column, y: row, width: 1, height: 1), style: .background(color.color))
        }
      }
    } else if isRectangle {
      list.frame(cells, style: CellStyle(foreground: color.color), clip: area)
    } else {
      for row in area.y..<area.maxY {
        for column in area.x..<area.maxX where Self.inEllipse(column: column, row: row, in: cells) {
          let edge = [(1, 0), (-1, 0), (0, 1), (0, -1)].contains { !Self.inEllipse(column: column + $0.0, row: row + $0.1, in: cells) }
          if edge { list.write("•", column: column, row: row, style: CellStyle(foreground: color.color), clip: area) }
        }
      }
    }
  }

  /// Whether a cell's centre lies inside the ellipse that fills `cells`.
  private static func inEllipse(column: Int, row: Int, in cells: Rect) -> Bool {
    guard cells.width > 0, cells.height > 0 else { return false }
    let dx = (Double(column) + 0.5 - (Double(cells.x) + Double(cells.width) / 2)) / (Double(cells.width) / 2)
    let dy = (Double(row) + 0.5 - (Double(cells.y) + Double(cells.height) / 2)) / (Double(cells.height) / 2)
    return dx * dx + dy * dy <= 1
  }

  /// An element that is not drawn here: a dim frame with its name, or the name alone when small.
  mutating func drawLabelledBox(_ name: String, cells: Rect, clip: Rect) {
    let area = cells.intersection(clip)
    let style = CellStyle(attributes: .dim)
    let label = TextSanitizer.sanitize(name)
    if cells.width >= 4, cells.height >= 2 {
      list.frame(cells, style: style, glyphs: .dashed, clip: area)
      list.write(TextWrapper.truncate(label, width: cells.width - 2), column: cells.x + 1, row: cells.y, style: style, clip: area)
    } else {
      list.write(TextWrapper.truncate(label, width: cells.width), column: cells.x, row: cells.y, style: style, clip: area)
    }
  }
}
