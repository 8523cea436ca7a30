/// A VirtualView template read from its XML (VirtualView spec §1): the tree of nodes with every
/// attribute read once, either to its value or to the binding that gives it per item.
public struct VVTemplate: Hashable, Sendable {
  /// The type name items use to ask for the template (`vvtest`, `TmallComponent2`).
  public var type: String
  /// The file it was read from, as diagnostics name it.
  public var fileName: String
  public var root: VVNode {
    didSet { hasDataContainers = root.containsDataContainer }
  }
  /// Whether a node of the template is a data container, whose children come from the item's
  /// data and other templates (§2.9).
  public private(set) var hasDataContainers: Bool

  public init(type: String, fileName: String, root: VVNode) {
    self.type = type
    self.fileName = fileName
    self.root = root
    hasDataContainers = root.containsDataContainer
  }

  /// The file's name without its folders (`vvtest.xml`), for messages that name a place in it.
  public var shortFileName: String {
    fileName.split(separator: "/").last.map(String.init) ?? fileName
  }

  /// Reads the template in `bytes`; what is wrong with it, short of malformed XML, is in the
  /// diagnostics, and the rest of the template still works (spec §1.3 Recommended).
  ///
  /// - Throws: ``XMLSyntaxError`` for malformed XML.
  public static func read(
    _ bytes: [UInt8], type: String, fileName: String
  ) throws(XMLSyntaxError) -> (template: VVTemplate, diagnostics: [VVTemplateDiagnostic]) {
    let element = try XMLReader.read(bytes)
    var diagnostics: [VVTemplateDiagnostic] = []
    let root = VVNode(element, parent: nil, diagnostics: &diagnostics)
    return (VVTemplate(type: type, fileName: fileName, root: root), diagnostics)
  }

  /// Reads the template in `text`, the XML as a string, as the same call reads its UTF-8 bytes;
  /// diagnostics give lines and columns of `text`.
  ///
  /// - Throws: ``XMLSyntaxError`` for malformed XML.
  public static func read(
    _ text: String, type: String, fileName: String
  ) throws(XMLSyntaxError) -> (template: VVTemplate, diagnostics: [VVTemplateDiagnostic]) {
    try read(Array(text.utf8), type: type, fileName: fileName)
  }
}

/// Something wrong with a template: where, and what.
public struct VVTemplateDiagnostic: Hashable, Sendable {
  public var position: SourcePosition
  public var message: String
  /// False for what only `--strict` lists (unknown attributes, scripts that are not run).
  public var isProblem: Bool

  public init(position: SourcePosition, message: String, isProblem: Bool = true) {
    self.position = position
    self.message = message
    self.isProblem = isProblem
  }
}

/// One element of a template.
public struct VVNode: Hashable, Sendable {
  public var kind: VVElementKind
  /// The element name as written (`NText`).
  public var name: String
  public var position: SourcePosition
  /// The attributes by name.
  public var attributes: [String: VVAttributeSource] {
    didSet { separateBindings() }
  }
  public var children: [VVNode]
  /// The attributes written as literals, as every item resolves them.
  private(set) var literalValues = VVAttributeValues()
  /// The attributes written as bindings, which each item resolves anew.
  private(set) var bindings: [(name: String, source: VVAttributeSource)] = []

  public init(
    kind: VVElementKind, name: String, position: SourcePosition, attributes: [String: VVAttributeSource] = [:],
    children: [VVNode] = []
  ) {
    self.kind = kind
    self.name = name
    self.position = position
    self.attributes = attributes
    self.children = children
    separateBindings()
  }

  /// Sorts the attributes into ``literalValues`` and ``bindings``.
  private mutating func separateBindings() {
    literalValues = VVAttributeValues()
    bindings = []
    for (name, source) in attributes {
      switch source.value {
      case .literal(let value): literalValues[name] = value
      case .binding: bindings.append((name, source))
      }
    }
  }

  public static func == (left: VVNode, right: VVNode) -> Bool {
    left.kind == right.kind && left.name == right.name && left.position == right.position
      && left.attributes == right.attributes && left.children == right.children
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(kind)
    hasher.combine(name)
    hasher.combine(position)
    hasher.combine(attributes)
    hasher.combine(children)
  }

  /// Whether Android draws it as a native view, above the virtual nodes of its container (§9.10).
  public var isNative: Bool { VVElementKind.isNativeName(name) }

  /// Whether it or a node under it is a data container.
  public var containsDataContainer: Bool {
    kind.isDataContainer || children.contains { $0.containsDataContainer }
  }

  /// The node of `element`, a child of `parent` (nil for the root), its problems added to
  /// `diagnostics`.
  init(_ element: XMLReader.Element, parent: VVNode?, diagnostics: inout [VVTemplateDiagnostic]) {
    let kind = VVElementKind(name: element.name)
    self.init(kind: kind, name: element.name, position: element.position)
    switch kind {
    case .unknown(let name):
      diagnostics.append(.init(position: element.position, message: "unknown element <\(name)>; drawn as a labelled box"))
    case .unsupported(let name):
      diagnostics.append(.init(position: element.position, message: "<\(name)> is not supported; drawn as a labelled box"))
    default: break
    }
    let readsItsAttributes: Bool
    switch kind {
    case .unknown, .unsupported: readsItsAttributes = false
    default: readsItsAttributes = true
    }
    var read: [String: VVAttributeSource] = [:]
    for attribute in element.attributes {
      if readsItsAttributes, VVAttributeSource.isUnknown(attribute.name) {
        diagnostics.append(.init(
          position: attribute.position, message: "unknown attribute \(attribute.name) of <\(element.name)>; not read",
          isProblem: false))
        continue
      }
      if let source = VVAttributeSource(attribute, diagnostics: &diagnostics) {
        read[attribute.name] = source
      }
    }
    // An initializer's assignments call no observer.
    attributes = read
    separateBindings()
    for axis in ["layoutWidth", "layoutHeight"] where attributes[axis] == nil && needsSize(axis, parent: parent) {
      diagnostics.append(.init(position: element.position, message: "<\(element.name)> has no \(axis); it is 0 wide or tall"))
    }
    if kind.isLayout {
      let node = self
      children = element.children.map { VVNode($0, parent: node, diagnostics: &diagnostics) }
    } else if let first = element.children.first {
      diagnostics.append(
        .init(position: first.position, message: "<\(element.name)> takes no child elements; its children are ignored"))
    }
  }
}

extension VVNode {
  /// Whether a missing `axis` size matters: not for the root (Tangram sizes it, §4.2), nor on the
  /// main axis of a `RatioLayout` child with a `layoutRatio` (the ratio sizes it, §4.6).
  fileprivate func needsSize(_ axis: String, parent: VVNode?) -> Bool {
    guard let parent else { return false }
    if parent.kind == .ratioLayout, attributes["layoutRatio"] != nil {
      let horizontal: Bool
      if case .literal(.enumeration(let value))? = parent.attributes["orientation"]?.value {
        horizontal = value == 1
      } else {
        horizontal = true
      }
      return axis != (horizontal ? "layoutWidth" : "layoutHeight")
    }
    return true
  }
}

/// An attribute as the template gives it: its value, or the binding that gives it per item.
public struct VVAttributeSource: Hashable, Sendable {
  public enum Value: Hashable, Sendable {
    case literal(VVAttributeValue)
    case binding(VVExpression)
  }

  public var value: Value
  public var type: VVAttributeType
  /// The value as written.
  public var text: String
  public var position: SourcePosition

  public init(value: Value, type: VVAttributeType, text: String, position: SourcePosition) {
    self.value = value
    self.type = type
    self.text = text
    self.position = position
  }

  /// The value a binding takes for `data`: what its expression finds, converted to the
  /// attribute's type (§6.5); nil when it finds nothing or nothing of that type (a literal: nil).
  public func boundValue(in data: JSONValue) -> VVAttributeValue? {
    guard case .binding(let expression) = value, let found = expression.evaluate(in: data) else { return nil }
    return VVLiteral.convert(found, to: type)
  }

  /// The attributes that hold scripts (Android only, not run; spec §6.7).
  static let scriptNames: Set<String> = [
    "onClick", "onLongClick", "onBeforeDataLoad", "onAfterDataLoad", "onSetData", "onPageFlip", "onAutoRefresh",
    "onScroll",
  ]

  /// The attribute read, or nil (with a diagnostic) when its value is refused.
  init?(_ attribute: XMLReader.Attribute, diagnostics: inout [VVTemplateDiagnostic]) {
    let name = attribute.name
    if Self.scriptNames.contains(name) {
      diagnostics.append(.init(position: attribute.position, message: "the script in \(name) is not run", isProblem: false))
      return nil
    }
    let type = VVAttributeType.of(name)
    if let expression = VVExpression.parse(attribute.value) {
      guard type.isBindable else {
        diagnostics.append(.init(position: attribute.position, message: "\(name) cannot be bound; it keeps its default"))
        return nil
      }
      self.init(value: .binding(expression), type: type, text: attribute.value, position: attribute.position)
      return
    }
    guard let literal = VVLiteral.parse(attribute.value, as: type) else {
      diagnostics.append(
        .init(position: attribute.position, message: "\(name): \"\(attribute.value)\" is not a valid value; it keeps its default"))
      return nil
    }
    self.init(value: .literal(literal), type: type, text: attribute.value, position: attribute.position)
  }
}
