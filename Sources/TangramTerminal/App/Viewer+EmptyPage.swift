import TangramCore

extension Viewer {
  /// What the page area says when there is nothing to show: a page with no cards, or cards with
  /// no items; nil while the page is still read or when anything shows.
  var emptyPageMessage: String? {
    let layout = pageView.layout
    guard !isReadingPage, layout.items.isEmpty, layout.height == 0, layout.pinned.isEmpty else { return nil }
    return layout.page.cards.isEmpty ? "the page has no cards" : "the page's cards have no items"
  }

  /// Writes ``emptyPageMessage`` dimmed in the middle of the page area.
  func drawEmptyPageMessage(into buffer: inout Buffer) {
    guard let message = emptyPageMessage else { return }
    let area = pageArea
    guard area.width > 0, area.height > 0 else { return }
    let text = TextWrapper.truncate(message, width: area.width)
    let column = area.x + max(0, (area.width - DisplayWidth.of(text)) / 2)
    buffer.write(text, column: column, row: area.y + (area.height - 1) / 2, style: CellStyle(attributes: .dim), clip: area)
  }
}
