import TangramCore

/// The `image` element: a placeholder box with a label, never a download (spec §9.3).
///
/// Its height is the width divided by the image ratio: `style.ratio`, else the `-W-H` size
/// in the URL, else 1. The label is the item's `title` or `text`, else the image's file name.
public final class ImageElement: Element {
  private var label = ""

  /// Makes an unconfigured element.
  public init() {}

  /// Rows the item needs at `width` columns.
  public static func height(for item: Item, width: Int, cellAspect: Double) -> Int {
    let ratio = item.style.aspectRatio ?? ImageURL.ratio(of: item.string("imgUrl") ?? "") ?? 1
    return UnitScale.atLeastOne(Double(width) / ratio * cellAspect)
  }

  /// The text shown inside the box.
  public static func label(of item: Item) -> String {
    for key in ["title", "text", "msg"] {
      if let value = item.string(key), !value.isEmpty { return TextSanitizer.sanitize(value) }
    }
    if let url = item.string("imgUrl"), let name = ImageURL.fileName(of: url) {
      return TextSanitizer.sanitize(name)
    }
    return TextSanitizer.sanitize(item.type)
  }

  /// Takes the item to show.
  public func configure(with item: Item) {
    label = Self.label(of: item)
  }

  /// Draws into `frame`, clipped to `clip`.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    let bounds = frame.intersection(clip)
    guard !bounds.isEmpty else { return }
    let border = CellStyle(attributes: .dim)
    if frame.height >= 3, frame.width >= 4 {
      drawBox(into: &buffer, frame: frame, clip: bounds, style: border)
      let inner = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
      let text = TextWrapper.truncate("▣ " + label, width: inner.width)
      let column = inner.x + max(0, (inner.width - DisplayWidth.of(text)) / 2)
      // The label goes on the first inner row, so it shows as soon as the image's top does.
      buffer.write(text, column: column, row: inner.y, clip: bounds)
    } else {
      let text = TextWrapper.truncate("[▣ " + label + "]", width: frame.width)
      buffer.write(text, column: frame.x, row: frame.y, clip: bounds)
    }
  }

  private func drawBox(into buffer: inout Buffer, frame: Rect, clip: Rect, style: CellStyle) {
    let horizontal = String(repeating: "─", count: frame.width - 2)
    buffer.write("┌" + horizontal + "┐", column: frame.x, row: frame.y, style: style, clip: clip)
    buffer.write("└" + horizontal + "┘", column: frame.x, row: frame.maxY - 1, style: style, clip: clip)
    for row in (frame.y + 1)..<(frame.maxY - 1) where row >= clip.y && row < clip.maxY {
      buffer.write("│", column: frame.x, row: row, style: style, clip: clip)
      buffer.write("│", column: frame.maxX - 1, row: row, style: style, clip: clip)
    }
  }
}

/// What an image URL tells without fetching it.
enum ImageURL {
  /// Width over height from a `-W-H` or `WxH` size before the extension, as in
  /// `TB1…-224-224.png` (spec §9.3).
  static func ratio(of url: String) -> Double? {
    guard let name = fileName(of: url) else { return nil }
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    let numbers = stem.split(whereSeparator: { $0 == "-" || $0 == "x" || $0 == "_" })
    guard numbers.count >= 3,
      let width = Double(numbers[numbers.count - 2]),
      let height = Double(numbers[numbers.count - 1]),
      width > 0, height > 0
    else { return nil }
    return width / height
  }

  /// The last path component, without query or fragment.
  static func fileName(of url: String) -> String? {
    let path = url.split(separator: "?").first.map(String.init) ?? url
    guard let last = path.split(separator: "/").last, !last.isEmpty else { return nil }
    return String(last)
  }
}
