import CNcurses

/// The wide characters one cell hands to `setcchar`, and the columns ncurses will give them.
///
/// A cell holds a whole grapheme cluster, but ncurses advances the cursor by the `wcwidth` of the
/// cluster's first scalar and terminals differ on longer sequences. So a cell sends its first
/// scalar plus the combining marks right after it (at most `CCHARW_MAX` in all); the rest of a ZWJ
/// sequence or flag is left out, and every terminal then advances by the same width.
struct CellGlyph: Equatable {
  /// The maximum number of wide characters in one `cchar_t`.
  static let maximumScalars = 5

  /// The scalars to send, first the spacing one.
  var scalars: [UInt32]
  /// The columns ncurses gives the glyph in the current locale (`wcwidth` of the first scalar);
  /// below 1 when it cannot show it.
  var width: Int

  /// A printable ASCII or narrow replacement glyph.
  static func narrow(_ scalar: Unicode.Scalar) -> CellGlyph {
    CellGlyph(scalars: [scalar.value], width: 1)
  }

  /// The glyph for a cell's symbol, measured with `measure` (`wcwidth` by default).
  static func of(
    _ symbol: String, measure: (UInt32) -> Int = { Int(CNcurses_wcwidth(wchar_t(bitPattern: $0))) }
  ) -> CellGlyph {
    let utf8 = symbol.utf8
    if utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F {
      return CellGlyph(scalars: [UInt32(byte)], width: 1)
    }
    var iterator = symbol.unicodeScalars.makeIterator()
    guard let base = iterator.next(), !isControl(base) else { return .narrow(" ") }
    var scalars = [base.value]
    while scalars.count < maximumScalars, let next = iterator.next(), isCombining(next) {
      scalars.append(next.value)
    }
    return CellGlyph(scalars: scalars, width: measure(base.value))
  }

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
  }

  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
