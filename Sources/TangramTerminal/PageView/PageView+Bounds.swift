import TangramCore

/// Layout bounds (`x`), as Android's "Show layout bounds" and a browser's box model show them:
/// every card on screen outlined (heavy lines) with its type at its top-left corner, its margin
/// and padding as shaded bands, and every item outlined (light lines; a one-row item is
/// underlined). Drawing only: layout, mounting and events are as they are without it.
///
/// The bounds are drawn under the items and the card types over them: an element draws over
/// its outline wherever it writes, so the page's text stays whole and the outline shows where
/// the item is empty. The bands tint the background (margin orange, padding green, as browsers
/// colour them) and are filled with a shade glyph (margin `░`, padding `·`), which tells them
/// apart without colours.
enum LayoutBounds {
  /// A card's outline and type.
  static let cardStyle = CellStyle(foreground: Color(rgb: 0x4FA3E0), attributes: .bold)
  /// An item's outline.
  static let itemStyle = CellStyle(foreground: Color(rgb: 0xD45DB8))
  /// The margin band: tint and glyph.
  static let marginColor = Color(rgb: 0xF9CC9D)
  static let marginGlyph = "░"
  /// The padding band: tint and glyph.
  static let paddingColor = Color(rgb: 0xC3D08B)
  static let paddingGlyph = "·"

  /// Insets in cells, rounded as edges are (`UnitScale.edge`).
  struct Insets: Equatable {
    var top = 0
    var left = 0
    var bottom = 0
    var right = 0

    init(top: Int, left: Int, bottom: Int, right: Int) {
      self.top = top
      self.left = left
      self.bottom = bottom
      self.right = right
    }

    /// `edges` (design units) at `scale`.
    init(_ edges: EdgeDimensions, scale: UnitScale) {
      top = max(0, UnitScale.edge(scale.rows(edges.top)))
      left = max(0, UnitScale.edge(scale.columns(edges.left)))
      bottom = max(0, UnitScale.edge(scale.rows(edges.bottom)))
      right = max(0, UnitScale.edge(scale.columns(edges.right)))
    }

    /// `rect` grown by the insets.
    func outset(_ rect: Rect) -> Rect {
      Rect(x: rect.x - left, y: rect.y - top, width: rect.width + left + right, height: rect.height + top + bottom)
    }

    /// `rect` shrunk by the insets, never below empty.
    func inset(_ rect: Rect) -> Rect {
      Rect(
        x: rect.x + left, y: rect.y + top, width: max(0, rect.width - left - right),
        height: max(0, rect.height - top - bottom))
    }
  }

  /// Draws a card box: the margin band outside `box` (when `margin` is given), the padding band
  /// inside it, and its outline in heavy lines (items' are light, so they differ without colours).
  static func drawCard(box: Rect, margin: Insets?, padding: Insets, into buffer: inout Buffer, clip: Rect) {
    if let margin {
      fillBand(margin.outset(box), leaving: box, color: marginColor, glyph: marginGlyph, into: &buffer, clip: clip)
    }
    fillBand(box, leaving: padding.inset(box), color: paddingColor, glyph: paddingGlyph, into: &buffer, clip: clip)
    outline(box, style: cardStyle, glyphs: .heavy, into: &buffer, clip: clip)
  }

  /// Writes a card's type at the top-left of its box, after the corner when it has one (drawn
  /// after the items, so no outline covers it). The type takes only cells that show the bounds
  /// (outline, bands) or nothing: it stops before the first cell an item wrote in and is left
  /// out when fewer than ``minimumTypeLength`` cells are free, so the page's text stays whole
  /// (the inspector names the card of any item).
  static func drawCardType(_ card: Card, box: Rect, into buffer: inout Buffer, clip: Rect) {
    let start = box.width >= 3 && box.height >= 2 ? 1 : 0
    let area = clip.intersection(box).intersection(buffer.area)
    let row = box.y
    guard area.y <= row, row < area.maxY else { return }
    let first = max(box.x + start, area.x)
    let last = min(box.maxX - start, area.maxX)
    // An item over the corner: the type would read as part of its text.
    if start == 1, let corner = buffer.cell(column: box.x, row: row), area.contains(column: box.x, row: row),
      !isChrome(corner.symbol)
    {
      return
    }
    var free = 0
    while first + free < last, let cell = buffer.cell(column: first + free, row: row), isChrome(cell.symbol) {
      free += 1
    }
    guard free >= min(minimumTypeLength, last - first), free > 0 else { return }
    let name = TextSanitizer.sanitize(card.typeName.isEmpty ? card.layoutType : card.typeName)
    buffer.write(
      TextWrapper.truncate(name, width: free), column: first, row: row, style: cardStyle,
      clip: Rect(x: first, y: row, width: free, height: 1))
  }

  /// The fewest free cells a card's type is written in (a shorter start says nothing).
  static let minimumTypeLength = 4

  /// Whether a cell shows bounds or nothing: blank, a box-drawing line, or a band's glyph.
  private static func isChrome(_ symbol: String) -> Bool {
    if symbol == " " || symbol == marginGlyph || symbol == paddingGlyph { return true }
    guard let scalar = symbol.unicodeScalars.first, symbol.unicodeScalars.count == 1 else { return false }
    return (0x2500...0x257F).contains(scalar.value)
  }

  /// Outlines an item; a one-row item is underlined instead.
  static func drawItem(_ frame: Rect, into buffer: inout Buffer, clip: Rect) {
    guard !frame.isEmpty else { return }
    if frame.height == 1 || frame.width == 1 {
      buffer.addAttributes(.underline, in: frame.intersection(clip))
      return
    }
    outline(frame, style: itemStyle, glyphs: .light, into: &buffer, clip: clip)
  }

  /// The colour of template nodes' marks.
  static let nodeStyle = CellStyle(foreground: Color(rgb: 0x3FBF9F))

  /// Marks every shown node of a template item drawn at `frame`, over the item so its text stays
  /// in place: a node two cells or more each way gets its four corners (`┌ ┐ └ ┘`), a thinner
  /// one is underlined, as one-row items are.
  static func drawTemplateNodes(_ nodes: [VVNodeCells], at frame: Rect, into buffer: inout Buffer, clip: Rect) {
    let clip = clip.intersection(frame)
    for shown in nodes where shown.isShown && !shown.cells.isEmpty {
      let cells = shown.cells.offsetBy(dx: frame.x, dy: frame.y)
      guard cells.width >= 2, cells.height >= 2 else {
        buffer.addAttributes(.underline, in: cells.intersection(clip))
        continue
      }
      let corners = [
        (cells.x, cells.y, "┌"), (cells.maxX - 1, cells.y, "┐"), (cells.x, cells.maxY - 1, "└"),
        (cells.maxX - 1, cells.maxY - 1, "┘"),
      ]
      for (column, row, glyph) in corners where clip.contains(column: column, row: row) {
        buffer.write(glyph, column: column, row: row, style: nodeStyle)
      }
    }
  }

  /// A card's or item's outline.
  static func outline(_ frame: Rect, style: CellStyle, glyphs: BoxFrame.Glyphs, into buffer: inout Buffer, clip: Rect) {
    BoxFrame.draw(frame, into: &buffer, style: style, glyphs: glyphs, clip: clip.intersection(frame))
  }

  /// Tints the cells of `outer` outside `inner` and fills them with `glyph`.
  private static func fillBand(
    _ outer: Rect, leaving inner: Rect, color: Color, glyph: String, into buffer: inout Buffer, clip: Rect
  ) {
    let band = outer.intersection(clip).intersection(buffer.area)
    guard !band.isEmpty else { return }
    let cell = Cell(symbol: glyph, style: CellStyle(foreground: color.readableForeground, background: color))
    for row in band.y..<band.maxY {
      for column in band.x..<band.maxX where !inner.contains(column: column, row: row) {
        buffer.setCell(cell, column: column, row: row)
      }
    }
  }
}

extension PageView {
  /// The bounds of the flow's and pagers' cards and items on content rows from `contentTop`,
  /// drawn into `area` before their items: card boxes (parents first), then items.
  func drawLayoutBounds(into buffer: inout Buffer, area: Rect, contentTop: Int) {
    let rows = contentTop..<(contentTop + area.height)
    let dy = area.y - contentTop
    let dx = area.x
    let scale = scale
    for boxIndex in layout.boxIndex.indices(intersectingRows: rows) {
      let box = layout.boxes[boxIndex]
      let style = layout.card(of: box).style
      LayoutBounds.drawCard(
        box: box.frame.offsetBy(dx: dx, dy: dy), margin: LayoutBounds.Insets(style.margin, scale: scale),
        padding: LayoutBounds.Insets(style.padding, scale: scale), into: &buffer, clip: area)
    }
    for index in layout.itemIndex.indices(intersectingRows: rows) {
      LayoutBounds.drawItem(layout.items[index].frame.offsetBy(dx: dx, dy: dy), into: &buffer, clip: area)
    }
    for stripIndex in layout.stripIndex.indices(intersectingRows: rows) {
      let clip = layout.strips[stripIndex].window.offsetBy(dx: dx, dy: dy).intersection(area)
      for id in visibleItemIDs(ofStrip: stripIndex) {
        let frame = layout[id].frame.offsetBy(dx: dx - stripOffsets[stripIndex], dy: dy)
        LayoutBounds.drawItem(frame, into: &buffer, clip: clip)
      }
    }
  }

  /// The types of the flow's and pagers' cards on content rows from `contentTop`, over their
  /// items.
  func drawCardTypes(into buffer: inout Buffer, area: Rect, contentTop: Int) {
    let rows = contentTop..<(contentTop + area.height)
    for boxIndex in layout.boxIndex.indices(intersectingRows: rows) {
      let box = layout.boxes[boxIndex]
      LayoutBounds.drawCardType(
        layout.card(of: box), box: box.frame.offsetBy(dx: area.x, dy: area.y - contentTop), into: &buffer, clip: area)
    }
  }

  /// The box and padding of a pinned card at `frame`, before its items (no margin band: a
  /// pinned card is placed against the screen, not by its margins).
  func drawLayoutBounds(ofPinnedCard pinned: PinnedCard, at frame: Rect, into buffer: inout Buffer, clip: Rect) {
    LayoutBounds.drawCard(
      box: frame, margin: nil, padding: LayoutBounds.Insets(page.cards[pinned.cardIndex].style.padding, scale: scale),
      into: &buffer, clip: clip)
  }
}
