/// A card's items as a layout reads them, in ``Card/allItems`` order: decoded, or the card's
/// items left in its text (``FlatCardItems``) between its decoded header and footer, measured
/// from their text without being decoded (a flow layout arranges them so, and the page builder
/// finds no nested card among them).
struct CardLayoutItems {
  /// The card's items; of a card whose items are left in its text, its header and footer.
  private let decoded: [Item]
  private let flat: FlatCardItems?
  /// The indexes of the items left in the text (from 1 after a header); empty when none are.
  private let flatIndexes: Range<Int>
  /// How many items there are, header and footer included.
  let count: Int

  /// The items of `card`; those left in its text stay there when `measurer` measures each of
  /// their types from their text, and are decoded otherwise.
  init(card: Card, measurer: any ItemMeasuring) {
    if let flat = card.flatItems, Self.measuresEveryType(of: flat, by: measurer) {
      self.flat = flat
      decoded = [card.header, card.footer].compactMap { $0 }
      let start = card.header == nil ? 0 : 1
      flatIndexes = start..<(start + flat.count)
      count = decoded.count + flat.count
    } else {
      flat = nil
      decoded = card.allItems
      flatIndexes = 0..<0
      count = decoded.count
    }
  }

  /// Whether `measurer` measures every type of `flat`'s items from their text (asked once for
  /// each run of items of one type).
  private static func measuresEveryType(of flat: FlatCardItems, by measurer: any ItemMeasuring) -> Bool {
    var lastType: String?
    for type in flat.types where type != lastType {
      guard measurer.height(ofType: type, measuredText: UnsafeBufferPointer(start: nil, count: 0), width: 1) != nil
      else { return false }
      lastType = type
    }
    return true
  }

  /// Where item `index` is among the items left in the text; nil for a decoded one.
  private func flatPosition(_ index: Int) -> Int? {
    flatIndexes.contains(index) ? index - flatIndexes.lowerBound : nil
  }

  /// Where the decoded item `index` is among ``decoded``.
  private func decodedPosition(_ index: Int) -> Int {
    index >= flatIndexes.upperBound ? index - flatIndexes.count : index
  }

  /// Whether item `index` takes a whole row (`display: block`); items left in the text have no
  /// style, so they are inline.
  func isBlock(_ index: Int) -> Bool {
    flatPosition(index) == nil && decoded[decodedPosition(index)].style.display == .block
  }

  /// The spans item `index` asks for.
  func colspan(_ index: Int) -> Int {
    flatPosition(index) == nil ? decoded[decodedPosition(index)].style.colspan : 1
  }

  /// Item `index`'s margin.
  func margin(_ index: Int) -> EdgeDimensions {
    flatPosition(index) == nil ? decoded[decodedPosition(index)].style.margin : .zero
  }

  /// The card item `index` stands for, when it is a nested card; items left in the text never are.
  func nestedCard(_ index: Int) -> Card? {
    flatPosition(index) == nil ? decoded[decodedPosition(index)].nestedCard : nil
  }

  /// Item `index`'s height in rows at `width` columns: style height, item ratio, the card's
  /// ratio row (content rows only: headers, footers and other blocks keep their own height),
  /// else the element's own height (spec §2.0, Recommended).
  func height(_ index: Int, width: Int, isBlock: Bool, ratioRowHeight: Int?, context: LayoutContext) -> Int {
    if let flat, let position = flatPosition(index) {
      if !isBlock, let ratioRowHeight { return ratioRowHeight }
      return context.naturalHeight(ofItem: position, of: flat, width: width)
    }
    let item = decoded[decodedPosition(index)]
    if !isBlock, item.style.height == nil, item.style.aspectRatio == nil, let ratioRowHeight {
      return ratioRowHeight
    }
    return context.naturalHeight(of: item, width: width)
  }
}
