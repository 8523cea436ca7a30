import TangramCore

/// A node of a laid-out template with the cells it covers, from the item's top-left cell: what
/// focus, clicks, exposure, outlines and the inspector work with.
package struct VVNodeCells: Sendable {
  /// The node, its settled attributes and its px rectangle.
  package var node: VVPlacedNode
  /// The child indices that lead from the root to the node (empty for the root).
  package var path: [Int]
  /// The cells it covers (§9.1, with §9.2's one-cell rule), from the item's top-left cell.
  package var cells: Rect
  /// Whether it and every node above it are visible (so it is drawn).
  package var isShown: Bool

  /// How deep in the tree it is: 0 for the root.
  package var depth: Int { path.count }
}

extension VVItemLayout {
  /// The node's cells from the item's top-left cell, inside its parent's cells `parent`: its px
  /// edges rounded half up (§9.1); a side that is positive in px but rounds to no cell is one
  /// cell thick at its start, moved inside the parent's cells (§9.2).
  func cells(of node: VVPlacedNode, inside parent: Rect) -> Rect {
    var cells = cells(node.frame)
    if node.frame.width > 0, cells.width == 0 {
      cells.width = 1
      cells.x = min(max(cells.x, parent.x), max(parent.x, parent.maxX - 1))
    }
    if node.frame.height > 0, cells.height == 0 {
      cells.height = 1
      cells.y = min(max(cells.y, parent.y), max(parent.y, parent.maxY - 1))
    }
    return cells
  }

  /// Every node in document order (a parent before its children) with its cells.
  package var nodes: [VVNodeCells] {
    var result: [VVNodeCells] = []
    func visit(_ node: VVPlacedNode, path: [Int], parent: Rect, parentShown: Bool) {
      let cells = cells(of: node, inside: parent)
      let shown = parentShown && node.visibility == .visible
      result.append(VVNodeCells(node: node, path: path, cells: cells, isShown: shown))
      for (index, child) in node.children.enumerated() {
        visit(child, path: path + [index], parent: cells, parentShown: shown)
      }
    }
    visit(root, path: [], parent: cells(root.frame), parentShown: true)
    return result
  }

  /// The nodes a click can land on, in document order (VirtualView spec §7.5): shown,
  /// `flag_clickable` or `flag_longclickable`, or a `Page` of more than one page (←/→ turn it,
  /// §9.9), and covering some of the item's `size` cells.
  package func clickTargets(within size: Rect) -> [VVNodeCells] {
    nodes.filter { shown in
      let isPage = shown.node.node.kind == .page && shown.node.dataCount > 1
      return shown.isShown && (isPage || shown.node.resolved.isClickTarget) && !shown.cells.intersection(size).isEmpty
    }
  }

  /// The shown nodes with `flag_exposure`, the root included (§7.5).
  package var exposedNodes: [VVNodeCells] {
    nodes.filter { $0.isShown && $0.node.resolved.flags.contains(.exposure) }
  }
}

extension [VVNodeCells] {
  /// The innermost of these nodes that covers the cell: the last in document order, as
  /// Android's hit test tries children from the last (§7.1).
  package func innermost(atColumn column: Int, row: Int) -> (offset: Int, element: VVNodeCells)? {
    enumerated().last { $0.element.cells.contains(column: column, row: row) }
  }
}
