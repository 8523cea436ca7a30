extension StyledLine {
  /// The line broken into rows of at most `width` columns at spaces, as ``TextWrapper/wrap(_:width:)``
  /// breaks text (a word longer than a row is broken inside), each row keeping the styles of the
  /// runs it holds; an empty line stays one empty row.
  func wrappedAtWords(width: Int) -> [StyledLine] {
    // Below two columns a wide character shows as "…", which is no slice of the runs.
    guard width >= 2 else { return wrappedAnywhere(width: width) }
    let text = self.text
    var breaker = LineBreaker(text, width: width)
    var rows: [StyledLine] = []
    while let range = breaker.nextLine() {
      let start = text.utf8.distance(from: text.startIndex, to: range.lowerBound)
      let end = text.utf8.distance(from: text.startIndex, to: range.upperBound)
      rows.append(slice(utf8Offsets: start..<end))
    }
    return rows.isEmpty ? [StyledLine()] : rows
  }

  /// The part of the line between two UTF-8 offsets of ``text`` (on Unicode scalar boundaries),
  /// run by run.
  private func slice(utf8Offsets range: Range<Int>) -> StyledLine {
    var row = StyledLine()
    var runStart = 0
    for run in runs {
      let runEnd = runStart + run.text.utf8.count
      let lower = max(range.lowerBound, runStart)
      let upper = min(range.upperBound, runEnd)
      if lower < upper {
        let scalars = run.text.unicodeScalars
        let from = run.text.utf8.index(run.text.startIndex, offsetBy: lower - runStart)
        let to = run.text.utf8.index(run.text.startIndex, offsetBy: upper - runStart)
        row.runs.append((String(scalars[from..<to]), run.style))
      }
      runStart = runEnd
    }
    return row
  }
}
