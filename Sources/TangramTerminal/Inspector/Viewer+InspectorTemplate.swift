import TangramCore

extension Viewer {
  /// For an item drawn by a VirtualView template: the template, then every node in document
  /// order, indented by depth: its tag and `template.xml:line:column`, its rectangle in px of
  /// the reference device and in cells of the item, and each bound attribute with its
  /// expression and the value it took (or that it found nothing, so the default stays).
  func templateLines(_ id: ItemID) -> [StyledLine] {
    let item = pageView.layout.item(id)
    guard let template = pageView.registry.template(for: item), let itemLayout = pageView.templateLayout(of: id) else {
      return []
    }
    var lines = [StyledLine(), heading("template")]
    lines.append(field("template", "\(template.fileName), type \(template.type)", fit: .shortenAtFront))
    // Nodes name the file alone: the template line above has its whole path.
    let file = template.shortFileName
    for shown in itemLayout.nodes {
      let node = shown.node
      let indent = String(repeating: "  ", count: shown.depth)
      var state = ""
      if node.visibility != .visible {
        state = node.visibility == .gone ? "  gone" : "  invisible"
      } else if !shown.isShown {
        state = "  hidden with its parent"
      }
      lines.append(StyledLine([
        (indent + node.node.name, CellStyle(attributes: .bold)),
        StyledLine.page("  \(file):\(node.node.position.line):\(node.node.position.column)" + state),
      ], fit: .wrapAnywhere))
      let px = node.frame
      let cells = shown.cells
      lines.append(StyledLine(
        [StyledLine.page(indent + "  px \(px.x),\(px.y) \(px.width)×\(px.height) · cells \(cells.x),\(cells.y) \(cells.width)×\(cells.height)")],
        fit: .wrapAnywhere))
      let bound = node.node.attributes.filter { if case .binding = $0.value.value { true } else { false } }
      for (name, source) in bound.sorted(by: { $0.value.position < $1.value.position }) {
        let value = node.values[name].map { "= " + $0.description } ?? "finds nothing: default kept"
        lines.append(StyledLine([StyledLine.page("\(indent)  \(name) \(source.text) \(value)")], fit: .wrapAnywhere))
      }
    }
    return lines
  }
}
