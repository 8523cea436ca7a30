/// A card read with its items left in its text (``FlatCardItems``): the card's other members as
/// values, and where each item's type and measured field lie.
struct FlatCard {
  /// The card's members but `items`, in their order: the object the parser would give without it.
  var object: JSONObject
  /// Each item's type.
  var types: [String]
  /// Where each item's measured field lies in the card's text (an empty range at 0 when absent).
  var measuredRanges: [Range<Int32>]
  /// The bytes the card takes, from its opening brace to its closing one.
  var length: Int
}

/// Reads a card whose items can all be laid out from their text (see ``FlatCardItems``), or
/// finds that they cannot and reads nothing.
///
/// It reads what ``JSONParser`` would read and no more: it succeeds only on a card that arrived
/// whole, is well formed and repeats no key (the parser's reading, diagnostics included, then
/// gives the same card), and whose items are each an object of plain strings (no escapes, no
/// control characters) with a type in `measuredFields`, a measured field that is printable ASCII
/// when present, and no `style`, `position` or `items`. Any other card is read by the parser.
struct FlatCardReader: ~Copyable {
  private let input: UnsafeBufferPointer<UInt8>
  private let measuredFields: [String: String]
  private let maxDepth: Int
  /// Where the reader is, moved past punctuation and whitespace as the parser moves.
  private var cursor: JSONReader
  private var strings = ShortStringCache()
  /// The keys and values of the item being read (kept from item to item for their storage).
  private var itemKeys: [Range<Int>] = []
  /// Each value's content when it is a plain string, else nil.
  private var itemValues: [Range<Int>?] = []
  /// The last item type found measured: its bytes, its name and its measured field's bytes.
  private var lastType: (bytes: [UInt8], name: String, field: [UInt8])?

  /// The most members an item may have to be read here: more are read by the parser.
  private static let maximumItemMembers = 16

  /// Reads the card that starts at the first byte of `input`, `maxDepth` the deepest nesting
  /// the parser would allow it; nil when it is not such a card (or not all there).
  static func read(
    _ input: UnsafeBufferPointer<UInt8>, measuredFields: [String: String], maxDepth: Int
  ) -> FlatCard? {
    guard maxDepth >= 3, input.count < Int(Int32.max) else { return nil }
    var reader = FlatCardReader(input: input, measuredFields: measuredFields, maxDepth: maxDepth)
    return reader.readCard()
  }

  private init(input: UnsafeBufferPointer<UInt8>, measuredFields: [String: String], maxDepth: Int) {
    self.input = input
    self.measuredFields = measuredFields
    self.maxDepth = maxDepth
    cursor = JSONReader(input: input, maxDepth: maxDepth)
  }

  private mutating func readCard() -> FlatCard? {
    guard cursor.consume(UInt8(ascii: "{")) else { return nil }
    var members: [JSONObject.Member] = []
    var keys: [Range<Int>] = []
    var items: (types: [String], measured: [Range<Int32>])?
    repeat {
      guard let key = readPlainString() else { return nil }
      keys.append(key)
      guard cursor.consume(UInt8(ascii: ":")) else { return nil }
      if bytesEqual(key, "items") {
        guard let read = readItems() else { return nil }
        items = read
      } else {
        let rest = UnsafeBufferPointer(rebasing: input[cursor.offset...])
        guard let read = JSONParser.parseLeadingValue(rest, maxDepth: maxDepth - 1), read.duplicates.isEmpty else {
          return nil
        }
        members.append(JSONObject.Member(key: string(key), value: read.value))
        cursor.offset += read.length
        cursor.skipWhitespace()
      }
    } while cursor.consume(UInt8(ascii: ","))
    guard cursor.offset < input.count, input[cursor.offset] == UInt8(ascii: "}"), let items, !repeats(keys) else {
      return nil
    }
    return FlatCard(
      object: JSONObject(members: members), types: items.types, measuredRanges: items.measured,
      length: cursor.offset + 1)
  }

  /// Reads the items array: each item an object of plain strings that can be laid out from its
  /// text; nil for an empty array or any other item.
  private mutating func readItems() -> (types: [String], measured: [Range<Int32>])? {
    guard cursor.consume(UInt8(ascii: "[")) else { return nil }
    var types: [String] = []
    var measured: [Range<Int32>] = []
    repeat {
      guard let item = readItem() else { return nil }
      types.append(item.type)
      measured.append(item.measured)
    } while cursor.consume(UInt8(ascii: ","))
    guard cursor.consume(UInt8(ascii: "]")) else { return nil }
    return (types, measured)
  }

  /// Reads one item; nil when it cannot be laid out from its text.
  ///
  /// The members the decoder reads (`type`, `bizId`, `id`, `reuseId`) and the measured field
  /// must be plain strings, and `style`, `position` and `items` absent; any other member may hold
  /// any value, read by the parser to check it.
  private mutating func readItem() -> (type: String, measured: Range<Int32>)? {
    guard cursor.consume(UInt8(ascii: "{")) else { return nil }
    itemKeys.removeAll(keepingCapacity: true)
    itemValues.removeAll(keepingCapacity: true)
    repeat {
      guard itemKeys.count < Self.maximumItemMembers, let key = readPlainString(), cursor.consume(UInt8(ascii: ":"))
      else { return nil }
      itemKeys.append(key)
      if let value = readPlainString() {
        itemValues.append(value)
      } else {
        guard skipOtherValue() else { return nil }
        itemValues.append(nil)
      }
    } while cursor.consume(UInt8(ascii: ","))
    guard cursor.consume(UInt8(ascii: "}")), !repeats(itemKeys) else { return nil }
    var typeValue: Range<Int>?
    for index in itemKeys.indices {
      let key = itemKeys[index]
      if bytesEqual(key, "type") {
        typeValue = itemValues[index]
      } else if bytesEqual(key, "style") || bytesEqual(key, "position") || bytesEqual(key, "items") {
        return nil
      } else if itemValues[index] == nil,
        bytesEqual(key, "bizId") || bytesEqual(key, "id") || bytesEqual(key, "reuseId")
      {
        return nil
      }
    }
    guard let typeValue, let type = measuredType(at: typeValue) else { return nil }
    var measured: Range<Int32> = 0..<0
    if let index = itemKeys.firstIndex(where: { bytesEqual($0, type.field) }) {
      guard let value = itemValues[index], ByteLanes.isPrintableASCII(UnsafeBufferPointer(rebasing: input[value]))
      else { return nil }
      measured = Int32(value.lowerBound)..<Int32(value.upperBound)
    }
    return (type.name, measured)
  }

  /// Skips a member's value that is not a plain string (a number, a literal, a string with
  /// escapes, an array or an object), as the parser reads it, and the whitespace after it;
  /// false when the parser would not read it whole or it repeats a key.
  private mutating func skipOtherValue() -> Bool {
    // An item's member is three levels below the card: the card, its items, the item.
    let rest = UnsafeBufferPointer(rebasing: input[cursor.offset...])
    guard let read = JSONParser.parseLeadingValue(rest, maxDepth: maxDepth - 3), read.duplicates.isEmpty else {
      return false
    }
    cursor.offset += read.length
    cursor.skipWhitespace()
    return true
  }

  /// The item type written at `range` and the field it is measured by, when it is measured
  /// from the text; the last type found is kept, as a page's items mostly repeat a type.
  private mutating func measuredType(at range: Range<Int>) -> (name: String, field: [UInt8])? {
    if let last = lastType, bytesEqual(range, last.bytes) { return (last.name, last.field) }
    let name = string(range)
    guard let field = measuredFields[name] else { return nil }
    lastType = (Array(input[range]), name, Array(field.utf8))
    return (name, Array(field.utf8))
  }

  /// Reads a string with no escape or control character and the whitespace after it; its
  /// content's range, or nil.
  private mutating func readPlainString() -> Range<Int>? {
    guard cursor.offset < input.count, input[cursor.offset] == UInt8(ascii: "\"") else { return nil }
    let start = cursor.offset + 1
    let end = StringContentScan.end(in: input, from: start, to: input.count, stopsAtControls: true)
    guard end < input.count, input[end] == UInt8(ascii: "\"") else { return nil }
    cursor.offset = end + 1
    cursor.skipWhitespace()
    return start..<end
  }

  /// The string whose bytes are at `range`, as the parser makes it.
  private mutating func string(_ range: Range<Int>) -> String {
    strings.string(decoding: UnsafeBufferPointer(rebasing: input[range]))
  }

  /// Whether the bytes at `range` are `text`'s.
  private func bytesEqual(_ range: Range<Int>, _ text: StaticString) -> Bool {
    range.count == text.utf8CodeUnitCount && memoryEqual(range.lowerBound, text.utf8Start, count: range.count)
  }

  /// Whether the bytes at `range` are `bytes`.
  private func bytesEqual(_ range: Range<Int>, _ bytes: [UInt8]) -> Bool {
    range.count == bytes.count
      && bytes.withUnsafeBufferPointer { memoryEqual(range.lowerBound, $0.baseAddress, count: range.count) }
  }

  /// Whether the `count` bytes of the input from `offset` are those at `other`.
  private func memoryEqual(_ offset: Int, _ other: UnsafePointer<UInt8>?, count: Int) -> Bool {
    guard count > 0, let base = input.baseAddress, let other else { return true }
    let left = UnsafeRawPointer(base + offset)
    let right = UnsafeRawPointer(other)
    var index = 0
    while index + 8 <= count {
      if left.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        != right.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      {
        return false
      }
      index += 8
    }
    while index < count {
      if left.load(fromByteOffset: index, as: UInt8.self) != right.load(fromByteOffset: index, as: UInt8.self) {
        return false
      }
      index += 1
    }
    return true
  }

  /// Whether the bytes at `range` are those at `other`.
  private func bytesEqual(_ range: Range<Int>, _ other: Range<Int>) -> Bool {
    range.count == other.count
      && memoryEqual(range.lowerBound, input.baseAddress.map { $0 + other.lowerBound }, count: range.count)
  }

  /// Whether two of `keys` have the same bytes.
  private func repeats(_ keys: [Range<Int>]) -> Bool {
    keys.indices.dropFirst().contains { later in keys[..<later].contains { bytesEqual($0, keys[later]) } }
  }
}
