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

  /// The mark that says "an image here" before a placeholder's label.
  static let marker = "▣"

  /// What a placeholder says about an image URL without its item: the marker, the pixel size
  /// the URL gives, and the file name (sanitised), `▣ 110×72 TB1…-110-72.png`; nil for a URL
  /// without a file name.
  static func placeholderText(forURL url: String) -> String? {
    guard let name = ImageURL.fileName(of: url) else { return nil }
    let size = ImageURL.pixelSize(of: url).map { "\($0.width)×\($0.height) " } ?? ""
    return marker + " " + size + TextSanitizer.sanitize(name)
  }

  /// Draws into `frame`, clipped to `clip`.
  public func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    let bounds = frame.intersection(clip)
    guard !bounds.isEmpty else { return }
    let border = CellStyle(attributes: .dim)
    if frame.height >= 3, frame.width >= 4 {
      BoxFrame.draw(frame, into: &buffer, style: border, clip: bounds)
      let inner = Rect(x: frame.x + 2, y: frame.y + 1, width: frame.width - 4, height: frame.height - 2)
      let text = TextWrapper.truncate(Self.marker + " " + label, width: inner.width)
      let column = inner.x + max(0, (inner.width - DisplayWidth.of(text)) / 2)
      // The label goes on the first inner row, so it shows as soon as the image's top does.
      buffer.write(text, column: column, row: inner.y, clip: bounds)
    } else {
      let text = TextWrapper.truncate("[" + Self.marker + " " + label + "]", width: frame.width)
      buffer.write(text, column: frame.x, row: frame.y, clip: bounds)
    }
  }
}

/// What an image URL tells without fetching it.
enum ImageURL {
  /// Width over height from a `W-H` or `WxH` size that ends the file name before its extension,
  /// whatever comes before it: `TB1…-224-224.png`, `x-100-50.png`, `750x243.png`,
  /// `banner_750x243.jpg` (spec §9.3, as Android's `Utils.getImageRatio` reads them).
  static func ratio(of url: String) -> Double? {
    pixelSize(of: url).map { Double($0.width) / Double($0.height) }
  }

  /// The `W-H` or `WxH` size that ends the file name before its extension (see
  /// ``ratio(of:)``), both positive.
  static func pixelSize(of url: String) -> (width: Int, height: Int)? {
    guard let name = fileName(of: url) else { return nil }
    let stem = name.lastIndex(of: ".").map { name[..<$0] } ?? Substring(name)
    let bytes = Array(stem.utf8)
    guard let (height, heightStart) = trailingNumber(in: bytes, end: bytes.count),
      heightStart > 0, bytes[heightStart - 1] == UInt8(ascii: "-") || bytes[heightStart - 1] == UInt8(ascii: "x"),
      let (width, _) = trailingNumber(in: bytes, end: heightStart - 1),
      width > 0, height > 0
    else { return nil }
    return (width, height)
  }

  /// The decimal number that ends `bytes[..<end]`, and where it starts.
  private static func trailingNumber(in bytes: [UInt8], end: Int) -> (Int, Int)? {
    var start = end
    while start > 0, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[start - 1]) { start -= 1 }
    guard start < end, end - start <= 6 else { return nil }
    let value = bytes[start..<end].reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
    return (value, start)
  }

  /// The last path component, without query or fragment.
  static func fileName(of url: String) -> String? {
    let path = url.split(separator: "?").first.map(String.init) ?? url
    guard let last = path.split(separator: "/").last, !last.isEmpty else { return nil }
    return String(last)
  }
}
