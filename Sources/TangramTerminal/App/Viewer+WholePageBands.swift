import TangramCore

extension Viewer {
  /// The whole page at the current width, every row, without the status bar, handed to `body`
  /// in bands of `bandRows` rows from the top (the last band may be shorter).
  ///
  /// The rows are exactly those of ``renderWholePage()``, but only one band is held at a time:
  /// the same buffer is cleared and drawn again for each band, so a page of a million rows takes
  /// the memory of one band. An item that crosses a band's edge is drawn in each band it meets,
  /// clipped to it. Call `update(wholePage: true)` first for every card with `load` to load.
  public func renderWholePage(inBandsOf bandRows: Int, _ body: (Buffer) throws -> Void) rethrows {
    let pageHeight = pageView.layout.height
    let rowsPerBand = max(1, bandRows)
    var band = Buffer(width: columns, height: min(rowsPerBand, pageHeight))
    var top = 0
    while top < pageHeight {
      let rows = min(rowsPerBand, pageHeight - top)
      if rows == band.height {
        band.fill(band.area, with: .blank)
      } else {
        band = Buffer(width: columns, height: rows)
      }
      pageView.draw(into: &band, area: band.area, contentTop: top)
      try body(band)
      top += rows
    }
  }
}
