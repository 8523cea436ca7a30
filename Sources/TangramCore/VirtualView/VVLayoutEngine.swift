/// Measures and places a template for one item: Android's two passes (VirtualView spec §4.0-4.7)
/// in integer px of the reference device, with the source bugs of §4.12 left out, text and
/// images measured by the terminal rules (§9.7, §9.8).
public struct VVLayoutEngine: Sendable {
  public var device: VVDevice
  public var text: any VVTextMeasuring

  public init(device: VVDevice, text: any VVTextMeasuring) {
    self.device = device
    self.text = text
  }

  /// The root's height spec for an item (§4.2, Android's grid rule): `EXACTLY` when Tangram
  /// gives the item a height (`style.height`, a ratio), else `EXACTLY` for a root whose
  /// `layoutHeight` is a number, else `UNSPECIFIED`.
  public enum RootHeight: Hashable, Sendable {
    case exactly(Int)
    case fromTemplate
  }

  /// Lays `root` out `width` px wide.
  public func layout(_ root: VVResolvedNode, width: Int, height: RootHeight = .fromTemplate) -> VVPlacedNode {
    let box = VVBox(root, device: device)
    let heightSpec: MeasureSpec
    switch height {
    case .exactly(let px): heightSpec = .exactly(px)
    case .fromTemplate:
      if case .length(let length)? = root.dimension("layoutHeight") {
        heightSpec = .exactly(max(0, device.px(length)))
      } else {
        heightSpec = .unspecified
      }
    }
    measure(box, width: .exactly(max(0, width)), height: heightSpec)
    place(box, x: 0, y: 0)
    return box.placed()
  }

  // MARK: Measuring

  /// Measures `box` against the specs its parent gives, applying autoDim first (§4.0).
  func measure(_ box: VVBox, width: MeasureSpec, height: MeasureSpec) {
    var width = width
    var height = height
    if let direction = box.node.enumeration("autoDimDirection") {
      let dimX = box.node.number("autoDimX") ?? 1
      let dimY = box.node.number("autoDimY") ?? 1
      if direction == 1, width.mode == .exactly, dimX > 0 {
        height = .exactly(Int(Double(width.size) * dimY / dimX))
      } else if direction == 2, height.mode == .exactly, dimY > 0 {
        width = .exactly(Int(Double(height.size) * dimX / dimY))
      }
    }
    switch box.node.node.kind {
    case .frameLayout: measureFrame(box, width: width, height: height)
    case .vhLayout, .vh2Layout:
      if box.node.isHorizontal { measureRow(box, width: width, height: height) } else { measureColumn(box, width: width, height: height) }
    case .ratioLayout: measureRatio(box, width: width, height: height)
    case .gridLayout: measureGrid(box, width: width, height: height)
    case .page, .grid, .vh, .slider, .scroller: measureData(box, width: width, height: height)
    default: measureLeaf(box, width: width, height: height)
    }
  }

  /// The spec a layout with specs (`width`, `height`) gives `child` on one axis (§4.0).
  func childSpec(_ parent: MeasureSpec, insets: Int, margins: Int, wanted: VVDimension?) -> MeasureSpec {
    let available = max(0, parent.size - insets - margins)
    switch wanted ?? .length(.dp(0)) {
    case .length(let length): return .exactly(max(0, device.px(length)))
    case .matchParent: return parent.mode == .unspecified ? .unspecified : MeasureSpec(mode: parent.mode, size: available)
    case .wrapContent: return parent.mode == .unspecified ? .unspecified : .atMost(available)
    }
  }

  /// Measures `child` of `parent` against the parent's specs.
  func measureChild(_ child: VVBox, of parent: VVBox, width: MeasureSpec, height: MeasureSpec) {
    let widthSpec = childSpec(
      width, insets: parent.padding.horizontal + 2 * parent.border, margins: child.margin.horizontal,
      wanted: child.node.dimension("layoutWidth"))
    let heightSpec = childSpec(
      height, insets: parent.padding.vertical + 2 * parent.border, margins: child.margin.vertical,
      wanted: child.node.dimension("layoutHeight"))
    measure(child, width: widthSpec, height: heightSpec)
  }

  /// The size a layout takes on one axis: the spec's size when `EXACTLY`, else the content (capped
  /// by an `AT_MOST` size; `UNSPECIFIED` gives `unspecified`, the content or the size as each
  /// layout says).
  func resolve(_ spec: MeasureSpec, content: Int, unspecified: Int) -> Int {
    switch spec.mode {
    case .exactly: spec.size
    case .atMost: min(spec.size, content)
    case .unspecified: unspecified
    }
  }

  // MARK: Placing

  /// Places `box` with its top-left at (`x`, `y`), then its children.
  func place(_ box: VVBox, x: Int, y: Int) {
    box.x = x
    box.y = y
    switch box.node.node.kind {
    case .frameLayout: placeFrameChildren(box)
    case .vhLayout: placeLine(box, horizontal: box.node.isHorizontal)
    case .vh2Layout: placeBothEnds(box)
    case .ratioLayout: placeRatioChildren(box)
    case .gridLayout: placeGridChildren(box)
    case .page, .grid, .vh, .slider, .scroller: placeDataChildren(box)
    default: break
    }
  }
}

/// Android's `View.MeasureSpec`: a mode and a size.
struct MeasureSpec: Hashable {
  enum Mode { case exactly, atMost, unspecified }
  var mode: Mode
  var size: Int

  static func exactly(_ size: Int) -> MeasureSpec { MeasureSpec(mode: .exactly, size: max(0, size)) }
  static func atMost(_ size: Int) -> MeasureSpec { MeasureSpec(mode: .atMost, size: max(0, size)) }
  static let unspecified = MeasureSpec(mode: .unspecified, size: 0)
}

/// How a template measures text, in cells (the terminal's rules, VirtualView spec §9.8).
public protocol VVTextMeasuring: Sendable {
  /// Display columns of `text` on one line.
  func columns(of text: String) -> Int
  /// The lines `text` takes wrapped to `width` columns, and the widest of them in columns.
  func wrap(_ text: String, width: Int) -> (lines: Int, widest: Int)
}
