import TangramCore

/// The `image` element: a placeholder box with a label, never a download (spec §9.3).
///
/// Its height is the width divided by the image ratio: `style.ratio`, else the size in the
/// URL (`…-750-243.png`, `…_200x100q90.jpg`, as Android reads it), else 1. The label is the item's `title` or `text`, else the image's file name.
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
  /// Width over height from the size a CDN-style URL carries (see ``pixelSize(of:)``).
  static func ratio(of url: String) -> Double? {
    pixelSize(of: url).map { Double($0.width) / Double($0.height) }
  }

  /// The size a CDN-style URL carries, read as Tangram-Android's `Utils.getImageSize` and
  /// `getImageRatio` read it (spec §9.3): the first `WxH` anywhere in the URL, else the first
  /// `W-H`, followed by an optional quality (`q90`, `_q50`) and a `.` with one of the letters of
  /// `jpg`, `png` or `gif` (Android's `[jpg|png|gif]` is one character). `…DD-1680-446.jpg_q50.jpg`
  /// is 1680×446, `…jpg_200x100q90.jpg_.webp` 200×100. Nil when neither is found, when the first
  /// found has a number of five digits or more (Android then gives up, without trying `W-H`), or
  /// when a number is 0.
  static func pixelSize(of url: String) -> (width: Int, height: Int)? {
    let bytes = Array(url.utf8)
    guard let found = firstSize(in: bytes, separator: UInt8(ascii: "x")) ?? firstSize(in: bytes, separator: UInt8(ascii: "-")),
      found.width.count < 5, found.height.count < 5
    else { return nil }
    let width = number(bytes[found.width]), height = number(bytes[found.height])
    guard width > 0, height > 0 else { return nil }
    return (width, height)
  }

  /// The digit runs of the first `(\d+)SEP(\d+)(_?q\d+)?\.[jpg|png|gif]` in `bytes`.
  private static func firstSize(in bytes: [UInt8], separator: UInt8) -> (width: Range<Int>, height: Range<Int>)? {
    var start = 0
    while start < bytes.count {
      guard isDigit(bytes[start]) else {
        start += 1
        continue
      }
      // A match can only start where a run of digits starts: one that starts inside a run
      // ends where the run ends, as the run's start does.
      let widthEnd = digitsEnd(in: bytes, from: start)
      if widthEnd < bytes.count, bytes[widthEnd] == separator {
        let heightEnd = digitsEnd(in: bytes, from: widthEnd + 1)
        if heightEnd > widthEnd + 1, extensionFollows(in: bytes, at: heightEnd) {
          return (start..<widthEnd, (widthEnd + 1)..<heightEnd)
        }
      }
      start = widthEnd
    }
    return nil
  }

  /// Whether `(_?q\d+)?\.[jpg|png|gif]` matches at `index`.
  private static func extensionFollows(in bytes: [UInt8], at index: Int) -> Bool {
    func dotAndLetter(at index: Int) -> Bool {
      index + 1 < bytes.count && bytes[index] == UInt8(ascii: ".") && Self.extensionLetters.contains(bytes[index + 1])
    }
    var quality = index
    if quality < bytes.count, bytes[quality] == UInt8(ascii: "_") { quality += 1 }
    if quality + 1 < bytes.count, bytes[quality] == UInt8(ascii: "q"), isDigit(bytes[quality + 1]),
      dotAndLetter(at: digitsEnd(in: bytes, from: quality + 1))
    {
      return true
    }
    return dotAndLetter(at: index)
  }

  /// The characters of Android's class `[jpg|png|gif]`.
  private static let extensionLetters = Set("jpg|nif".utf8)

  private static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }

  /// Where the run of digits from `index` ends.
  private static func digitsEnd(in bytes: [UInt8], from index: Int) -> Int {
    var end = index
    while end < bytes.count, isDigit(bytes[end]) { end += 1 }
    return end
  }

  /// The value of at most four decimal digits.
  private static func number(_ digits: ArraySlice<UInt8>) -> Int {
    digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
  }

  /// The last path component, without query or fragment.
  static func fileName(of url: String) -> String? {
    let path = url.split(separator: "?").first.map(String.init) ?? url
    guard let last = path.split(separator: "/").last, !last.isEmpty else { return nil }
    return String(last)
  }
}
