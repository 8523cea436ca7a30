/// What an ``ItemModelFactory`` gets with each item: its place in the page, the standard
/// decoding, and a way to report problems.
///
/// Valid only during the ``ItemModelFactory/makeItem(from:context:)`` call it is passed to.
public struct ItemDecodingContext {
  let state: DecodingState
  let jsonPath: JSONPath
  let depth: Int

  /// The item's JSON path, such as `cards[2].items[0]`.
  public var path: String { jsonPath.text }

  /// How many cards the item is nested in below its top-level card (0 for a top-level card's
  /// items).
  public var nestingDepth: Int { depth }

  /// The standard item for `value`: what ``StandardItemModelFactory`` makes. Wrong values are
  /// reported; `nil` when `value` is not an object.
  public func standardItem(from value: JSONValue) -> Item? {
    state.standardItem(value, at: jsonPath, depth: depth)
  }

  /// Reports a problem with the item. `field` is a path inside the item (`"rating"`,
  /// `"tags[1]"`), or `nil` for the item itself.
  public func report(_ message: String, field: String? = nil) {
    let diagnostic = Diagnostic(path: field ?? "", message: message)
    state.report(diagnostic.nested(under: path))
  }
}
