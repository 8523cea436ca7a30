import TangramCore

/// How the wireframe of an item type looks: a colour and border glyphs, both picked from the
/// type name, so every item of a type looks the same on every run and repeats are recognisable.
///
/// The pick is a stable hash of the name's UTF-8 bytes (64-bit FNV-1a), not Swift's `Hasher`,
/// which is seeded anew on every run. The colour and the glyphs come from different parts of
/// the hash, so types with one colour mostly differ in glyphs; without colours (`NO_COLOR`) the
/// glyphs still tell types apart.
struct WireframeStyle: Hashable, Sendable {
  /// The colour of the border and the type name.
  var color: Color
  /// The border's corners and edges.
  var glyphs: BoxFrame.Glyphs

  /// Colours of middle lightness, readable on dark and light terminals alike.
  static let palette: [Color] = [
    Color(rgb: 0xE06C75), Color(rgb: 0xD19A66), Color(rgb: 0xC8B040), Color(rgb: 0x98C379),
    Color(rgb: 0x56B6C2), Color(rgb: 0x61AFEF), Color(rgb: 0xC678DD), Color(rgb: 0xE87BB0),
  ]
  /// Border styles, told apart without colours.
  static let borders: [BoxFrame.Glyphs] = [.light, .heavy, .double, .rounded, .dashed]

  /// The style of items of `type`.
  init(type: String) {
    let hash = Self.stableHash(type)
    let count = UInt64(Self.palette.count)
    color = Self.palette[Int(hash % count)]
    glyphs = Self.borders[Int((hash / count) % UInt64(Self.borders.count))]
  }

  /// The 64-bit FNV-1a hash of the text's UTF-8 bytes: the same on every run and machine.
  static func stableHash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  /// The border and type name's cell style.
  var borderStyle: CellStyle { CellStyle(foreground: color) }
}
