/// Accumulates a laid-out page: placed items, card boxes, pagers and pinned cards, walking
/// nested cards.
struct PageBuilder {
  var items = PlacedItems()
  var boxes: [PlacedBox] = []
  var notes: [String] = []
  var pinned: [PinnedCard] = []
  var strips: [StripCard] = []

  /// Places a flow card (or a nested card) whose box is `box`, in content coordinates.
  mutating func place(
    _ card: Card, arrangement: CardArrangement, box: Rect, address: ItemAddress,
    context: LayoutContext
  ) {
    // Items of a nested card find the nested-card items above them through its box.
    let nestedBoxIndex = address.indexPath.isEmpty ? nil : boxes.count
    boxes.append(
      PlacedBox(
        frame: box, background: card.style.background, cardIndex: address.cardIndex,
        nestedIndexPath: address.indexPath))
    notes.append(contentsOf: arrangement.notes.map { "cards[\(address.cardIndex)]: \($0)" })
    let layer: ItemLayer
    let firstID = items.count
    if let strip = arrangement.strip {
      layer = .strip(strips.count)
      strips.append(
        StripCard(
          cardIndex: address.cardIndex, box: box,
          window: strip.window.offsetBy(dx: box.x, dy: box.y), itemIDs: firstID..<firstID,
          contentWidth: strip.contentWidth, pageStops: strip.pageStops,
          indicatorRow: strip.indicatorRow.map { $0 + box.y }, style: card.style.pager))
    } else {
      layer = .flow
    }
    let cardItems = CardLayoutItems(card: card, measurer: context.measurer)
    for arranged in arrangement.items {
      let frame = arranged.frame.offsetBy(dx: box.x, dy: box.y)
      // A pager's header and footer sit above and below its window and do not scroll sideways.
      let isPage = arrangement.strip.map { arranged.frame.y < $0.window.maxY && arranged.frame.maxY > $0.window.y } ?? false
      let layer = isPage ? layer : .flow
      if let nested = cardItems.nestedCard(arranged.index), layer == .flow {
        var nestedAddress = address
        nestedAddress.indexPath.append(arranged.index)
        let inner = context.nestedLayout(nested, frame.width)
        let nestedBox = Rect(x: frame.x, y: frame.y, width: frame.width, height: inner.height)
        place(nested, arrangement: inner, box: nestedBox, address: nestedAddress, context: context)
      } else {
        append(frame: frame, address: address, index: arranged.index, layer: layer, nestedBoxIndex: nestedBoxIndex)
      }
    }
    if case .strip(let index) = layer {
      // Only the pages: the header before them and the footer after them are flow items.
      let pages = items.indices[firstID...].filter { items[$0].layer == layer }
      strips[index].itemIDs = (pages.first ?? firstID)..<((pages.last ?? firstID - 1) + 1)
    }
  }

  /// Records a pinned card; its items keep frames relative to the card box.
  mutating func pin(
    _ card: Card, placement: CardPlacement, arrangement: CardArrangement, box: Rect,
    address: ItemAddress, threshold: Int, edgeMargin: Int = 0
  ) {
    assert(address.indexPath.isEmpty, "a pinned card is a top-level card")
    notes.append(contentsOf: arrangement.notes.map { "cards[\(address.cardIndex)]: \($0)" })
    let firstID = items.count
    let layer = ItemLayer.pinned(pinned.count)
    for arranged in arrangement.items {
      append(frame: arranged.frame, address: address, index: arranged.index, layer: layer)
    }
    pinned.append(
      PinnedCard(
        cardIndex: address.cardIndex, placement: placement, box: box,
        background: card.style.background, itemIDs: firstID..<items.count, threshold: threshold,
        edgeMargin: edgeMargin))
  }

  private mutating func append(
    frame: Rect, address: ItemAddress, index: Int, layer: ItemLayer, nestedBoxIndex: Int? = nil
  ) {
    items.append(
      PlacedItem(
        frame: frame, cardIndex: address.cardIndex, indexInCard: index, layer: layer,
        nestedBoxIndex: nestedBoxIndex))
  }
}

