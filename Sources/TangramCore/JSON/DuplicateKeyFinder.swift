/// Finds the members of an object whose key an earlier member has, fast enough to run on
/// every object a document holds.
///
/// Small objects compare their keys pairwise. Larger ones use an open-addressing table of
/// member indices keyed by an FNV-1a hash of the key's UTF-8 bytes, which costs a fraction of
/// `Set<String>`'s hashing.
enum DuplicateKeyFinder {
  /// Indices of the members whose key an earlier member has, in order.
  static func laterDuplicates(in members: [JSONObject.Member]) -> [Int] {
    guard members.count > 1 else { return [] }
    return members.count <= 16 ? pairwise(members) : hashed(members)
  }

  private static func pairwise(_ members: [JSONObject.Member]) -> [Int] {
    var result: [Int] = []
    for later in 1..<members.count {
      for earlier in 0..<later where members[earlier].key == members[later].key {
        result.append(later)
        break
      }
    }
    return result
  }

  private static func hashed(_ members: [JSONObject.Member]) -> [Int] {
    var capacity = 32
    while capacity < members.count * 2 { capacity *= 2 }
    let mask = capacity - 1
    // Slot values are member index + 1; 0 is an empty slot.
    var slots = [Int32](repeating: 0, count: capacity)
    var result: [Int] = []
    for index in members.indices {
      let key = members[index].key
      var slot = Int(truncatingIfNeeded: hash(key)) & mask
      while slots[slot] != 0 {
        if members[Int(slots[slot]) - 1].key == key {
          result.append(index)
          break
        }
        slot = (slot + 1) & mask
      }
      if slots[slot] == 0 { slots[slot] = Int32(truncatingIfNeeded: index + 1) }
    }
    return result
  }

  /// FNV-1a over the key's UTF-8 bytes.
  private static func hash(_ key: String) -> UInt64 {
    if let hash = key.utf8.withContiguousStorageIfAvailable(hash(bytes:)) { return hash }
    var contiguous = key
    return contiguous.withUTF8(hash(bytes:))
  }

  private static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
    }
    return hash ^ (hash >> 29)
  }
}
