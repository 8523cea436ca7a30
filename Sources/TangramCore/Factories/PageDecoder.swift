/// Why a page could not be decoded at all.
public enum PageDecodingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not JSON.
  case syntax(JSONSyntaxError)
  /// The JSON is not one of the page shapes: an array of cards, `{"cards": […]}` or
  /// `{"data": {"cards": […]}}`.
  case shape(String)
  /// `--strict` was on and the page had diagnostics.
  case strict([Diagnostic])

  /// The reason, as a message.
  public var description: String {
    switch self {
    case .syntax(let error): return error.description
    case .shape(let message): return message
    case .strict(let diagnostics):
      return "\(diagnostics.count) problem\(diagnostics.count == 1 ? "" : "s") in strict mode:\n"
        + diagnostics.map { "  " + $0.description }.joined(separator: "\n")
    }
  }
}

/// A page and what was wrong with it.
public struct DecodedPage: Sendable {
  /// The page, every wrong value replaced by its default.
  public var page: Page
  /// Wrong values and unknown types, in page order. Empty for a clean page.
  public var diagnostics: [Diagnostic]
  /// The page's text, when whoever read it keeps it for later (the item inspector finds items
  /// in it); the decoder itself leaves it nil.
  public var text: [UInt8]?

  /// Pairs a page with its problems.
  public init(page: Page, diagnostics: [Diagnostic] = []) {
    self.page = page
    self.diagnostics = diagnostics
  }
}

/// Checks a decoded leaf item's business fields and returns what is wrong with them, their
/// paths already under the item's path; `path` gives the item's JSON path (build it only when
/// there is something to report).
public typealias ItemValidator = @Sendable (_ item: Item, _ path: () -> String) -> [Diagnostic]

/// Turns page JSON into a ``Page`` (spec §1, §6.3).
///
/// Decoding never stops at a bad card or item: each wrong value becomes a ``Diagnostic`` that
/// names its JSON path, and the card or item falls back to a default. Which card types are
/// layouts comes from the ``layoutFactory``; every item is made by the ``itemModelFactory``.
public struct PageDecoder: Sendable {
  /// Nested cards deeper than this are shown as plain items, with a diagnostic.
  public var maximumNestingDepth: Int
  /// Item types that have an element; `nil` means every type is known. Unknown item types
  /// are reported once each.
  public var knownItemTypes: Set<String>?
  /// Says which card types are layouts (built-in or custom) and reads their style keys.
  public var layoutFactory: any LayoutFactory
  /// Makes each item out of its JSON.
  public var itemModelFactory: any ItemModelFactory
  /// Checks every leaf item's fields (an element's typed props); its diagnostics join the
  /// page's.
  public var itemValidator: ItemValidator?
  /// Item types whose items a page read card by card lays out from their text, each with the
  /// field its element measures them by (`text` for the text element): a type is here only when
  /// its element reports nothing on an item whose fields are all strings, and the measurer
  /// measures it from that field's bytes (``ItemMeasuring/height(ofType:measuredText:width:)``).
  /// See ``FlatCardItems``.
  package var textMeasuredItemTypes: [String: String] = [:]

  /// Makes a decoder; the defaults know the built-in layouts and every item type.
  public init(
    maximumNestingDepth: Int = 8, knownItemTypes: Set<String>? = nil,
    layoutFactory: any LayoutFactory = LayoutRegistry.standard,
    itemModelFactory: any ItemModelFactory = StandardItemModelFactory(),
    itemValidator: ItemValidator? = nil
  ) {
    self.maximumNestingDepth = maximumNestingDepth
    self.knownItemTypes = knownItemTypes
    self.layoutFactory = layoutFactory
    self.itemModelFactory = itemModelFactory
    self.itemValidator = itemValidator
  }

  /// Decodes UTF-8 page JSON.
  ///
  /// A key repeated in one object is a diagnostic at the later occurrence, and the last value
  /// is used: the platforms disagree (iOS's `NSJSONSerialization` keeps one value, Android's
  /// `org.json` keeps the last, the reference `org.json` throws), so the page renders as most
  /// JSON readers would show it, and the problem is named.
  ///
  /// The page is read card by card, never as one tree of the whole document.
  public func decode(_ bytes: [UInt8]) throws(PageDecodingError) -> DecodedPage {
    let stream = PageStreamDecoder(decoder: self)
    let outcome = bytes.withUnsafeBufferPointer { text in
      Result { () throws(PageDecodingError) -> DecodedPage in try stream.decodeAll(text) }
    }
    return try outcome.get()
  }

  /// The diagnostic for a repeated key; a bare array of cards is `cards`, as in every path.
  static func diagnostic(for duplicate: JSONDuplicateKey, underCards: Bool) -> Diagnostic {
    let diagnostic = Diagnostic(
      path: duplicate.path,
      message: "duplicate key \"\(duplicate.key)\" (again at line \(duplicate.line), column "
        + "\(duplicate.column)); the last one is used")
    return underCards ? diagnostic.nested(under: "cards") : diagnostic
  }

  /// Decodes an already parsed JSON document.
  public func decode(_ json: JSONValue) throws(PageDecodingError) -> DecodedPage {
    let (cardValues, path) = try Self.locateCards(in: json)
    let state = DecodingState(decoder: self)
    var cards: [Card] = []
    cards.reserveCapacity(cardValues.count)
    for (index, value) in cardValues.enumerated() {
      if let card = state.card(value, at: path.appending(index: index), depth: 0) {
        cards.append(card)
      }
    }
    return DecodedPage(page: Page(cards: cards), diagnostics: state.reader.log.entries)
  }

  private static func locateCards(in json: JSONValue) throws(PageDecodingError)
    -> ([JSONValue], JSONPath)
  {
    switch json {
    case .array(let cards):
      return (cards, JSONPath(key: "cards"))
    case .object(let object):
      if let cards = object["cards"] {
        guard let array = cards.arrayValue else {
          throw .shape("\"cards\" must be an array of cards, found \(cards.kindName)")
        }
        return (array, JSONPath(key: "cards"))
      }
      if let data = object["data"]?.objectValue, let cards = data["cards"] {
        guard let array = cards.arrayValue else {
          throw .shape("\"data.cards\" must be an array of cards, found \(cards.kindName)")
        }
        return (array, JSONPath(key: "data").appending("cards"))
      }
      throw .shape(
        "expected an array of cards, {\"cards\": [...]} or {\"data\": {\"cards\": [...]}}; "
          + "found an object without \"cards\"")
    default:
      throw .shape(
        "expected an array of cards, {\"cards\": [...]} or {\"data\": {\"cards\": [...]}}; "
          + "found \(json.kindName)")
    }
  }
}
