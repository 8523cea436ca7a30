extension Diagnostic {
  /// The diagnostic for an error thrown while decoding with ``JSONValueDecoder``: the path of
  /// the value that did not fit, relative to what was decoded (`rating`, `tags[1]`,
  /// `seller.name`), and what was wrong (`expected a number, found the string "five"`).
  ///
  /// Other errors (thrown by a type's own `init(from:)`) keep their description, at the top.
  public init(decodingError error: any Error) {
    guard let decodingError = error as? DecodingError else {
      self.init(path: "", message: String(describing: error))
      return
    }
    switch decodingError {
    case .keyNotFound(let key, let context):
      self.init(path: Self.text(of: context.codingPath + [key]), message: context.debugDescription)
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      self.init(path: Self.text(of: context.codingPath), message: context.debugDescription)
    @unknown default:
      self.init(path: "", message: String(describing: error))
    }
  }

  /// A coding path as a JSON path: keys joined with dots, array indices in brackets.
  private static func text(of codingPath: [any CodingKey]) -> String {
    codingPath.reduce(JSONPath()) { path, key in
      if let index = (key as? JSONIndexKey)?.intValue { return path.appending(index: index) }
      return path.appending(key.stringValue)
    }.joinedText
  }
}
