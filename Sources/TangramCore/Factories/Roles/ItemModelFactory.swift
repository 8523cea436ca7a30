/// Makes the ``Item`` for each JSON value of a page's items (the second of Tangram's three
/// factories, spec §6.2).
///
/// ``PageDecoder`` calls it for every item, header and footer, at any depth, and for every
/// component used as a card. A replacement can adjust what the standard factory makes (call
/// ``ItemDecodingContext/standardItem(from:)`` and change the result) or build items itself.
public protocol ItemModelFactory: Sendable {
  /// The item for `value`, or `nil` to leave it out of its card.
  ///
  /// - Parameters:
  ///   - value: the item's JSON, normally an object.
  ///   - context: where the item is, the standard decoding, and a way to report problems.
  func makeItem(from value: JSONValue, context: ItemDecodingContext) -> Item?
}

/// The standard item-model factory: type, id, layout style and business fields, nested cards
/// for items whose type is a layout, and a diagnostic for every wrong value.
public struct StandardItemModelFactory: ItemModelFactory {
  /// Makes the standard factory.
  public init() {}

  /// The standard item for `value` (``ItemDecodingContext/standardItem(from:)``).
  public func makeItem(from value: JSONValue, context: ItemDecodingContext) -> Item? {
    context.standardItem(from: value)
  }
}
