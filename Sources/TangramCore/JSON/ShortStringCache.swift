/// Strings of at most 15 bytes already made while reading one document, by their bytes.
///
/// The keys of a page's objects (`"type"`, `"text"`) and many short values repeat from item to
/// item. A string that short is stored inline, so handing out one made before costs a copy of
/// two words, where making it again costs a UTF-8 check and the string's construction. The
/// cache maps each byte sequence to one of a fixed number of slots; a sequence whose slot holds
/// another takes its place.
struct ShortStringCache {
  /// The most bytes a string kept here has: what fits in two words beside its length.
  static let maximumLength = 15
  private static let slotCount = 64

  /// A string and its bytes packed into two words: bytes 0 to 14 and the length in byte 15.
  private struct Slot {
    var low: UInt64 = 0
    var high: UInt64 = 0
    var string = ""
  }

  private var slots: [Slot] = []

  /// The string whose UTF-8 is `bytes` (invalid UTF-8 repaired to U+FFFD, as
  /// `String(decoding:as:)` does); kept here when it has 1 to ``maximumLength`` bytes.
  mutating func string(decoding bytes: UnsafeBufferPointer<UInt8>) -> String {
    guard !bytes.isEmpty else { return "" }
    guard bytes.count <= Self.maximumLength else { return String(decoding: bytes, as: UTF8.self) }
    var packed: (low: UInt64, high: UInt64) = (0, 0)
    withUnsafeMutableBytes(of: &packed) { words in
      words.copyMemory(from: UnsafeRawBufferPointer(bytes))
      words[Self.maximumLength] = UInt8(bytes.count)
    }
    let mixed = (packed.low &* 0x9E37_79B9_7F4A_7C15) ^ (packed.high &* 0xC2B2_AE3D_27D4_EB4F)
    let index = Int(truncatingIfNeeded: mixed >> 58)
    if slots.isEmpty { slots = Array(repeating: Slot(), count: Self.slotCount) }
    if slots[index].low == packed.low, slots[index].high == packed.high { return slots[index].string }
    let string = String(decoding: bytes, as: UTF8.self)
    slots[index] = Slot(low: packed.low, high: packed.high, string: string)
    return string
  }
}
