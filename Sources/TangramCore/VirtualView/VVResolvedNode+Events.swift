/// What a template node's events carry (VirtualView spec §7.2, §7.5).
extension VVResolvedNode {
  /// Whether a click can land on the node: `flag_clickable` or `flag_longclickable`.
  public var isClickTarget: Bool { !flags.isDisjoint(with: [.clickable, .longClickable]) }

  /// The action a click on the node posts: its `action` (bound or literal) and, when that is the
  /// name of a field of the item's data holding a string, that string (iOS's reading, without
  /// posting the name); nil when the node has none.
  public func resolvedAction(in data: JSONObject) -> String? {
    guard let action = string("action"), !action.isEmpty else { return nil }
    if case .string(let value)? = data[action] { return value }
    return action
  }

  /// The node's fields in a click or exposure event: `vvNodeId` (`id`), `vvNodeName` (`name`),
  /// `action` (resolved) and `actionParam`, each only when the node has it.
  public func eventFields(in data: JSONObject) -> [(key: String, value: JSONValue)] {
    var fields: [(key: String, value: JSONValue)] = []
    if let id = integer("id") { fields.append(("vvNodeId", .number(Double(id)))) }
    if let name = string("name"), !name.isEmpty { fields.append(("vvNodeName", .string(name))) }
    if let action = resolvedAction(in: data) { fields.append(("action", .string(action))) }
    if let parameter = string("actionParam"), !parameter.isEmpty { fields.append(("actionParam", .string(parameter))) }
    return fields
  }
}
