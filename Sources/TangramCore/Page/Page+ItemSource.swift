/// Where an item of a decoded page was written in the page's JSON.
public struct ItemSourceLocation: Hashable, Sendable {
  /// The item's path from the document's root: `cards[3].items[2]`, `data.cards[0].header`.
  public var path: [JSONPathStep]
  /// The bytes of the item's object in the page's text; nil without the text, or when the
  /// text holds no object equal to the item there.
  public var range: Range<Int>?

  public init(path: [JSONPathStep], range: Range<Int>? = nil) {
    self.path = path
    self.range = range
  }
}

extension Page {
  /// Where the item at `address` (of this page, as decoded) was written.
  ///
  /// The path counts as the decoded page does: cards and items in their order, the header
  /// and footer by name, and a component used as a card (spec §6.3) as the card itself. With
  /// the page's `text`, the path is checked against it: the object there must equal the item's
  /// JSON. When it does not (the decoder skipped a card or an item that was not an object, or
  /// moved an item to its `position`), the other cards and the item's siblings are searched for
  /// the object, so the path and range name where the item really is. Without `text` the path
  /// assumes the root is `{"cards": [...]}`.
  ///
  /// - Complexity: O(*n*) in the page's text when the decoded path is right; a search scans
  ///   and parses the candidates, at worst every card.
  public func sourceLocation(of address: ItemAddress, item: Item, text: [UInt8]?) -> ItemSourceLocation? {
    sourceLocation(of: address, item: item, text: text, index: text.map(PageSourceIndex.init(text:)))
  }

  /// Where the item at `address` was written, as ``sourceLocation(of:item:text:)`` says, with
  /// the cards of `text` found already (`index`, made of the same text): only the item's card
  /// is read when the decoded path is right.
  public func sourceLocation(
    of address: ItemAddress, item: Item, text: [UInt8]?, index: PageSourceIndex?
  ) -> ItemSourceLocation? {
    guard let inCard = stepsInCard(of: address) else { return nil }
    let root: [JSONPathStep] = [.key("cards")]
    guard let text, let index else { return ItemSourceLocation(path: root + [.index(address.cardIndex)] + inCard) }
    guard let cardRanges = index.cardRanges else { return nil }
    let cardsRoot = index.cardsRoot
    let wanted = JSONValue.object(item.data)
    // The decoded index first: almost always the right one.
    let order = [address.cardIndex] + cardRanges.indices.lazy.filter { $0 != address.cardIndex }
    for cardIndex in order where cardIndex < cardRanges.count {
      if let found = Self.find(wanted, at: inCard, in: text, within: cardRanges[cardIndex]) {
        return ItemSourceLocation(path: cardsRoot.displayRoot + [.index(cardIndex)] + found.steps, range: found.range)
      }
    }
    return ItemSourceLocation(path: cardsRoot.displayRoot + [.index(address.cardIndex)] + inCard)
  }

  /// The steps from a top-level card to the item at `address`, as decoded.
  private func stepsInCard(of address: ItemAddress) -> [JSONPathStep]? {
    guard address.cardIndex < cards.count, let last = address.indexPath.last else { return nil }
    var card = cards[address.cardIndex]
    if card.data.isEmpty, !card.typeName.isEmpty, address.indexPath == [0] {
      // A component used as a card: the decoder made no card object of its own.
      return []
    }
    var steps: [JSONPathStep] = []
    for index in address.indexPath.dropLast() {
      guard index < card.allItemCount, let nested = card.item(atAllItemsIndex: index).nestedCard else { return nil }
      steps += Self.steps(toAllItemsIndex: index, of: card)
      card = nested
    }
    guard last < card.allItemCount else { return nil }
    return steps + Self.steps(toAllItemsIndex: last, of: card)
  }

  /// `header`, `items[i]` or `footer` for an index of ``Card/allItems``.
  static func steps(toAllItemsIndex index: Int, of card: Card) -> [JSONPathStep] {
    let headerCount = card.header == nil ? 0 : 1
    if index < headerCount { return [.key("header")] }
    if index - headerCount < card.itemCount { return [.key("items"), .index(index - headerCount)] }
    return [.key("footer")]
  }

  /// Where the cards array is (the root itself, `cards`, or `data.cards`), and its bytes when the
  /// text has it there.
  fileprivate static func cardsRoot(in text: [UInt8]) -> (path: [JSONPathStep], range: Range<Int>?) {
    let first = text.drop { [0x20, 0x0A, 0x0D, 0x09, 0xEF, 0xBB, 0xBF].contains($0) }.first
    if first == UInt8(ascii: "[") { return ([], JSONSourceLocator.range(of: [], in: text)) }
    if let range = JSONSourceLocator.range(of: [.key("cards")], in: text) { return ([.key("cards")], range) }
    let path: [JSONPathStep] = [.key("data"), .key("cards")]
    return (path, JSONSourceLocator.range(of: path, in: text))
  }

  /// The item equal to `wanted` in a card's text: at the decoded steps, else among the
  /// siblings in the same array (the last step's index being off).
  private static func find(
    _ wanted: JSONValue, at steps: [JSONPathStep], in text: [UInt8], within card: Range<Int>
  ) -> (steps: [JSONPathStep], range: Range<Int>)? {
    if let range = JSONSourceLocator.range(of: steps, in: text, within: card), holds(wanted, text, range) {
      return (steps, range)
    }
    guard case .index(let decodedIndex)? = steps.last else { return nil }
    let parent = Array(steps.dropLast())
    guard let array = JSONSourceLocator.range(of: parent, in: text, within: card) else { return nil }
    let siblings = JSONSourceLocator.elementRanges(ofArray: array, in: text)
    for index in siblings.indices where index != decodedIndex && holds(wanted, text, siblings[index]) {
      return (parent + [.index(index)], siblings[index])
    }
    return nil
  }

  private static func holds(_ wanted: JSONValue, _ text: [UInt8], _ range: Range<Int>) -> Bool {
    guard text[range].first == UInt8(ascii: "{") else { return false }
    return (try? JSONParser.parse(Array(text[range]))) == wanted
  }
}

extension [JSONPathStep] {
  /// A cards root as paths show it: a bare array of cards is `cards`, as in diagnostics.
  fileprivate var displayRoot: [JSONPathStep] { isEmpty ? [.key("cards")] : self }
}

/// Where a page's cards are written in its text, found once, so that finding where an item is
/// written (``Page/sourceLocation(of:item:text:index:)``) then reads only the text of its card,
/// instead of the whole page's text each time the inspector shows another item.
public struct PageSourceIndex: Sendable {
  /// The path of the cards array from the root: empty for a page that is an array, `cards`, or
  /// `data.cards`.
  let cardsRoot: [JSONPathStep]
  /// Each card's bytes, in the array's order; nil when the text has no cards array there.
  let cardRanges: [Range<Int>]?

  /// Finds the cards of the page written as `text`.
  ///
  /// - Complexity: O(*n*) in the text.
  public init(text: [UInt8]) {
    // The cards array is found once, and its elements on one more pass.
    let root = Page.cardsRoot(in: text)
    cardsRoot = root.path
    cardRanges = root.range.map { JSONSourceLocator.elementRanges(ofArray: $0, in: text) }
  }
}
