import TangramCore

extension PageView {
  /// What a click on the page view did, for whoever shows the page to post and to say: the item
  /// clicked, the node of its template that was (VirtualView spec §7.5), where the item is on the
  /// page, and whether it was a long press.
  package struct Clicked {
    package var item: Item
    package var node: VVResolvedNode?
    package var context: EventContext
    package var isLong = false

    /// The `click` (or `longClick`) event the click posts, with the item's business fields
    /// (`action` and the rest), or its node's.
    package var event: Event {
      guard let node else { return .click(on: item, context: context) }
      return .click(on: item, node: node, context: context, isLong: isLong)
    }
  }

  /// Focuses an item or (`node`) one of its template's click targets, scrolling as `reveal` says,
  /// and clicks it.
  package func click(_ id: ItemID, node: Int?, revealing reveal: Reveal) -> Clicked {
    focus(id, node: node, revealing: reveal)
    return Clicked(item: layout.item(id), node: focusedNodeTarget?.node.resolved, context: eventContext(for: id))
  }

  /// Clicks what has focus: the focused node of a template item, else the focused item; nil when
  /// nothing has focus.
  package func clickFocus() -> Clicked? {
    guard let id = focusedItem else { return nil }
    return click(id, node: focusedNode, revealing: .top)
  }

  /// Long-presses the focused node of a template item when it is `flag_longclickable`; nil
  /// otherwise (nothing else takes a long press).
  package func longPressFocus() -> Clicked? {
    guard let id = focusedItem, let target = focusedNodeTarget, target.node.resolved.flags.contains(.longClickable)
    else { return nil }
    return Clicked(item: layout.item(id), node: target.node.resolved, context: eventContext(for: id), isLong: true)
  }
}
