import TangramCore
import Testing

@testable import TangramTerminal

/// The event log keeps the newest events up to its capacity, which is at least one.
@Suite struct EventLogTests {
  static func event(_ number: Int) -> Event {
    Event(topic: .click, poster: "test", context: EventContext(), parameters: JSONObject([("n", .number(Double(number)))]))
  }

  @Test(arguments: [(1, [3]), (2, [2, 3]), (5, [1, 2, 3]), (0, [3]), (-4, [3])])
  func theNewestEventsAreKept(capacity: Int, kept: [Int]) {
    var log = EventLog(capacity: capacity)
    for number in 1...3 { log.append(Self.event(number), time: number * 10) }
    #expect(log.entries.map { $0.event.parameters["n"] } == kept.map { .number(Double($0)) })
    #expect(log.entries.map(\.time) == kept.map { $0 * 10 })
  }
}
