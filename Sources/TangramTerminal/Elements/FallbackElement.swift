import TangramCore

/// Draws an item whose type has no element: its best label (`title`, `text`, `msg`, else its
/// type), wrapped, so every item of a page shows (spec §9.8).
public final class FallbackElement: Element {
  private var wrapped = WrappedText()

  /// Makes an unconfigured element.
  public init() {}

  /// The text shown for an item.
  public static func label(of item: Item) -> String {
    TextSanitizer.sanitize(item.label)
  }

  /// Rows the item needs at `width` columns, counted no further than the most rows an item may
  /// have (`UnitScale.maximumItemRows`).
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    max(1, TextWrapper.lineCount(label(of: item), width: width, limit: UnitScale.maximumItemRows))
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    wrapped = WrappedText(Self.label(of: item))
  }

  /// Draws into `frame`, clipped to `clip`; only the text of the rows drawn is wrapped.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    wrapped.draw(into: &buffer, frame: frame, clip: clip, style: .plain)
  }

  /// Forgets the last item.
  public func prepareForReuse() {
    wrapped = WrappedText()
  }
}
