extension VVResolvedNode {
  /// How many data containers deep templates may nest: a template whose container's elements
  /// name the template itself stops there, the deeper elements drawn as fallback boxes.
  public static let maximumDataDepth = 8

  /// The array a data container's `dataTag` gives for `data` (§2.9): the bound value, or, for a
  /// literal `dataTag`, the member of that name (Android's whole-object form); nil for none.
  static func dataArray(of node: VVNode, in data: JSONValue) -> [JSONValue]? {
    let found: JSONValue?
    switch node.attributes["dataTag"]?.value {
    case .binding(let expression)?: found = expression.evaluate(in: data)
    case .literal(.string(let key))?: found = data[key]
    default: found = nil
    }
    if case .array(let elements)? = found { return elements }
    return nil
  }

  /// Builds a data container's children (§2.9, §9.9): one per element of its array whose `type`
  /// names a template, that template's root bound to the element. Elements without `type` are
  /// skipped; a type without a template, or a template nested deeper than
  /// ``maximumDataDepth``, gives a fallback box named by the type. Each is a ``dataProblems``
  /// entry. A `Page` keeps only the child of its page `page` (wrapping around; the page shown,
  /// ``dataIndex``), ``dataCount`` counts them all.
  mutating func buildDataChildren(data: JSONValue, templates: VVTemplateSet, depth: Int, page: Int = 0) {
    let array = Self.dataArray(of: node, in: data)
    // A bound `dataTag` finds something only when it gives an array.
    if array != nil {
      unresolved.remove("dataTag")
    } else if case .binding? = node.attributes["dataTag"]?.value {
      unresolved.insert("dataTag")
    }
    let elements = array ?? []
    var shownElement: Int?
    if node.kind == .page {
      let typed = elements.indices.filter { if case .string(let type)? = elements[$0]["type"] { !type.isEmpty } else { false } }
      if !typed.isEmpty {
        dataIndex = ((page % typed.count) + typed.count) % typed.count
        shownElement = typed[dataIndex]
      }
    }
    var built: [VVResolvedNode] = []
    for (index, element) in elements.enumerated() {
      guard case .string(let type)? = element["type"], !type.isEmpty else {
        dataProblems.append("\(placeName) element \(index) of its data has no type; it is skipped")
        continue
      }
      if node.kind == .page, index != shownElement {
        dataCount += 1
        continue
      }
      var child: VVResolvedNode
      if let template = templates[type], depth < Self.maximumDataDepth {
        child = VVResolvedNode(template.root, data: element, templates: templates, depth: depth + 1)
      } else {
        let reason = templates[type] == nil ? "has no template" : "nests templates too deep"
        dataProblems.append("\(placeName) element \(index) of type \"\(type)\" \(reason); drawn as a labelled box")
        child = Self.fallback(type: type, at: node.position)
      }
      child.takesOneColumn = Self.waterfall(of: element) > 0
      built.append(child)
      dataCount += 1
    }
    children = built
  }

  /// An element's `waterfall` as Android's `optInt` reads it: a number, or a string of one,
  /// else -1.
  static func waterfall(of element: JSONValue) -> Int {
    switch element["waterfall"] {
    case .number(let value)?: Int(value)
    case .string(let text)?: Double(text.trimmingSpaces).map { Int($0) } ?? -1
    default: -1
    }
  }

  /// `<Grid> at line:column:`, to lead a problem of the container's data.
  private var placeName: String { "<\(node.name)> at \(node.position):" }

  /// A labelled box for a child whose type has no template, filling the place it is given.
  static func fallback(type: String, at position: SourcePosition) -> VVResolvedNode {
    let fill = VVAttributeValue.dimension(.matchParent)
    return VVResolvedNode(
      node: VVNode(kind: .unknown(type), name: type, position: position),
      values: ["layoutWidth": fill, "layoutHeight": fill])
  }

  /// The problems of every data container in the subtree, in document order.
  public var allDataProblems: [String] {
    dataProblems + children.flatMap(\.allDataProblems)
  }
}

extension VVTemplate {
  /// The bound attributes of the template that find nothing in `data`, so that they keep their
  /// defaults (§6.6), in document order: what ``VVResolvedNode/unresolved`` holds over the whole
  /// template, without building the nodes. A data container's `dataTag` finds something when it
  /// gives an array. Places for which `isSkipped` is true are not evaluated.
  public func unresolvedBindings(
    in data: JSONValue, skipping isSkipped: (SourcePosition) -> Bool = { _ in false }
  ) -> [(node: VVNode, attribute: String, source: VVAttributeSource)] {
    var found: [(node: VVNode, attribute: String, source: VVAttributeSource)] = []
    func visit(_ node: VVNode) {
      for (name, source) in node.attributes {
        guard case .binding = source.value, !isSkipped(source.position) else { continue }
        let finds =
          node.kind.isDataContainer && name == "dataTag"
          ? VVResolvedNode.dataArray(of: node, in: data) != nil : source.boundValue(in: data) != nil
        if !finds { found.append((node, name, source)) }
      }
      node.children.forEach(visit)
    }
    visit(root)
    // Attributes come unordered: the few found are put in document order.
    return found.sorted { $0.source.position < $1.source.position }
  }
}
