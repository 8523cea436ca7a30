/// Finds where the plain content of a JSON string ends: the first quote, backslash or (for a
/// parser) control byte, eight bytes at a time.
///
/// Strings are most of a page's bytes, so the scans that skip them (``ValueExtent``, the card
/// scan) and read them (``JSONParser``) spend most of their time here. Each 8-byte word is
/// tested for the bytes sought with the classic "has a zero byte" bit trick (SWAR) instead of a
/// comparison a byte; the tail shorter than a word is read a byte at a time.
enum StringContentScan {
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  private static let quotes = ones &* UInt64(UInt8(ascii: "\""))
  private static let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
  private static let spaces = ones &* 0x20

  /// The first offset of `bytes` from `start` up to `end` holding a quote or a backslash, or,
  /// when `stopsAtControls`, a byte below 0x20; `end` when there is none.
  @inline(__always)
  static func end(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int, stopsAtControls: Bool
  ) -> Int {
    guard let base = bytes.baseAddress else { return end }
    var index = start
    let raw = UnsafeRawPointer(base)
    while index + 8 <= end {
      let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
      var found = hasZeroByte(word ^ quotes) | hasZeroByte(word ^ backslashes)
      if stopsAtControls {
        // Bytes below 0x20: subtracting 0x20 from each borrows into the high bit (bytes of 0x80
        // and up are ruled out by `~word`).
        found |= (word &- spaces) & ~word & highBits
      }
      if found != 0 {
        return index + found.trailingZeroBitCount / 8
      }
      index += 8
    }
    while index < end {
      let byte = base[index]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (stopsAtControls && byte < 0x20) {
        return index
      }
      index += 1
    }
    return end
  }

  /// The high bit of each byte of `word` that is zero, and possibly of bytes above a zero one
  /// (a borrow); the lowest bit set is always the first zero byte's.
  @inline(__always)
  private static func hasZeroByte(_ word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }
}
