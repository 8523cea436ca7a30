import Testing

@testable import TangramCore

/// The eight-bytes-at-a-time scan finds what a byte loop finds, wherever the sought bytes fall
/// in a word and whatever bytes (high ones, controls) surround them.
@Suite struct StringContentScanTests {
  static func byteLoop(_ bytes: [UInt8], from start: Int, to end: Int, stopsAtControls: Bool) -> Int {
    (start..<end).first { index in
      let byte = bytes[index]
      return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || (stopsAtControls && byte < 0x20)
    } ?? end
  }

  @Test func findsTheFirstQuoteBackslashOrControlAsAByteLoopDoes() {
    var random = SplitMix64(seed: 7)
    // Plain bytes, high bytes (0x80 and up, where the word trick could mislead) and the sought ones.
    let alphabet: [UInt8] = [0x61, 0x7A, 0x20, 0x7F, 0x80, 0xC3, 0xA9, 0xFF, 0x21, 0x23, 0x5B, 0x5D]
    let sought: [UInt8] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x00, 0x0A, 0x1F]
    var checked = 0
    for _ in 0..<2000 {
      let count = Int(random.next() % 40)
      var bytes = (0..<count).map { _ in alphabet[Int(random.next() % UInt64(alphabet.count))] }
      for _ in 0..<Int(random.next() % 3) where count > 0 {
        bytes[Int(random.next() % UInt64(count))] = sought[Int(random.next() % UInt64(sought.count))]
      }
      for start in 0...count {
        for stopsAtControls in [false, true] {
          let found = bytes.withUnsafeBufferPointer {
            StringContentScan.end(in: $0, from: start, to: count, stopsAtControls: stopsAtControls)
          }
          #expect(found == Self.byteLoop(bytes, from: start, to: count, stopsAtControls: stopsAtControls),
            "\(bytes) from \(start), controls: \(stopsAtControls)")
          checked += 1
        }
      }
    }
    #expect(checked > 40_000)
  }

  @Test func eachPositionOfAWordIsFound() {
    for position in 0..<16 {
      for byte: UInt8 in [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x01] {
        var bytes = [UInt8](repeating: 0xE9, count: 16)
        bytes[position] = byte
        let found = bytes.withUnsafeBufferPointer {
          StringContentScan.end(in: $0, from: 0, to: 16, stopsAtControls: true)
        }
        #expect(found == position)
        let withoutControls = bytes.withUnsafeBufferPointer {
          StringContentScan.end(in: $0, from: 0, to: 16, stopsAtControls: false)
        }
        #expect(withoutControls == (byte == 0x01 ? 16 : position))
      }
    }
  }
}
