/// A template node with its attributes settled for one item: literals as written, bindings
/// evaluated against the item's data (a binding that finds nothing leaves the attribute at its
/// element default, spec §6.8).
public struct VVResolvedNode: Hashable, Sendable {
  /// The template node it comes from.
  public var node: VVNode
  /// The attributes that have a value for this item.
  public var values: VVAttributeValues
  /// The bound attributes that found no value: they keep their default (the inspector shows them).
  public var unresolved: Set<String>
  /// The XML children of a layout, or the children a data container built from its array
  /// (§2.9), each the root of the template its element's `type` names.
  public var children: [VVResolvedNode]
  /// For a data container: how many children its array gave (a `Page` keeps only the one shown).
  public var dataCount: Int
  /// For a `Page`: which of its pages it shows, from 0.
  public var dataIndex = 0
  /// For a child of a data container: whether its element's `waterfall` is above 0, which
  /// puts it in one column of a staggered grid rather than across both (§9.9).
  public var takesOneColumn = false
  /// For a data container: what was wrong with its array's elements (no `type`, a type without
  /// a template, templates nested too deep), one message each (§9.11).
  public var dataProblems: [String]

  /// A node with its attributes already settled.
  public init(
    node: VVNode, values: VVAttributeValues, unresolved: Set<String> = [], children: [VVResolvedNode] = [],
    dataCount: Int = 0, dataProblems: [String] = []
  ) {
    self.node = node
    self.values = values
    self.unresolved = unresolved
    self.children = children
    self.dataCount = dataCount
    self.dataProblems = dataProblems
  }

  /// Settles `node` and its subtree for `data`. A data container's children are built from its
  /// array with the templates of `templates`; `depth` counts the data containers above (a
  /// template that holds itself stops at ``maximumDataDepth``). A `Page` of the item's own
  /// template shows the page `pages` gives for its position (wrapping around), else its first.
  public init(
    _ node: VVNode, data: JSONValue, templates: VVTemplateSet = VVTemplateSet(), depth: Int = 0,
    pages: [SourcePosition: Int] = [:]
  ) {
    self.node = node
    values = node.literalValues
    unresolved = []
    dataCount = 0
    dataProblems = []
    for (name, source) in node.bindings {
      if let value = source.boundValue(in: data) {
        values[name] = value
      } else {
        unresolved.insert(name)
      }
    }
    children = node.children.map { VVResolvedNode($0, data: data, templates: templates, depth: depth, pages: pages) }
    if node.kind.isDataContainer {
      buildDataChildren(data: data, templates: templates, depth: depth, page: depth == 0 ? pages[node.position] ?? 0 : 0)
    }
  }

  // MARK: Typed attributes, with the element defaults of spec §2

  public func dimension(_ name: String) -> VVDimension? {
    if case .dimension(let value)? = values[name] { return value }
    return nil
  }

  /// A length attribute in px; `fallback` when not given.
  public func px(_ name: String, device: VVDevice, fallback: Int = 0) -> Int {
    if case .length(let length)? = values[name] { return device.px(length) }
    return fallback
  }

  public func number(_ name: String) -> Double? {
    switch values[name] {
    case .number(let value)?: value
    case .integer(let value)?: Double(value)
    default: nil
    }
  }

  public func integer(_ name: String) -> Int? {
    switch values[name] {
    case .integer(let value)?: value
    case .number(let value)?: Int(value)
    default: nil
    }
  }

  public func string(_ name: String) -> String? {
    if case .string(let value)? = values[name] { return value }
    return nil
  }

  public func color(_ name: String) -> VVColor? {
    if case .color(let value)? = values[name] { return value }
    return nil
  }

  public func gravity(_ name: String) -> VVGravity? {
    if case .gravity(let value)? = values[name] { return value }
    return nil
  }

  public func enumeration(_ name: String) -> Int? {
    if case .enumeration(let value)? = values[name] { return value }
    return nil
  }

  /// `borderColor`: black when not given, as on Android (iOS: clear; spec Appendix A V27).
  public var borderColor: VVColor { color("borderColor") ?? .black }

  public var visibility: VVVisibility {
    if case .visibility(let value)? = values["visibility"] { return value }
    return .visible
  }

  public var flags: VVFlags {
    if case .flags(let value)? = values["flag"] { return value }
    return []
  }

  public var textStyle: VVTextStyle {
    if case .textStyle(let value)? = values["textStyle"] { return value }
    return []
  }

  /// `orientation`: true for `H` (the default of the layouts and lines).
  public var isHorizontal: Bool { (enumeration("orientation") ?? 1) == 1 }
}
