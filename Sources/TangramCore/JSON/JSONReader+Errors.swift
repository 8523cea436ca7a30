/// The syntax errors a reader throws, each naming what it found where.
extension JSONReader {
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
}

private func hex(_ value: UInt32, digits: Int) -> String {
  let text = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, digits - text.count)) + text
}
