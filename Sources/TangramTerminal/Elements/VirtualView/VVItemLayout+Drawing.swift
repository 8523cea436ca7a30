import TangramCore

extension VVItemLayout {
  /// What drawing the template does, in the item's own cells (its top-left cell at 0, 0, the
  /// item `width` × `height` cells): replayed by ``VVPaintList/draw(into:origin:clip:)`` wherever the item is, so
  /// that a frame does not lay the template out, resolve its values or fit its text again.
  ///
  /// As Android draws (VirtualView spec §9.10): per native container (the root, each `N*`
  /// layout), the virtual nodes first, then the native ones above them, each in document order;
  /// hidden and gone nodes and their subtrees are not drawn. Everything is clipped to the item.
  func paint(width: Int, height: Int) -> VVPaintList {
    let bounds = Rect(x: 0, y: 0, width: max(0, width), height: max(0, height))
    var painter = VVPainter(layout: self, origin: bounds, list: VVPaintList())
    guard !bounds.isEmpty else { return painter.list }
    painter.drawContainer(root, parentCells: bounds, clip: bounds, onBackground: false)
    painter.list.finish(width: bounds.width, height: bounds.height)
    return painter.list
  }

  /// Draws the template with its top-left cell at `origin`, clipped to `clip` and the item's
  /// cells (VirtualView spec §9).
  func draw(into buffer: inout Buffer, origin: Rect, clip: Rect) {
    paint(width: origin.width, height: origin.height).draw(into: &buffer, origin: origin, clip: clip)
  }
}

/// Paints placed template nodes into a paint list.
struct VVPainter {
  let layout: VVItemLayout
  let origin: Rect
  var list: VVPaintList

  /// A native container and what it holds: itself, its virtual nodes, then its native ones; a
  /// data container's children are containers of their own.
  mutating func drawContainer(_ node: VVPlacedNode, parentCells: Rect, clip: Rect, onBackground: Bool) {
    guard node.visibility == .visible else { return }
    let cells = screenCells(of: node, inside: parentCells)
    var natives: [(node: VVPlacedNode, parent: Rect, onBackground: Bool)] = []
    let painted = drawOwn(node, cells: cells, clip: clip, onBackground: onBackground)
    if node.node.kind.isDataContainer {
      drawDataChildren(of: node, cells: cells, clip: cells.intersection(clip), onBackground: painted)
      return
    }
    drawVirtualChildren(of: node, cells: cells, clip: clip, onBackground: painted, natives: &natives)
    let inner = node.node.isNative && node.node.kind.isLayout ? cells.intersection(clip) : clip
    for native in natives {
      if native.node.node.kind.isLayout || native.node.node.kind.isDataContainer {
        drawContainer(native.node, parentCells: native.parent, clip: inner, onBackground: native.onBackground)
      } else if native.node.visibility == .visible {
        drawOwn(native.node, cells: screenCells(of: native.node, inside: native.parent), clip: inner, onBackground: native.onBackground)
      }
    }
  }

  /// The virtual subtree under `node`; native nodes are set aside for the second pass.
  private mutating func drawVirtualChildren(
    of node: VVPlacedNode, cells: Rect, clip: Rect, onBackground: Bool,
    natives: inout [(node: VVPlacedNode, parent: Rect, onBackground: Bool)]
  ) {
    for child in node.children where child.visibility == .visible {
      if child.node.isNative {
        natives.append((child, cells, onBackground))
        continue
      }
      let childCells = screenCells(of: child, inside: cells)
      let painted = drawOwn(child, cells: childCells, clip: clip, onBackground: onBackground)
      drawVirtualChildren(of: child, cells: childCells, clip: clip, onBackground: painted, natives: &natives)
    }
  }

  /// The node's cells on screen (``VVItemLayout/cells(of:inside:)`` from the origin).
  func screenCells(of node: VVPlacedNode, inside parentOnScreen: Rect) -> Rect {
    layout.cells(of: node, inside: parentOnScreen.offsetBy(dx: -origin.x, dy: -origin.y))
      .offsetBy(dx: origin.x, dy: origin.y)
  }

  /// The node's own drawing: background, border, then its content. Returns whether a background
  /// is under what comes next (its own or its parent's), which decides whether text takes its
  /// colour (dark text on the terminal's own background would not read).
  @discardableResult
  private mutating func drawOwn(_ node: VVPlacedNode, cells: Rect, clip: Rect, onBackground: Bool) -> Bool {
    guard !cells.isEmpty else { return onBackground }
    let resolved = node.resolved
    let area = cells.intersection(clip)
    var hasBackground = onBackground
    if let background = resolved.color("background"), background.isVisible {
      list.fill(area, style: .background(background.color))
      hasBackground = true
    }
    drawBorder(resolved, cells: cells, clip: clip)
    switch node.node.kind {
    case .nText, .vText: drawText(resolved, node: node, cells: cells, clip: clip, onBackground: hasBackground)
    case .nImage, .vImage: drawImage(resolved, cells: cells, clip: clip)
    case .nLine, .vLine: drawLine(resolved, node: node, cells: cells, clip: clip)
    case .vGraph: drawShape(resolved, cells: cells, clip: clip)
    case .progress: drawProgress(resolved, node: node, cells: cells, clip: clip)
    case .unknown(let name), .unsupported(let name): drawLabelledBox(name, cells: cells, clip: clip)
    default: break
    }
    return hasBackground
  }

  /// A frame on the node's outermost cells when it has a border (§9.4): rounded corners for a
  /// radius, heavy lines for a border a column wide or more.
  private mutating func drawBorder(_ node: VVResolvedNode, cells: Rect, clip: Rect) {
    let width = node.px("borderWidth", device: layout.device)
    let color = node.borderColor
    guard width > 0, color.isVisible, cells.width >= 2, cells.height >= 2 else { return }
    let radius = ["borderRadius", "borderTopLeftRadius", "borderTopRightRadius", "borderBottomLeftRadius", "borderBottomRightRadius"]
      .contains { node.px($0, device: layout.device) > 0 }
    let glyphs: BoxFrame.Glyphs = radius ? .rounded : (width >= layout.device.px(columns: 1) ? .heavy : .light)
    list.frame(cells, style: CellStyle(foreground: color.color), glyphs: glyphs, clip: cells.intersection(clip))
  }
}
