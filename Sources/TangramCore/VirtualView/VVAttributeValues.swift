/// The settled attributes of a template node, by name.
///
/// A node has a handful of attributes and is asked for many it does not have, once per item
/// that shows it: a short list searched from the front answers either faster than a hash table,
/// which hashes the name on every question.
public struct VVAttributeValues: Hashable, Sendable, ExpressibleByDictionaryLiteral {
  private var entries: [(name: String, value: VVAttributeValue)] = []

  /// No attributes.
  public init() {}

  public init(dictionaryLiteral elements: (String, VVAttributeValue)...) {
    for (name, value) in elements { self[name] = value }
  }

  /// The value of the attribute `name`, nil when the node has none; setting nil removes it.
  public subscript(name: String) -> VVAttributeValue? {
    get {
      for entry in entries where entry.name == name { return entry.value }
      return nil
    }
    set {
      let index = entries.firstIndex { $0.name == name }
      switch (index, newValue) {
      case (let index?, let value?): entries[index].value = value
      case (let index?, nil): entries.remove(at: index)
      case (nil, let value?): entries.append((name, value))
      case (nil, nil): break
      }
    }
  }

  /// How many attributes there are.
  public var count: Int { entries.count }

  /// Equal when both have the same attributes with the same values, in any order.
  public static func == (left: VVAttributeValues, right: VVAttributeValues) -> Bool {
    left.count == right.count && left.entries.allSatisfy { right[$0.name] == $0.value }
  }

  public func hash(into hasher: inout Hasher) {
    // The order the attributes were set in does not count.
    var combined = 0
    for entry in entries {
      var entryHasher = Hasher()
      entryHasher.combine(entry.name)
      entryHasher.combine(entry.value)
      combined ^= entryHasher.finalize()
    }
    hasher.combine(count)
    hasher.combine(combined)
  }
}
