extension StyledLine {
  /// The line kept whole on one row of `width` columns: when it is wider, its last run gives up
  /// characters at its front (``TextWrapper/truncateFront(_:width:)``), so that a value such as
  /// `file:line:col` keeps its end and is never split over rows. When the runs before the last
  /// leave it no more than the ellipsis, the last run takes a row of its own below them (wrapped
  /// anywhere), shortened the same way.
  func shortenedAtFront(width: Int) -> [StyledLine] {
    guard width > 0 else { return [] }
    guard let last = runs.last, DisplayWidth.exceeds(text, columns: width) else { return [self] }
    let lead = StyledLine(Array(runs.dropLast()))
    let room = width - DisplayWidth.of(lead.text)
    if room >= 2 || lead.runs.isEmpty {
      return [StyledLine(lead.runs + [(TextWrapper.truncateFront(last.text, width: room), last.style)])]
    }
    return lead.wrappedAnywhere(width: width) + [StyledLine([(TextWrapper.truncateFront(last.text, width: width), last.style)])]
  }
}
