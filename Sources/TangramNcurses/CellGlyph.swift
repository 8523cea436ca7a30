import CNcurses
import TangramCore

/// The wide characters one cell hands to ncurses, and the columns ncurses will give them.
///
/// A cell holds a whole grapheme cluster, but ncurses advances the cursor by the `wcwidth` of the
/// cluster's first scalar and terminals differ on longer sequences. So a cell sends its first
/// scalar plus the combining marks right after it (at most `CCHARW_MAX` in all); the rest of a ZWJ
/// sequence or flag is left out, and every terminal then advances by the same width.
///
/// The scalars are stored inline, so making a glyph never allocates.
struct CellGlyph: Equatable {
  /// The maximum number of wide characters in one `cchar_t`.
  static let maximumScalars = 5

  /// The scalars in order, first the spacing one; the slots after `count` are 0.
  private var storage = SIMD8<UInt32>()
  /// How many scalars the glyph has (1 to `maximumScalars`).
  private(set) var count = 0
  /// The columns ncurses gives the glyph in the current locale (`wcwidth` of the first scalar);
  /// below 1 when it cannot show it.
  var width: Int

  /// A glyph of `scalars` (the first `maximumScalars` of them).
  init(scalars: [UInt32], width: Int) {
    self.width = width
    for scalar in scalars.prefix(Self.maximumScalars) {
      append(scalar)
    }
  }

  /// The scalars to send, first the spacing one.
  var scalars: [UInt32] { (0..<count).map { storage[$0] } }

  /// The spacing scalar.
  var base: UInt32 { storage[0] }

  /// A printable ASCII or narrow replacement glyph.
  static func narrow(_ scalar: Unicode.Scalar) -> CellGlyph {
    CellGlyph(base: scalar.value, width: 1)
  }

  /// The columns the terminal gives a scalar in the current locale (`wcwidth`); below 1 when it
  /// cannot show it.
  static func terminalWidth(_ scalar: UInt32) -> Int {
    Int(CNcurses_wcwidth(wchar_t(bitPattern: scalar)))
  }

  /// The glyph for a cell's symbol, measured with `measure` (``terminalWidth(_:)`` by default).
  static func of(_ symbol: String, measure: (UInt32) -> Int = terminalWidth) -> CellGlyph {
    if let byte = printableASCII(symbol) {
      return CellGlyph(base: UInt32(byte), width: 1)
    }
    var iterator = symbol.unicodeScalars.makeIterator()
    // A control (C0, DEL, C1 or bidi) never reaches the terminal: the cell shows blank.
    guard let first = iterator.next(), !first.isUnsafeControl else { return .narrow(" ") }
    var glyph = CellGlyph(base: first.value, width: measure(first.value))
    while glyph.count < maximumScalars, let next = iterator.next(), isCombining(next) {
      glyph.append(next.value)
    }
    return glyph
  }

  /// The byte of a symbol that is one printable ASCII character, else nil.
  @inline(__always)
  static func printableASCII(_ symbol: String) -> UInt8? {
    let utf8 = symbol.utf8
    guard utf8.count == 1, let byte = utf8.first, byte >= 0x20, byte < 0x7F else { return nil }
    return byte
  }

  private init(base: UInt32, width: Int) {
    self.width = width
    append(base)
  }

  private mutating func append(_ scalar: UInt32) {
    storage[count] = scalar
    count += 1
  }

  private static func isCombining(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark: return true
    default: return false
    }
  }
}
