/// The items of a card read from the page's text without being decoded, because each can be laid
/// out from its text alone: an object of plain strings (no escapes) whose type's element measures
/// its items by one field (``PageDecoder/textMeasuredItemTypes``) and that holds nothing the
/// decoder would report or read for layout (no `style`, `position` or `items`, no key twice).
///
/// A page of millions of such items is laid out without making a string, an object or an
/// ``Item`` for any of them: the reader records where each item's type and measured field lie,
/// and a flow layout asks the measurer for each height from those bytes
/// (``ItemMeasuring/height(ofType:measuredText:width:)``). Anything else that asks for the items
/// gets them decoded from the card's text, as the decoder would have made them.
final class FlatCardItems: Sendable {
  /// The card's text.
  let text: [UInt8]
  /// Each item's type.
  let types: [String]
  /// Where each item's measured field lies in ``text`` (an empty range at 0 when it has none).
  let measuredRanges: [Range<Int32>]
  /// Decodes the items from ``text`` when they are asked for.
  let reader: CardItemsReader

  init(text: [UInt8], types: [String], measuredRanges: [Range<Int32>], reader: CardItemsReader) {
    self.text = text
    self.types = types
    self.measuredRanges = measuredRanges
    self.reader = reader
  }

  /// How many items the card has.
  var count: Int { types.count }

  /// The items, decoded from the card's text.
  var items: [Item] { reader.items(fromCardText: text) ?? [] }

  /// The height the measurer gives item `index` at `width` columns from its measured field; nil
  /// when the measurer does not measure items from their text.
  func height(ofItem index: Int, width: Int, measurer: any ItemMeasuring) -> Int? {
    let range = measuredRanges[index]
    return text.withUnsafeBufferPointer { bytes in
      measurer.height(
        ofType: types[index],
        measuredText: UnsafeBufferPointer(rebasing: bytes[Int(range.lowerBound)..<Int(range.upperBound)]),
        width: width)
    }
  }
}
