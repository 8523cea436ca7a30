/// An object that keeps its members in source order.
///
/// Members are stored as an array of pairs, so lookups are linear: page objects are small.
/// Duplicate keys are kept; a lookup returns the last member with the key. Two objects are
/// equal when they have the same members in the same order.
public struct JSONObject: Hashable, Sendable, Sequence {
  /// One member: a key and its value.
  ///
  /// A struct rather than a tuple: an array of tuples finds its type at run time each time one
  /// is made, and destroys its elements through the runtime's generic tuple code, which was
  /// most of the cost of making and freeing a page's small objects.
  package struct Member: Hashable, Sendable {
    package var key: String
    package var value: JSONValue

    package init(key: String, value: JSONValue) {
      self.key = key
      self.value = value
    }
  }

  /// The members, in source order, duplicates included.
  package let storage: [Member]

  /// Creates an object from its members, in order.
  public init(_ members: [(key: String, value: JSONValue)] = []) {
    self.storage = members.map { Member(key: $0.key, value: $0.value) }
  }

  /// Creates an object from its members, in order, without copying them.
  package init(members: [Member]) {
    self.storage = members
  }

  /// The members, in source order, duplicates included (a copy: iterating the object itself
  /// gives the same pairs without one).
  public var members: [(key: String, value: JSONValue)] {
    storage.map { ($0.key, $0.value) }
  }

  /// The value of the last member named `key`, or `nil` when there is none.
  public subscript(key: String) -> JSONValue? {
    // Keys of another length are passed over without comparing their text.
    let length = key.utf8.count
    // Read in place: going through the array copied each member looked at (retaining its key
    // and value), and lookups are most of decoding an item.
    return storage.withUnsafeBufferPointer { members in
      var index = members.count
      while index > 0 {
        index -= 1
        if members[index].key.utf8.count == length, members[index].key == key { return members[index].value }
      }
      return nil
    }
  }

  /// The object with `replacements` in place of the members of the same keys, and those it had
  /// not appended in their order.
  public func replacing(_ replacements: [(key: String, value: JSONValue)]) -> JSONObject {
    let replaced = Set(replacements.map(\.key))
    return JSONObject(members: storage.filter { !replaced.contains($0.key) } + JSONObject(replacements).storage)
  }

  /// The member keys, in source order, duplicates included.
  public var keys: [String] { storage.map(\.key) }

  /// The number of members, duplicates included.
  public var count: Int { storage.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { storage.isEmpty }

  /// An iterator over the members, in source order.
  public func makeIterator() -> Iterator {
    Iterator(members: storage.makeIterator())
  }

  /// The number of members.
  public var underestimatedCount: Int { storage.count }

  /// Gives the members in source order, as key and value pairs.
  public struct Iterator: IteratorProtocol {
    fileprivate var members: IndexingIterator<[Member]>

    public mutating func next() -> (key: String, value: JSONValue)? {
      members.next().map { ($0.key, $0.value) }
    }
  }
}
