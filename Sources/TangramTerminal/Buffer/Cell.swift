/// One character cell of a ``Buffer``.
///
/// A wide character (display width 2) occupies its cell and the one to its right; the right
/// one is a *continuation* cell whose `symbol` is empty and which is never written on its own.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster shown in the cell: one display column, or two for a wide character.
  /// Empty for the continuation cell of a wide character.
  public var symbol: String
  /// Colours and attributes.
  public var style: CellStyle

  /// Makes a cell; a cluster with a pile of combining marks keeps only the first four
  /// (the rest would pile up over the same cell).
  public init(symbol: String = " ", style: CellStyle = .plain) {
    self.symbol = Self.cappingCombiningMarks(of: symbol)
    self.style = style
  }

  /// Makes a cell of a symbol capped already, as a buffer hands back the symbols it was given.
  init(cappedSymbol: String, style: CellStyle) {
    self.symbol = cappedSymbol
    self.style = style
  }

  /// A blank cell in the default style.
  public static let blank = Cell()

  /// Whether this is the right half of a wide character.
  public var isContinuation: Bool { symbol.isEmpty }
}
