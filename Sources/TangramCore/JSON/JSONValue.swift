/// A JSON value: null, a boolean, a number, a string, an array or an object.
///
/// Numbers are kept as `Double`, the way JavaScript reads them. Objects keep their
/// members in source order; see ``JSONObject``.
public enum JSONValue: Hashable, Sendable {
  /// The literal `null`.
  case null
  /// The literal `true` or `false`.
  case bool(Bool)
  /// A number, as the nearest `Double`.
  case number(Double)
  /// A string, with its escape sequences decoded.
  case string(String)
  /// An array, elements in source order.
  case array([JSONValue])
  /// An object, members in source order.
  case object(JSONObject)
}

extension JSONValue {
  /// The string, when the value is a `.string`; `nil` otherwise.
  public var stringValue: String? {
    if case .string(let string) = self { return string }
    return nil
  }

  /// The number, when the value is a `.number`; `nil` otherwise.
  public var doubleValue: Double? {
    if case .number(let number) = self { return number }
    return nil
  }

  /// The elements, when the value is an `.array`; `nil` otherwise.
  public var arrayValue: [JSONValue]? {
    if case .array(let elements) = self { return elements }
    return nil
  }

  /// The object, when the value is an `.object`; `nil` otherwise.
  public var objectValue: JSONObject? {
    if case .object(let object) = self { return object }
    return nil
  }

  /// The member named `key` when the value is an object that has one; `nil` otherwise.
  ///
  /// With duplicate keys the last member wins.
  public subscript(key: String) -> JSONValue? {
    if case .object(let object) = self { return object[key] }
    return nil
  }

  /// The kind of value in words, for diagnostics: "null", "boolean", "number", "string",
  /// "array" or "object".
  public var kindName: String {
    switch self {
    case .null: "null"
    case .bool: "boolean"
    case .number: "number"
    case .string: "string"
    case .array: "array"
    case .object: "object"
    }
  }
}
