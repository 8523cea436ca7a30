/// A page being laid out card by card, as its cards arrive: each card is placed below the ones
/// before it, so the layout of the first cards is final before the last ones exist.
///
/// A card's place depends only on the cards above it (spec §3.2: stacking runs in page order,
/// and nothing a layout computes looks at later cards), so laying a page out card by card gives
/// exactly what ``PageLayout/layout(_:width:)`` gives for the whole page, which is built on it.
package struct PageLayoutCursor {
  /// The layouts, measurer and units.
  package let layout: PageLayout
  /// Columns.
  package let width: Int
  /// Cards placed so far.
  package private(set) var cardCount = 0
  let scale: UnitScale
  let context: LayoutContext
  var builder = PageBuilder()
  /// Where the next card's margin starts, in rows (fractions kept).
  var layoutTop = 0.0
  var previousBottomMargin = 0.0

  /// A cursor at the top of an empty page `width` columns wide.
  package init(layout: PageLayout, width: Int) {
    self.layout = layout
    self.width = width
    self.scale = UnitScale(columns: width, designWidth: layout.designWidth, cellAspect: layout.cellAspect)
    self.context = layout.makeContext(scale: scale)
  }

  /// Places the card that comes next in the page; `cardIndex` is its index in the page's cards.
  package mutating func append(_ card: Card, at cardIndex: Int) {
    layout.place(card, at: cardIndex, into: &self)
    cardCount = cardIndex + 1
  }

  /// Rows the cards placed so far take.
  package var height: Int { max(0, UnitScale.edge(layoutTop)) }

  /// Leaf items placed so far.
  package var itemCount: Int { builder.items.count }

  /// The page laid out so far; `page` holds the cards placed (and may hold more, not yet
  /// placed, that the result does not show).
  package func laidOutPage(of page: Page) -> LaidOutPage {
    LaidOutPage(
      page: page, width: width, height: height, items: builder.items, boxes: builder.boxes,
      notes: builder.notes, pinned: builder.pinned, strips: builder.strips)
  }
}
