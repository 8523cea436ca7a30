import TangramCore

/// Cleans page text before it reaches the terminal.
///
/// Page data is untrusted: an escape sequence or a bidi override inside a title could move the
/// cursor, recolour the screen or reorder what the user reads. Sanitised text holds only
/// printable characters and "\n".
public enum TextSanitizer {
  /// Makes page text safe to show.
  ///
  /// Every C0 control (except "\n", kept as a line break), DEL, every C1 control
  /// (U+0080-U+009F), ESC (so no escape sequence can reach the terminal) and the bidi controls
  /// U+202A-U+202E, U+2066-U+2069, U+200E/U+200F and U+061C are replaced. Tab becomes one space;
  /// "\r\n" and a lone "\r" become "\n". C0 controls and DEL become their Control Pictures glyph
  /// (U+2400 + code, U+2421 for DEL, so ESC becomes "␛"); C1 and bidi controls become U+FFFD.
  /// Text with nothing to replace is returned unchanged.
  public static func sanitize(_ text: String) -> String {
    guard needsSanitizing(text.utf8) else { return text }
    var result = String.UnicodeScalarView()
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      if scalar == "\n" && previous == "\r" { continue }
      result.append(replacement(for: scalar))
    }
    return String(result)
  }

  // MARK: - Replacement

  private static let replacementCharacter: Unicode.Scalar = "\u{FFFD}"
  private static let deletePicture: Unicode.Scalar = "\u{2421}"
  private static let controlPicturesStart: UInt32 = 0x2400

  /// What one scalar becomes; most scalars stay as they are.
  private static func replacement(for scalar: Unicode.Scalar) -> Unicode.Scalar {
    guard scalar.isUnsafeControl else { return scalar }
    switch scalar.value {
    case 0x0A, 0x0D: return "\n"
    case 0x09: return " "
    case 0x00..<0x20: return controlPicture(for: scalar.value)
    case 0x7F: return deletePicture
    default: return replacementCharacter  // C1 and bidi controls
    }
  }

  /// The Control Pictures glyph of a C0 control, e.g. "␛" for ESC.
  private static func controlPicture(for value: UInt32) -> Unicode.Scalar {
    Unicode.Scalar(controlPicturesStart + value) ?? replacementCharacter
  }

  // MARK: - Fast check

  /// Whether the UTF-8 bytes hold anything `sanitize` replaces.
  ///
  /// C1 controls are encoded C2 80-9F, U+061C is D8 9C, U+200E/F are E2 80 8E/8F,
  /// U+202A-E are E2 80 AA-AE and U+2066-9 are E2 81 A6-A9. C2, D8 and E2 are lead bytes,
  /// so matching them together with the bytes after them cannot misfire.
  private static func needsSanitizing(_ bytes: String.UTF8View) -> Bool {
    // A native string's bytes are contiguous, and a buffer is scanned far faster than the view.
    bytes.withContiguousStorageIfAvailable(containsReplacedBytes) ?? containsReplacedBytes(bytes)
  }

  private static func containsReplacedBytes<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> Bool {
    var previous: UInt8 = 0
    var beforePrevious: UInt8 = 0
    for byte in bytes {
      if isReplacedASCII(byte) { return true }
      if previous == 0xC2 && (0x80...0x9F).contains(byte) { return true }
      if previous == 0xD8 && byte == 0x9C { return true }
      if beforePrevious == 0xE2 && isBidiTail(previous, byte) { return true }
      beforePrevious = previous
      previous = byte
    }
    return false
  }

  private static func isReplacedASCII(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 0x0A) || byte == 0x7F
  }

  /// The last two bytes of the three-byte bidi controls that start with E2.
  private static func isBidiTail(_ second: UInt8, _ third: UInt8) -> Bool {
    switch (second, third) {
    case (0x80, 0x8E), (0x80, 0x8F), (0x80, 0xAA...0xAE), (0x81, 0xA6...0xA9): return true
    default: return false
    }
  }
}
