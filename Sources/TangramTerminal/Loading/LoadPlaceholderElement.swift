import TangramCore

/// Draws a card's loading placeholder (``LoadPlaceholder``): its text, wrapped, as the status of
/// a load rather than an item of the page, so it is not a wireframe. An app that registers an
/// element for ``LoadPlaceholder/itemType`` draws it its own way instead.
final class LoadPlaceholderElement: Element {
  private var wrapped = WrappedText()

  init() {}

  /// Rows the text needs at `width` columns, at least one.
  static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    max(1, TextWrapper.lineCount(FallbackElement.label(of: item), width: width, limit: UnitScale.maximumItemRows))
  }

  func configure(with item: Item) {
    wrapped = WrappedText(FallbackElement.label(of: item))
  }

  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    wrapped.draw(into: &buffer, frame: frame, clip: clip, style: .plain)
  }

  func prepareForReuse() {
    wrapped = WrappedText()
  }
}
