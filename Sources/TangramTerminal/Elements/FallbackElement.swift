import TangramCore

/// Draws an item whose type has no element: its best label (`title`, `text`, `msg`, else its
/// type), wrapped, so every item of a page shows (spec §9.8).
public final class FallbackElement: Element {
  private var label = ""
  private var lines: [String] = []

  /// Makes an unconfigured element.
  public init() {}

  /// The text shown for an item.
  public static func label(of item: Item) -> String {
    TextSanitizer.sanitize(item.label)
  }

  /// Rows the item needs at `width` columns.
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    max(1, TextWrapper.lineCount(label(of: item), width: width))
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    label = Self.label(of: item)
    lines = []
  }

  /// Draws into `frame`, clipped to `clip`.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    if lines.isEmpty { lines = TextWrapper.wrap(label, width: frame.width) }
    drawLines(lines, into: &buffer, frame: frame, clip: clip, style: .plain)
  }

  /// Forgets the last item.
  public func prepareForReuse() {
    label = ""
    lines = []
  }
}
