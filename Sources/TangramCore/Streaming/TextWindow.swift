/// The part of a page's text that is at hand: bytes from offset ``base`` on, indexed by their
/// offsets in the whole text, so a reader can drop what it has read and keep offsets stable.
struct TextWindow {
  /// The bytes at hand.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The offset in the whole text of the first byte at hand.
  let base: Int

  /// The window of a whole text.
  init(_ bytes: UnsafeBufferPointer<UInt8>, base: Int = 0) {
    self.bytes = bytes
    self.base = base
  }

  /// The offset just past the last byte at hand.
  var end: Int { base + bytes.count }

  /// The byte at `offset` (of the whole text): at least ``base``, less than ``end``.
  subscript(offset: Int) -> UInt8 { bytes[offset - base] }

  /// The bytes at `range` of the whole text, which must be at hand.
  func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: bytes[(range.lowerBound - base)..<(range.upperBound - base)])
  }
}
