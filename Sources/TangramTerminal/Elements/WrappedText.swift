import TangramCore

/// Text wrapped to a width only as far as rows have been asked for: an item's height needs just
/// a line count (``TextWrapper/lineCount(_:width:limit:)``), and drawing needs only the rows on
/// screen, so showing the top of a huge text never reads the rest of it.
///
/// Lines found are kept (as ranges of the text), so scrolling through the text reads each part
/// of it once.
struct WrappedText {
  private var breaker: LineBreaker
  private var lines: [Range<String.Index>] = []
  private var hasAllLines = false

  /// `text` (sanitised already) to be wrapped at `width` columns.
  init(_ text: String = "", width: Int = 0) {
    breaker = LineBreaker(text, width: width)
  }

  /// The text being wrapped.
  var text: String { breaker.text }
  /// The width it is wrapped at.
  var width: Int { breaker.width }

  /// The text of line `index` (from 0), or nil when the text has fewer lines: a slice of the
  /// text, so drawing a line copies nothing.
  mutating func line(_ index: Int) -> Substring? {
    while lines.count <= index, !hasAllLines {
      if let line = breaker.nextLine() {
        lines.append(line)
      } else {
        hasAllLines = true
      }
    }
    return index < lines.count ? breaker.slice(for: lines[index]) : nil
  }

  /// The same text wrapped at `width`, keeping what was found when the width is the same.
  mutating func rewrap(toWidth newWidth: Int) {
    guard newWidth != width else { return }
    self = WrappedText(text, width: newWidth)
  }

  /// Writes the lines that fall in the rows of `frame` inside `clip`, from the top of `frame`,
  /// one line a row, wrapping the text to the frame's width as far as the last of those rows.
  mutating func draw(into buffer: inout Buffer, frame: Rect, clip: Rect, style: CellStyle) {
    let bounds = frame.intersection(clip)
    guard !bounds.isEmpty else { return }
    rewrap(toWidth: frame.width)
    // `bounds` lies inside `frame`: its first row is the first to draw.
    for row in bounds.y..<bounds.maxY {
      guard let line = line(row - frame.y) else { break }
      buffer.write(line, column: frame.x, row: row, style: style, clip: bounds)
    }
  }
}
