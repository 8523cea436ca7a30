extension VVLayoutEngine {
  /// `VH2Layout` (§4.5), measured as a `VHLayout`: each child stacks from the end its
  /// `layoutDirection` names (`left`/`right` in a row, `top`/`bottom` in a column); a direction
  /// of the other axis, the default `left` in a column among them, stacks from the start (Quirk
  /// V7 left out). The border is ignored (V8, kept), and children of both ends may overlap.
  func placeBothEnds(_ box: VVBox) {
    let horizontal = box.node.isHorizontal
    var start = horizontal ? box.x + box.padding.left : box.y + box.padding.top
    var end = horizontal ? box.x + box.width - box.padding.right : box.y + box.height - box.padding.bottom
    for child in box.shownChildren {
      let direction = child.node.enumeration("layoutDirection") ?? 1
      let fromEnd = horizontal ? direction & 4 != 0 && direction & 1 == 0 : direction & 8 != 0 && direction & 2 == 0
      let length = horizontal ? child.width : child.height
      let position: Int
      if fromEnd {
        end -= (horizontal ? child.margin.right : child.margin.bottom) + length
        position = end
        end -= horizontal ? child.margin.left : child.margin.top
      } else {
        start += horizontal ? child.margin.left : child.margin.top
        position = start
        start += length + (horizontal ? child.margin.right : child.margin.bottom)
      }
      let across = crossStartIgnoringBorder(of: child, in: box, horizontal: !horizontal)
      if horizontal { place(child, x: position, y: across) } else { place(child, x: across, y: position) }
    }
  }

  /// ``crossStart(of:in:horizontal:gravity:)`` without the border, as `VH2Layout` places.
  private func crossStartIgnoringBorder(of child: VVBox, in box: VVBox, horizontal: Bool) -> Int {
    let gravity = child.node.gravity("layoutGravity") ?? []
    let withBorder = crossStart(of: child, in: box, horizontal: horizontal, gravity: gravity)
    let centred = gravity.contains(horizontal ? .horizontalCenter : .verticalCenter)
    let atEnd = gravity.contains(horizontal ? .right : .bottom)
    return centred ? withBorder : withBorder + (atEnd ? box.border : -box.border)
  }

  /// `GridLayout` (§4.7): `colCount` columns of equal width; a child is as wide as a column and
  /// `itemHeight` tall (else its own height); every cell takes the first shown child's size
  /// (V6, kept). Gone children take no cell and do not count towards the rows (V4 left out); the
  /// child's height spec uses the vertical insets (V5 left out).
  func measureGrid(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let grid = GridMetrics(box, device: device, width: width.size)
    let children = box.shownChildren
    for child in children {
      let heightSpec =
        grid.itemHeight > 0
        ? MeasureSpec.exactly(grid.itemHeight)
        : childSpec(
          height, insets: box.padding.vertical + 2 * box.border, margins: child.margin.vertical,
          wanted: child.node.dimension("layoutHeight"))
      measure(child, width: .exactly(grid.itemWidth), height: heightSpec)
    }
    let firstRow = children.prefix(grid.columns)
    let rowWidth =
      box.padding.horizontal + firstRow.reduce(0) { $0 + $1.width + $1.margin.horizontal }
      + grid.horizontalGap * max(0, firstRow.count - 1)
    box.width = resolve(width, content: rowWidth, unspecified: rowWidth)
    let rows = (children.count + grid.columns - 1) / grid.columns
    let cellHeight = grid.itemHeight > 0 ? grid.itemHeight : (children.first?.height ?? 0)
    let content = rows * cellHeight + box.padding.vertical + max(0, rows - 1) * grid.verticalGap
    box.height = resolve(height, content: content, unspecified: content)
  }

  /// The shown children in rows of `colCount`, each in a cell of the first child's size.
  func placeGridChildren(_ box: VVBox) {
    let grid = GridMetrics(box, device: device, width: box.width)
    let children = box.shownChildren
    guard let first = children.first else { return }
    let (cellWidth, cellHeight) = (first.width, first.height)
    var y = box.y + box.padding.top
    for rowStart in stride(from: 0, to: children.count, by: grid.columns) {
      var x = box.x + box.padding.left
      for child in children[rowStart..<min(children.count, rowStart + grid.columns)] {
        child.width = cellWidth
        child.height = cellHeight
        place(child, x: x, y: y)
        x += cellWidth + grid.horizontalGap
      }
      y += (grid.itemHeight > 0 ? grid.itemHeight : cellHeight) + grid.verticalGap
    }
  }
}

/// A `GridLayout`'s or a data `Grid`'s columns and gaps in px.
struct GridMetrics {
  let columns: Int
  let itemHeight: Int
  let horizontalGap: Int
  let verticalGap: Int
  /// A column's width: what the padding and the gaps leave of `width`, shared (integer division).
  let itemWidth: Int

  init(_ box: VVBox, device: VVDevice, width: Int) {
    // `colCount` is 1 by default in `GridLayout`, 2 in a data `Grid` (§2.3, §2.9).
    columns = max(1, box.node.integer("colCount") ?? (box.node.node.kind == .grid ? 2 : 1))
    itemHeight = box.node.px("itemHeight", device: device)
    horizontalGap = box.node.px("itemHorizontalMargin", device: device)
    verticalGap = box.node.px("itemVerticalMargin", device: device)
    itemWidth = max(0, (width - box.padding.horizontal - horizontalGap * (columns - 1)) / columns)
  }
}
