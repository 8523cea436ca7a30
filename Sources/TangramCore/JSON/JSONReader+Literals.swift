/// `true`, `false` and `null`, and the words that are none of them.
extension JSONReader {
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
    return offset + length == input.count || !Self.isWordByte(input[offset + length])
  }

  /// The run of ASCII letters, digits and underscores at `index`, shortened for messages.
  func word(at index: Int) -> String {
    var end = index
    while end < input.count && Self.isWordByte(input[end]) { end += 1 }
    let shown = min(end, index + 32)
    return String(decoding: bytes(index..<shown), as: UTF8.self) + (shown < end ? "…" : "")
  }

  /// Whether `byte` is an ASCII letter.
  static func isASCIILetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  /// Whether `byte` may be part of a word (a misspelt literal): a letter, a digit or `_`.
  static func isWordByte(_ byte: UInt8) -> Bool {
    isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
      || byte == UInt8(ascii: "_")
  }
}
