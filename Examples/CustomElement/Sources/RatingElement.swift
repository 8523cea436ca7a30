import TangramCore
import TangramTerminal

/// The `rating` element: five stars, as many filled as the item's `stars`, then its `title`.
///
/// Its fields are typed props: a `stars` that is not a number (`"five"`) is a problem reported
/// with its path when the page is decoded, and the element shows `?????` for it.
final class RatingElement: PropsElement {
  /// The fields the element reads.
  struct Props: Decodable {
    var title: String
    var stars: Double
  }

  static let starCount = 5
  private static let filledStyle = CellStyle(foreground: Color(rgb: 0xF5B301), attributes: .bold)
  private static let emptyStyle = CellStyle(attributes: .dim)

  private var title = ""
  /// Filled stars; nil when the item's props could not be read.
  private var filled: Int? = 0

  init() {}

  static func height(for item: Item, width: Int, cellAspect: Double) -> Int { 1 }

  func configure(with props: Props) {
    title = TextSanitizer.sanitize(props.title)
    filled = Int(min(Double(Self.starCount), max(0, props.stars)).rounded())
  }

  func configure(withInvalid item: Item, problems: [Diagnostic]) {
    title = TextSanitizer.sanitize(item.label)
    filled = nil
  }

  func prepareForReuse() {
    title = ""
    filled = 0
  }

  func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    let bounds = frame.intersection(clip)
    guard !bounds.isEmpty else { return }
    var column = frame.x
    if let filled {
      let empty = Self.starCount - filled
      column = buffer.write(
        String(repeating: "★", count: filled), column: column, row: frame.y, style: Self.filledStyle, clip: bounds)
      column = buffer.write(
        String(repeating: "☆", count: empty), column: column, row: frame.y, style: Self.emptyStyle, clip: bounds)
    } else {
      column = buffer.write(
        String(repeating: "?", count: Self.starCount), column: column, row: frame.y, style: Self.emptyStyle,
        clip: bounds)
    }
    let room = frame.maxX - column - 1
    guard room > 0 else { return }
    buffer.write(" " + TextWrapper.truncate(title, width: room), column: column, row: frame.y, clip: bounds)
  }
}
