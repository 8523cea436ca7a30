import Testing

@testable import TangramCore

/// The word tests find the same bytes as a test a byte: the first lane each marks is the first
/// byte that passes, and a word with none passing is 0.
@Suite struct ByteLanesTests {
  private func word(_ bytes: [UInt8]) -> UInt64 {
    bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * $1.offset) }
  }

  /// The first lane a test marks, or nil when it marks none.
  private func firstLane(_ marked: UInt64) -> Int? {
    marked == 0 ? nil : marked.trailingZeroBitCount / 8
  }

  @Test func everyByteInEveryLane() {
    let filler = UInt8(ascii: "a")
    for lane in 0..<8 {
      for value in 0...255 {
        var bytes = [UInt8](repeating: filler, count: 8)
        bytes[lane] = UInt8(value)
        let word = word(bytes)
        #expect(firstLane(ByteLanes.below(0x20, in: word)) == (value < 0x20 ? lane : nil))
        #expect(firstLane(ByteLanes.above(0x7E, in: word)) == (value > 0x7E ? lane : nil))
        #expect(firstLane(ByteLanes.equal(to: UInt8(ascii: "\""), in: word)) == (value == 0x22 ? lane : nil))
        #expect(ByteLanes.above(0x7E, in: word) == (value > 0x7E ? UInt64(0x80) << (8 * lane) : 0))
      }
    }
  }

  /// On random words (bytes drawn where the tests change their answers) the first lane marked
  /// is the first byte that passes, whatever the bytes after it; `above` marks exactly those.
  @Test func theFirstLaneMarkedIsTheFirstBytePassing() {
    var generator = SplitMix64(seed: 29)
    let values: [UInt8] = [0x00, 0x01, 0x1F, 0x20, 0x21, 0x22, 0x5C, 0x7E, 0x7F, 0x80, 0x9F, 0xA0, 0xFF]
    for _ in 0..<20_000 {
      let bytes = (0..<8).map { _ in values.randomElement(using: &generator)! }
      let word = word(bytes)
      #expect(firstLane(ByteLanes.below(0x20, in: word)) == bytes.firstIndex { $0 < 0x20 })
      #expect(firstLane(ByteLanes.equal(to: 0x5C, in: word)) == bytes.firstIndex(of: 0x5C))
      let above = (0..<8).filter { ByteLanes.above(0x7E, in: word) & (UInt64(0x80) << (8 * $0)) != 0 }
      #expect(above == bytes.indices.filter { bytes[$0] > 0x7E })
    }
  }

  /// Every byte value, at every place of texts from 1 to 19 bytes long (the eight-byte words,
  /// their tails, and both): printable ASCII is 0x20 through 0x7E, nothing else.
  @Test func printableASCIIIsTheBytesFromSpaceToTilde() {
    for length in 1...19 {
      for place in 0..<length {
        for value in 0...255 {
          var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
          bytes[place] = UInt8(value)
          let isPrintable = bytes.withUnsafeBufferPointer { ByteLanes.isPrintableASCII($0) }
          #expect(isPrintable == (0x20...0x7E).contains(value), "\(value) at \(place) of \(length)")
        }
      }
    }
    #expect([UInt8]().withUnsafeBufferPointer { ByteLanes.isPrintableASCII($0) })
  }
}
