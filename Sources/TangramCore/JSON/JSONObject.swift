/// An object that keeps its members in source order.
///
/// Members are stored as an array of pairs, so lookups are linear: page objects are small.
/// Duplicate keys are kept; a lookup returns the last member with the key. Two objects are
/// equal when they have the same members in the same order.
public struct JSONObject: Hashable, Sendable, Sequence {
  /// The members, in source order, duplicates included.
  public let members: [(key: String, value: JSONValue)]

  /// Creates an object from its members, in order.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.members = members
  }

  /// The value of the last member named `key`, or `nil` when there is none.
  public subscript(key: String) -> JSONValue? {
    // Keys of another length are passed over without comparing their text.
    let length = key.utf8.count
    var index = members.count
    while index > 0 {
      index -= 1
      if members[index].key.utf8.count == length, members[index].key == key { return members[index].value }
    }
    return nil
  }

  /// The object with `replacements` in place of the members of the same keys, and those it had
  /// not appended in their order.
  public func replacing(_ replacements: [(key: String, value: JSONValue)]) -> JSONObject {
    let replaced = Set(replacements.map(\.key))
    return JSONObject(members.filter { !replaced.contains($0.key) } + replacements)
  }

  /// The member keys, in source order, duplicates included.
  public var keys: [String] { members.map(\.key) }

  /// The number of members, duplicates included.
  public var count: Int { members.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { members.isEmpty }

  /// An iterator over the members, in source order.
  public func makeIterator() -> IndexingIterator<[(key: String, value: JSONValue)]> {
    members.makeIterator()
  }

  /// The number of members.
  public var underestimatedCount: Int { members.count }

  /// Whether both objects have the same members in the same order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.members.count == rhs.members.count else { return false }
    for (left, right) in zip(lhs.members, rhs.members) {
      guard left.key == right.key, left.value == right.value else { return false }
    }
    return true
  }

  /// Feeds the members, in order, to `hasher`.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(members.count)
    for member in members {
      hasher.combine(member.key)
      hasher.combine(member.value)
    }
  }
}
