/// Strings: their escapes and the UTF-8 inside them.
extension JSONReader {
  /// Reads the string whose opening quote is at `offset`.
  mutating func readString() throws(JSONSyntaxError) -> String {
    let contentStart = offset + 1
    let index = StringContentScan.end(in: input, from: contentStart, to: input.count, stopsAtControls: true)
    guard index < input.count else { throw failure("unterminated string", at: input.count) }
    switch input[index] {
    case UInt8(ascii: "\""):
      offset = index + 1
      return shortStrings.string(decoding: bytes(contentStart..<index))
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
}

private func hexDigitValue(_ byte: UInt8) -> UInt8? {
  switch byte {
  case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
  case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
  case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
  default: nil
  }
}
