import TangramCore

/// The `text` element: the item's `text` field, wrapped to the width.
public final class TextElement: Element {
  private var wrapped = WrappedText()

  /// Makes an unconfigured element.
  public init() {}

  /// Rows the item needs at `width` columns, counted no further than the most rows an item may
  /// have (`UnitScale.maximumItemRows`).
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    var text = item.string("text") ?? ""
    // Plain printable ASCII needs no sanitising: its lines are counted from its bytes.
    let asciiRows = text.withUTF8 { ByteLanes.isPrintableASCII($0) ? height(ofPrintableASCII: $0, width: width) : nil }
    if let asciiRows { return asciiRows }
    let lines = TextWrapper.lineCount(
      TextSanitizer.sanitize(text), width: width, limit: UnitScale.maximumItemRows)
    return max(1, lines)
  }

  /// ``height(for:width:cellAspect:)`` of an item whose text is `bytes`, all printable ASCII
  /// (one column a byte): how a page's items are measured from their text without being decoded.
  static func height(ofPrintableASCII bytes: UnsafeBufferPointer<UInt8>, width: Int) -> Int {
    if bytes.count <= width { return 1 }
    return max(1, TextWrapper.asciiLineCount(bytes, width: width, limit: UnitScale.maximumItemRows))
  }

  /// The field ``height(ofPrintableASCII:width:)`` measures.
  static let measuredField = "text"

  /// The widest line of the text (at least 1 column), at most `available`: the text unwrapped.
  public static func width(for item: Item, available: Int, cellAspect: Double) -> Int {
    let text = TextSanitizer.sanitize(item.string("text") ?? "")
    let widest = text.split(separator: "\n", omittingEmptySubsequences: false).map { DisplayWidth.of($0) }.max() ?? 0
    return min(max(1, available), max(1, widest))
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    wrapped = WrappedText(TextSanitizer.sanitize(item.string("text") ?? ""))
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
