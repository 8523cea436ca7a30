import TangramCore

/// The `text` element: the item's `text` field, wrapped to the width.
public final class TextElement: Element {
  private var lines: [String] = []
  private var text = ""

  /// Makes an unconfigured element.
  public init() {}

  /// Rows the item needs at `width` columns.
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    let text = item.string("text") ?? ""
    // Plain printable ASCII needs no sanitising: measure it in one pass.
    if let columns = TextWrapper.printableASCIIColumns(text), columns <= width { return 1 }
    return max(1, TextWrapper.lineCount(TextSanitizer.sanitize(text), width: width))
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    text = TextSanitizer.sanitize(item.string("text") ?? "")
    lines = []
  }

  /// Draws into `frame`, clipped to `clip`.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    if lines.isEmpty { lines = TextWrapper.wrap(text, width: frame.width) }
    drawLines(lines, into: &buffer, frame: frame, clip: clip, style: .plain)
  }

  /// Forgets the last item.
  public func prepareForReuse() {
    lines = []
    text = ""
  }
}

/// Writes wrapped lines from the top of `frame`, one per row, clipped.
func drawLines(
  _ lines: [String], into buffer: inout Buffer, frame: Rect, clip: Rect, style: CellStyle
) {
  let bounds = frame.intersection(clip)
  guard !bounds.isEmpty else { return }
  for (offset, line) in lines.enumerated() {
    let row = frame.y + offset
    if row >= bounds.maxY { break }
    if row < bounds.y { continue }
    buffer.write(line, column: frame.x, row: row, style: style, clip: bounds)
  }
}
