import TangramCore
import Testing

@testable import TangramTerminal

/// A page read again with fewer cards than were on screen: the cards that left are those of the
/// page before, and only those the new page still has are said to leave.
@Suite struct FewerCardsReloadTests {
  static func page(cards: Int) -> String {
    "[" + (0..<cards).map { #"{"type":"1","items":[{"type":"text","text":"card \#($0)"}]}"# }.joined(separator: ",") + "]"
  }

  @Test func aSaveWithFewerCardsWhileTheLastAreOnScreen() throws {
    let before = try PageDecoder().decode(Array(Self.page(cards: 10).utf8)).page
    let after = try PageDecoder().decode(Array(Self.page(cards: 2).utf8)).page
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 30, rows: 4)
    configuration.pageReloader = { .success(DecodedPage(page: after)) }
    let viewer = Viewer(page: before, configuration: configuration)
    var events: [Event] = []
    viewer.eventSink = { events.append($0) }
    viewer.handle(.key(.character("G")))
    #expect(viewer.render().lines.first == "card 7")
    events.removeAll()
    viewer.handle(.pageFile(PageFileEvent(.saved, at: TimeOfDay(hour: 10, minute: 0, second: 0))))
    #expect(viewer.render().lines.prefix(2) == ["card 0", "card 1"])
    #expect(events.filter { $0.topic == .layoutLeave }.isEmpty)
    #expect(events.filter { $0.topic == .layoutEnter }.map(\.context.cardIndex) == [0, 1])
  }
}
