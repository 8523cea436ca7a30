/// Finds where the plain content of a JSON string ends: the first quote, backslash or (for a
/// parser) control byte, eight bytes at a time.
///
/// Strings are most of a page's bytes, so the scans that skip them (``ValueExtent``, the card
/// scan) and read them (``JSONParser``) spend most of their time here. Each 8-byte word is
/// tested for the bytes sought at once (``ByteLanes``) instead of a comparison a byte; the tail
/// shorter than a word is read a byte at a time.
enum StringContentScan {
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
      var found = ByteLanes.equal(to: UInt8(ascii: "\""), in: word) | ByteLanes.equal(to: UInt8(ascii: "\\"), in: word)
      if stopsAtControls { found |= ByteLanes.below(0x20, in: word) }
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
}
