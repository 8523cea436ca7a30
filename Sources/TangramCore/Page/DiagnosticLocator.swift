/// Where the values that diagnostics name (`cards[3].items[2].type`) are written in a page's
/// text, as 1-based lines and columns: what a compiler-style message (`page.json:12:7:
/// warning: …`) and an editor jumping to it need.
///
/// The cards are found once (``PageSourceIndex``); a path into a card is then looked for in that
/// card's text alone, and all the positions are counted in one pass over the text.
public struct DiagnosticLocator: Sendable {
  private let text: [UInt8]
  private let index: PageSourceIndex

  /// A locator for the page written as `text`.
  ///
  /// - Complexity: O(*n*) in the text.
  public init(text: [UInt8]) {
    self.text = text
    index = PageSourceIndex(text: text)
  }

  /// The line and column of the value each diagnostic's path names, in the diagnostics' order;
  /// nil for one whose path the text does not have (a path the decoder made up, such as that of
  /// a loaded item).
  public func locations(of diagnostics: [Diagnostic]) -> [(line: Int, column: Int)?] {
    locations(ofPaths: diagnostics.map(\.path))
  }

  /// The line and column of the value each path (as diagnostics write it: `cards[3].items[2]`)
  /// names, in the paths' order; nil for a path the text does not have.
  public func locations(ofPaths paths: [String]) -> [(line: Int, column: Int)?] {
    let offsets = paths.map { offset(ofPath: $0) }
    let found = offsets.enumerated().compactMap { entry in entry.element.map { (entry.offset, $0) } }
      .sorted { $0.1 < $1.1 }
    let positions = text.withUnsafeBufferPointer { JSONSyntaxError.locations(of: found.map(\.1), in: $0) }
    var result: [(line: Int, column: Int)?] = Array(repeating: nil, count: paths.count)
    for (entry, position) in zip(found, positions) { result[entry.0] = position }
    return result
  }

  /// The byte offset of the value at `path` (as diagnostics write it), or of the nearest value
  /// above it that the text has (a member that is missing is reported at its object); nil when
  /// the text has none of the path.
  func offset(ofPath path: String) -> Int? {
    guard var steps = [JSONPathStep](pathText: path) else { return nil }
    while !steps.isEmpty {
      if let offset = offset(of: steps) { return offset }
      steps.removeLast()
    }
    return nil
  }

  private func offset(of steps: [JSONPathStep]) -> Int? {
    // Diagnostics name the cards `cards[i]` whatever the root; the index knows where they are.
    if steps.count >= 2, steps[0] == .key("cards"), case .index(let card) = steps[1],
      let cards = index.cardRanges, cards.indices.contains(card)
    {
      return JSONSourceLocator.range(of: Array(steps.dropFirst(2)), in: text, within: cards[card])?.lowerBound
    }
    return JSONSourceLocator.range(of: steps, in: text)?.lowerBound
  }
}

extension [JSONPathStep] {
  /// The steps of a path as diagnostics write it (``pathText``): `cards[3].items[2].style`;
  /// nil for text that is not such a path.
  init?(pathText: String) {
    var steps: [JSONPathStep] = []
    var rest = Substring(pathText)
    while !rest.isEmpty {
      if rest.first == "[" {
        guard let close = rest.firstIndex(of: "]"), let index = Int(rest[rest.index(after: rest.startIndex)..<close])
        else { return nil }
        steps.append(.index(index))
        rest = rest[rest.index(after: close)...]
      } else {
        if rest.first == "." {
          guard !steps.isEmpty else { return nil }
          rest = rest.dropFirst()
        }
        let key = rest.prefix { $0 != "." && $0 != "[" }
        guard !key.isEmpty else { return nil }
        steps.append(.key(String(key)))
        rest = rest.dropFirst(key.count)
      }
    }
    self = steps
  }
}
