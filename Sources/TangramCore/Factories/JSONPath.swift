/// A JSON path built up while decoding, rendered like `cards[3].style.margin`.
///
/// Kept as components and turned into text only when a diagnostic needs it, so decoding a
/// million items does not build a million strings. A path ending in an index keeps that index
/// beside the components it shares with its parent, so each item's path (`cards[3].items[17]`)
/// costs no allocation; only a path reported or extended further copies them.
struct JSONPath {
  private var components: [JSONPathStep] = []
  /// The last step when it is an index not yet among ``components``.
  private var trailingIndex: Int?

  init() {}

  init(key: String) {
    components = [.key(key)]
  }

  func appending(_ key: String) -> JSONPath {
    var copy = JSONPath()
    copy.components = steps
    copy.components.append(.key(key))
    return copy
  }

  func appending(index: Int) -> JSONPath {
    var copy = self
    if let trailingIndex {
      copy.components.append(.index(trailingIndex))
    }
    copy.trailingIndex = index
    return copy
  }

  /// Every step, in order.
  private var steps: [JSONPathStep] {
    guard let trailingIndex else { return components }
    return components + [.index(trailingIndex)]
  }

  /// The path as text; `(page)` for the page itself.
  var text: String {
    let joined = joinedText
    return joined.isEmpty ? "(page)" : joined
  }

  /// Keys joined with dots, indices in brackets; empty for the empty path.
  var joinedText: String { steps.pathText }
}
