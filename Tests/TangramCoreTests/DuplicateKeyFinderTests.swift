import TangramTestSupport
import Testing

@testable import TangramCore

/// Repeated keys of an object, small (compared pairwise) and large (through the hash table, whose
/// size grows in powers of two with the object), against a plain scan.
@Suite struct DuplicateKeyFinderTests {
  static func expected(_ keys: [String]) -> [Int] {
    keys.indices.filter { index in keys[..<index].contains(keys[index]) }
  }

  @Test(arguments: [2, 5, 16, 17, 40, 100, 700])
  func laterDuplicatesAreFoundAtEverySize(count: Int) {
    var generator = SplitMix64(seed: UInt64(count))
    for _ in 0..<5 {
      // About one key in eight repeats an earlier one.
      let keys = (0..<count).map { index in
        generator.next() % 8 == 0 && index > 0 ? "k\(generator.next() % UInt64(index))" : "k\(index)"
      }
      let members = keys.map { JSONObject.Member(key: $0, value: .null) }
      #expect(DuplicateKeyFinder.laterDuplicates(in: members) == Self.expected(keys), "\(count)")
    }
  }

  @Test func aRepeatedKeyIsReportedAtEachLaterMember() {
    let members = ["a", "b", "a", "a"].map { JSONObject.Member(key: $0, value: .null) }
    #expect(DuplicateKeyFinder.laterDuplicates(in: members) == [2, 3])
    #expect(DuplicateKeyFinder.laterDuplicates(in: []) == [])
  }
}
