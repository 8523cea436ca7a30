extension JSONValue {
  /// Compact JSON text: no spaces, object members in their stored order.
  ///
  /// Strings are escaped per RFC 8259: `"` and `\` with a backslash, control characters as
  /// `\n` `\t` `\r` `\b` `\f` or `\u00xx`, and U+2028/U+2029 as `\u2028`/`\u2029` so the text is
  /// also valid JavaScript. DEL, the C1 controls and the bidi controls, which JSON allows raw,
  /// are written as `\u007f`, `\u0085`, `\u202e` and so on, so the text is safe to show in a
  /// terminal (see `Unicode.Scalar.isUnsafeControl`); other non-ASCII characters are kept as
  /// UTF-8. Numbers that are whole and below 2^53 in magnitude are written without a decimal
  /// point, others with Swift's shortest round-trip description; NaN and infinities, which JSON
  /// cannot express, become `null`.
  ///
  /// - Complexity: O(*n*) in the size of the output.
  public var serialized: String {
    var output = ""
    JSONWriter.write(self, to: &output)
    return output
  }
}

/// Writes JSON values as compact text.
private enum JSONWriter {
  /// 2^53: above it not every whole number is a `Double`, so whole numbers stop being exact.
  private static let largestExactWhole = 9_007_199_254_740_992.0

  static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .null:
      output += "null"
    case .bool(let bool):
      output += bool ? "true" : "false"
    case .number(let number):
      writeNumber(number, to: &output)
    case .string(let string):
      writeString(string, to: &output)
    case .array(let elements):
      output += "["
      for (index, element) in elements.enumerated() {
        if index > 0 { output += "," }
        write(element, to: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for (index, member) in object.enumerated() {
        if index > 0 { output += "," }
        writeString(member.key, to: &output)
        output += ":"
        write(member.value, to: &output)
      }
      output += "}"
    }
  }

  static func writeNumber(_ number: Double, to output: inout String) {
    guard number.isFinite else {
      output += "null"
      return
    }
    if number == number.rounded(.towardZero), abs(number) < largestExactWhole {
      output += String(Int64(number))
    } else {
      output += number.description
    }
  }

  static func writeString(_ string: String, to output: inout String) {
    output += "\""
    guard string.unicodeScalars.contains(where: needsEscape) else {
      output += string
      output += "\""
      return
    }
    for scalar in string.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\t": output += "\\t"
      case "\r": output += "\\r"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      case _ where scalar.isUnsafeControl: output += "\\u" + hexQuad(scalar.value)
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isUnsafeControl || scalar == "\"" || scalar == "\\" || scalar == "\u{2028}"
      || scalar == "\u{2029}"
  }

  /// Four lowercase hex digits (the scalars escaped this way are all below U+10000).
  private static func hexQuad(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
