/// Which elements of two sequences stand for each other, in order: a longest common subsequence
/// of their keys, after the elements equal at both ends are paired off.
///
/// One element inserted into a long list leaves every other one paired with itself. The ends
/// are paired in O(*n*); what is left between them is matched by the classic dynamic programme
/// while it is at most `largestTable` cells, and in order, key by key, when larger (a page
/// rewritten almost everywhere).
enum SequenceMatching {
  /// The pairs `(old index, new index)`, increasing in both. Elements equal (`same`) at the
  /// starts and at the ends are paired first; the rest is matched by key.
  static func pairs<Key: Equatable>(
    oldCount: Int, newCount: Int, same: (Int, Int) -> Bool, oldKey: (Int) -> Key, newKey: (Int) -> Key,
    largestTable: Int = 4_000_000
  ) -> [(old: Int, new: Int)] {
    var start = 0
    while start < oldCount, start < newCount, same(start, start) { start += 1 }
    var oldEnd = oldCount
    var newEnd = newCount
    while oldEnd > start, newEnd > start, same(oldEnd - 1, newEnd - 1) {
      oldEnd -= 1
      newEnd -= 1
    }
    var result = (0..<start).map { (old: $0, new: $0) }
    let oldKeys = (start..<oldEnd).map(oldKey)
    let newKeys = (start..<newEnd).map(newKey)
    let middle =
      oldKeys.count * newKeys.count <= largestTable
      ? longestCommonSubsequence(oldKeys, newKeys) : inOrder(oldKeys, newKeys)
    result += middle.map { (old: $0.old + start, new: $0.new + start) }
    result += (0..<(oldCount - oldEnd)).map { (old: oldEnd + $0, new: newEnd + $0) }
    return result
  }

  /// A longest common subsequence of `old` and `new`, as index pairs.
  static func longestCommonSubsequence<Key: Equatable>(_ old: [Key], _ new: [Key]) -> [(old: Int, new: Int)] {
    let rows = old.count
    let columns = new.count
    guard rows > 0, columns > 0 else { return [] }
    // lengths[i][j]: the longest common subsequence of old[i...] and new[j...].
    var lengths = [Int](repeating: 0, count: (rows + 1) * (columns + 1))
    for i in stride(from: rows - 1, through: 0, by: -1) {
      for j in stride(from: columns - 1, through: 0, by: -1) {
        lengths[i * (columns + 1) + j] =
          old[i] == new[j]
          ? lengths[(i + 1) * (columns + 1) + j + 1] + 1
          : max(lengths[(i + 1) * (columns + 1) + j], lengths[i * (columns + 1) + j + 1])
      }
    }
    var pairs: [(old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < rows, j < columns {
      if old[i] == new[j] {
        pairs.append((i, j))
        i += 1
        j += 1
      } else if lengths[(i + 1) * (columns + 1) + j] >= lengths[i * (columns + 1) + j + 1] {
        i += 1
      } else {
        j += 1
      }
    }
    return pairs
  }

  /// Pairs in order without a table: each old key with the next new one equal to it, looked for
  /// no further than a short way ahead.
  static func inOrder<Key: Equatable>(_ old: [Key], _ new: [Key], lookahead: Int = 64) -> [(old: Int, new: Int)] {
    var pairs: [(old: Int, new: Int)] = []
    var j = 0
    for i in old.indices where j < new.count {
      if let found = (j..<min(new.count, j + lookahead)).first(where: { new[$0] == old[i] }) {
        pairs.append((i, found))
        j = found + 1
      }
    }
    return pairs
  }
}
