import TangramCore

/// A template laid out for one item in cells: the engine's px tree and the device that turns px
/// into the page's cells (VirtualView spec §9.1).
struct VVItemLayout {
  let root: VVPlacedNode
  let device: VVDevice

  /// Lays `template` out for `item` in a slot `width` columns wide of a page whose units `scale`
  /// converts; `rows` is the height Tangram gives the item when it gives one (its `style.height`
  /// or ratio), else the template decides. The children of data containers come from
  /// `templates` (§2.9); each `Page` shows the page `pages` gives for its place in the template.
  init(
    template: VVTemplate, item: Item, width: Int, scale: UnitScale, rows: Int? = nil,
    templates: VVTemplateSet = VVTemplateSet(), pages: [SourcePosition: Int] = [:]
  ) {
    // 750 rp and twice the design width in px both span the page (dp = 2 px).
    let device = VVDevice(
      columns: scale.columns, cellAspect: scale.cellAspect, width: VVDevice.rounded(scale.designWidth * 2))
    self.device = device
    let widthPx = VVDevice.rounded(Double(width) / device.columnsPerPx)
    let height: VVLayoutEngine.RootHeight = rows.map { .exactly(device.px(rows: $0)) } ?? .fromTemplate
    let engine = VVLayoutEngine(device: device, text: TerminalTextMeasurer())
    let resolved = VVResolvedNode(template.root, data: .object(item.data), templates: templates, pages: pages)
    root = engine.layout(resolved, width: widthPx, height: height)
  }

  /// Rows the item takes: the root's height in rows, at least one when it has any (§9.1).
  var rows: Int {
    let height = root.frame.height
    guard height > 0 else { return 0 }
    return max(1, device.rowEdge(height))
  }

  /// The cells of a px rectangle of the template, from the item's top-left cell: edges rounded
  /// half up (§9.1).
  func cells(_ frame: Rect) -> Rect {
    let left = device.columnEdge(frame.x)
    let top = device.rowEdge(frame.y)
    return Rect(x: left, y: top, width: device.columnEdge(frame.maxX) - left, height: device.rowEdge(frame.maxY) - top)
  }

  /// Whether Tangram gives the item its height (so the template's root is measured exactly).
  static func givenRows(of item: Item, width: Int, scale: UnitScale) -> Int? {
    if let height = item.style.height { return UnitScale.atLeastOne(scale.rows(height)) }
    if let ratio = item.style.aspectRatio { return UnitScale.atLeastOne(scale.rows(forWidth: Double(width), ratio: ratio)) }
    return nil
  }
}
