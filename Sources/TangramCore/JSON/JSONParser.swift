/// Reads JSON documents (RFC 8259) into ``JSONValue`` trees.
///
/// The reader works on UTF-8 bytes in place and keeps no per-value bookkeeping: containers
/// are assembled on an explicit stack, so nesting depth costs heap, never call stack.
/// Invalid UTF-8 inside strings becomes U+FFFD, as does an unpaired `\u` surrogate escape.
/// Anything else outside the grammar (comments, trailing commas, single quotes, `NaN`,
/// leading zeros, raw control characters in strings) throws a ``JSONSyntaxError`` that
/// names the line and column where the problem was found.
package enum JSONParser {
  /// Parses one JSON document (RFC 8259) from UTF-8 bytes.
  ///
  /// A leading UTF-8 byte order mark and whitespace around the value are allowed.
  /// Containers nested more than `maxDepth` deep are an error.
  package static func parse(_ bytes: [UInt8], maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONValue {
    let outcome = bytes.withUnsafeBufferPointer { parseOutcome($0, maxDepth: maxDepth) }
    return try outcome.get()
  }

  /// Parses one JSON document (RFC 8259) from text.
  ///
  /// A leading U+FEFF byte order mark and whitespace around the value are allowed.
  /// Containers nested more than `maxDepth` deep are an error.
  package static func parse(_ text: String, maxDepth: Int = 512) throws(JSONSyntaxError) -> JSONValue {
    var text = text
    let outcome = text.withUTF8 { parseOutcome($0, maxDepth: maxDepth) }
    return try outcome.get()
  }

  /// Parses one JSON document (RFC 8259) from UTF-8 bytes, and says where its objects repeat
  /// a key.
  ///
  /// The value is the one ``parse(_:maxDepth:)-([UInt8],_)`` returns: every member is kept, and
  /// a lookup finds the last one with its key.
  package static func parseDocument(
    _ bytes: [UInt8], maxDepth: Int = 512
  ) throws(JSONSyntaxError) -> JSONDocument {
    let outcome = bytes.withUnsafeBufferPointer { input in
      parseOutcomeWithDuplicates(input, maxDepth: maxDepth).map { value, duplicates in
        JSONDocument(value: value, duplicateKeys: JSONDuplicateKey.located(duplicates, in: input))
      }
    }
    return try outcome.get()
  }

  /// Parses one value that fills `input` from its first byte to its last (a card or other
  /// value a scan of the whole document found), as the document's reader reads a value: no
  /// byte order mark or whitespace before it. Errors name lines and columns of `input`, and
  /// repeated keys carry offsets into it, with paths from this value.
  static func parseValue(
    _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int
  ) -> Result<(value: JSONValue, duplicates: [UnlocatedDuplicateKey]), JSONSyntaxError> {
    var reader = JSONReader(input: input, maxDepth: maxDepth)
    do throws(JSONSyntaxError) {
      let value = try reader.readValueTree()
      reader.skipWhitespace()
      guard reader.isAtEnd else { throw reader.failure("trailing characters after the JSON value") }
      return .success((value, reader.duplicates))
    } catch {
      return .failure(error)
    }
  }

  /// Reads the value that starts at the first byte of `input` and returns it with the bytes it
  /// takes, as ``parseValue(_:maxDepth:)`` reads a value that fills its input; the bytes after it
  /// are not looked at. Nil when `input` does not start with a whole value: it is malformed, or
  /// cut short.
  static func parseLeadingValue(
    _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int
  ) -> (value: JSONValue, duplicates: [UnlocatedDuplicateKey], length: Int)? {
    var reader = JSONReader(input: input, maxDepth: maxDepth)
    guard let value = try? reader.readValueTree() else { return nil }
    // The reader has gone past the whitespace after the value's last byte.
    var length = reader.offset
    while length > 0, reader.isWhitespace(input[length - 1]) { length -= 1 }
    return (value, reader.duplicates, length)
  }

  private static func parseOutcome(
    _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int
  ) -> Result<JSONValue, JSONSyntaxError> {
    parseOutcomeWithDuplicates(input, maxDepth: maxDepth).map(\.value)
  }

  private static func parseOutcomeWithDuplicates(
    _ input: UnsafeBufferPointer<UInt8>, maxDepth: Int
  ) -> Result<(value: JSONValue, duplicates: [UnlocatedDuplicateKey]), JSONSyntaxError> {
    var reader = JSONReader(input: input, maxDepth: maxDepth)
    do {
      let value = try reader.readDocument()
      return .success((value, reader.duplicates))
    } catch {
      return .failure(error)
    }
  }
}

// MARK: - Reader

/// A container whose closing bracket has not been read yet.
struct OpenContainer {
  /// Whether it is an object (members) rather than an array (elements).
  let isObject: Bool
  /// Where its first value sits on the value stack.
  let firstValue: Int
  /// Where its first key sits on the key stack (objects only).
  let firstKey: Int
}

/// The parsing state for one document.
struct JSONReader: ~Copyable {
  let input: UnsafeBufferPointer<UInt8>
  let maxDepth: Int
  var offset = 0
  var openContainers: [OpenContainer] = []
  var values = MoveStack<JSONValue>()
  var keys = MoveStack<String>()
  /// Where each key on the key stack starts in the input.
  var keyOffsets: [Int] = []
  /// Keys an object repeats, found as each object closes.
  var duplicates: [UnlocatedDuplicateKey] = []
  var escapedBytes: [UInt8] = []
  /// Short strings made so far: keys and short values repeat from object to object.
  var shortStrings = ShortStringCache()

  init(input: UnsafeBufferPointer<UInt8>, maxDepth: Int) {
    self.input = input
    self.maxDepth = maxDepth
  }

  var isAtEnd: Bool { offset >= input.count }

  mutating func readDocument() throws(JSONSyntaxError) -> JSONValue {
    if JSONSyntaxError.startsWithByteOrderMark(input) { offset = 3 }
    skipWhitespace()
    let value = try readValueTree()
    skipWhitespace()
    guard isAtEnd else { throw failure("trailing characters after the JSON value") }
    return value
  }

  /// Reads a value and everything nested in it, bracket by bracket, without recursion.
  mutating func readValueTree() throws(JSONSyntaxError) -> JSONValue {
    while true {
      guard var value = try readValueOrOpenContainer() else { continue }
      while let container = openContainers.last {
        values.push(value)
        skipWhitespace()
        guard let closed = try finishElement(of: container) else { break }
        value = closed
      }
      if openContainers.isEmpty { return value }
    }
  }

  /// Reads a scalar or an empty container; for a non-empty container, opens it, reads up to
  /// its first value (past the first key for an object) and returns `nil`.
  mutating func readValueOrOpenContainer() throws(JSONSyntaxError) -> JSONValue? {
    guard !isAtEnd else { throw failure("unexpected end of input") }
    switch input[offset] {
    case UInt8(ascii: "\""):
      return .string(try readString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .number(try readNumber())
    case UInt8(ascii: "{"):
      try openContainer(isObject: true)
      if consume(UInt8(ascii: "}")) {
        openContainers.removeLast()
        return .object(JSONObject())
      }
      try readMemberKey(afterComma: false)
      return nil
    case UInt8(ascii: "["):
      try openContainer(isObject: false)
      if consume(UInt8(ascii: "]")) {
        openContainers.removeLast()
        return .array([])
      }
      return nil
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return try readLiteral()
    default:
      throw unexpectedCharacterForValue()
    }
  }

  /// Pushes a container for the bracket at `offset` and skips the bracket and whitespace.
  mutating func openContainer(isObject: Bool) throws(JSONSyntaxError) {
    guard openContainers.count < maxDepth else {
      throw failure("nesting deeper than \(maxDepth) levels")
    }
    openContainers.append(
      OpenContainer(isObject: isObject, firstValue: values.count, firstKey: keys.count))
    offset += 1
    skipWhitespace()
  }

  /// After an element of `container`: either reads the separator (and the next key) and
  /// returns `nil`, or reads the closing bracket and returns the finished container.
  mutating func finishElement(of container: OpenContainer) throws(JSONSyntaxError) -> JSONValue? {
    if container.isObject {
      if consume(UInt8(ascii: ",")) {
        try readMemberKey(afterComma: true)
        return nil
      }
      guard consume(UInt8(ascii: "}")) else {
        throw unexpected(expecting: "expected ',' or '}' after object member")
      }
      openContainers.removeLast()
      return .object(popObject(container))
    }
    if consume(UInt8(ascii: ",")) {
      if !isAtEnd && input[offset] == UInt8(ascii: "]") { throw failure("trailing comma in array") }
      return nil
    }
    guard consume(UInt8(ascii: "]")) else {
      throw unexpected(expecting: "expected ',' or ']' after array element")
    }
    openContainers.removeLast()
    return .array(values.popArray(from: container.firstValue))
  }

  /// Reads `"key"`, the colon and the whitespace after it, and pushes the key.
  mutating func readMemberKey(afterComma: Bool) throws(JSONSyntaxError) {
    guard !isAtEnd, input[offset] == UInt8(ascii: "\"") else {
      if afterComma && !isAtEnd && input[offset] == UInt8(ascii: "}") {
        throw failure("trailing comma in object")
      }
      if !isAtEnd && input[offset] == UInt8(ascii: "'") {
        throw failure("single-quoted strings are not allowed")
      }
      throw unexpected(expecting: "expected a double-quoted object key")
    }
    keyOffsets.append(offset)
    keys.push(try readString())
    skipWhitespace()
    guard consume(UInt8(ascii: ":")) else {
      throw unexpected(expecting: "expected ':' after object key")
    }
  }

  mutating func popObject(_ container: OpenContainer) -> JSONObject {
    let count = values.count - container.firstValue
    guard count > 0 else { return JSONObject() }
    // Appended to, for the reason ``MoveStack/popArray(from:)`` gives.
    var members: [JSONObject.Member] = []
    members.reserveCapacity(count)
    for index in 0..<count {
      members.append(
        JSONObject.Member(
          key: keys.take(at: container.firstKey + index), value: values.take(at: container.firstValue + index)))
    }
    keys.forgetTop(from: container.firstKey)
    values.forgetTop(from: container.firstValue)
    if count > 1 { recordDuplicates(in: members, firstKey: container.firstKey) }
    keyOffsets.removeSubrange(container.firstKey...)
    return JSONObject(members: members)
  }

  /// Records each member whose key an earlier member of the same object has.
  mutating func recordDuplicates(in members: [JSONObject.Member], firstKey: Int) {
    for index in DuplicateKeyFinder.laterDuplicates(in: members) {
      recordDuplicate(members[index].key, offset: keyOffsets[firstKey + index])
    }
  }

  /// Records a repeated key of the object being closed, with the path of that object.
  mutating func recordDuplicate(_ key: String, offset: Int) {
    var path = JSONPath()
    for (depth, container) in openContainers.enumerated() {
      let next = depth + 1 < openContainers.count ? openContainers[depth + 1].firstValue : values.count
      let index = next - container.firstValue
      path = container.isObject ? path.appending(keys.element(at: container.firstKey + index)) : path.appending(index: index)
    }
    duplicates.append(UnlocatedDuplicateKey(objectPath: path, key: key, offset: offset))
  }

  // MARK: Whitespace and punctuation

  @inline(__always)
  mutating func skipWhitespace() {
    while offset < input.count, isWhitespace(input[offset]) {
      offset += 1
    }
  }

  /// Whether `byte` is JSON whitespace.
  func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\t")
  }

  /// Skips `byte` and the whitespace after it when `byte` is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard offset < input.count, input[offset] == byte else { return false }
    offset += 1
    skipWhitespace()
    return true
  }

  // MARK: Helpers

  func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: input[range])
  }
}
