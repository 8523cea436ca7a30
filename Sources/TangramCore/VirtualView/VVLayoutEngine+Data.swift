extension VVLayoutEngine {
  /// Measures a data container (§2.9, §9.9); its children are template roots built from its
  /// array. Their own margins play no part (Tangram replaces a root's margins, §4.2).
  func measureData(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    switch box.node.node.kind {
    case .page: measurePage(box, width: width, height: height)
    case .grid: measureDataGrid(box, width: width, height: height)
    case .vh: measureDataLine(box, width: width, height: height)
    case .slider:
      measureStrip(box, width: width, height: height, strip: Strip(box, device: device, gap: "span", fillsAcross: true))
    case .scroller where isStaggeredGrid(box):
      measureStaggeredGrid(box, width: width, height: height)
    default:
      measureStrip(box, width: width, height: height, strip: Strip(box, device: device, gap: "lineSpace", fillsAcross: false))
    }
  }

  /// Places a data container's children: a `Page`'s at its top-left; the others in the rows or
  /// columns they were measured for, from the start past the padding.
  func placeDataChildren(_ box: VVBox) {
    switch box.node.node.kind {
    case .page:
      box.children.first.map { place($0, x: box.x, y: box.y) }
    case .grid:
      placeGridChildren(box)
    case .vh:
      placeInLine(box, horizontal: box.node.isHorizontal, lead: 0, gap: box.node.px("itemMargin", device: device))
    case .slider:
      placeInLine(box, horizontal: true, lead: 0, gap: box.node.px("span", device: device))
    case .scroller where isStaggeredGrid(box):
      placeStaggeredGrid(box)
    default:
      let horizontal = (box.node.enumeration("orientation") ?? 0) == 1
      placeInLine(
        box, horizontal: horizontal, lead: box.node.px("firstSpace", device: device),
        gap: box.node.px("lineSpace", device: device))
    }
  }

  /// A template root as a child of a data container: its `layoutWidth`/`layoutHeight` against
  /// the container's specs less `insets` (a number exactly, `match_parent` the space,
  /// `wrap_content` at most the space).
  func measureRoot(_ child: VVBox, width: MeasureSpec, height: MeasureSpec, insets: VVBox.Insets) {
    measure(
      child,
      width: childSpec(width, insets: insets.horizontal, margins: 0, wanted: child.node.dimension("layoutWidth")),
      height: childSpec(height, insets: insets.vertical, margins: 0, wanted: child.node.dimension("layoutHeight")))
  }

  /// `Page`: the first element's template sized to the page box; a page that is not `EXACTLY`
  /// on an axis is as large as that child wants.
  private func measurePage(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    guard let child = box.children.first else {
      box.width = resolve(width, content: 0, unspecified: 0)
      box.height = resolve(height, content: 0, unspecified: 0)
      return
    }
    if width.mode != .exactly || height.mode != .exactly {
      measureRoot(child, width: width, height: height, insets: VVBox.Insets())
    }
    box.width = resolve(width, content: child.width, unspecified: child.width)
    box.height = resolve(height, content: child.height, unspecified: child.height)
    measure(child, width: .exactly(box.width), height: .exactly(box.height))
  }

  /// `Grid` (Android's `GridView`): `colCount` (2) columns of (width − padding − gaps) ÷
  /// `colCount`; every cell `itemHeight` tall, else as tall as the first child measured at the
  /// column width; as wide as its width spec's size; rows stacked `itemVerticalMargin` apart.
  private func measureDataGrid(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let grid = GridMetrics(box, device: device, width: width.size)
    var cellHeight = grid.itemHeight
    if cellHeight <= 0, let first = box.children.first {
      measure(
        first, width: .exactly(grid.itemWidth),
        height: childSpec(
          height, insets: box.padding.vertical, margins: 0, wanted: first.node.dimension("layoutHeight")))
      cellHeight = first.height
    }
    for child in box.children {
      measure(child, width: .exactly(grid.itemWidth), height: .exactly(cellHeight))
    }
    let rows = (box.children.count + grid.columns - 1) / grid.columns
    let content = rows * cellHeight + max(0, rows - 1) * grid.verticalGap + box.padding.vertical
    box.width = width.size
    box.height = resolve(height, content: content, unspecified: content)
  }

  /// `VH` (Android's `VHView`): a row (or column) of equal cells `itemMargin` apart. Across,
  /// a cell is `itemHeight` (`itemWidth` in a column), else the spec's size less the padding.
  /// Along, a cell is `itemWidth` (`itemHeight`) and the row as long as its cells, else the
  /// spec's size less padding and gaps is shared equally.
  private func measureDataLine(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let horizontal = box.node.isHorizontal
    let count = box.children.count
    let gap = box.node.px("itemMargin", device: device)
    let (mainSpec, crossSpec) = horizontal ? (width, height) : (height, width)
    let (mainInsets, crossInsets) =
      horizontal ? (box.padding.horizontal, box.padding.vertical) : (box.padding.vertical, box.padding.horizontal)
    var main = max(0, box.node.px(horizontal ? "itemWidth" : "itemHeight", device: device))
    var cross = max(0, box.node.px(horizontal ? "itemHeight" : "itemWidth", device: device))
    var length = mainSpec.size
    if cross == 0 { cross = max(0, crossSpec.size - crossInsets) }
    if main == 0 {
      main = max(0, (mainSpec.size - mainInsets - gap * max(0, count - 1)) / max(1, count))
    } else if count > 0 {
      length = mainInsets + (main + gap) * (count - 1) + main
    }
    for child in box.children {
      measure(child, width: .exactly(horizontal ? main : cross), height: .exactly(horizontal ? cross : main))
    }
    box.width = horizontal ? length : cross + crossInsets
    box.height = horizontal ? cross + crossInsets : length
  }

  /// `Slider` and `Scroller` (§9.9): children in a line from the start, `itemWidth` wide in a
  /// row when given, else as their templates ask; a slider's children fill its height. The box
  /// takes its specs, a side that is not `EXACTLY` the line's length or its largest child.
  private func measureStrip(_ box: VVBox, width: MeasureSpec, height: MeasureSpec, strip: Strip) {
    let (mainSpec, crossSpec) = strip.horizontal ? (width, height) : (height, width)
    let (mainInsets, crossInsets) =
      strip.horizontal
      ? (box.padding.horizontal, box.padding.vertical) : (box.padding.vertical, box.padding.horizontal)
    for child in box.children {
      measureRoot(child, width: width, height: height, insets: box.padding)
      if strip.horizontal, strip.itemWidth > 0 || strip.fillsAcross {
        let across = strip.fillsAcross ? MeasureSpec.exactly(crossSpec.size - crossInsets) : .exactly(child.height)
        measure(child, width: .exactly(strip.itemWidth > 0 ? strip.itemWidth : child.width), height: across)
      }
    }
    let lengths = box.children.map { strip.horizontal ? $0.width : $0.height }
    let line = strip.lead + lengths.reduce(0, +) + strip.gap * max(0, lengths.count - 1) + strip.trail + mainInsets
    let widest = (box.children.map { strip.horizontal ? $0.height : $0.width }.max() ?? 0) + crossInsets
    let main = resolve(mainSpec, content: line, unspecified: line)
    let cross = strip.fillsAcross ? crossSpec.size : resolve(crossSpec, content: widest, unspecified: widest)
    (box.width, box.height) = strip.horizontal ? (main, cross) : (cross, main)
  }

  /// The children one after the other along a line, `lead` past the padding, `gap` apart.
  private func placeInLine(_ box: VVBox, horizontal: Bool, lead: Int, gap: Int) {
    var position = (horizontal ? box.x + box.padding.left : box.y + box.padding.top) + lead
    for child in box.children {
      if horizontal {
        place(child, x: position, y: box.y + box.padding.top)
      } else {
        place(child, x: box.x + box.padding.left, y: position)
      }
      position += (horizontal ? child.width : child.height) + gap
    }
  }
}

/// A `Slider`'s or `Scroller`'s line: its axis, item width and spaces in px.
private struct Strip {
  let horizontal: Bool
  let itemWidth: Int
  let gap: Int
  let lead: Int
  let trail: Int
  /// Whether the children are as tall as the box (a `Slider`).
  let fillsAcross: Bool

  /// `gap` names the attribute that spaces the children (`span`, `lineSpace`). A slider is a
  /// row; a scroller is vertical unless its `orientation` is `H`.
  init(_ box: VVBox, device: VVDevice, gap: String, fillsAcross: Bool) {
    horizontal = fillsAcross || (box.node.enumeration("orientation") ?? 0) == 1
    itemWidth = max(0, box.node.px("itemWidth", device: device))
    self.gap = box.node.px(gap, device: device)
    lead = fillsAcross ? 0 : box.node.px("firstSpace", device: device)
    trail = fillsAcross ? 0 : box.node.px("lastSpace", device: device)
    self.fillsAcross = fillsAcross
  }
}
