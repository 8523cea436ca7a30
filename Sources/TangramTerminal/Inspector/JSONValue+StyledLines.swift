import TangramCore

/// The styles of pretty-printed JSON: keys, strings, numbers and literals apart.
enum JSONStyles {
  static let key = CellStyle(foreground: Color(rgb: 0x5FAFD7))
  static let string = CellStyle(foreground: Color(rgb: 0x87AF5F))
  static let number = CellStyle(foreground: Color(rgb: 0xD7AF5F))
  static let literal = CellStyle(foreground: Color(rgb: 0xD787D7))
  static let punctuation = CellStyle(attributes: .dim)
}

extension JSONValue {
  /// The value pretty-printed, two spaces a level, one member or element a line, coloured by
  /// kind. Keys and strings are written as JSON writes them (``serialized``), so every control
  /// character and escape shows as its JSON escape and none reaches the terminal. At most
  /// `limit` lines are made (a last one says how many more there would be).
  ///
  /// A string longer than `longestString` characters shows its start and then how long it is:
  /// `"lorem ipsum…" (5,242,880 bytes)`; a panel never lays out megabytes for one row.
  func styledLines(limit: Int = .max, longestString: Int = .max) -> [StyledLine] {
    var printer = StyledJSONPrinter(limit: limit, longestString: longestString)
    printer.write(self, prefix: [], indent: 0, trailingComma: false)
    if printer.omitted > 0 {
      printer.lines.append(StyledLine("… \(printer.omitted) more lines", style: JSONStyles.punctuation))
    }
    return printer.lines
  }

  /// The value pretty-printed as plain text (what `y` copies).
  var prettyPrinted: String {
    styledLines().map(\.text).joined(separator: "\n")
  }
}

/// Builds the lines of ``JSONValue/styledLines(limit:)``.
private struct StyledJSONPrinter {
  let limit: Int
  let longestString: Int
  var lines: [StyledLine] = []
  /// Lines past the limit, counted and not made.
  var omitted = 0

  init(limit: Int, longestString: Int) {
    self.limit = max(1, limit)
    self.longestString = max(1, longestString)
  }

  private mutating func emit(_ line: StyledLine) {
    if lines.count < limit { lines.append(line) } else { omitted += 1 }
  }

  private static func indentRun(_ indent: Int) -> (text: String, style: CellStyle) {
    (String(repeating: "  ", count: indent), .plain)
  }

  /// Writes `value` starting on a line that begins with `prefix` (a key and colon, or nothing).
  mutating func write(
    _ value: JSONValue, prefix: [(text: String, style: CellStyle)], indent: Int, trailingComma: Bool
  ) {
    let comma: [(text: String, style: CellStyle)] = trailingComma ? [(",", JSONStyles.punctuation)] : []
    let start = [Self.indentRun(indent)] + prefix
    switch value {
    case .array(let elements) where !elements.isEmpty:
      emit(StyledLine(start + [("[", JSONStyles.punctuation)]))
      for (index, element) in elements.enumerated() {
        write(element, prefix: [], indent: indent + 1, trailingComma: index < elements.count - 1)
      }
      emit(StyledLine([Self.indentRun(indent), ("]", JSONStyles.punctuation)] + comma))
    case .object(let object) where !object.isEmpty:
      emit(StyledLine(start + [("{", JSONStyles.punctuation)]))
      for (index, member) in object.enumerated() {
        let key: [(text: String, style: CellStyle)] = [
          (JSONValue.string(member.key).serialized, JSONStyles.key), (": ", JSONStyles.punctuation),
        ]
        write(member.value, prefix: key, indent: indent + 1, trailingComma: index < object.count - 1)
      }
      emit(StyledLine([Self.indentRun(indent), ("}", JSONStyles.punctuation)] + comma))
    default:
      emit(StyledLine(start + scalarRuns(value) + comma))
    }
  }

  /// A scalar's runs: a string longer than ``longestString`` cut, with its length after it.
  private func scalarRuns(_ value: JSONValue) -> [(text: String, style: CellStyle)] {
    guard case .string(let text) = value, text.utf8.count > longestString else { return [Self.scalarRun(value)] }
    let start = text.prefix(longestString)
    guard start.endIndex < text.endIndex else { return [Self.scalarRun(value)] }
    let cut = JSONValue.string(String(start)).serialized.dropLast() + "…\""
    return [
      (TextSanitizer.sanitize(String(cut)), JSONStyles.string),
      (" (\(text.utf8.count) bytes)", JSONStyles.punctuation),
    ]
  }

  private static func scalarRun(_ value: JSONValue) -> (text: String, style: CellStyle) {
    let style: CellStyle
    switch value {
    case .string: style = JSONStyles.string
    case .number: style = JSONStyles.number
    case .array, .object: style = JSONStyles.punctuation
    case .null, .bool: style = JSONStyles.literal
    }
    // `serialized` escapes every unsafe control; sanitising again costs nothing when there is none.
    return (TextSanitizer.sanitize(value.serialized), style)
  }
}
