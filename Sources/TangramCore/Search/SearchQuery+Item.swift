extension SearchQuery {
  /// Whether an item holds the text: in its type, its id, or any string of its data, however
  /// deep in objects and arrays (its label, `title`, `text`, `imgUrl`, `action`...). Numbers
  /// count as the page shows them (`12.5`) when the text could be part of one; keys do not count.
  public func matches(_ item: Item) -> Bool {
    if matches(item.type) { return true }
    if let id = item.id, matches(id) { return true }
    return item.data.contains { matches($0.value) }
  }

  /// Whether a JSON value holds the text in one of its strings (or numbers, see above).
  public func matches(_ value: JSONValue) -> Bool {
    switch value {
    case .string(let string): return matches(string)
    case .number(let number): return couldMatchNumber && matches(number.formattedForDisplay)
    case .array(let elements): return elements.contains { matches($0) }
    case .object(let object): return object.contains { matches($0.value) }
    case .null, .bool: return false
    }
  }
}
