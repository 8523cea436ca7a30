extension Unicode.Scalar {
  /// Whether the scalar is a control character that must never be written out raw.
  ///
  /// These are every C0 control (U+0000-U+001F, line feed and tab included), DEL (U+007F),
  /// every C1 control (U+0080-U+009F) and the bidi controls U+061C, U+200E, U+200F,
  /// U+202A-U+202E and U+2066-U+2069. Written raw, they start escape sequences, move the
  /// cursor or reorder the text a reader sees. The screen replaces them
  /// (`TextSanitizer`), messages escape them, and JSON output writes them as `\uXXXX`.
  package var isUnsafeControl: Bool {
    switch value {
    case 0x00..<0x20, 0x7F...0x9F: return true
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
