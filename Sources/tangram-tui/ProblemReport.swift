import TangramCore

/// The lines that list a page's problems on standard error, kept short for pages with many:
/// the first ``shownPerKind`` problems of each kind (see `Diagnostic.kind`), and
/// after the last one shown, how many more of that kind there are.
///
/// Problems beyond the first ``maximumKinds`` kinds are counted together as one more kind.
/// `--problems FILE` writes the complete list.
struct ProblemReport {
  /// How many problems of one kind are listed.
  static let shownPerKind = 20
  /// How many kinds are told apart.
  static let maximumKinds = 100

  /// Every problem, in the order they were found.
  var problems: [Diagnostic]

  /// One line to print: a problem (by its index in ``problems``), or a note about those left out.
  enum Line: Equatable {
    case problem(Int)
    case note(String)
  }

  /// The lines to print: problems, and after the last one shown of a kind, a count of those left
  /// out; a last note points to `--problems` when any were left out and
  /// `mentionsProblemsOption` is set.
  func lines(mentionsProblemsOption: Bool) -> [Line] {
    let kinds = kindIndices()
    var totals = [Int](repeating: 0, count: Self.maximumKinds + 1)
    for kind in kinds { totals[kind] += 1 }
    var shown = [Int](repeating: 0, count: totals.count)
    var lines: [Line] = []
    var listed = 0
    for (index, kind) in kinds.enumerated() where shown[kind] < Self.shownPerKind {
      lines.append(.problem(index))
      listed += 1
      shown[kind] += 1
      let rest = totals[kind] - shown[kind]
      if shown[kind] == Self.shownPerKind, rest > 0 {
        let what = kind == Self.maximumKinds ? "problems of other kinds" : "like this"
        lines.append(.note("… and \(rest.formattedWithSeparators) more \(what)"))
      }
    }
    if mentionsProblemsOption, listed < problems.count {
      lines.append(.note("\(problems.count.formattedWithSeparators) problems in all; --problems FILE writes every one"))
    }
    return lines
  }

  /// Each problem's kind as a number from 0 in order of first appearance; kinds past the
  /// first ``maximumKinds`` are all ``maximumKinds``.
  private func kindIndices() -> [Int] {
    var indexOfKind: [String: Int] = [:]
    var indexOfMessage: [String: Int] = [:]
    return problems.map { problem in
      if let index = indexOfMessage[problem.message] { return index }
      let kind = problem.kind
      let index: Int
      if let known = indexOfKind[kind] {
        index = known
      } else if indexOfKind.count < Self.maximumKinds {
        index = indexOfKind.count
        indexOfKind[kind] = index
      } else {
        index = Self.maximumKinds
      }
      indexOfMessage[problem.message] = index
      return index
    }
  }
}

extension Int {
  /// The number with a comma between groups of three digits: `999,980`.
  var formattedWithSeparators: String {
    let digits = String(magnitude)
    var result = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return self < 0 ? "-" + result : result
  }
}
