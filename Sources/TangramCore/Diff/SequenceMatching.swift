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

  /// Pairs the elements left free between two matched pairs in order, old with new, where
  /// `fits`: the card in the place of a card whose type changed is that card, with another
  /// layout; the item in the place of one whose text changed is that item, with other text.
  /// Where a gap holds more on one side, the pairs are those most `alike` in all (an item
  /// removed next to one edited leaves the edited one paired with its new text).
  static func pairsInGaps(
    between pairs: [(old: Int, new: Int)], oldCount: Int, newCount: Int,
    oldFree: (Int) -> Bool = { _ in true }, newFree: (Int) -> Bool = { _ in true }, where fits: (Int, Int) -> Bool,
    alike: (Int, Int) -> Int = { _, _ in 0 }
  ) -> [(old: Int, new: Int)] {
    var result: [(old: Int, new: Int)] = []
    var previous = (old: -1, new: -1)
    for next in pairs.sorted(by: { $0.old < $1.old }) + [(old: oldCount, new: newCount)] {
      let olds = ((previous.old + 1)..<max(previous.old + 1, next.old)).filter(oldFree)
      let news = ((previous.new + 1)..<max(previous.new + 1, next.new)).filter(newFree)
      if olds.count == news.count || olds.count * news.count > 40_000 {
        result += zip(olds, news).filter { fits($0.0, $0.1) }.map { (old: $0.0, new: $0.1) }
      } else {
        result += alignment(olds, news, fits: fits, alike: alike)
      }
      previous = next
    }
    return result
  }

  /// The pairs, in order in both, of the elements that fit that are most alike in all, each
  /// pair counting one more than its likeness.
  private static func alignment(
    _ olds: [Int], _ news: [Int], fits: (Int, Int) -> Bool, alike: (Int, Int) -> Int
  ) -> [(old: Int, new: Int)] {
    let columns = news.count + 1
    // best[i][j]: the most the elements from i and j on can make.
    var best = [Int](repeating: 0, count: (olds.count + 1) * columns)
    for i in stride(from: olds.count - 1, through: 0, by: -1) {
      for j in stride(from: news.count - 1, through: 0, by: -1) {
        let paired = fits(olds[i], news[j]) ? best[(i + 1) * columns + j + 1] + 1 + alike(olds[i], news[j]) : 0
        best[i * columns + j] = max(paired, best[(i + 1) * columns + j], best[i * columns + j + 1])
      }
    }
    var result: [(old: Int, new: Int)] = []
    var i = 0
    var j = 0
    while i < olds.count, j < news.count {
      if fits(olds[i], news[j]), best[i * columns + j] == best[(i + 1) * columns + j + 1] + 1 + alike(olds[i], news[j]) {
        result.append((olds[i], news[j]))
        i += 1
        j += 1
      } else if best[i * columns + j] == best[(i + 1) * columns + j] {
        i += 1
      } else {
        j += 1
      }
    }
    return result
  }
}
