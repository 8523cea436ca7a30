/// Where the items of cards kept only as their text are read back: the page's text (in its
/// file), and a few cards' items decoded, so that a page of a million items holds its items once,
/// in its text, instead of as a million decoded values.
public protocol CardTextStore: AnyObject, Sendable {
  /// The items of the card written at `range` of the page's text, decoded by `reader`; nil when
  /// that text can no longer be read as it was (the file changed).
  func items(ofCardAt range: Range<Int>, reader: CardItemsReader) -> [Item]?
}

/// Decodes a card's items again from the card's text, as the page's decoder decoded them the
/// first time (its diagnostics were reported then, so none are made now).
public struct CardItemsReader: Sendable {
  private let decoder: PageDecoder
  private let maximumDepth: Int

  init(decoder: PageDecoder, maximumDepth: Int) {
    var quiet = decoder
    quiet.itemValidator = nil
    quiet.knownItemTypes = nil
    self.decoder = quiet
    self.maximumDepth = maximumDepth
  }

  /// The items of the card whose JSON is `bytes`; nil when `bytes` is not a card.
  public func items(fromCardText bytes: [UInt8]) -> [Item]? {
    let parsed = bytes.withUnsafeBufferPointer { text in
      JSONParser.parseValue(text, maxDepth: maximumDepth)
    }
    guard case .success(let value) = parsed else { return nil }
    return DecodingState(decoder: decoder).card(value.value, at: JSONPath(key: "cards"), depth: 0)?.items
  }
}

/// A card's items, decoded, kept as the card's text, or read from it for layout without being
/// decoded.
///
/// Fields rather than an enum: an enum whose cases hold references keeps its case in the
/// references' spare bits, where a leak checker sees no pointer, so LeakSanitizer counted every
/// card kept as text (and its page's text cache) as leaked.
struct CardItemStorage: Sendable {
  private var decodedItems: [Item]
  private var storedItems: StoredCardItems?
  private(set) var flatItems: FlatCardItems?

  /// Items held decoded.
  static func decoded(_ items: [Item]) -> CardItemStorage {
    CardItemStorage(decodedItems: items, storedItems: nil, flatItems: nil)
  }

  /// Items kept as the card's text, decoded when asked for.
  static func stored(_ stored: StoredCardItems) -> CardItemStorage {
    CardItemStorage(decodedItems: [], storedItems: stored, flatItems: nil)
  }

  /// Items read from the card's text to be laid out without being decoded.
  static func flat(_ flat: FlatCardItems) -> CardItemStorage {
    CardItemStorage(decodedItems: [], storedItems: nil, flatItems: flat)
  }

  /// Whether the items are kept as text.
  var isStored: Bool { storedItems != nil }

  var items: [Item] { storedItems?.items ?? flatItems?.items ?? decodedItems }

  var count: Int { storedItems?.count ?? flatItems?.count ?? decodedItems.count }
}

/// The items of a card kept as the card's text in a ``CardTextStore``: a class, so that a card
/// holds one reference to it and stays as small as a card with decoded items.
final class StoredCardItems: Sendable {
  let store: any CardTextStore
  let range: Range<Int>
  let reader: CardItemsReader
  /// How many items the card has (the decoded items always number this many).
  let count: Int

  init(store: any CardTextStore, range: Range<Int>, reader: CardItemsReader, count: Int) {
    self.store = store
    self.range = range
    self.reader = reader
    self.count = count
  }

  /// The items, read back; when the text has changed since, as many placeholders that say so
  /// (the viewer reloads a changed file).
  var items: [Item] {
    var items = store.items(ofCardAt: range, reader: reader) ?? []
    if items.count != count {
      items = Array(items.prefix(count))
      items += (items.count..<count).map { _ in
        Item(type: "text", data: JSONObject([("text", .string("(the page's file has changed since it was read)"))]))
      }
    }
    return items
  }
}

extension Card {
  /// Keeps the card's items only as the card's text, written at `range` of the page's text in
  /// `store`; they are decoded again by `reader` whenever they are asked for. The card itself
  /// (its type, style, header and footer) stays decoded.
  package mutating func keepItemsAsText(in store: any CardTextStore, range: Range<Int>, reader: CardItemsReader) {
    itemStorage = .stored(StoredCardItems(store: store, range: range, reader: reader, count: itemStorage.count))
  }

  /// Whether the card's items are kept as text (``keepItemsAsText(in:range:reader:)``).
  package var keepsItemsAsText: Bool { itemStorage.isStored }

  /// The items, when they were read to be laid out from their text without being decoded.
  var flatItems: FlatCardItems? { itemStorage.flatItems }
}
