import Testing

@testable import TangramCore

/// A short string handed out by the cache is the one `String(decoding:as:)` makes of the same
/// bytes, whether it was made before, its slot holds another string, or its bytes are not UTF-8.
@Suite struct ShortStringCacheTests {
  static func decoded(_ bytes: [UInt8], by cache: inout ShortStringCache) -> String {
    bytes.withUnsafeBufferPointer { cache.string(decoding: $0) }
  }

  @Test func givesWhatDecodingGivesForEveryStringOfAMixOfRepeatsAndNewOnes() {
    var random = SplitMix64(seed: 11)
    var cache = ShortStringCache()
    // A few bytes, so that strings repeat and many share a slot; 0xC3 0xA9 is é, 0xFF is not UTF-8.
    let alphabet: [UInt8] = [0x61, 0x62, 0x00, 0x20, 0x7F, 0xC3, 0xA9, 0xFF]
    for _ in 0..<20_000 {
      let count = Int(random.next() % UInt64(ShortStringCache.maximumLength + 4))
      let bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      #expect(Self.decoded(bytes, by: &cache) == String(decoding: bytes, as: UTF8.self), "\(bytes)")
    }
  }

  @Test func tellsApartStringsThatDifferOnlyInLengthOrTheirLastByte() {
    var cache = ShortStringCache()
    let texts = [
      "", "a", "a\0", "a\0\0", String(repeating: "x", count: 15), String(repeating: "x", count: 14) + "y",
      String(repeating: "x", count: 16), String(repeating: "é", count: 40),
    ]
    for _ in 0..<2 {
      for text in texts { #expect(Self.decoded(Array(text.utf8), by: &cache) == text) }
    }
  }

  @Test func makesKeysAndShortValuesOfAParsedDocumentAsTheyAreWritten() throws {
    let value = try JSONParser.parse(#"[{"type":"text","id":"a"},{"type":"texts","id":"a\u00e9"},{"type":"text","id":"é"}]"#)
    let types = value.arrayValue?.compactMap { $0.objectValue?["type"]?.stringValue }
    let ids = value.arrayValue?.compactMap { $0.objectValue?["id"]?.stringValue }
    #expect(types == ["text", "texts", "text"])
    #expect(ids == ["a", "aé", "é"])
  }
}
