import TangramCore

/// Draws an item whose type has no element as a wireframe: a border in a colour and style
/// picked from its type, the type in the top edge, and inside its best label (`title`, `text`,
/// `msg`) and its other fields, as many as fit, so every item of a page shows and a page author
/// can see where each one starts and ends (spec §9.8).
public final class FallbackElement: Element {
  private var wireframe = Wireframe()

  /// Makes an unconfigured element.
  public init() {}

  /// The item's best label (`title`, `text`, `msg`, else its type), sanitised.
  public static func label(of item: Item) -> String {
    TextSanitizer.sanitize(item.label)
  }

  /// Rows the item asks for at `width` columns when the page gives no height: its border and
  /// label (its first field when it has no label), counted no further than the most rows an item
  /// may have (`UnitScale.maximumItemRows`).
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    Wireframe.height(of: item, width: width)
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    wireframe = Wireframe(of: item)
  }

  /// Draws the wireframe into `frame`, clipped to `clip`; only the rows drawn are worked out.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    wireframe.draw(into: &buffer, frame: frame, clip: clip)
  }

  /// Forgets the last item.
  public func prepareForReuse() {
    wireframe = Wireframe()
  }
}
