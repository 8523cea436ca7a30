/// What a ``Loader`` delivers for a request: item JSON, decoded like the page's own items, and
/// whether a paged card has more pages.
public struct LoadResult: Hashable, Sendable {
  /// Item objects, as a page's `items` would hold them.
  public var items: [JSONValue]
  /// Whether more pages follow; `nil` leaves it to the card (a paged card asks again until a
  /// page comes back empty or says `false`).
  public var hasMore: Bool?

  /// Creates a result.
  public init(items: [JSONValue], hasMore: Bool? = nil) {
    self.items = items
    self.hasMore = hasMore
  }

  /// Reads a loaded document: an array of items, or `{"items": [...], "hasMore": bool}`.
  ///
  /// - Throws: a ``LoadError`` naming what was found instead.
  public init(document: JSONValue) throws(LoadError) {
    switch document {
    case .array(let items):
      self.init(items: items)
    case .object(let object):
      guard let items = object["items"]?.arrayValue else {
        throw LoadError(message: "expected {\"items\": [...]}, found an object without an \"items\" array")
      }
      let hasMore: Bool?
      switch object["hasMore"] {
      case .bool(let value): hasMore = value
      case nil, .null: hasMore = nil
      case let other?: throw LoadError(message: "\"hasMore\" must be true or false, found \(other.kindName)")
      }
      self.init(items: items, hasMore: hasMore)
    default:
      throw LoadError(message: "expected an array of items or {\"items\": [...]}, found \(document.kindName)")
    }
  }
}
