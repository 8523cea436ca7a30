extension VVTemplate {
  /// The bindings whose values can change the template's height: two items that give them the
  /// same values are as tall at the same width, so a page of a million items of a template is
  /// measured once per distinct value (none for `vvtest`, whose root is 84rp tall; none that vary
  /// for `TmallComponent2`, whose only bound text is a one-line `VText`).
  ///
  /// A node's own sizes, margins, padding, border, `visibility`, `autoDim*`, `lines`,
  /// `maxLines`, `layoutRatio`, `colCount` and the data containers' item sizes and spaces count,
  /// and the text of an `NText` (it wraps). The children of a node whose height is a literal
  /// size do not count. In a row that holds an `NText`, every child's text counts (a wider
  /// neighbour leaves it fewer columns). A data container's `dataTag` counts whole: its array
  /// gives the children, and their templates' heights depend on everything in it.
  public func heightBindings() -> [VVExpression] {
    var found: [VVExpression] = []
    Self.collect(root, into: &found, inWrappingRow: false)
    return found
  }

  private static let layoutNames: Set<String> = [
    "layoutWidth", "layoutHeight", "layoutMargin", "layoutMarginLeft", "layoutMarginRight", "layoutMarginTop",
    "layoutMarginBottom", "padding", "paddingLeft", "paddingRight", "paddingTop", "paddingBottom", "borderWidth",
    "visibility", "autoDimDirection", "autoDimX", "autoDimY", "lines", "maxLines", "layoutRatio", "colCount",
    "itemHeight", "itemHorizontalMargin", "itemVerticalMargin", "ratio", "diameterX", "diameterY", "paintWidth",
    "supportHTMLStyle", "itemWidth", "itemMargin", "span", "lineSpace", "firstSpace", "lastSpace",
  ]

  private static func collect(_ node: VVNode, into found: inout [VVExpression], inWrappingRow: Bool) {
    for (name, source) in node.attributes.sorted(by: { $0.key < $1.key }) {
      guard case .binding(let expression) = source.value else { continue }
      let isText = name == "text" && (node.kind == .nText || inWrappingRow)
      let isData = name == "dataTag" && node.kind.isDataContainer
      if layoutNames.contains(name) || isText || isData { found.append(expression) }
    }
    if node.kind.isDataContainer, case .literal(.string(let key))? = node.attributes["dataTag"]?.value {
      found.append(.path([.key(key)]))
    }
    if case .literal(.dimension(.length))? = node.attributes["layoutHeight"]?.value {
      return
    }
    let isRow: Bool
    if case .literal(.enumeration(let value))? = node.attributes["orientation"]?.value { isRow = value == 1 } else { isRow = true }
    let wrappingRow =
      isRow && [.vhLayout, .vh2Layout, .ratioLayout].contains(node.kind) && node.children.contains { $0.kind == .nText }
    for child in node.children {
      collect(child, into: &found, inWrappingRow: wrappingRow)
    }
  }
}
