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
private struct OpenContainer {
  /// Whether it is an object (members) rather than an array (elements).
  let isObject: Bool
  /// Where its first value sits on the value stack.
  let firstValue: Int
  /// Where its first key sits on the key stack (objects only).
  let firstKey: Int
}

/// The parsing state for one document.
private struct JSONReader: ~Copyable {
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
    let members = [(key: String, value: JSONValue)](unsafeUninitializedCapacity: count) {
      buffer, initializedCount in
      for index in 0..<count {
        let key = keys.take(at: container.firstKey + index)
        let value = values.take(at: container.firstValue + index)
        (buffer.baseAddress! + index).initialize(to: (key: key, value: value))
      }
      initializedCount = count
    }
    keys.forgetTop(from: container.firstKey)
    values.forgetTop(from: container.firstValue)
    if count > 1 { recordDuplicates(in: members, firstKey: container.firstKey) }
    keyOffsets.removeSubrange(container.firstKey...)
    return JSONObject(members)
  }

  /// Records each member whose key an earlier member of the same object has.
  mutating func recordDuplicates(in members: [(key: String, value: JSONValue)], firstKey: Int) {
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

  mutating func skipWhitespace() {
    while offset < input.count {
      switch input[offset] {
      case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"):
        offset += 1
      default:
        return
      }
    }
  }

  /// Skips `byte` and the whitespace after it when `byte` is next.
  mutating func consume(_ byte: UInt8) -> Bool {
    guard offset < input.count, input[offset] == byte else { return false }
    offset += 1
    skipWhitespace()
    return true
  }

  // MARK: Strings

  /// Reads the string whose opening quote is at `offset`.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let contentStart = offset + 1
    let index = StringContentScan.end(in: input, from: contentStart, to: input.count, stopsAtControls: true)
    guard index < input.count else { throw failure("unterminated string", at: input.count) }
    switch input[index] {
    case UInt8(ascii: "\""):
      offset = index + 1
      return String(decoding: bytes(contentStart..<index), as: UTF8.self)
    case UInt8(ascii: "\\"):
      return try readEscapedString(contentStart: contentStart, firstEscape: index)
    default:
      throw failure("control character in string", at: index)
    }
  }

  /// Reads the rest of a string that contains escape sequences, from the first one on.
  mutating func readEscapedString(contentStart: Int, firstEscape: Int) throws(JSONSyntaxError) -> String {
    escapedBytes.removeAll(keepingCapacity: true)
    escapedBytes.append(contentsOf: bytes(contentStart..<firstEscape))
    var index = firstEscape
    var runStart = index
    while true {
      index = StringContentScan.end(in: input, from: index, to: input.count, stopsAtControls: true)
      guard index < input.count else { throw failure("unterminated string", at: input.count) }
      let byte = input[index]
      guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else {
        throw failure("control character in string", at: index)
      }
      escapedBytes.append(contentsOf: bytes(runStart..<index))
      if byte == UInt8(ascii: "\"") {
        offset = index + 1
        return String(decoding: escapedBytes, as: UTF8.self)
      }
      index = try decodeEscape(at: index)
      runStart = index
    }
  }

  /// Appends the character escaped at `index` (a backslash) and returns the index after it.
  mutating func decodeEscape(at index: Int) throws(JSONSyntaxError) -> Int {
    guard index + 1 < input.count else { throw failure("unterminated string", at: input.count) }
    let decoded: UInt8
    switch input[index + 1] {
    case UInt8(ascii: "\""): decoded = UInt8(ascii: "\"")
    case UInt8(ascii: "\\"): decoded = UInt8(ascii: "\\")
    case UInt8(ascii: "/"): decoded = UInt8(ascii: "/")
    case UInt8(ascii: "b"): decoded = 0x08
    case UInt8(ascii: "f"): decoded = 0x0C
    case UInt8(ascii: "n"): decoded = UInt8(ascii: "\n")
    case UInt8(ascii: "r"): decoded = UInt8(ascii: "\r")
    case UInt8(ascii: "t"): decoded = UInt8(ascii: "\t")
    case UInt8(ascii: "u"): return try decodeUnicodeEscape(at: index)
    default:
      throw failure("invalid escape sequence \(describeEscape(at: index, length: 2))", at: index)
    }
    escapedBytes.append(decoded)
    return index + 2
  }

  /// Appends the scalar of the `\uXXXX` escape at `index` (joining a surrogate pair, or
  /// U+FFFD for a lone surrogate) and returns the index after it.
  mutating func decodeUnicodeEscape(at index: Int) throws(JSONSyntaxError) -> Int {
    let unit = try hexQuad(afterEscapeAt: index)
    var next = index + 6
    var scalar = Unicode.Scalar(unit) ?? "\u{FFFD}"
    if (0xD800...0xDBFF).contains(unit), let low = lowSurrogate(at: next) {
      scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))!
      next += 6
    }
    escapedBytes.append(contentsOf: UTF8.encode(scalar)!)
    return next
  }

  /// The four hex digits after the `\u` at `index`.
  func hexQuad(afterEscapeAt index: Int) throws(JSONSyntaxError) -> UInt16 {
    var unit: UInt16 = 0
    for position in (index + 2)..<(index + 6) {
      guard position < input.count else { throw failure("unterminated string", at: input.count) }
      guard let digit = hexDigitValue(input[position]) else {
        let escape = describeEscape(at: index, length: position - index + 1)
        throw failure("invalid escape sequence \(escape): expected 4 hex digits after '\\u'", at: index)
      }
      unit = unit << 4 | UInt16(digit)
    }
    return unit
  }

  /// The low surrogate escaped as `\uDC00`...`\uDFFF` at `index`, if there is one.
  func lowSurrogate(at index: Int) -> UInt16? {
    guard index + 6 <= input.count,
      input[index] == UInt8(ascii: "\\"), input[index + 1] == UInt8(ascii: "u"),
      let unit = try? hexQuad(afterEscapeAt: index), (0xDC00...0xDFFF).contains(unit)
    else { return nil }
    return unit
  }

  // MARK: Numbers

  /// Reads the number starting at `offset` (a digit or '-').
  mutating func readNumber() throws(JSONSyntaxError) -> Double {
    let start = offset
    var index = offset
    let isNegative = input[index] == UInt8(ascii: "-")
    if isNegative { index += 1 }
    var significand: UInt64 = 0
    var decimalExponent = 0
    var droppedDigits = false

    guard let first = digit(at: index) else { throw missingIntegerDigit(at: index) }
    if first == 0 {
      index += 1
      if digit(at: index) != nil {
        throw failure("invalid number: leading zeros are not allowed", at: index)
      }
    }
    while let value = digit(at: index) {
      if significand < 100_000_000_000_000_000 {
        significand = significand * 10 + UInt64(value)
      } else {
        droppedDigits = true
        decimalExponent += 1
      }
      index += 1
    }
    if index < input.count && input[index] == UInt8(ascii: ".") {
      index += 1
      guard digit(at: index) != nil else {
        throw failure("invalid number: expected a digit after '.'", at: index)
      }
      while let value = digit(at: index) {
        if significand < 100_000_000_000_000_000 {
          significand = significand * 10 + UInt64(value)
          decimalExponent -= 1
        } else {
          droppedDigits = true
        }
        index += 1
      }
    }
    if index < input.count && input[index] | 0x20 == UInt8(ascii: "e") {
      decimalExponent += try readExponent(at: &index)
    }
    offset = index
    try rejectWordCharacterAfterNumber()

    let value: Double
    if !droppedDigits, significand <= 1 << 53, let exact = Self.exactDouble(significand, decimalExponent) {
      value = isNegative ? -exact : exact
    } else {
      value = Double(String(decoding: bytes(start..<index), as: UTF8.self)) ?? .nan
    }
    guard value.isFinite else { throw failure("number out of range", at: start) }
    return value
  }

  /// Reads the exponent after the 'e' or 'E' at `index`, moving `index` past it.
  func readExponent(at index: inout Int) throws(JSONSyntaxError) -> Int {
    index += 1
    var isNegative = false
    if index < input.count && (input[index] == UInt8(ascii: "+") || input[index] == UInt8(ascii: "-")) {
      isNegative = input[index] == UInt8(ascii: "-")
      index += 1
    }
    guard digit(at: index) != nil else {
      throw failure("invalid number: expected a digit in the exponent", at: index)
    }
    var exponent = 0
    while let value = digit(at: index) {
      if exponent < 1_000_000 { exponent = exponent * 10 + Int(value) }
      index += 1
    }
    return isNegative ? -exponent : exponent
  }

  /// `significand × 10^exponent`, when both factors are exact doubles so one rounding gives
  /// the correctly rounded result.
  static func exactDouble(_ significand: UInt64, _ exponent: Int) -> Double? {
    guard exponent >= -22 && exponent <= 22 else { return nil }
    let scale = exactPowersOfTen[Int(exponent.magnitude)]
    return exponent < 0 ? Double(significand) / scale : Double(significand) * scale
  }

  func digit(at index: Int) -> UInt8? {
    guard index < input.count else { return nil }
    let value = input[index] &- UInt8(ascii: "0")
    return value < 10 ? value : nil
  }

  func missingIntegerDigit(at index: Int) -> JSONSyntaxError {
    if word(at: index) == "Infinity" {
      return failure("invalid number: NaN and Infinity are not allowed", at: offset)
    }
    return failure("invalid number: expected a digit after '-'", at: index)
  }

  /// Rejects `1.2.3`, `0x10`, `12abc` and the like at the first character that does not fit.
  func rejectWordCharacterAfterNumber() throws(JSONSyntaxError) {
    guard !isAtEnd else { return }
    let byte = input[offset]
    if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || isASCIILetter(byte) {
      throw failure("invalid number: unexpected \(describeCharacter(at: offset))")
    }
  }

  // MARK: Literals

  /// Reads `true`, `false` or `null`, and names any other bare word in the error.
  mutating func readLiteral() throws(JSONSyntaxError) -> JSONValue {
    if matches("true") { offset += 4; return .bool(true) }
    if matches("false") { offset += 5; return .bool(false) }
    if matches("null") { offset += 4; return .null }
    let bareWord = word(at: offset)
    if bareWord == "NaN" || bareWord == "Infinity" {
      throw failure("invalid literal '\(bareWord)': NaN and Infinity are not allowed")
    }
    throw failure("invalid literal '\(bareWord)'")
  }

  /// Whether the bytes at `offset` spell `literal` as a whole word.
  func matches(_ literal: StaticString) -> Bool {
    let length = literal.utf8CodeUnitCount
    guard offset + length <= input.count else { return false }
    let expected = literal.utf8Start
    for index in 0..<length where input[offset + index] != expected[index] { return false }
    return offset + length == input.count || !isWordByte(input[offset + length])
  }

  /// The run of ASCII letters, digits and underscores at `index`, shortened for messages.
  func word(at index: Int) -> String {
    var end = index
    while end < input.count && isWordByte(input[end]) { end += 1 }
    let shown = min(end, index + 32)
    return String(decoding: bytes(index..<shown), as: UTF8.self) + (shown < end ? "…" : "")
  }

  // MARK: Errors

  func failure(_ message: String) -> JSONSyntaxError {
    failure(message, at: offset)
  }

  func failure(_ message: String, at position: Int) -> JSONSyntaxError {
    JSONSyntaxError(message: message, at: position, in: input)
  }

  /// The error for a missing token: end of input, a comment, or `expectation`.
  func unexpected(expecting expectation: String) -> JSONSyntaxError {
    if isAtEnd { return failure("unexpected end of input") }
    if input[offset] == UInt8(ascii: "/") { return failure("comments are not allowed") }
    return failure(expectation)
  }

  /// The error for a character that cannot start a value.
  func unexpectedCharacterForValue() -> JSONSyntaxError {
    switch input[offset] {
    case UInt8(ascii: "'"): failure("single-quoted strings are not allowed")
    case UInt8(ascii: "/"): failure("comments are not allowed")
    case UInt8(ascii: "+"): failure("invalid number: a leading '+' is not allowed")
    case UInt8(ascii: "."): failure("invalid number: expected a digit before '.'")
    default: failure("expected a value, found \(describeCharacter(at: offset))")
    }
  }

  /// The character at `index` for a message: `'x'` when printable, `U+000A` otherwise.
  func describeCharacter(at index: Int) -> String {
    var iterator = bytes(index..<min(index + 4, input.count)).makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else {
      return "byte 0x" + hex(UInt32(input[index]), digits: 2)
    }
    let isVisible = scalar.value > 0x20 && scalar.value != 0x7F
      && !scalar.properties.isWhitespace && scalar.properties.generalCategory != .control
    return isVisible ? "'\(scalar)'" : "U+" + hex(scalar.value, digits: 4)
  }

  /// The escape sequence at `index` for a message, `length` bytes long, e.g. `'\q'`.
  func describeEscape(at index: Int, length: Int) -> String {
    let end = min(index + length, input.count)
    let last = end - 1
    guard last > index, input[last] >= 0x21, input[last] < 0x7F else {
      return "'\\' followed by \(last > index ? describeCharacter(at: last) : "nothing")"
    }
    return "'" + String(decoding: bytes(index..<end), as: UTF8.self) + "'"
  }

  // MARK: Helpers

  func bytes(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(rebasing: input[range])
  }
}

/// 10^0 through 10^22: the powers of ten a `Double` holds exactly.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]

private func isASCIILetter(_ byte: UInt8) -> Bool {
  (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
}

private func isWordByte(_ byte: UInt8) -> Bool {
  isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    || byte == UInt8(ascii: "_")
}

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}

private func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}

// MARK: - Move stack

/// A growable stack whose top elements can be moved out into an array without copying
/// or reference counting.
private struct MoveStack<Element>: ~Copyable {
  private var storage: UnsafeMutablePointer<Element>
  private var capacity: Int
  private(set) var count = 0

  init() {
    capacity = 64
    storage = .allocate(capacity: capacity)
  }

  deinit {
    storage.deinitialize(count: count)
    storage.deallocate()
  }

  mutating func push(_ element: consuming Element) {
    if count == capacity { grow() }
    (storage + count).initialize(to: element)
    count += 1
  }

  /// Moves the elements from `start` to the top into a new array, in order.
  mutating func popArray(from start: Int) -> [Element] {
    let length = count - start
    guard length > 0 else { return [] }
    let source = storage + start
    let array = [Element](unsafeUninitializedCapacity: length) { buffer, initializedCount in
      buffer.baseAddress!.moveInitialize(from: source, count: length)
      initializedCount = length
    }
    count = start
    return array
  }

  /// A copy of the element at `index`, which stays on the stack.
  func element(at index: Int) -> Element {
    storage[index]
  }

  /// Moves out the element at `index`; the slot must then be dropped with `forgetTop`.
  mutating func take(at index: Int) -> Element {
    (storage + index).move()
  }

  /// Drops the elements from `start` to the top, which `take` has already moved out.
  mutating func forgetTop(from start: Int) {
    count = start
  }

  private mutating func grow() {
    let newCapacity = capacity * 2
    let newStorage = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
    newStorage.moveInitialize(from: storage, count: count)
    storage.deallocate()
    storage = newStorage
    capacity = newCapacity
  }
}
