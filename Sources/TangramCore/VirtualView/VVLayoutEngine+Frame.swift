extension VVLayoutEngine {
  /// `FrameLayout` (§4.3): every child against the layout's specs; the layout as large as the
  /// largest child when not `EXACTLY`; `match_parent` children measured again at its size.
  func measureFrame(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let children = box.shownChildren
    var remeasured: [VVBox] = []
    for child in children {
      if (height.mode != .exactly && child.node.dimension("layoutHeight") == .matchParent)
        || (width.mode != .exactly && child.node.dimension("layoutWidth") == .matchParent)
      {
        remeasured.append(child)
      }
      measureChild(child, of: box, width: width, height: height)
    }
    let widest = children.map { $0.width + $0.margin.horizontal }.max() ?? 0
    let tallest = children.map { $0.height + $0.margin.vertical }.max() ?? 0
    box.width = resolve(width, content: widest + box.padding.horizontal + 2 * box.border, unspecified: width.size)
    let contentHeight = tallest + box.padding.vertical + 2 * box.border
    box.height = resolve(height, content: contentHeight, unspecified: contentHeight)
    for child in remeasured {
      measureChild(child, of: box, width: .exactly(box.width), height: .exactly(box.height))
    }
  }

  /// Each child by its `layoutGravity`; centring uses the whole box (Android, Quirk V9, kept).
  func placeFrameChildren(_ box: VVBox) {
    for child in box.shownChildren {
      let gravity = child.node.gravity("layoutGravity") ?? []
      place(child, x: crossStart(of: child, in: box, horizontal: true, gravity: gravity),
            y: crossStart(of: child, in: box, horizontal: false, gravity: gravity))
    }
  }

  /// Where `child` starts across `box` on one axis by its `layoutGravity`: centred in the whole
  /// box, at the end less padding, border and margin, else at the start plus them.
  func crossStart(of child: VVBox, in box: VVBox, horizontal: Bool, gravity: VVGravity) -> Int {
    if horizontal {
      if gravity.contains(.horizontalCenter) { return box.x + floorHalf(box.width - child.width) }
      if gravity.contains(.right) {
        return box.x + box.width - box.padding.right - child.margin.right - child.width - box.border
      }
      return box.x + box.padding.left + child.margin.left + box.border
    }
    if gravity.contains(.verticalCenter) { return box.y + floorHalf(box.height - child.height) }
    if gravity.contains(.bottom) {
      return box.y + box.height - child.height - box.padding.bottom - child.margin.bottom - box.border
    }
    return box.y + box.padding.top + child.margin.top + box.border
  }

  /// `value >> 1`: half, rounded down (towards −∞), as the sources shift.
  func floorHalf(_ value: Int) -> Int { value >> 1 }
}
