import TangramCore

extension Viewer {
  /// The whole page at the current width, every row, without the status bar, handed to `body`
  /// in bands of `bandRows` rows from the top (the last band may be shorter).
  ///
  /// The rows are exactly those of ``renderWholePage(drawsPinnedCards:)``, but only one band is held at a time:
  /// the same buffer is cleared and drawn again for each band, so a page of a million rows takes
  /// the memory of one band. An item that crosses a band's edge is drawn in each band it meets,
  /// clipped to it. Call `update(wholePage: true)` first for every card with `load` to load.
  package func renderWholePage(inBandsOf bandRows: Int, _ body: (Buffer) throws -> Void) rethrows {
    // The rows the page scrolls through: full-width fix cards' rows above and below included.
    let (pictureTop, pictureHeight) = pageView.wholePagePicture
    let rowsPerBand = max(1, bandRows)
    // Made at the first band's height in the loop, and again only for a shorter last band.
    var band = Buffer(width: columns, height: 0)
    var drawn = 0
    while drawn < pictureHeight {
      let rows = min(rowsPerBand, pictureHeight - drawn)
      if rows == band.height {
        band.fill(band.area, with: .blank)
      } else {
        band = Buffer(width: columns, height: rows)
      }
      pageView.draw(into: &band, area: band.area, contentTop: pictureTop + drawn)
      pageView.drawPinnedCardsInPlace(into: &band, area: band.area, contentTop: pictureTop + drawn)
      try body(band)
      drawn += rows
    }
  }
}
