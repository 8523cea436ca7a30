/// Numbers: exact where a `Double` holds them, as the standard library reads them elsewhere.
extension JSONReader {
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
    if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_") || Self.isASCIILetter(byte) {
      throw failure("invalid number: unexpected \(describeCharacter(at: offset))")
    }
  }
}

/// 10^0 through 10^22: the powers of ten a `Double` holds exactly.
private let exactPowersOfTen: [Double] = [
  1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11,
  1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
]
