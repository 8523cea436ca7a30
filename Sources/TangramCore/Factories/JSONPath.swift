/// A JSON path built up while decoding, rendered like `cards[3].style.margin`.
///
/// Kept as components and turned into text only when a diagnostic needs it, so decoding a
/// million items does not build a million strings.
struct JSONPath {
  private var components: [JSONPathStep] = []

  init() {}

  init(key: String) {
    components = [.key(key)]
  }

  func appending(_ key: String) -> JSONPath {
    var copy = self
    copy.components.append(.key(key))
    return copy
  }

  func appending(index: Int) -> JSONPath {
    var copy = self
    copy.components.append(.index(index))
    return copy
  }

  /// The path as text; `(page)` for the page itself.
  var text: String {
    let joined = joinedText
    return joined.isEmpty ? "(page)" : joined
  }

  /// Keys joined with dots, indices in brackets; empty for the empty path.
  var joinedText: String { components.pathText }
}
