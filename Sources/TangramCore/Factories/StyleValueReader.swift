/// Reads style values the way both platforms accept them (spec §1.5), reporting wrong values.
///
/// Numbers may be JSON numbers or numeric strings; sizes may carry an `rp` suffix; colours are
/// `#RRGGBB` or `#AARRGGBB`. A value of the wrong kind is reported with its path and read as
/// missing, so the caller's default applies.
struct StyleValueReader {
  var log: DiagnosticLog

  // MARK: Numbers

  /// A number from a JSON number or a numeric string; nil (and a diagnostic) otherwise.
  mutating func number(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> Double? {
    guard let value else { return nil }
    switch value {
    case .null:
      return nil
    case .number(let number):
      return number
    case .string(let text):
      if let number = Self.parseNumber(text) { return number }
      log.report(path().text, "expected a number, found the string \(text.quotedForMessage); ignored")
      return nil
    default:
      log.report(path().text, "expected a number, found \(value.kindName); ignored")
      return nil
    }
  }

  /// A number that must be positive (a ratio, a column count).
  mutating func positiveNumber(_ value: JSONValue?, at path: @autoclosure () -> JSONPath)
    -> Double?
  {
    guard let number = number(value, at: path()) else { return nil }
    guard number > 0, number.isFinite else {
      log.report(path().text, "must be greater than 0, found \(number.formattedForDisplay); ignored")
      return nil
    }
    return number
  }

  /// A whole number of at least `minimum`.
  mutating func integer(
    _ value: JSONValue?, minimum: Int, at path: @autoclosure () -> JSONPath
  ) -> Int? {
    guard let number = number(value, at: path()) else { return nil }
    guard number.isFinite, number >= Double(minimum), number < 1e9 else {
      log.report(
        path().text,
        "must be a whole number of at least \(minimum), found \(number.formattedForDisplay); ignored")
      return nil
    }
    return Int(number)
  }

  /// `true`/`false`, also as strings.
  mutating func bool(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> Bool? {
    guard let value else { return nil }
    switch value {
    case .null: return nil
    case .bool(let flag): return flag
    case .number(let number): return number != 0
    case .string(let text):
      switch text.lowercased() {
      case "true": return true
      case "false": return false
      default:
        log.report(path().text, "expected true or false, found the string \(text.quotedForMessage); ignored")
        return nil
      }
    default:
      log.report(path().text, "expected true or false, found \(value.kindName); ignored")
      return nil
    }
  }

  /// A string; numbers are given as their text.
  mutating func string(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> String? {
    guard let value else { return nil }
    switch value {
    case .null: return nil
    case .string(let text): return text
    case .number(let number): return number.formattedForDisplay
    default:
      log.report(path().text, "expected a string, found \(value.kindName); ignored")
      return nil
    }
  }

  /// One of a few words, in any letter case; anything else is reported as `expected EXPECTED,
  /// found "TEXT"; FALLBACK is used` and read as missing.
  mutating func keyword<Value>(
    _ value: JSONValue?, among choices: [String: Value], expected: String, otherwise fallback: String,
    at path: @autoclosure () -> JSONPath
  ) -> Value? {
    guard let text = string(value, at: path()) else { return nil }
    if let choice = choices[text.lowercased()] { return choice }
    log.report(path().text, "expected \(expected), found \"\(text)\"; \(fallback) is used")
    return nil
  }

  // MARK: Sizes

  /// A size: a number, a numeric string, or `"Nrp"`. Negative sizes are reported and ignored.
  mutating func size(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> Dimension? {
    guard let value else { return nil }
    let parsed: Dimension?
    switch value {
    case .null:
      return nil
    case .number(let number):
      parsed = .units(number)
    case .string(let text):
      parsed = Self.parseSize(text)
      if parsed == nil {
        log.report(path().text, "expected a size such as 10 or \"10rp\", found \(text.quotedForMessage); ignored")
        return nil
      }
    default:
      log.report(path().text, "expected a size, found \(value.kindName); ignored")
      return nil
    }
    guard let parsed, parsed.magnitude >= 0, parsed.magnitude.isFinite else {
      log.report(path().text, "a size cannot be negative, found \(value.displayText); ignored")
      return nil
    }
    guard parsed.magnitude <= Self.largestSize else {
      log.report(path().text, "a size of \(value.displayText) is too large (at most 100000); ignored")
      return nil
    }
    return parsed
  }

  /// A `margin` or `padding`: an array of 1-4 sizes or a string `"[a,b,c,d]"`.
  ///
  /// Four entries are top, right, bottom, left. Fewer are filled with the last one given
  /// (Android's rule: `[a]` is `[a,a,a,a]`, `[a,b]` is `[a,b,b,b]`). Entries past the fourth are
  /// ignored; `null` entries are zero.
  mutating func edges(_ value: JSONValue?, at path: @autoclosure () -> JSONPath)
    -> EdgeDimensions?
  {
    guard let value else { return nil }
    let entries: [JSONValue]
    switch value {
    case .null:
      return nil
    case .array(let array):
      entries = array
    case .string(let text):
      guard text.trimming(" ").hasPrefix("[") || Self.parseSize(text) != nil else {
        log.report(path().text, "expected an array of 1 to 4 sizes, found \(text.quotedForMessage); ignored")
        return nil
      }
      let trimmed = text.trimming("[] ")
      entries = trimmed.split(separator: ",", omittingEmptySubsequences: false).map {
        let part = String($0).trimming(" \"'")
        return part == "null" || part.isEmpty ? .null : .string(part)
      }
    case .number:
      entries = [value]
    default:
      log.report(path().text, "expected an array of 1 to 4 sizes, found \(value.kindName); ignored")
      return nil
    }
    guard !entries.isEmpty, entries.count <= 4 || value.arrayValue != nil else {
      log.report(path().text, "expected 1 to 4 sizes, found \(entries.count); ignored")
      return nil
    }
    if entries.count > 4 {
      log.report(path().text, "expected at most 4 sizes, found \(entries.count); the first 4 are used")
    }
    var sizes: [Dimension] = []
    for (index, entry) in entries.prefix(4).enumerated() {
      sizes.append(size(entry, at: path().appending(index: index)) ?? .zero)
    }
    while sizes.count < 4 { sizes.append(sizes[sizes.count - 1]) }
    return EdgeDimensions(top: sizes[0], right: sizes[1], bottom: sizes[2], left: sizes[3])
  }

  // MARK: Colours

  /// `#RRGGBB` or `#AARRGGBB` (alpha first). Alpha 00 is transparent (nil, no report); any other
  /// alpha is drawn opaque. Anything else is reported and means no colour.
  mutating func color(_ value: JSONValue?, at path: @autoclosure () -> JSONPath) -> Color? {
    guard let value else { return nil }
    guard case .string(let text) = value else {
      if value != .null {
        log.report(path().text, "expected a colour such as \"#ff8800\", found \(value.kindName); ignored")
      }
      return nil
    }
    switch Self.parseColor(text) {
    case .opaque(let color): return color
    case .transparent: return nil
    case .invalid:
      log.report(path().text, "expected a colour such as \"#ff8800\", found \(text.quotedForMessage); ignored")
      return nil
    }
  }

  /// The largest size a page may give (in design units or rp): far more than any screen.
  static let largestSize = 100_000.0

  // MARK: Parsing helpers

  enum ParsedColor: Equatable {
    case opaque(Color)
    case transparent
    case invalid
  }

  static func parseColor(_ text: String) -> ParsedColor {
    let trimmed = text.trimming(" ")
    guard trimmed.first == "#" else { return .invalid }
    let digits = trimmed.dropFirst()
    guard digits.count == 6 || digits.count == 8, let value = UInt32(digits, radix: 16) else {
      return .invalid
    }
    if digits.count == 8, value >> 24 == 0 { return .transparent }
    return .opaque(Color(rgb: value & 0xFF_FFFF))
  }

  static func parseNumber(_ text: String) -> Double? {
    let trimmed = text.trimming(" ")
    guard !trimmed.isEmpty, let number = Double(trimmed), number.isFinite else { return nil }
    return number
  }

  static func parseSize(_ text: String) -> Dimension? {
    let trimmed = text.trimming(" ")
    if trimmed.hasSuffix("rp") {
      return parseNumber(String(trimmed.dropLast(2))).map(Dimension.rp)
    }
    return parseNumber(trimmed).map(Dimension.units)
  }
}

extension JSONValue {
  /// The value as short JSON-like text, for messages.
  var displayText: String {
    switch self {
    case .null: return "null"
    case .bool(let flag): return flag ? "true" : "false"
    case .number(let number): return number.formattedForDisplay
    case .string(let text): return "\"" + text + "\""
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

extension String {
  /// The string in double quotes for a message, cut to 40 characters.
  var quotedForMessage: String {
    let short = count > 40 ? String(prefix(40)) + "…" : self
    return "\"" + short + "\""
  }

  /// The string without any of `characters` at either end.
  func trimming(_ characters: String) -> String {
    let set = Set(characters)
    var slice = Substring(self)
    while let first = slice.first, set.contains(first) { slice.removeFirst() }
    while let last = slice.last, set.contains(last) { slice.removeLast() }
    return String(slice)
  }
}
