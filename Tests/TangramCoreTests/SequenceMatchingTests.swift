import TangramTestSupport
import Testing

@testable import TangramCore

@Suite struct SequenceMatchingTests {
  /// The most a gap's pairs can make, each pair counting one more than its likeness: every
  /// increasing choice of pairs that fit, tried one by one.
  static func bestScore(_ olds: Range<Int>, _ news: Range<Int>, fits: (Int, Int) -> Bool, alike: (Int, Int) -> Int) -> Int {
    guard let old = olds.first, let new = news.first else { return 0 }
    var best = max(bestScore(olds.dropFirst(), news, fits: fits, alike: alike), bestScore(olds, news.dropFirst(), fits: fits, alike: alike))
    if fits(old, new) {
      best = max(best, 1 + alike(old, new) + bestScore(olds.dropFirst(), news.dropFirst(), fits: fits, alike: alike))
    }
    return best
  }

  /// The length of a longest common subsequence, by trying every choice.
  static func longestLength(_ old: ArraySlice<Int>, _ new: ArraySlice<Int>) -> Int {
    guard let first = old.first, let other = new.first else { return 0 }
    if first == other { return 1 + longestLength(old.dropFirst(), new.dropFirst()) }
    return max(longestLength(old.dropFirst(), new), longestLength(old, new.dropFirst()))
  }

  /// The dynamic programme finds a longest common subsequence: pairs of equal keys, increasing
  /// in both, as many as any choice has, on random keys from a small alphabet.
  @Test func theTableFindsALongestCommonSubsequence() {
    var generator = SplitMix64(seed: 42)
    for _ in 0..<400 {
      let old = (0..<(1 + Int(generator.next() % 7))).map { _ in Int(generator.next() % 3) }
      let new = (0..<(1 + Int(generator.next() % 7))).map { _ in Int(generator.next() % 3) }
      let pairs = SequenceMatching.longestCommonSubsequence(old, new)
      #expect(pairs.allSatisfy { old[$0.old] == new[$0.new] })
      #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
      #expect(pairs.count == Self.longestLength(old[...], new[...]), "\(old) \(new)")
    }
  }

  /// A gap holding more on one side is paired as well as it can be: as many pairs that fit, in
  /// order in both, as most alike as any choice makes them.
  @Test func aGapOfUnequalSidesGetsTheBestPairs() {
    var generator = SplitMix64(seed: 29)
    for _ in 0..<300 {
      let oldCount = 1 + Int(generator.next() % 6)
      let newCount = 1 + Int(generator.next() % 6)
      guard oldCount != newCount else { continue }
      var fitting: Set<[Int]> = []
      var likeness: [[Int]: Int] = [:]
      for old in 0..<oldCount {
        for new in 0..<newCount where generator.next() % 3 != 0 {
          fitting.insert([old, new])
          likeness[[old, new]] = Int(generator.next() % 4)
        }
      }
      let fits = { (old: Int, new: Int) in fitting.contains([old, new]) }
      let alike = { (old: Int, new: Int) in likeness[[old, new]] ?? 0 }
      let pairs = SequenceMatching.pairsInGaps(between: [], oldCount: oldCount, newCount: newCount, where: fits, alike: alike)
      #expect(pairs.allSatisfy { fits($0.old, $0.new) })
      #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.old < $1.old && $0.new < $1.new })
      let score = pairs.reduce(0) { $0 + 1 + alike($1.old, $1.new) }
      #expect(score == Self.bestScore(0..<oldCount, 0..<newCount, fits: fits, alike: alike))
    }
  }

  /// The pairs of two sequences of letters, equal letters standing for each other.
  static func letterPairs(_ old: String, _ new: String, largestTable: Int = 4_000_000) -> [[Int]] {
    let old = Array(old)
    let new = Array(new)
    return SequenceMatching.pairs(
      oldCount: old.count, newCount: new.count, same: { old[$0] == new[$1] }, oldKey: { old[$0] }, newKey: { new[$0] },
      largestTable: largestTable
    ).map { [$0.old, $0.new] }
  }

  /// Equal ends are paired first; the middle by a longest common subsequence while its table is
  /// small enough, and else in order, each old key with the next equal new one.
  @Test func theEndsArePairedAndTheMiddleByTableOrInOrder() {
    #expect(Self.letterPairs("abcde", "abxcde") == [[0, 0], [1, 1], [2, 3], [3, 4], [4, 5]])
    #expect(Self.letterPairs("abcde", "axcbde") == [[0, 0], [2, 2], [3, 4], [4, 5]])
    // Without a table: b finds its match past c, and c has nothing left after it.
    #expect(Self.letterPairs("abcde", "axcbde", largestTable: 0) == [[0, 0], [1, 3], [3, 4], [4, 5]])
    #expect(Self.letterPairs("", "ab").isEmpty)
    #expect(Self.letterPairs("ab", "ab") == [[0, 0], [1, 1]])
  }

  /// In order, a key is looked for no further than `lookahead` keys ahead of the last match.
  @Test func inOrderLooksOnlyAShortWayAhead() {
    let old = ["a", "b"]
    let new = ["x", "y", "a", "b"]
    #expect(SequenceMatching.inOrder(old, new, lookahead: 2).isEmpty)
    #expect(SequenceMatching.inOrder(old, new, lookahead: 3).map { [$0.old, $0.new] } == [[0, 2], [1, 3]])
    #expect(SequenceMatching.inOrder(["b", "a"], new).map { [$0.old, $0.new] } == [[0, 3]])
    // Each new key stands for one old key at most: the second a finds the next one.
    #expect(SequenceMatching.inOrder(["a", "a"], ["a", "b", "a"]).map { [$0.old, $0.new] } == [[0, 0], [1, 2]])
  }
}
