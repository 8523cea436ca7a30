/// Strings, booleans and numbers, read the way Tangram accepts them, and the errors for values
/// that do not fit.
extension JSONValueReader {
  func string() throws -> String {
    switch value {
    case .string(let text): return text
    case .number(let number): return number.formattedForDisplay
    default: throw mismatch(String.self, expected: "a string")
    }
  }

  func bool() throws -> Bool {
    switch value {
    case .bool(let flag): return flag
    case .number(let number): return number != 0
    case .string(let text) where text.lowercased() == "true": return true
    case .string(let text) where text.lowercased() == "false": return false
    default: throw mismatch(Bool.self, expected: "true or false")
    }
  }

  func floatingPoint<F: BinaryFloatingPoint>(_ type: F.Type) throws -> F {
    F(try number(F.self, expected: "a number"))
  }

  func integer<I: FixedWidthInteger>(_ type: I.Type) throws -> I {
    let number = try number(I.self, expected: "a whole number")
    if let integer = I(exactly: number) { return integer }
    let expected = number.rounded() == number ? "a whole number from \(I.min) to \(I.max)" : "a whole number"
    throw mismatch(I.self, expected: expected)
  }

  /// A JSON number or a numeric string.
  private func number<T>(_ type: T.Type, expected: String) throws -> Double {
    switch value {
    case .number(let number): return number
    case .string(let text):
      if let number = StyleValueReader.parseNumber(text) { return number }
      throw mismatch(T.self, expected: expected)
    default: throw mismatch(T.self, expected: expected)
    }
  }

  /// The error for a value that is not what a field of type `T` needs: `valueNotFound` for
  /// `null`, `typeMismatch` otherwise.
  func mismatch<T>(_ type: T.Type, expected: String) -> DecodingError {
    let context = DecodingError.Context(
      codingPath: codingPath, debugDescription: "expected \(expected), found \(value.foundText)")
    return value == .null ? .valueNotFound(T.self, context) : .typeMismatch(T.self, context)
  }
}

/// What a field of type `T` expects, for the message about a missing key.
func expectedDescription<T>(of type: T.Type) -> String {
  if T.self == String.self { return "a string" }
  if T.self == Bool.self { return "true or false" }
  if T.self is any FixedWidthInteger.Type { return "a whole number" }
  if T.self is any BinaryFloatingPoint.Type { return "a number" }
  return "a value"
}

extension JSONValue {
  /// The value as a message names what was found: `the string "five"`, `the number 3.5`,
  /// `true`, `null`, `an array`, `an object`.
  var foundText: String {
    switch self {
    case .string(let text): return "the string " + text.quotedForMessage
    case .number(let number): return "the number " + number.formattedForDisplay
    default: return displayText
    }
  }
}
