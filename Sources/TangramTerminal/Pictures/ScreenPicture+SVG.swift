import TangramCore

extension ScreenPicture {
  /// The picture as an SVG document: the frame (with a ``title``), then per row the background
  /// rectangles, the underlines, the box-drawing lines and the text.
  public func svg(of buffer: Buffer) -> String {
    let gridWidth = buffer.width * Self.cellWidth
    let gridHeight = buffer.height * Self.cellHeight
    let origin = title == nil ? (x: 0, y: 0) : (x: Self.padding, y: Self.titleBarHeight)
    let width = gridWidth + 2 * origin.x
    let height = gridHeight + origin.y + (title == nil ? 0 : Self.padding)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)">\n
      """
    svg += frame(width: width, height: height)
    svg += "<g transform=\"translate(\(origin.x) \(origin.y))\">\n"
    let rows = (0..<buffer.height).map { (row: $0, cells: buffer.shownCells(row: $0)) }
    svg += "<g shape-rendering=\"crispEdges\">\n"
    for (row, cells) in rows { svg += backgrounds(of: cells, row: row) }
    for (row, cells) in rows { svg += underlines(of: cells, row: row) }
    svg += "</g>\n"
    svg += boxLines(of: rows)
    svg += "<g font-family=\"\(Self.fontFamily.xmlEscaped)\" font-size=\"\(Self.fontSize)\" text-anchor=\"middle\">\n"
    for (row, cells) in rows { svg += text(of: cells, row: row) }
    svg += "</g>\n</g>\n</svg>\n"
    return svg
  }

  // MARK: - Frame

  /// The terminal's background, in a window frame with three buttons and the title when there
  /// is a title.
  private func frame(width: Int, height: Int) -> String {
    let background = "fill=\"\(theme.background)\""
    guard let title else { return "<rect width=\"\(width)\" height=\"\(height)\" \(background)/>\n" }
    var frame = "<rect x=\"0.5\" y=\"0.5\" width=\"\(width - 1)\" height=\"\(height - 1)\" rx=\"8\" \(background) "
    frame += "stroke=\"\(Self.mix(theme.background, theme.foreground))\" stroke-opacity=\"0.5\"/>\n"
    for (index, color) in ["#FF5F57", "#FEBC2E", "#28C840"].enumerated() {
      frame += "<circle cx=\(quoted(Self.padding + 6 + 20 * index)) cy=\"16\" r=\"6\" fill=\"\(color)\"/>\n"
    }
    // The title is centred between the buttons and their mirror image, at about 8 units a
    // character; a longer one is cut with "…".
    let room = max(0, (width - 2 * (Self.padding + 64)) / 8)
    let cleanTitle = TextSanitizer.sanitize(title).replacingLineBreaks()
    let shownTitle = cleanTitle.count <= room ? cleanTitle : String(cleanTitle.prefix(max(0, room - 1))) + "…"
    frame += "<text x=\(quoted(width / 2)) y=\"21\" fill=\"\(Self.mix(theme.foreground, theme.background))\" "
    frame += "font-family=\"\(Self.fontFamily.xmlEscaped)\" font-size=\"13\" text-anchor=\"middle\">"
    frame += shownTitle.xmlEscaped + "</text>\n"
    return frame
  }

  // MARK: - Rows

  /// One rectangle per run of cells whose background differs from the theme's.
  private func backgrounds(of cells: [ShownCell], row: Int) -> String {
    runs(of: cells) { cell -> Color? in
      let background = paint(cell.style).background
      return background == theme.background ? nil : background
    }
    .map { run in
      rect(column: run.column, width: run.width, y: row * Self.cellHeight, height: Self.cellHeight, fill: run.key)
    }
    .joined()
  }

  /// One line per run of underlined cells of one colour, a cell's width below the baseline.
  private func underlines(of cells: [ShownCell], row: Int) -> String {
    runs(of: cells) { cell -> Color? in
      let paint = paint(cell.style)
      return paint.isUnderlined ? paint.foreground : nil
    }
    .map { run in
      rect(column: run.column, width: run.width, y: row * Self.cellHeight + Self.baseline + 2, height: 1, fill: run.key)
    }
    .joined()
  }

  /// The box-drawing characters as paths, one per colour and stroke width.
  private func boxLines(of rows: [(row: Int, cells: [ShownCell])]) -> String {
    var paths: [String: String] = [:]
    var order: [String] = []
    for (row, cells) in rows {
      for cell in cells {
        guard let drawing = BoxDrawing.of(cell.symbol) else { continue }
        let color = paint(cell.style).foreground
        let strokes = drawing.strokes(
          x: Double(cell.column * Self.cellWidth), y: Double(row * Self.cellHeight),
          width: Double(cell.width * Self.cellWidth), height: Double(Self.cellHeight))
        for stroke in strokes {
          let key = "stroke=\"\(color)\" stroke-width=\"\(svgNumber(stroke.width))\""
          if paths[key] == nil { order.append(key) }
          paths[key, default: ""] += stroke.path
        }
      }
    }
    return order.map { "<path fill=\"none\" \($0) d=\"\(paths[$0] ?? "")\"/>\n" }.joined()
  }

  /// The row's characters, but for box-drawing lines: one `<text>` per run of one colour and
  /// font, each character at the centre of its cells, spaces between them kept (so the text
  /// copies as it reads) and spaces around them left out; a cluster of more than one UTF-16
  /// unit (combining marks, emoji) gets a `<text>` of its own, so that its parts are not taken
  /// for characters of their own.
  private func text(of cells: [ShownCell], row: Int) -> String {
    var text = ""
    var run: (key: TextKey, xs: [Int], symbols: String)?
    var spaces: [Int] = []
    func finish() {
      if let run { text += textElement(run.key, xs: run.xs, symbols: run.symbols, row: row) }
      run = nil
      spaces = []
    }
    for cell in cells {
      let x = cell.column * Self.cellWidth + cell.width * Self.cellWidth / 2
      if cell.isBlank {
        if run != nil { spaces.append(x) }
        continue
      }
      guard BoxDrawing.of(cell.symbol) == nil else {
        finish()
        continue
      }
      let key = paint(cell.style).textKey
      if cell.symbol.utf16.count > 1 {
        finish()
        text += textElement(key, xs: [x], symbols: cell.symbol, row: row)
      } else if var current = run, current.key == key {
        current.xs += spaces + [x]
        current.symbols += String(repeating: " ", count: spaces.count) + cell.symbol
        run = current
        spaces = []
      } else {
        finish()
        run = (key, [x], cell.symbol)
      }
    }
    finish()
    return text
  }

  /// A `<text>` of `symbols`, the n-th character centred on `xs[n]`; spaces are kept as they are
  /// (`xml:space`, and `white-space` for SVG 2 readers), so each takes its own position.
  private func textElement(_ key: TextKey, xs: [Int], symbols: String, row: Int) -> String {
    var element = "<text x=\"\(xs.map(String.init).joined(separator: " "))\" y=\(quoted(row * Self.cellHeight + Self.baseline))"
    element += " fill=\"\(key.color)\""
    if key.isBold { element += " font-weight=\"bold\"" }
    if key.isItalic { element += " font-style=\"italic\"" }
    if symbols.contains(" ") { element += " xml:space=\"preserve\" style=\"white-space:pre\"" }
    return element + ">" + symbols.xmlEscaped + "</text>\n"
  }

  // MARK: - Helpers

  /// The runs of neighbouring cells for which `key` gives the same value, leaving out cells it
  /// gives nil for; columns and widths in cells.
  private func runs<Key: Equatable>(of cells: [ShownCell], key: (ShownCell) -> Key?) -> [(column: Int, width: Int, key: Key)] {
    var runs: [(column: Int, width: Int, key: Key)] = []
    for cell in cells {
      guard let value = key(cell) else { continue }
      if let last = runs.last, last.key == value, last.column + last.width == cell.column {
        runs[runs.count - 1].width += cell.width
      } else {
        runs.append((cell.column, cell.width, value))
      }
    }
    return runs
  }

  private func rect(column: Int, width: Int, y: Int, height: Int, fill: Color) -> String {
    "<rect x=\(quoted(column * Self.cellWidth)) y=\(quoted(y)) width=\(quoted(width * Self.cellWidth)) "
      + "height=\(quoted(height)) fill=\"\(fill)\"/>\n"
  }

  private func quoted(_ value: Int) -> String { "\"\(value)\"" }
}
