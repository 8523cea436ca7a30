/// Reads an XML document into its element tree, as tolerantly as VirtualView's template compiler
/// (a pull parser that looks only at start tags, attributes and end tags; VirtualView spec §1.1).
///
/// What it reads:
/// - one root element, with attributes quoted by `"` or `'`, and child elements;
/// - the five predefined entities and numeric character references (`&#38;`, `&#x26;`) in
///   attribute values; an `&` that starts none of them stays as it is;
/// - a raw `<` inside a quoted attribute value (`text="<h2>Title</h2>"`), which a strict XML
///   parser rejects and the compiler accepts.
///
/// What it skips: text, comments, CDATA sections, processing instructions (the XML declaration
/// among them) and a document type declaration.
///
/// Every element and attribute keeps its line and column (the rule of ``JSONSyntaxError``: 1-based,
/// columns in Unicode scalars). A malformed document throws an ``XMLSyntaxError`` at the first
/// problem.
public enum XMLReader {
  /// The most elements nested in one another; deeper documents are refused rather than risk the
  /// stack (templates nest a handful).
  public static let maximumDepth = 256

  /// The root element of `bytes`, a UTF-8 document.
  ///
  /// - Throws: ``XMLSyntaxError`` where the document is malformed.
  public static func read(_ bytes: [UInt8]) throws(XMLSyntaxError) -> Element {
    let result: Result<Element, XMLSyntaxError> = bytes.withUnsafeBufferPointer { buffer in
      var scanner = XMLScanner(buffer)
      do throws(XMLSyntaxError) {
        return .success(try scanner.document())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// The root element of `text`.
  public static func read(_ text: String) throws(XMLSyntaxError) -> Element {
    try read(Array(text.utf8))
  }
}

extension XMLReader {
  /// An element: its name, attributes in document order, child elements and where it starts.
  public struct Element: Hashable, Sendable {
    /// The name, as written (`FrameLayout`, `xsi:schema`).
    public var name: String
    /// The attributes in document order.
    public var attributes: [Attribute]
    /// The child elements in document order.
    public var children: [Element]
    /// Where the element's `<` is.
    public var position: SourcePosition

    public init(name: String, attributes: [Attribute] = [], children: [Element] = [], position: SourcePosition) {
      self.name = name
      self.attributes = attributes
      self.children = children
      self.position = position
    }

    /// The value of the first attribute called `name`; nil when there is none.
    public func attribute(_ name: String) -> String? {
      attributes.first { $0.name == name }?.value
    }
  }

  /// One attribute: its name, its value with entities decoded, and where its name starts.
  public struct Attribute: Hashable, Sendable {
    public var name: String
    public var value: String
    public var position: SourcePosition

    public init(name: String, value: String, position: SourcePosition) {
      self.name = name
      self.value = value
      self.position = position
    }
  }
}

/// A place in a text file: 1-based line and column, the column counting Unicode scalars.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// `LINE:COLUMN`.
  public var description: String { "\(line):\(column)" }

  public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// A malformed XML document: what is wrong, and where.
public struct XMLSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Where the problem is.
  public var position: SourcePosition
  /// What is wrong, in plain English starting with a lowercase letter.
  public var message: String

  public init(position: SourcePosition, message: String) {
    self.position = position
    self.message = message
  }

  /// The error as `LINE:COLUMN: MESSAGE`.
  public var description: String { "\(position): \(message)" }
}
