/// `cols` and `rows`: percentages that must leave every column (or row) some room.
extension DecodingState {
  /// Percentages (`cols`, `rows`); a missing or invalid entry is -1, "not given", and shares
  /// what the given ones leave (spec §2.1).
  ///
  /// A negative entry is Android's way of saying "not given". An entry of 0 or above 100 is
  /// outside iOS's `0 < v ≤ 100` and would leave its column (or row) no room, or the others
  /// none: it is reported and read as not given.
  func weights(_ value: JSONValue?, key: String, of part: String, inStyleAt stylePath: JSONPath) -> [Double] {
    let path = stylePath.appending(key)
    guard let value, value != .null else { return [] }
    guard case .array(let entries) = value else {
      reader.log.report(path.text, "expected an array of percentages, found \(value.kindName); ignored")
      return []
    }
    let weights = entries.enumerated().map { index, entry -> Double in
      guard let weight = reader.number(entry, at: path.appending(index: index)) else { return -1 }
      guard weight == 0 || weight > 100 else { return weight }
      let name = key + "[\(index)]"
      let problem = weight == 0 ? "leaves its \(part) no room" : "is more than the whole"
      reader.log.report(
        path.text,
        "\(name) is \(weight.formattedForDisplay), which \(problem); a weight is above 0 and at most "
          + "100, so that \(part) shares what the others leave")
      return -1
    }
    return weights.contains { $0 >= 0 } ? weights : []
  }

  /// A grid's `cols` that take the whole width (or more) before every column has a share:
  /// reported, and the columns are equal instead (the spec's default).
  func checkColumnWeights(of card: inout Card, at path: JSONPath) {
    guard card.kind.isFlow, !card.hasCustomLayout, !card.style.cols.isEmpty else { return }
    let columns = FlowLayout.columnCount(of: card)
    let given = (0..<columns).map { $0 < card.style.cols.count ? card.style.cols[$0] : -1 }
    let total = given.filter { $0 >= 0 }.reduce(0, +)
    let sharing = given.filter { $0 < 0 }.count
    guard total > 100 || (total >= 100 && sharing > 0) else { return }
    let problem =
      sharing > 0 ? "which leaves \(sharing) of the \(columns) columns no width" : "more than the whole width"
    reader.log.report(
      path.appending("style").appending("cols").text,
      "the weights add up to \(total.formattedForDisplay)%, \(problem); the columns are equal instead")
    card.style.cols = []
  }
}
