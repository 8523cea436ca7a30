extension VVLayoutEngine {
  /// `RatioLayout` (§4.6): children with a `layoutRatio` share, in proportion, what the others
  /// and the margins leave on the main axis; each share truncated on its own, so the last px of
  /// the line can stay empty. The shares are measured again once the whole line is known, and
  /// only that pass counts.
  func measureRatio(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let horizontal = box.node.isHorizontal
    let main = horizontal ? width : height
    let cross = horizontal ? height : width
    let children = box.shownChildren
    let totalRatio = children.reduce(0.0) { $0 + ratio(of: $1) }
    var fixed = 0
    var remeasured = false
    for child in children {
      measureRatioChild(child, of: box, main: main, cross: cross, fixed: fixed, totalRatio: totalRatio)
      let margins = horizontal ? child.margin.horizontal : child.margin.vertical
      fixed += ratio(of: child) > 0 ? margins : (horizontal ? child.width : child.height) + margins
      let wantedCross = child.node.dimension(horizontal ? "layoutHeight" : "layoutWidth")
      remeasured = remeasured || ratio(of: child) > 0 || (cross.mode != .exactly && wantedCross == .matchParent)
    }
    let crossContent = children.map { horizontal ? $0.height + $0.margin.vertical : $0.width + $0.margin.horizontal }.max() ?? 0
    let crossInsets = (horizontal ? box.padding.vertical : box.padding.horizontal) + 2 * box.border
    let mainSize = main.size
    let crossSize = resolve(cross, content: crossContent + crossInsets, unspecified: crossContent + crossInsets)
    (box.width, box.height) = horizontal ? (mainSize, crossSize) : (crossSize, mainSize)
    guard remeasured else { return }
    let exactMain = MeasureSpec.exactly(mainSize)
    let exactCross = MeasureSpec.exactly(crossSize)
    // The second pass: the shares of what every child of the first pass left; the
    // `match_parent` children across at the line's size.
    for child in children {
      let wantedCross = child.node.dimension(horizontal ? "layoutHeight" : "layoutWidth")
      guard ratio(of: child) > 0 || wantedCross == .matchParent else { continue }
      measureRatioChild(
        child, of: box, main: exactMain, cross: exactCross, fixed: fixed, totalRatio: totalRatio)
    }
  }

  /// One child of a `RatioLayout`: a share of the main axis (of what `fixed` leaves), or its own
  /// size there; the usual spec across.
  private func measureRatioChild(
    _ child: VVBox, of box: VVBox, main: MeasureSpec, cross: MeasureSpec, fixed: Int, totalRatio: Double
  ) {
    let horizontal = box.node.isHorizontal
    let share = ratio(of: child)
    let mainInsets = (horizontal ? box.padding.horizontal : box.padding.vertical) + 2 * box.border
    let mainSpec: MeasureSpec
    if share > 0 {
      if main.mode == .exactly, totalRatio > 0 {
        let free = max(0, main.size - mainInsets - fixed)
        mainSpec = .exactly(Int(share * Double(free) / totalRatio))
      } else {
        mainSpec = .unspecified
      }
    } else {
      mainSpec = childSpec(
        main, insets: mainInsets, margins: horizontal ? child.margin.horizontal : child.margin.vertical,
        wanted: child.node.dimension(horizontal ? "layoutWidth" : "layoutHeight"))
    }
    let crossSpec = childSpec(
      cross, insets: (horizontal ? box.padding.vertical : box.padding.horizontal) + 2 * box.border,
      margins: horizontal ? child.margin.vertical : child.margin.horizontal,
      wanted: child.node.dimension(horizontal ? "layoutHeight" : "layoutWidth"))
    if horizontal { measure(child, width: mainSpec, height: crossSpec) } else { measure(child, width: crossSpec, height: mainSpec) }
  }

  /// A child's `layoutRatio`; 0 when it has none.
  func ratio(of child: VVBox) -> Double {
    max(0, child.node.number("layoutRatio") ?? 0)
  }

  /// The children one after another from the start, each across by its `layoutGravity`; no
  /// packing on the main axis.
  func placeRatioChildren(_ box: VVBox) {
    let horizontal = box.node.isHorizontal
    var position = (horizontal ? box.x + box.padding.left : box.y + box.padding.top) + box.border
    for child in box.shownChildren {
      position += horizontal ? child.margin.left : child.margin.top
      let across = crossStart(
        of: child, in: box, horizontal: !horizontal, gravity: child.node.gravity("layoutGravity") ?? [])
      if horizontal { place(child, x: position, y: across) } else { place(child, x: across, y: position) }
      position += horizontal ? child.width + child.margin.right : child.height + child.margin.bottom
    }
  }
}
