import TangramCore

extension VVPainter {
  /// A data container's children (VirtualView spec §9.9): each the root of its own template,
  /// drawn as a container of its own (Android gives each a view) and clipped to its cells and
  /// the container's; over a `Page` of more than one element, `k/N` (the page shown) right-aligned on its last
  /// row when it is at least 3 columns wide.
  mutating func drawDataChildren(of node: VVPlacedNode, cells: Rect, clip: Rect, onBackground: Bool) {
    for child in node.children {
      let childClip = screenCells(of: child, inside: cells).intersection(clip)
      drawContainer(child, parentCells: cells, clip: childClip, onBackground: onBackground)
    }
    guard node.node.kind == .page, node.dataCount > 1, cells.width >= 3, cells.height > 0 else { return }
    let marker = "\(node.dataIndex + 1)/\(node.dataCount)"
    list.write(
      marker, column: cells.maxX - DisplayWidth.of(marker), row: cells.maxY - 1,
      style: CellStyle(attributes: .reverse), clip: clip)
  }
}
