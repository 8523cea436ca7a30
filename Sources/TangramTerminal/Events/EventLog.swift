import TangramCore

/// The most recent events, oldest first, with when each happened on the viewer's clock.
package struct EventLog {
  /// One logged event.
  package struct Entry: Sendable {
    package var event: Event
    /// Milliseconds on the viewer's clock.
    package var time: Int
  }

  /// How many entries are kept; older ones are dropped.
  package let capacity: Int
  package private(set) var entries: [Entry] = []

  package init(capacity: Int = 1_000) {
    self.capacity = max(1, capacity)
  }

  mutating func append(_ event: Event, time: Int) {
    entries.append(Entry(event: event, time: time))
    if entries.count > capacity { entries.removeFirst(entries.count - capacity) }
  }

  /// `+12.345s`.
  static func timeText(_ milliseconds: Int) -> String {
    let seconds = milliseconds / 1000
    let fraction = String(milliseconds % 1000)
    return "+\(seconds).\(String(repeating: "0", count: 3 - fraction.count))\(fraction)s"
  }
}
