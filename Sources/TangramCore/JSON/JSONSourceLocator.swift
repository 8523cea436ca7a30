/// One step of a path into a JSON document: a member of an object or an element of an array.
public enum JSONPathStep: Hashable, Sendable {
  /// The member with this key (the last one, when the key repeats, as lookups do).
  case key(String)
  /// The element at this index.
  case index(Int)
}

extension [JSONPathStep] {
  /// The path as diagnostics write it: `cards[3].items[2]`, `data.cards[0].header`.
  public var pathText: String {
    var result = ""
    for step in self {
      switch step {
      case .key(let key):
        if !result.isEmpty { result += "." }
        result += key
      case .index(let index):
        result += "[\(index)]"
      }
    }
    return result
  }
}

/// Finds where a value sits in the text of a JSON document, without building the document's
/// tree: a structural scan that steps over strings, numbers, literals and whole containers by
/// their brackets.
///
/// It assumes well-formed JSON (a page that was decoded); on malformed text it returns nil or
/// a range that is merely wrong, never traps.
public enum JSONSourceLocator {
  /// The bytes of the value at `path`, from its first byte to just after its last; nil when the
  /// document has no such value. `within` narrows the scan to the text of one value.
  ///
  /// - Complexity: O(*n*) in the bytes before the end of the value found.
  public static func range(
    of path: [JSONPathStep], in bytes: [UInt8], within: Range<Int>? = nil
  ) -> Range<Int>? {
    var scanner = Scanner(bytes: bytes, limit: within?.upperBound ?? bytes.count)
    scanner.position = within?.lowerBound ?? (startsWithByteOrderMark(bytes) ? 3 : 0)
    scanner.skipWhitespace()
    for step in path {
      switch step {
      case .key(let key):
        guard let start = scanner.member(named: key) else { return nil }
        scanner.position = start
      case .index(let index):
        guard let start = scanner.element(at: index) else { return nil }
        scanner.position = start
      }
    }
    let start = scanner.position
    guard scanner.skipValue() else { return nil }
    return start..<scanner.position
  }

  /// The byte ranges of the elements of the array whose text is `array` (as ``range(of:in:within:)``
  /// returns it); empty when the text there is not an array.
  public static func elementRanges(ofArray array: Range<Int>, in bytes: [UInt8]) -> [Range<Int>] {
    var scanner = Scanner(bytes: bytes, limit: array.upperBound)
    scanner.position = array.lowerBound
    var result: [Range<Int>] = []
    scanner.forEachEntry(opening: UInt8(ascii: "[")) { scanner in
      let start = scanner.position
      guard scanner.skipValue() else { return false }
      result.append(start..<scanner.position)
      return true
    }
    return result
  }

  /// The 1-based line and column of the byte at `offset`, counted as ``JSONSyntaxError`` counts
  /// them (columns in Unicode scalars, a byte order mark taking none).
  public static func lineAndColumn(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    bytes.withUnsafeBufferPointer { JSONSyntaxError.location(of: max(0, offset), in: $0) }
  }

  private static func startsWithByteOrderMark(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer(JSONSyntaxError.startsWithByteOrderMark)
  }

  /// A cursor over the bytes that steps over whole values.
  private struct Scanner {
    let bytes: [UInt8]
    let limit: Int
    var position = 0

    init(bytes: [UInt8], limit: Int) {
      self.bytes = bytes
      self.limit = min(limit, bytes.count)
    }

    private var current: UInt8? { position < limit ? bytes[position] : nil }

    mutating func skipWhitespace() {
      while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    /// Steps over the value at the cursor (and whitespace before it); false when there is none.
    mutating func skipValue() -> Bool {
      skipWhitespace()
      guard let byte = current else { return false }
      switch byte {
      case UInt8(ascii: "\""):
        return skipString()
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        return skipContainer()
      default:
        let start = position
        while let byte = current, !Self.endsScalar(byte) { position += 1 }
        return position > start
      }
    }

    private static func endsScalar(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), UInt8(ascii: ":"), 0x20, 0x0A, 0x0D, 0x09:
        return true
      default:
        return false
      }
    }

    /// Steps over a string, escapes included; the cursor is at its opening quote.
    private mutating func skipString() -> Bool {
      position += 1
      while let byte = current {
        position += 1
        if byte == UInt8(ascii: "\\") {
          position += 1
        } else if byte == UInt8(ascii: "\"") {
          return true
        }
      }
      return false
    }

    /// Steps over an object or array by counting brackets outside strings.
    private mutating func skipContainer() -> Bool {
      var depth = 0
      while let byte = current {
        switch byte {
        case UInt8(ascii: "\""):
          guard skipString() else { return false }
          continue
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
          if depth == 0 {
            position += 1
            return true
          }
        default:
          break
        }
        position += 1
      }
      return false
    }

    /// Calls `body` at the start of each entry of the container at the cursor, which must open
    /// with `opening`; `body` steps over the entry and returns whether to go on.
    mutating func forEachEntry(opening: UInt8, _ body: (inout Scanner) -> Bool) {
      skipWhitespace()
      guard current == opening else { return }
      position += 1
      skipWhitespace()
      if current == (opening == UInt8(ascii: "[") ? UInt8(ascii: "]") : UInt8(ascii: "}")) { return }
      while current != nil {
        skipWhitespace()
        guard body(&self) else { return }
        skipWhitespace()
        guard current == UInt8(ascii: ",") else { return }
        position += 1
      }
    }

    /// The start of the value of the last member named `key` of the object at the cursor.
    mutating func member(named key: String) -> Int? {
      let wanted = Array(key.utf8)
      var found: Int?
      forEachEntry(opening: UInt8(ascii: "{")) { scanner in
        let keyStart = scanner.position
        guard scanner.current == UInt8(ascii: "\""), scanner.skipString() else { return false }
        let matches = Self.keyText(scanner.bytes[keyStart..<scanner.position]) == wanted
        scanner.skipWhitespace()
        guard scanner.current == UInt8(ascii: ":") else { return false }
        scanner.position += 1
        scanner.skipWhitespace()
        if matches { found = scanner.position }
        return scanner.skipValue()
      }
      return found
    }

    /// The start of the element at `index` of the array at the cursor.
    mutating func element(at index: Int) -> Int? {
      var seen = 0
      var found: Int?
      forEachEntry(opening: UInt8(ascii: "[")) { scanner in
        if seen == index {
          found = scanner.position
          return false
        }
        seen += 1
        return scanner.skipValue()
      }
      return found
    }

    /// A quoted key's UTF-8 bytes with its escapes decoded (through the parser, only when the
    /// key has any).
    private static func keyText(_ quoted: ArraySlice<UInt8>) -> [UInt8] {
      let inner = quoted.dropFirst().dropLast()
      guard inner.contains(UInt8(ascii: "\\")) else { return Array(inner) }
      guard case .string(let text)? = try? JSONParser.parse(Array(quoted)) else { return Array(inner) }
      return Array(text.utf8)
    }
  }
}
