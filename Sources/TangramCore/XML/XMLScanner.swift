/// The byte-level reader behind ``XMLReader``: one pass over the document, positions worked out
/// as it goes (every position asked for is at or after the one before).
struct XMLScanner {
  private let input: UnsafeBufferPointer<UInt8>
  private var index: Int
  private var counter: LineColumnCounter

  init(_ input: UnsafeBufferPointer<UInt8>) {
    self.input = input
    counter = LineColumnCounter(input)
    index = counter.index
  }

  /// The document's root element, with nothing but whitespace, comments and processing
  /// instructions around it.
  mutating func document() throws(XMLSyntaxError) -> XMLReader.Element {
    try skipOutsideTheRoot()
    guard index < input.count else { throw failure("expected the root element, found the end of the document") }
    guard input[index] == .lessThan else { throw failure("expected the root element, found text") }
    let root = try element(depth: 1)
    try skipOutsideTheRoot()
    if index < input.count {
      throw failure(input[index] == .lessThan ? "a second root element" : "text after the root element")
    }
    return root
  }

  // MARK: Elements

  /// The element whose `<` is at `index`, with its attributes and children.
  private mutating func element(depth: Int) throws(XMLSyntaxError) -> XMLReader.Element {
    guard depth <= XMLReader.maximumDepth else {
      throw failure("elements nested more than \(XMLReader.maximumDepth) deep")
    }
    let start = index
    let position = self.position(at: start)
    index += 1
    guard let name = name() else { throw failure("expected an element name after '<'") }
    var element = XMLReader.Element(name: name, position: position)
    while true {
      skipWhitespace()
      guard index < input.count else { throw failure("the start tag <\(name)> is not closed with '>'") }
      switch input[index] {
      case .slash:
        guard peek(1) == .greaterThan else { throw failure("expected '/>' or '>' to end the start tag <\(name)>") }
        index += 2
        return element
      case .greaterThan:
        index += 1
        element.children = try content(of: name, at: position, depth: depth)
        return element
      default:
        element.attributes.append(try attribute(in: name))
      }
    }
  }

  /// One `name="value"`, at `index`.
  private mutating func attribute(in elementName: String) throws(XMLSyntaxError) -> XMLReader.Attribute {
    let start = index
    guard let name = name() else {
      throw failure("expected an attribute name, '/>' or '>' in the start tag <\(elementName)>, found \(describe(input[index]))")
    }
    let position = self.position(at: start)
    skipWhitespace()
    guard index < input.count, input[index] == .equals else { throw failure("expected '=' after the attribute \(name)") }
    index += 1
    skipWhitespace()
    guard index < input.count, input[index] == .doubleQuote || input[index] == .singleQuote else {
      throw failure("expected the value of the attribute \(name) in quotes")
    }
    let quote = input[index]
    let valueStart = index + 1
    var end = valueStart
    // A raw `<` is taken as it is, as the template compiler takes it.
    while end < input.count, input[end] != quote { end += 1 }
    guard end < input.count else {
      index = start
      throw failure("the value of the attribute \(name) has no closing quote")
    }
    index = end + 1
    return XMLReader.Attribute(name: name, value: Self.decoded(input[valueStart..<end]), position: position)
  }

  /// The child elements of `name` up to its end tag; text, comments, CDATA and processing
  /// instructions between them are skipped.
  private mutating func content(
    of name: String, at position: SourcePosition, depth: Int
  ) throws(XMLSyntaxError) -> [XMLReader.Element] {
    var children: [XMLReader.Element] = []
    while true {
      while index < input.count, input[index] != .lessThan { index += 1 }
      guard index < input.count else { throw failure("<\(name)> (\(position)) has no end tag </\(name)>") }
      if peek(1) == .slash {
        let endTag = index
        index += 2
        guard let closing = self.name() else { throw failure("expected an element name after '</'") }
        skipWhitespace()
        guard index < input.count, input[index] == .greaterThan else { throw failure("expected '>' to end </\(closing)") }
        guard closing == name else {
          index = endTag
          throw failure("expected </\(name)> to close <\(name)> (\(position)), found </\(closing)>")
        }
        index += 1
        return children
      } else if try skipMarkupOtherThanElements(insideAnElement: true) {
        continue
      } else {
        children.append(try element(depth: depth + 1))
      }
    }
  }

  // MARK: What is skipped

  /// Whitespace, comments, processing instructions and a document type declaration.
  private mutating func skipOutsideTheRoot() throws(XMLSyntaxError) {
    while true {
      skipWhitespace()
      guard index < input.count, input[index] == .lessThan, try skipMarkupOtherThanElements(insideAnElement: false) else {
        return
      }
    }
  }

  /// Skips the comment, CDATA section, processing instruction or (outside the root) document type
  /// declaration at `index`; false when what is there is an element or an end tag.
  private mutating func skipMarkupOtherThanElements(insideAnElement: Bool) throws(XMLSyntaxError) -> Bool {
    if starts(with: "<!--") {
      try skip(past: "-->", what: "comment")
    } else if starts(with: "<?") {
      try skip(past: "?>", what: "processing instruction")
    } else if insideAnElement, starts(with: "<![CDATA[") {
      try skip(past: "]]>", what: "CDATA section")
    } else if !insideAnElement, starts(with: "<!DOCTYPE") {
      try skipDocumentType()
    } else if peek(1) == .exclamation {
      throw failure("unexpected markup '<!'")
    } else {
      return false
    }
    return true
  }

  /// Skips to just past `terminator`, or fails with the start of what was not closed.
  private mutating func skip(past terminator: String, what: String) throws(XMLSyntaxError) {
    let start = index
    let bytes = Array(terminator.utf8)
    while index < input.count {
      if starts(with: bytes) {
        index += bytes.count
        return
      }
      index += 1
    }
    index = start
    throw failure("the \(what) is not closed with '\(terminator)'")
  }

  /// Skips `<!DOCTYPE …>`, with an internal subset in brackets.
  private mutating func skipDocumentType() throws(XMLSyntaxError) {
    let start = index
    var inSubset = false
    while index < input.count {
      switch input[index] {
      case UInt8(ascii: "["): inSubset = true
      case UInt8(ascii: "]"): inSubset = false
      case .greaterThan where !inSubset:
        index += 1
        return
      default: break
      }
      index += 1
    }
    index = start
    throw failure("the document type declaration is not closed with '>'")
  }

  private mutating func skipWhitespace() {
    while index < input.count, Self.isWhitespace(input[index]) { index += 1 }
  }

  // MARK: Names and values

  /// The XML name at `index` (letters, digits, `_`, `:`, `-`, `.` and any non-ASCII byte, not
  /// starting with a digit, `-` or `.`); nil when none starts there.
  private mutating func name() -> String? {
    let start = index
    guard index < input.count, Self.canStartName(input[index]) else { return nil }
    index += 1
    while index < input.count, Self.canContinueName(input[index]) { index += 1 }
    return String(decoding: input[start..<index], as: UTF8.self)
  }

  /// An attribute value with its references decoded: the five predefined entities and `&#N;`,
  /// `&#xH;` for a Unicode scalar. Anything else after `&` is kept as written.
  static func decoded(_ raw: Slice<UnsafeBufferPointer<UInt8>>) -> String {
    guard raw.contains(.ampersand) else { return String(decoding: raw, as: UTF8.self) }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(raw.count)
    var index = raw.startIndex
    while index < raw.endIndex {
      if raw[index] == .ampersand,
        let semicolon = raw[index..<min(raw.endIndex, index + 12)].firstIndex(of: UInt8(ascii: ";")),
        let scalar = reference(String(decoding: raw[(index + 1)..<semicolon], as: UTF8.self))
      {
        bytes.append(contentsOf: Array(String(scalar).utf8))
        index = semicolon + 1
      } else {
        bytes.append(raw[index])
        index += 1
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The character a reference (without `&` and `;`) stands for.
  private static func reference(_ name: String) -> Unicode.Scalar? {
    switch name {
    case "amp": return "&"
    case "lt": return "<"
    case "gt": return ">"
    case "quot": return "\""
    case "apos": return "'"
    default:
      guard name.hasPrefix("#") else { return nil }
      let digits = name.dropFirst()
      let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
      guard let value, value != 0 else { return nil }
      return Unicode.Scalar(value)
    }
  }

  // MARK: Bytes

  private func peek(_ distance: Int) -> UInt8? {
    index + distance < input.count ? input[index + distance] : nil
  }

  private func starts(with text: String) -> Bool {
    starts(with: Array(text.utf8))
  }

  private func starts(with bytes: [UInt8]) -> Bool {
    guard index + bytes.count <= input.count else { return false }
    for (offset, byte) in bytes.enumerated() where input[index + offset] != byte { return false }
    return true
  }

  private mutating func position(at offset: Int) -> SourcePosition {
    let location = counter.location(of: offset, in: input)
    return SourcePosition(line: location.line, column: location.column)
  }

  /// An error at `index`.
  private mutating func failure(_ message: String) -> XMLSyntaxError {
    XMLSyntaxError(position: position(at: index), message: message)
  }

  /// A byte as an error message names it: `'x'`, or its code for a control byte.
  private func describe(_ byte: UInt8) -> String {
    (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private static func canStartName(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
      || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":") || byte >= 0x80
  }

  private static func canContinueName(_ byte: UInt8) -> Bool {
    canStartName(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
      || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".")
  }
}

extension UInt8 {
  fileprivate static let lessThan = UInt8(ascii: "<")
  fileprivate static let greaterThan = UInt8(ascii: ">")
  fileprivate static let slash = UInt8(ascii: "/")
  fileprivate static let equals = UInt8(ascii: "=")
  fileprivate static let doubleQuote = UInt8(ascii: "\"")
  fileprivate static let singleQuote = UInt8(ascii: "'")
  fileprivate static let exclamation = UInt8(ascii: "!")
  fileprivate static let ampersand = UInt8(ascii: "&")
}
