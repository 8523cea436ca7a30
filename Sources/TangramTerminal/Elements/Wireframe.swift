import TangramCore

/// The wireframe of an item whose type has no element (spec §9.8): a border in the type's
/// ``WireframeStyle`` with the type in its top edge (`┌ vvtest ─────┐`), and inside the item's
/// best label, then its other fields as `key: value` lines, as many as fit (an array as
/// `iconList: [4] first, second, …`, an object as `{3} …`, each entry by its first scalar). A frame
/// smaller than 3 by 2 cells is a shaded block with the type and label over it.
///
/// Every text is sanitised; an image URL field (`imgUrl`, `arrowImgUrl`...) shows what an image
/// placeholder says about it (``ImageElement/placeholderText(forURL:)``).
struct Wireframe {
  /// The item's type, sanitised, as the border shows it.
  private(set) var type = ""
  /// Colour and border glyphs of the type.
  private(set) var style = WireframeStyle(type: "")
  /// The label (empty when it is the type, which the border shows already), wrapped lazily.
  private var label = WrappedText()
  /// `key: value` for the other fields, in the page's order.
  private(set) var fields: [String] = []

  /// An empty wireframe.
  init() {}

  /// The wireframe of `item`.
  init(of item: Item) {
    type = TextSanitizer.sanitize(item.type)
    style = WireframeStyle(type: item.type)
    let labelKey = item.labelKey
    label = WrappedText(labelKey.flatMap(item.string).map(TextSanitizer.sanitize) ?? "")
    fields = Self.fieldLines(of: item, leavingOut: labelKey)
  }

  /// The label, sanitised; empty when the item has none but its type.
  var labelText: String { label.text }

  /// Frames at least this wide and tall get a border; smaller ones are a shaded block.
  static let minimumBorderedSize = (width: 3, height: 2)

  /// Rows an item asks for at `width` columns when the page gives no height: the border and its
  /// label, or its first field when the label is the type, and nothing more (fields show when the
  /// page makes the item taller). An item with nothing to show inside is just its border; a frame
  /// too narrow for a border is one row.
  static func height(of item: Item, width: Int) -> Int {
    guard width >= minimumBorderedSize.width else { return 1 }
    let innerWidth = innerWidth(ofFrameWidth: width)
    let labelLines =
      item.labelKey.flatMap(item.string).map {
        TextWrapper.lineCount(TextSanitizer.sanitize($0), width: innerWidth, limit: UnitScale.maximumItemRows - 2)
      } ?? 0
    if labelLines > 0 { return 2 + labelLines }
    return hasField(item, leavingOut: nil) ? 3 : 2
  }

  /// Where the label and fields go: inside the border, a column of space either side when the
  /// frame has room for it.
  static func innerFrame(of frame: Rect) -> Rect {
    Rect(
      x: frame.x + 1 + sidePadding(ofFrameWidth: frame.width), y: frame.y + 1,
      width: innerWidth(ofFrameWidth: frame.width), height: max(0, frame.height - 2))
  }

  /// The width of ``innerFrame(of:)`` for a frame `width` columns wide.
  static func innerWidth(ofFrameWidth width: Int) -> Int {
    max(0, width - 2 - 2 * sidePadding(ofFrameWidth: width))
  }

  /// The column of space either side inside the border, from six columns on.
  private static func sidePadding(ofFrameWidth width: Int) -> Int { width >= 6 ? 1 : 0 }

  /// Draws into `frame`, touching no cell outside `clip`; only the rows in the clip are worked
  /// out, so a tall wireframe scrolled mostly off screen costs what shows.
  mutating func draw(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    let bounds = frame.intersection(clip)
    guard !bounds.isEmpty else { return }
    guard frame.width >= Self.minimumBorderedSize.width, frame.height >= Self.minimumBorderedSize.height else {
      drawBlock(into: &buffer, frame: frame, clip: bounds)
      return
    }
    BoxFrame.draw(frame, into: &buffer, style: style.borderStyle, glyphs: style.glyphs, clip: bounds)
    BoxFrame.writeTitle(type, on: frame, into: &buffer, style: style.borderStyle.patched(with: CellStyle(attributes: .bold)), clip: bounds)
    let inner = Self.innerFrame(of: frame)
    let rows = inner.intersection(bounds)
    guard !rows.isEmpty else { return }
    label.rewrap(toWidth: inner.width)
    for row in rows.y..<rows.maxY {
      let index = row - inner.y
      if let line = label.line(index) {
        buffer.write(line, column: inner.x, row: row, clip: bounds)
        continue
      }
      let fieldIndex = index - labelLineCount(upTo: index)
      guard fieldIndex < fields.count else { break }
      buffer.write(
        TextWrapper.truncate(fields[fieldIndex], width: inner.width), column: inner.x, row: row,
        style: CellStyle(attributes: .dim), clip: bounds)
    }
  }

  /// How many label lines there are, looking no further than line `index`.
  private mutating func labelLineCount(upTo index: Int) -> Int {
    var count = 0
    while count <= index, label.line(count) != nil { count += 1 }
    return count
  }

  /// A frame too small for a border: shaded in the type's colour, with the type (and the label,
  /// when it is not the type) over it.
  private func drawBlock(into buffer: inout Buffer, frame: Rect, clip: Rect) {
    let shade = String(repeating: "░", count: clip.width)
    for row in clip.y..<clip.maxY {
      buffer.write(shade, column: clip.x, row: row, style: style.borderStyle, clip: clip)
    }
    let text = label.text.isEmpty ? type : type + ": " + label.text
    buffer.write(TextWrapper.truncate(text, width: frame.width), column: frame.x, row: frame.y, style: style.borderStyle, clip: clip)
  }

  // MARK: Fields

  /// Keys the wireframe does not list as fields: the type is in the border, the style is
  /// layout.
  private static let hiddenKeys: Set<String> = ["type", "style"]

  /// Whether the item has a field to list besides `labelKey`.
  private static func hasField(_ item: Item, leavingOut labelKey: String?) -> Bool {
    item.data.contains { member in
      member.key != labelKey && !hiddenKeys.contains(member.key) && isShown(member.value)
    }
  }

  /// Whether a value makes a field line (``fieldText(_:_:)`` is not nil), without making it:
  /// items are measured with this, a whole page of them.
  private static func isShown(_ value: JSONValue) -> Bool {
    switch value {
    case .null: return false
    case .array(let entries): return !entries.isEmpty
    case .object(let object): return object.count > 0
    case .string, .number, .bool: return true
    }
  }

  /// `key: value` for each field but `labelKey`, sanitised, in the page's order: scalars as they
  /// are, arrays as `key: [4] first, second, …` and objects as `key: {3} first, …`, each entry
  /// by its first scalar (``entrySummary(_:)``), as far as a row shows.
  static func fieldLines(of item: Item, leavingOut labelKey: String?) -> [String] {
    item.data.compactMap { member -> String? in
      guard member.key != labelKey, !hiddenKeys.contains(member.key), let text = fieldText(member.key, member.value)
      else { return nil }
      return TextSanitizer.sanitize(member.key) + ": " + text
    }
  }

  /// How a field's value shows after its key; nil for null and empty arrays or objects.
  private static func fieldText(_ key: String, _ value: JSONValue) -> String? {
    switch value {
    case .array(let entries):
      guard !entries.isEmpty else { return nil }
      return collectionText(count: entries.count, brackets: ("[", "]"), entries.lazy.map { entrySummary($0) })
    case .object(let object):
      guard object.count > 0 else { return nil }
      return collectionText(count: object.count, brackets: ("{", "}"), object.lazy.map { entrySummary($0.value, key: $0.key) })
    default:
      return scalarText(value).map { text in
        isImageURLKey(key) ? (ImageElement.placeholderText(forURL: text) ?? TextSanitizer.sanitize(text))
          : TextSanitizer.sanitize(text)
      }
    }
  }

  /// The most entries a collection's line lists: more than any row shows.
  static let listedEntries = 16

  /// `[4] a, b, c, d`: the count, then the entries' summaries (the first ``listedEntries``, then
  /// `…`).
  private static func collectionText(
    count: Int, brackets: (String, String), _ summaries: some Collection<String?>
  ) -> String {
    let listed = summaries.prefix(listedEntries).compactMap { $0 }
    let more = count > listedEntries ? ", …" : ""
    return brackets.0 + String(count) + brackets.1 + (listed.isEmpty ? "" : " " + listed.joined(separator: ", ") + more)
  }

  /// One entry of an array or object, sanitised: a scalar as it is (an image URL as its
  /// placeholder); an object by its label (`title`, `text`, `msg`), else its first scalar other
  /// than `type`, else its type; a nested array by its count.
  static func entrySummary(_ value: JSONValue, key: String = "") -> String? {
    switch value {
    case .array(let entries): return "[\(entries.count)]"
    case .object(let object):
      for labelKey in ["title", "text", "msg"] {
        if case .string(let text) = object[labelKey], !text.isEmpty { return TextSanitizer.sanitize(text) }
      }
      let scalars = object.filter { $0.key != "type" && scalarText($0.value) != nil }
      if let first = scalars.first(where: { !isImageURLKey($0.key) }) ?? scalars.first {
        return fieldText(first.key, first.value)
      }
      return object["type"].flatMap(scalarText).map(TextSanitizer.sanitize) ?? "{\(object.count)}"
    default:
      return fieldText(key, value)
    }
  }

  /// A string, number or boolean as text; nil for null, arrays and objects.
  private static func scalarText(_ value: JSONValue) -> String? {
    switch value {
    case .string(let text): return text
    case .number(let number): return number.formattedForDisplay
    case .bool(let flag): return flag ? "true" : "false"
    case .null, .array, .object: return nil
    }
  }

  /// Whether a field names an image: `imgUrl` and keys ending in it (`arrowImgUrl`).
  private static func isImageURLKey(_ key: String) -> Bool {
    key.lowercased().hasSuffix("imgurl")
  }
}
