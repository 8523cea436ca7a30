extension JSONValue {
  /// Whether both values say the same, whatever the order of their objects' members: a page
  /// whose keys were reordered shows the same screen. A key written twice counts once, with its
  /// last value, as lookups read it.
  public func hasSameContent(as other: JSONValue) -> Bool {
    switch (self, other) {
    case (.object(let left), .object(let right)): left.hasSameContent(as: right)
    case (.array(let left), .array(let right)):
      left.count == right.count && zip(left, right).allSatisfy { $0.hasSameContent(as: $1) }
    default: self == other
    }
  }

  /// The value as JSON with its objects' keys sorted and each written once: equal for values of
  /// the same content (``hasSameContent(as:)``).
  public var canonicalText: String {
    switch self {
    case .object(let object):
      let members = object.lastValueByKey.sorted { $0.key < $1.key }
      return "{" + members.map { JSONValue.string($0.key).serialized + ":" + $0.value.canonicalText }.joined(separator: ",") + "}"
    case .array(let elements):
      return "[" + elements.map(\.canonicalText).joined(separator: ",") + "]"
    default:
      return serialized
    }
  }
}

extension JSONObject {
  /// Whether both objects have the same keys with values of the same content, in any order.
  public func hasSameContent(as other: JSONObject) -> Bool {
    if self == other { return true }
    let left = lastValueByKey
    let right = other.lastValueByKey
    guard left.count == right.count else { return false }
    return left.allSatisfy { key, value in right[key].map { value.hasSameContent(as: $0) } ?? false }
  }

  /// The keys whose values differ in content between the objects (present in one only
  /// included), in the order this object and then `other` wrote them.
  public func keysWithOtherContent(than other: JSONObject, ignoring ignored: Set<String> = []) -> [String] {
    let left = lastValueByKey
    let right = other.lastValueByKey
    var seen = Set<String>()
    var keys: [String] = []
    for key in self.keys + other.keys where !ignored.contains(key) && seen.insert(key).inserted {
      switch (left[key], right[key]) {
      case (let a?, let b?) where a.hasSameContent(as: b): continue
      default: keys.append(key)
      }
    }
    return keys
  }

  /// Each key once, with its last value.
  var lastValueByKey: [String: JSONValue] {
    Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
  }
}
