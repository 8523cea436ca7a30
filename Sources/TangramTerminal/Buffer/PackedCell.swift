import TangramCore

/// A ``Cell`` as a ``Buffer`` stores it: two words and no reference, so that a frame is made,
/// copied, compared and freed without touching a string, and two rows compare as bytes.
///
/// `symbol` holds the cluster's UTF-8 bytes, the first in the lowest byte, when it has at most
/// ``maximumInlineBytes`` of them (every ASCII character, CJK, box drawing, most emoji), with the
/// byte count in the top byte; a continuation cell (empty symbol) is 0. A longer cluster is kept
/// by its buffer, by cell index (``Buffer/longSymbols``): its `symbol` is ``longMark`` in the top
/// byte over a hash of its bytes.
///
/// `style` holds the colours and attributes (see ``packedStyle(_:)``), zero where a colour is
/// absent. So two packed cells that differ never show the same, and two that are equal show the
/// same unless both are long, whose clusters the buffers hold.
package struct PackedCell: Hashable, Sendable {
  package var symbol: UInt64
  package var style: UInt64

  package init(symbol: UInt64, style: UInt64) {
    self.symbol = symbol
    self.style = style
  }

  /// The most UTF-8 bytes a symbol packs in place.
  package static let maximumInlineBytes = 7
  /// The top byte of a symbol kept by the buffer.
  package static let longMark: UInt64 = 0xFF
  /// The packed symbol of a continuation cell.
  package static let continuation: UInt64 = 0

  /// Whether the symbol is kept by the buffer.
  @inline(__always)
  package var isLong: Bool { symbol >> 56 == Self.longMark }

  /// Whether this is the right half of a wide character (an empty symbol).
  @inline(__always)
  package var isContinuation: Bool { symbol == Self.continuation }

  /// The bytes of an inline symbol; the count is 0 for a long one.
  @inline(__always)
  package var inlineByteCount: Int { isLong ? 0 : Int(symbol >> 56) }

  /// The packed symbol of one ASCII byte.
  @inline(__always)
  package static func symbol(ascii byte: UInt8) -> UInt64 {
    1 << 56 | UInt64(byte)
  }

  /// The byte of a symbol that is one printable ASCII character, else nil.
  @inline(__always)
  package var printableASCII: UInt8? {
    guard symbol >> 56 == 1 else { return nil }
    let byte = UInt8(truncatingIfNeeded: symbol)
    return byte >= 0x20 && byte < 0x7F ? byte : nil
  }

  /// The packed symbol of `text`: its bytes when they fit, else ``longMark`` over their hash
  /// (the buffer then keeps `text`).
  package static func symbol(_ text: String) -> UInt64 {
    let pack = { (bytes: UnsafeBufferPointer<UInt8>) in
      bytes.count <= maximumInlineBytes ? symbol(bytes: bytes) : longMark << 56 | hash(bytes)
    }
    if let packed = text.utf8.withContiguousStorageIfAvailable(pack) { return packed }
    var text = text
    return text.withUTF8(pack)
  }

  /// The packed symbol of a cluster of at most ``maximumInlineBytes`` UTF-8 bytes.
  @inline(__always)
  package static func symbol(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var packed = UInt64(bytes.count) << 56
    for index in bytes.indices {
      packed |= UInt64(bytes[index]) << (8 * index)
    }
    return packed
  }

  /// The symbol of an inline packed symbol (nil for a long one, which its buffer holds).
  package static func inlineString(_ symbol: UInt64) -> String? {
    let count = Int(symbol >> 56)
    guard count <= maximumInlineBytes else { return nil }
    if count == 1, symbol & 0x80 == 0 { return asciiStrings[Int(symbol & 0x7F)] }
    return withUnsafeBytes(of: symbol.littleEndian) { bytes in
      String(decoding: UnsafeRawBufferPointer(rebasing: bytes[0..<count]), as: UTF8.self)
    }
  }

  /// Every one-byte ASCII string, by its byte.
  private static let asciiStrings = (0..<128).map { String(UnicodeScalar(UInt8($0))) }

  /// FNV-1a over the bytes, cut to the 56 bits below the mark.
  private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash & 0x00FF_FFFF_FFFF_FFFF
  }
}

// MARK: - Styles

extension PackedCell {
  private static let foregroundShift: UInt64 = 0
  private static let backgroundShift: UInt64 = 24
  private static let attributeShift: UInt64 = 48
  private static let colorMask: UInt64 = 0xFF_FFFF
  private static let hasForeground: UInt64 = 1 << 56
  private static let hasBackground: UInt64 = 1 << 57
  private static let foregroundBits = colorMask << foregroundShift | hasForeground
  private static let backgroundBits = colorMask << backgroundShift | hasBackground
  private static let attributeBits: UInt64 = 0xFF << attributeShift

  /// `style` in one word: the foreground's RGB in bits 0-23, the background's in 24-47, the
  /// attributes in 48-55, and whether each colour is there in bits 56 and 57.
  package static func packedStyle(_ style: CellStyle) -> UInt64 {
    var bits = UInt64(style.attributes.rawValue) << attributeShift
    if let foreground = style.foreground {
      bits |= hasForeground | packedColor(foreground) << foregroundShift
    }
    if let background = style.background {
      bits |= hasBackground | packedColor(background) << backgroundShift
    }
    return bits
  }

  /// The style a packed style stands for.
  package static func style(_ bits: UInt64) -> CellStyle {
    CellStyle(
      foreground: bits & hasForeground == 0 ? nil : color(bits >> foregroundShift),
      background: bits & hasBackground == 0 ? nil : color(bits >> backgroundShift),
      attributes: TextAttributes(rawValue: UInt8(truncatingIfNeeded: bits >> attributeShift)))
  }

  /// The style of this cell.
  package var cellStyle: CellStyle { Self.style(style) }

  /// A packed style laid over others as ``CellStyle/patched(with:)`` lays a style: its colours
  /// where it has them, and its attributes added.
  package struct Overlay {
    /// The bits of a patched style taken from the overlay.
    private let taken: UInt64
    /// The overlay's bits, in `taken` and its attributes.
    private let bits: UInt64

    package init(_ style: CellStyle) {
      let packed = PackedCell.packedStyle(style)
      var taken = PackedCell.attributeBits
      if style.foreground != nil { taken |= PackedCell.foregroundBits }
      if style.background != nil { taken |= PackedCell.backgroundBits }
      self.taken = taken
      self.bits = packed
    }

    /// Whether the overlay has no colour and no attribute (the plain style), so that laying it
    /// over a style leaves that style.
    package var leavesStylesAsTheyAre: Bool { bits == 0 && taken == PackedCell.attributeBits }

    /// `base` with the overlay laid over it.
    @inline(__always)
    package func patch(_ base: UInt64) -> UInt64 {
      (base & ~taken) | bits | (base & PackedCell.attributeBits)
    }
  }

  /// `bits` with the background set to `color`, or taken away for nil.
  package static func settingBackground(_ color: Color?, of bits: UInt64) -> UInt64 {
    let cleared = bits & ~backgroundBits
    guard let color else { return cleared }
    return cleared | hasBackground | packedColor(color) << backgroundShift
  }

  /// `bits` with `attributes` added.
  package static func addingAttributes(_ attributes: TextAttributes, to bits: UInt64) -> UInt64 {
    bits | UInt64(attributes.rawValue) << attributeShift
  }

  private static func packedColor(_ color: Color) -> UInt64 {
    UInt64(color.red) << 16 | UInt64(color.green) << 8 | UInt64(color.blue)
  }

  private static func color(_ bits: UInt64) -> Color {
    Color(
      red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
      blue: UInt8(truncatingIfNeeded: bits))
  }
}
