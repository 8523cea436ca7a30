import TangramCore

extension Buffer {
  /// The rows as text with Select Graphic Rendition escape sequences for their colours and
  /// attributes, as `less -R` and CI logs show them; one line per row, each ending in "\n".
  ///
  /// A sequence is written only where the style changes, and a row that ends in a style other
  /// than the terminal's default ends with a reset, so every line starts from the default.
  /// Trailing spaces in the default style are left out. Colours are reduced to `colorMode`
  /// (none: attributes only). The only escape sequences in the text are these: cells hold no
  /// control characters (see ``TextSanitizer``), and any a cell was given is left out.
  public func ansiText(colorMode: ColorMode) -> String {
    var text = ""
    for row in 0..<height {
      var cells = shownCells(row: row)[...]
      while let last = cells.last, last.isBlank, TerminalRendition(last.style, mode: colorMode) == .plain {
        cells.removeLast()
      }
      var current = TerminalRendition.plain
      for cell in cells {
        let rendition = TerminalRendition(cell.style, mode: colorMode)
        text += SGR.transition(from: current, to: rendition)
        text += cell.symbol
        current = rendition
      }
      text += SGR.transition(from: current, to: .plain) + "\n"
    }
    return text
  }
}
