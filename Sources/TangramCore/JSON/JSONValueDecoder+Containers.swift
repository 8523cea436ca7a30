/// The keyed container over a JSON object: the last member with a key wins, extra keys are
/// ignored.
struct JSONKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let object: JSONObject
  let codingPath: [any CodingKey]

  var allKeys: [Key] { object.keys.compactMap(Key.init(stringValue:)) }

  func contains(_ key: Key) -> Bool { object[key.stringValue] != nil }

  func decodeNil(forKey key: Key) throws -> Bool { (object[key.stringValue] ?? .null) == .null }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
    try reader(for: key, expecting: T.self).decodeValue(T.self)
  }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try reader(for: key, expecting: [String: Any].self).container(keyedBy: NestedKey.self)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try reader(for: key, expecting: [Any].self).unkeyedContainer()
  }

  /// The same object, at the same path: a superclass's fields sit beside the subclass's, so a
  /// diagnostic names them where they are in the JSON.
  func superDecoder() throws -> any Decoder {
    JSONValueReader(value: .object(object), codingPath: codingPath)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    JSONValueReader(value: object[key.stringValue] ?? .null, codingPath: codingPath + [key])
  }

  /// The reader of the member named `key`; a missing member is `keyNotFound`.
  private func reader<T>(for key: Key, expecting type: T.Type) throws -> JSONValueReader {
    guard let value = object[key.stringValue] else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath, debugDescription: "missing; expected \(expectedDescription(of: T.self))"))
    }
    return JSONValueReader(value: value, codingPath: codingPath + [key])
  }
}

/// The unkeyed container over a JSON array.
struct JSONUnkeyedContainer: UnkeyedDecodingContainer {
  let elements: [JSONValue]
  let codingPath: [any CodingKey]
  private(set) var currentIndex = 0

  init(elements: [JSONValue], codingPath: [any CodingKey]) {
    self.elements = elements
    self.codingPath = codingPath
  }

  var count: Int? { elements.count }

  var isAtEnd: Bool { currentIndex >= elements.count }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd, elements[currentIndex] == .null else { return false }
    currentIndex += 1
    return true
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(T.self) { try $0.decodeValue(T.self) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next([String: Any].self) { try $0.container(keyedBy: NestedKey.self) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next([Any].self) { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder {
    try next(Any.self) { $0 }
  }

  /// Reads the current element with `read` and moves past it once that succeeded.
  private mutating func next<T, Result>(_ type: T.Type, _ read: (JSONValueReader) throws -> Result) throws
    -> Result
  {
    let path = codingPath + [JSONIndexKey(index: currentIndex)]
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        T.self,
        DecodingError.Context(
          codingPath: path, debugDescription: "expected \(expectedDescription(of: T.self)), found the end of the array"))
    }
    let result = try read(JSONValueReader(value: elements[currentIndex], codingPath: path))
    currentIndex += 1
    return result
  }
}

/// The coding key of an array element (shown as `[index]` in paths).
struct JSONIndexKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(index: Int) {
    stringValue = "Index \(index)"
    intValue = index
  }

  init?(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init?(intValue: Int) {
    self.init(index: intValue)
  }
}
