extension Cell {
  /// Combining marks kept after each base character of a cell's cluster.
  package static let maximumCombiningMarks = 4
  /// Scalars kept in one cell's cluster; the longest emoji sequences have 10.
  package static let maximumScalars = 16

  /// `symbol` with at most ``maximumCombiningMarks`` combining marks in a row after each base
  /// character and at most ``maximumScalars`` scalars in all, as terminals keep only a few marks
  /// per cell: a "zalgo" cluster of thousands of marks costs a cell no more than a few bytes.
  /// Emoji sequences keep their joiners, variation selectors and modifiers.
  package static func cappingCombiningMarks(of symbol: String) -> String {
    // A base and five marks of at least two bytes each take 11 bytes: anything shorter fits.
    guard symbol.utf8.count > 10 else { return symbol }
    var kept = String.UnicodeScalarView()
    var scalarCount = 0
    var marksInARow = 0
    var droppedAny = false
    for scalar in symbol.unicodeScalars {
      if isCombiningMark(scalar) {
        marksInARow += 1
      } else {
        marksInARow = 0
      }
      guard marksInARow <= maximumCombiningMarks, scalarCount < maximumScalars else {
        droppedAny = true
        continue
      }
      kept.append(scalar)
      scalarCount += 1
    }
    return droppedAny ? String(kept) : symbol
  }

  private static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
