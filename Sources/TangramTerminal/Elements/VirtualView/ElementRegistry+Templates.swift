import Glibc
import TangramCore

/// Something wrong with a VirtualView template, located in its file: printed as
/// `card.xml:3:5: warning: textSize: "10dp" is not a valid value; it keeps its default`.
///
/// Thrown (as an ``Severity-swift.enum/error``) when the template cannot be used at all: its file
/// cannot be read, or its XML is malformed. Returned otherwise: the template is registered and
/// works, and each problem says what it does instead (VirtualView spec §9.11).
public struct TemplateProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// How much the problem matters.
  public enum Severity: String, Hashable, Sendable {
    /// The template was not registered.
    case error
    /// The template was registered; an attribute or element of it is not used as written.
    case warning
    /// What `--strict` also lists: scripts that are not run, unknown attributes.
    case note
  }

  /// The template's file name, as the caller named it.
  public var fileName: String
  /// Where in the file; nil when the file itself could not be read.
  public var position: SourcePosition?
  public var severity: Severity
  /// What is wrong, in plain English starting with a lowercase letter.
  public var message: String

  public init(fileName: String, position: SourcePosition?, severity: Severity, message: String) {
    self.fileName = fileName
    self.position = position
    self.severity = severity
    self.message = message
  }

  /// A diagnostic of a template read from `fileName`.
  public init(_ diagnostic: VVTemplateDiagnostic, fileName: String) {
    self.init(
      fileName: fileName, position: diagnostic.position, severity: diagnostic.isProblem ? .warning : .note,
      message: diagnostic.message)
  }

  /// `FILE:LINE:COLUMN: SEVERITY: MESSAGE` (`FILE: SEVERITY: MESSAGE` without a position).
  public var description: String {
    "\(fileName)\(position.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)"
  }
}

extension VVTemplate {
  /// The default limit on a template file's size: 16 MiB (the corpus's largest is 12 KB).
  public static let defaultMaximumFileSize = 16 << 20

  /// Reads the template in the file at `path`. Its type is `type`, else the file's name without
  /// its folder and `.xml` (`cards/price_tag.xml` is `price_tag`); diagnostics name the file
  /// `path`.
  ///
  /// - Returns: the template and its problems (warnings and notes).
  /// - Throws: a ``TemplateProblem`` (an error) when the file cannot be read, is larger than
  ///   `maximumSize` bytes, or is not well-formed XML.
  public static func read(
    contentsOf path: String, type: String? = nil, maximumSize: Int = defaultMaximumFileSize
  ) throws(TemplateProblem) -> (template: VVTemplate, problems: [TemplateProblem]) {
    let bytes: [UInt8]
    do {
      bytes = try TemplateFile.read(path, maximumSize: maximumSize)
    } catch {
      throw TemplateProblem(fileName: path, position: nil, severity: .error, message: "cannot read the template: \(error.reason)")
    }
    return try read(bytes, type: type ?? TemplateFile.typeName(of: path), located: path)
  }

  /// Reads the template in `bytes`, its diagnostics as ``TemplateProblem``s of `fileName`.
  ///
  /// - Throws: a ``TemplateProblem`` (an error) for malformed XML.
  package static func read(
    _ bytes: [UInt8], type: String, located fileName: String
  ) throws(TemplateProblem) -> (template: VVTemplate, problems: [TemplateProblem]) {
    do {
      let (template, diagnostics) = try read(bytes, type: type, fileName: fileName)
      return (template, diagnostics.map { TemplateProblem($0, fileName: fileName) })
    } catch {
      throw TemplateProblem(fileName: fileName, position: error.position, severity: .error, message: error.message)
    }
  }
}

extension ElementRegistry {
  /// Reads a VirtualView template from its XML and draws items of type `type` by it (as
  /// ``register(template:)`` does; a later template of a type replaces an earlier one).
  ///
  /// ```swift
  /// var elements = ElementRegistry.standard
  /// let problems = try elements.registerTemplate(xml: priceTagXML, type: "price-tag")
  /// problems.forEach { print($0) }   // price-tag.xml:3:9: warning: …
  /// ```
  ///
  /// - Parameters:
  ///   - xml: the template's text.
  ///   - type: the item type it draws.
  ///   - fileName: the name problems are located in; `TYPE.xml` when nil.
  /// - Returns: the template's problems; it is registered whatever they are.
  /// - Throws: a ``TemplateProblem`` (an error) when the XML is malformed; nothing is registered.
  @discardableResult
  public mutating func registerTemplate(
    xml: String, type: String, fileName: String? = nil
  ) throws(TemplateProblem) -> [TemplateProblem] {
    let (template, problems) = try VVTemplate.read(Array(xml.utf8), type: type, located: fileName ?? type + ".xml")
    register(template: template)
    return problems
  }

  /// Reads the VirtualView template in the file at `path` and draws items of its type by it: the
  /// type is `type`, else the file's name without `.xml`.
  ///
  /// - Returns: the template's problems, located in `path`; it is registered whatever they are.
  /// - Throws: a ``TemplateProblem`` (an error) when the file cannot be read, is larger than
  ///   `maximumSize` bytes, or is not well-formed XML; nothing is registered.
  @discardableResult
  public mutating func registerTemplate(
    contentsOf path: String, type: String? = nil, maximumSize: Int = VVTemplate.defaultMaximumFileSize
  ) throws(TemplateProblem) -> [TemplateProblem] {
    let (template, problems) = try VVTemplate.read(contentsOf: path, type: type, maximumSize: maximumSize)
    register(template: template)
    return problems
  }
}

/// Reading a template's file with plain system calls (the core only takes bytes).
enum TemplateFile {
  struct ReadError: Error {
    var reason: String
  }

  /// The type a template file gives when nothing names it: its name without folder and `.xml`.
  static func typeName(of path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    return name.hasSuffix(".xml") && name.count > 4 ? String(name.dropLast(4)) : name
  }

  /// The bytes of the regular file at `path`, refused past `maximumSize` (a FIFO, device or
  /// socket is refused without waiting for it).
  static func read(_ path: String, maximumSize: Int) throws(ReadError) -> [UInt8] {
    do throws(FileReader.ReadError) {
      return try FileReader(maximumSize: maximumSize, regularFilesOnly: true).read(path: path)
    } catch .tooLarge(let limit, _) {
      throw ReadError(reason: "larger than \(ByteSize.description(of: limit))")
    } catch {
      throw ReadError(reason: error.reason)
    }
  }
}
