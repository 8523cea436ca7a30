/// Tests on the eight bytes of a 64-bit word at once (SWAR): each answers with the high bit of
/// every byte ("lane") that passes, so a word with none is 0 and the first that does is found
/// from the lowest bit set (`trailingZeroBitCount / 8`, the words being loaded little-endian).
///
/// The text scans that read most of a page's bytes are built on these: ``StringContentScan``,
/// and ``isPrintableASCII(_:)``, which the terminal asks of every text it measures. They are the
/// word tests of Anderson's *Bit Twiddling Hacks*: `haszero`, `hasless` and `hasmore`.
package enum ByteLanes {
  /// A one in every byte.
  private static var ones: UInt64 { 0x0101_0101_0101_0101 }
  /// The high bit of every byte.
  private static var highBits: UInt64 { 0x8080_8080_8080_8080 }

  /// `byte` in every lane.
  @inline(__always)
  static func repeating(_ byte: UInt8) -> UInt64 { ones &* UInt64(byte) }

  /// The lanes below `limit` (at most 0x80): taking `limit` from each borrows into its high bit,
  /// and `~word` rules out lanes of 0x80 and up. The lowest lane marked is always exact; a lane
  /// above it may be marked by a borrow.
  @inline(__always)
  static func below(_ limit: UInt8, in word: UInt64) -> UInt64 {
    (word &- repeating(limit)) & ~word & highBits
  }

  /// The lanes above `limit` (below 0x80): adding `0x7F - limit` carries into the high bit of
  /// those, and lanes of 0x80 and up have it already. Exact in every lane.
  @inline(__always)
  static func above(_ limit: UInt8, in word: UInt64) -> UInt64 {
    ((word & ~highBits) &+ repeating(0x7F - limit) | word) & highBits
  }

  /// The lanes equal to `byte` (as ``below(_:in:)``: the lowest marked is exact).
  @inline(__always)
  static func equal(to byte: UInt8, in word: UInt64) -> UInt64 {
    below(1, in: word ^ repeating(byte))
  }

  /// Whether every byte is printable ASCII (0x20...0x7E), looked at eight bytes at a time.
  package static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var index = 0
    while index + 8 <= bytes.count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if below(0x20, in: word) | above(0x7E, in: word) != 0 { return false }
      index += 8
    }
    while index < bytes.count {
      if bytes[index] < 0x20 || bytes[index] > 0x7E { return false }
      index += 1
    }
    return true
  }
}
