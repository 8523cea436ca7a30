/// Decodes `Decodable` values from a ``JSONValue``, accepting what Tangram pages write.
///
/// Numbers may be written as numeric strings (`"4.5"`), as Tangram accepts them; strings may be
/// written as numbers; booleans may be numbers or `"true"`/`"false"`. Missing keys and `null`
/// decode as `nil` for optionals; extra keys are ignored. A value that does not fit throws a
/// `DecodingError` whose coding path names it and whose description says what was expected
/// and found (`expected a number, found the string "five"`); ``Diagnostic/init(decodingError:)``
/// turns it into a diagnostic.
public struct JSONValueDecoder: Sendable {
  /// Makes a decoder.
  public init() {}

  /// Decodes a `T` from `value`.
  ///
  /// - Throws: `DecodingError` when a value does not fit its field, or what `T`'s own
  ///   `init(from:)` throws.
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try JSONValueReader(value: value, codingPath: []).decodeValue(T.self)
  }
}

/// The `Decoder` over one JSON value at a coding path; also its single-value container.
struct JSONValueReader: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]

  var userInfo: [CodingUserInfoKey: Any] { [:] }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    guard case .object(let object) = value else { throw mismatch(Key.self, expected: "an object") }
    return KeyedDecodingContainer(JSONKeyedContainer(object: object, codingPath: codingPath))
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    guard case .array(let elements) = value else { throw mismatch([Any].self, expected: "an array") }
    return JSONUnkeyedContainer(elements: elements, codingPath: codingPath)
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  func decodeNil() -> Bool { value == .null }

  func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try decodeValue(T.self)
  }

  /// Reads scalars directly (their own `init(from:)` would ask this container again) and
  /// everything else through `init(from:)`.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    if T.self == String.self { return try string() as! T }
    if T.self == Bool.self { return try bool() as! T }
    if let integerType = T.self as? any FixedWidthInteger.Type { return try integer(integerType) as! T }
    if let floatType = T.self as? any BinaryFloatingPoint.Type { return try floatingPoint(floatType) as! T }
    return try T(from: self)
  }
}
