/// A node while it is measured and placed: its settled attributes in px and its box so far.
final class VVBox {
  let node: VVResolvedNode
  let children: [VVBox]
  let margin: Insets
  let padding: Insets
  /// `borderWidth` in px: layouts inset their content by it on each side (§4.0).
  let border: Int
  let visibility: VVVisibility
  var width = 0
  var height = 0
  var x = 0
  var y = 0

  /// Four px insets.
  struct Insets: Hashable {
    var left = 0, top = 0, right = 0, bottom = 0
    var horizontal: Int { left + right }
    var vertical: Int { top + bottom }
  }

  init(_ node: VVResolvedNode, device: VVDevice) {
    self.node = node
    children = node.children.map { VVBox($0, device: device) }
    // A shorthand fills only the sides not given on their own (§1.5).
    // The names are spelled out: made from a prefix, each would be a new string per node.
    func insets(_ shorthand: String, left: String, top: String, right: String, bottom: String) -> Insets {
      let all = node.px(shorthand, device: device)
      return Insets(
        left: node.px(left, device: device, fallback: all), top: node.px(top, device: device, fallback: all),
        right: node.px(right, device: device, fallback: all), bottom: node.px(bottom, device: device, fallback: all))
    }
    margin = insets(
      "layoutMargin", left: "layoutMarginLeft", top: "layoutMarginTop", right: "layoutMarginRight",
      bottom: "layoutMarginBottom")
    padding = insets("padding", left: "paddingLeft", top: "paddingTop", right: "paddingRight", bottom: "paddingBottom")
    border = max(0, node.px("borderWidth", device: device))
    visibility = node.visibility
  }

  /// The children that take part in measure and layout.
  var shownChildren: [VVBox] { children.filter { $0.visibility != .gone } }

  /// The subtree as placed, gone nodes included (with no size).
  func placed() -> VVPlacedNode {
    VVPlacedNode(
      node: node.node, values: node.values, unresolved: node.unresolved,
      frame: visibility == .gone ? Rect(x: x, y: y, width: 0, height: 0) : Rect(x: x, y: y, width: width, height: height),
      visibility: visibility, children: children.map { $0.placed() }, dataCount: node.dataCount, dataIndex: node.dataIndex)
  }
}

/// A node of a laid-out template: where it is, in px from the template's top-left.
public struct VVPlacedNode: Hashable, Sendable {
  public var node: VVNode
  public var values: VVAttributeValues
  public var unresolved: Set<String>
  public var frame: Rect
  public var visibility: VVVisibility
  public var children: [VVPlacedNode]
  /// For a data container: how many children its array gave (``VVResolvedNode/dataCount``).
  public var dataCount: Int
  /// For a `Page`: which of its pages it shows (``VVResolvedNode/dataIndex``).
  public var dataIndex: Int

  public init(
    node: VVNode, values: VVAttributeValues, unresolved: Set<String> = [], frame: Rect,
    visibility: VVVisibility = .visible, children: [VVPlacedNode] = [], dataCount: Int = 0, dataIndex: Int = 0
  ) {
    self.node = node
    self.values = values
    self.unresolved = unresolved
    self.frame = frame
    self.visibility = visibility
    self.children = children
    self.dataCount = dataCount
    self.dataIndex = dataIndex
  }

  /// The node with its settled attributes, to read them typed.
  public var resolved: VVResolvedNode {
    var resolved = VVResolvedNode(node: node, values: values, unresolved: unresolved, dataCount: dataCount)
    resolved.dataIndex = dataIndex
    return resolved
  }
}
