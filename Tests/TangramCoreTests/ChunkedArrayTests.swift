import Testing

@testable import TangramCore

@Suite struct ChunkedArrayTests {
  private let chunk = ChunkedArray<Int>.chunkSize

  @Test func holdsWhatWasAppendedAcrossChunks() {
    var list = ChunkedArray<Int>()
    #expect(list.isEmpty)
    for value in 0..<(2 * chunk + 3) { list.append(value * 3) }
    #expect(list.count == 2 * chunk + 3)
    #expect(Array(list) == (0..<(2 * chunk + 3)).map { $0 * 3 })
    #expect(list[chunk - 1] == (chunk - 1) * 3)
    #expect(list[chunk] == chunk * 3)
    #expect(list.indices == 0..<(2 * chunk + 3))
  }

  @Test func aCopyKeepsWhatItHadWhileTheOriginalGrowsAndChanges() {
    var list = ChunkedArray(0..<(chunk + 10))
    let copy = list
    list.append(-1)
    list[3] = 99
    list[chunk + 2] = 98
    #expect(copy.count == chunk + 10)
    #expect(copy[3] == 3 && copy[chunk + 2] == chunk + 2)
    #expect(list.count == chunk + 11)
    #expect(list[3] == 99 && list[chunk + 2] == 98 && list[chunk + 10] == -1)
  }

  @Test func aShortListIsAnOrdinaryCollection() {
    let list = ChunkedArray(["a", "b", "c"])
    #expect(list.count == 3)
    #expect(list.reversed() == ["c", "b", "a"])
    #expect(list.firstIndex(of: "b") == 1)
  }
}
