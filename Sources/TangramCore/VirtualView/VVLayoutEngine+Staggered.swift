/// A vertical `Scroller` of `mode="staggeredGrid"`, as Android's `ScrollerImp` lays it out: a
/// `StaggeredGridLayoutManager` of two columns. A child whose data element has `waterfall` above 0
/// takes one column, the one that ends higher (the left on a tie); any other child spans both,
/// below the lower column. In this mode a non-zero `span` insets every child by half of it on
/// each side. `firstSpace` is above the first child only, `lastSpace` below the last, and
/// `lineSpace` parts the children of a column as it parts a linear scroller's.
extension VVLayoutEngine {
  /// Whether `box` is a scroller laid out as a staggered grid.
  func isStaggeredGrid(_ box: VVBox) -> Bool {
    box.node.node.kind == .scroller && box.node.enumeration("mode") == 2
      && (box.node.enumeration("orientation") ?? 0) != 1
  }

  /// Measures the children in their columns; the box takes its specs, a height that is not
  /// `EXACTLY` the taller column's.
  func measureStaggeredGrid(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let contentWidth = max(0, width.size - box.padding.horizontal)
    let grid = StaggeredGrid(box, device: device, contentWidth: contentWidth)
    let inset = VVBox.Insets(left: grid.childInset, top: 0, right: grid.childInset, bottom: 0)
    for (child, slot) in zip(box.children, grid.slotWidths(box)) {
      measureRoot(child, width: .exactly(slot), height: .unspecified, insets: inset)
    }
    let content = grid.slots(box).bottom + box.padding.vertical
    box.width = resolve(width, content: width.size, unspecified: contentWidth + box.padding.horizontal)
    box.height = resolve(height, content: content, unspecified: content)
  }

  /// Places the children in the columns they were measured for.
  func placeStaggeredGrid(_ box: VVBox) {
    let grid = StaggeredGrid(box, device: device, contentWidth: max(0, box.width - box.padding.horizontal))
    for (child, slot) in zip(box.children, grid.slots(box).places) {
      place(child, x: box.x + box.padding.left + slot.x + grid.childInset, y: box.y + box.padding.top + slot.y)
    }
  }
}

/// The two columns of a staggered grid, in px from the content's top-left.
private struct StaggeredGrid {
  let columnWidth: Int
  let contentWidth: Int
  let childInset: Int
  let gap: Int
  let firstSpace: Int
  let lastSpace: Int

  init(_ box: VVBox, device: VVDevice, contentWidth: Int) {
    self.contentWidth = contentWidth
    columnWidth = contentWidth / 2
    childInset = max(0, box.node.px("span", device: device)) / 2
    gap = box.node.px("lineSpace", device: device)
    firstSpace = box.node.px("firstSpace", device: device)
    lastSpace = box.node.px("lastSpace", device: device)
  }

  /// The width each child is measured in: a column's or the whole content's.
  func slotWidths(_ box: VVBox) -> [Int] {
    box.children.map { $0.node.takesOneColumn ? columnWidth : contentWidth }
  }

  /// Where each child goes, and the bottom of the lower column.
  func slots(_ box: VVBox) -> (places: [(x: Int, y: Int)], bottom: Int) {
    var ends = [0, 0]
    var started = [false, false]
    var places: [(x: Int, y: Int)] = []
    let last = box.children.count - 1
    for (index, child) in box.children.enumerated() {
      let columns = child.node.takesOneColumn ? [ends[1] < ends[0] ? 1 : 0] : [0, 1]
      let top = columns.map { ends[$0] + (started[$0] ? gap : 0) }.max() ?? 0
      let y = top + (index == 0 ? firstSpace : 0)
      places.append((columns.count == 1 ? columns[0] * columnWidth : 0, y))
      let bottom = y + child.height + (index == last ? lastSpace : 0)
      for column in columns {
        ends[column] = bottom
        started[column] = true
      }
    }
    return (places, ends.max() ?? 0)
  }
}
