extension VVLayoutEngine {
  /// A vertical `VHLayout` (§4.4): every child against the layout's specs (the height offered is
  /// not reduced by the children above); the layout as tall as the column and as wide as the
  /// widest child when not `EXACTLY`; `match_parent`-wide children measured again at its width.
  func measureColumn(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let children = box.shownChildren
    var remeasured: [VVBox] = []
    for child in children {
      if width.mode != .exactly, child.node.dimension("layoutWidth") == .matchParent { remeasured.append(child) }
      measureChild(child, of: box, width: width, height: height)
    }
    let widest = children.map { $0.width + $0.margin.horizontal }.max() ?? 0
    let column = children.reduce(0) { $0 + $1.height + $1.margin.vertical }
    box.width = resolve(width, content: widest + box.padding.horizontal + 2 * box.border, unspecified: width.size)
    let contentHeight = column + box.padding.vertical + 2 * box.border
    box.height = resolve(height, content: contentHeight, unspecified: contentHeight)
    for child in remeasured {
      measureChild(child, of: box, width: .exactly(box.width), height: height)
    }
  }

  /// A horizontal `VHLayout` (§4.4): each child offered the width the children before it left
  /// (a `match_parent` child takes all of it, later ones overflow); `match_parent`-tall children
  /// measured again at the layout's height with the same reduced width (Quirk V3 left out).
  func measureRow(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let children = box.shownChildren
    var remeasured: [(child: VVBox, width: MeasureSpec)] = []
    var used = 0
    for child in children {
      let offered = width.mode == .unspecified ? width : .exactly(max(0, width.size - used))
      if height.mode != .exactly, child.node.dimension("layoutHeight") == .matchParent {
        remeasured.append((child, offered))
      }
      measureChild(child, of: box, width: offered, height: height)
      used += child.width + child.margin.horizontal
    }
    let row = children.reduce(0) { $0 + $1.width + $1.margin.horizontal }
    let tallest = children.map { $0.height + $0.margin.vertical }.max() ?? 0
    box.width = resolve(width, content: row + box.padding.horizontal + 2 * box.border, unspecified: width.size)
    let contentHeight = tallest + box.padding.vertical + 2 * box.border
    box.height = resolve(height, content: contentHeight, unspecified: contentHeight)
    for (child, offered) in remeasured {
      measureChild(child, of: box, width: offered, height: .exactly(box.height))
    }
  }

  /// The children in a row (`horizontal`) or a column, packed by the layout's `gravity`: from
  /// the start, centred in the box (Quirk V1 left out), or, with the end bit or no bit of that
  /// axis at all, against the end; each child across by its `layoutGravity`.
  func placeLine(_ box: VVBox, horizontal: Bool) {
    let children = box.shownChildren
    let gravity = box.node.gravity("gravity") ?? .leftTop
    let length = { (child: VVBox) in
      horizontal ? child.width + child.margin.horizontal : child.height + child.margin.vertical
    }
    let total = children.reduce(0) { $0 + length($1) }
    let origin = horizontal ? box.x : box.y
    let size = horizontal ? box.width : box.height
    let startInset = (horizontal ? box.padding.left : box.padding.top) + box.border
    let endInset = (horizontal ? box.padding.right : box.padding.bottom) + box.border
    var position: Int
    if gravity.contains(horizontal ? .left : .top) {
      position = origin + startInset
    } else if gravity.contains(horizontal ? .horizontalCenter : .verticalCenter) {
      position = origin + floorHalf(size - total)
    } else {
      position = origin + size - total - endInset
    }
    for child in children {
      position += horizontal ? child.margin.left : child.margin.top
      let across = crossStart(
        of: child, in: box, horizontal: !horizontal, gravity: child.node.gravity("layoutGravity") ?? [])
      if horizontal { place(child, x: position, y: across) } else { place(child, x: across, y: position) }
      position += length(child) - (horizontal ? child.margin.left : child.margin.top)
    }
  }
}
