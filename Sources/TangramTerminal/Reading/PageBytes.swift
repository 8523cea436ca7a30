import TangramCore

/// A page's text where it is kept, read a range at a time: its file (the viewer's reader), or
/// memory.
package protocol PageBytes: Sendable {
  /// The bytes at `range` of the text; nil when they can no longer be read as they were.
  func bytes(in range: Range<Int>) -> [UInt8]?
  /// The whole text, nil when it can no longer be read as it was.
  func allBytes() -> [UInt8]?
  /// Whether the text can still be read as it was (its file was not rewritten in place since);
  /// once false, it stays false.
  func isUnchanged() -> Bool
}

extension PageBytes {
  /// Text that cannot change: always true.
  package func isUnchanged() -> Bool { true }
}

/// A page's text held in memory.
package final class MemoryPageBytes: PageBytes {
  private let bytes: [UInt8]

  package init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  package func bytes(in range: Range<Int>) -> [UInt8]? {
    range.upperBound <= bytes.count ? Array(bytes[range]) : nil
  }

  package func allBytes() -> [UInt8]? { bytes }
}

/// The items of cards kept as text (``Card/keepItemsAsText(in:range:reader:)``), read back from
/// the page's text, with the last cards read kept decoded: scrolling and mounting touch a few
/// cards at a time, and a search reads the cards in order, so each is decoded once.
package final class CardTextCache: CardTextStore {
  private struct Entry {
    var items: [Item]
    var lastUse: Int
  }

  private struct State {
    var entries: [Int: Entry] = [:]
    var clock = 0
  }

  private let text: any PageBytes
  private let capacity: Int
  private let state = Locked(State())

  /// A cache of at most `capacity` cards' items over `text`.
  package init(text: any PageBytes, capacity: Int = 64) {
    self.text = text
    self.capacity = max(1, capacity)
  }

  package func items(ofCardAt range: Range<Int>, reader: CardItemsReader) -> [Item]? {
    let cached: [Item]? = state.withLock { state in
      state.clock += 1
      guard var entry = state.entries[range.lowerBound] else { return nil }
      entry.lastUse = state.clock
      state.entries[range.lowerBound] = entry
      return entry.items
    }
    if let cached { return cached }
    guard let bytes = text.bytes(in: range), let items = reader.items(fromCardText: bytes) else { return nil }
    state.withLock { state in
      if state.entries.count >= capacity, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
        state.entries[oldest.key] = nil
      }
      state.entries[range.lowerBound] = Entry(items: items, lastUse: state.clock)
    }
    return items
  }
}
