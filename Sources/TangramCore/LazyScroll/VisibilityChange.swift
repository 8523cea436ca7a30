/// How the set of mounted items changed in one update (a value, like a reflow result).
package struct VisibilityChange: Hashable, Sendable {
  /// Items that are mounted now and were not before, in reading order.
  package var entered: [ItemID]
  /// Items that were mounted and are not any more, in reading order.
  package var left: [ItemID]
  /// Items mounted before and now.
  package var stayed: [ItemID]

  package init(entered: [ItemID] = [], left: [ItemID] = [], stayed: [ItemID] = []) {
    self.entered = entered
    self.left = left
    self.stayed = stayed
  }

  /// Whether nothing entered or left.
  package var isEmpty: Bool { entered.isEmpty && left.isEmpty }
}
