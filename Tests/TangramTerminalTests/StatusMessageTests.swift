import TangramCore
import Testing

@testable import TangramTerminal

/// The message after the file name is computed from one model: the notices, what the page source
/// is busy with, and the modes kept in sight, in the order the status bar gives them.
@Suite struct StatusMessageTests {
  static func model(_ notice: StatusNotice, fileNotice: StatusNotice? = nil) -> StatusModel {
    StatusModel(fileName: "page.json", notice: notice, fileNotice: fileNotice, problemCount: 0)
  }

  static let halfRead = ReadingProgress(bytesRead: 37, totalBytes: 100)

  @Test(arguments: [
    (PageActivity.shown, nil as String?),
    (.reading(halfRead, goingToEnd: false), "reading 37%"),
    (.reading(halfRead, goingToEnd: true), "reading 37%, going to the end (any key stops)"),
    // The pace so far tells the time left, once reading has gone on for a second.
    (.reading(ReadingProgress(bytesRead: 37, totalBytes: 100, elapsedMilliseconds: 7_400), goingToEnd: true),
     "reading 37%, about 13 s left, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 10, totalBytes: 1_000, elapsedMilliseconds: 3_000), goingToEnd: true),
     "reading 1%, about 5 min left, going to the end (any key stops)"),
    // One byte in a second: the rest at that pace.
    (.reading(ReadingProgress(bytesRead: 1, totalBytes: 1_000, elapsedMilliseconds: 1_000), goingToEnd: true),
     "reading 0%, about 17 min left, going to the end (any key stops)"),
    // Seconds rounded to the nearest: 1.499 s left is 1 s, 1.5 s is 2.
    (.reading(ReadingProgress(bytesRead: 500, totalBytes: 1_000, elapsedMilliseconds: 1_499), goingToEnd: true),
     "reading 50%, about 1 s left, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 500, totalBytes: 1_000, elapsedMilliseconds: 1_500), goingToEnd: true),
     "reading 50%, about 2 s left, going to the end (any key stops)"),
    // Minutes from two minutes on: half read in 119 s, then in 120 s, leaves as long again.
    (.reading(ReadingProgress(bytesRead: 500, totalBytes: 1_000, elapsedMilliseconds: 119_000), goingToEnd: true),
     "reading 50%, about 119 s left, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 500, totalBytes: 1_000, elapsedMilliseconds: 120_000), goingToEnd: true),
     "reading 50%, about 2 min left, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 37, totalBytes: 100, elapsedMilliseconds: 900), goingToEnd: true),
     "reading 37%, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 37, totalBytes: nil, elapsedMilliseconds: 9_000), goingToEnd: true),
     "reading 0.0 MB, going to the end (any key stops)"),
    (.reading(ReadingProgress(bytesRead: 37, totalBytes: 100, elapsedMilliseconds: 7_400), goingToEnd: false), "reading 37%"),
    (.reading(ReadingProgress(bytesRead: 12_500_000, totalBytes: nil), goingToEnd: false), "reading 12.5 MB"),
    (.reloading(nil), "reloading"),
    (.reloading(halfRead), "reloading 37%"),
    (.relayingOut(fraction: 0.375), "laying out 37%"),
  ])
  func activityWords(activity: PageActivity, words: String?) {
    #expect(activity.statusText == words)
  }

  /// A page without problems says how many item types are wireframes, one included; with none,
  /// the key hint; its problems come first.
  @Test func aPageNoticeNamesProblemsThenWireframesThenTheHint() {
    #expect(StatusNotice.page(problemCount: 0, first: nil, wireframeTypeCount: 1) == .wireframes(typeCount: 1))
    #expect(StatusNotice.page(problemCount: 0, first: nil, wireframeTypeCount: 0) == .hint)
    #expect(StatusNotice.page(problemCount: 2, first: "a", wireframeTypeCount: 1) == .problems(count: 2, first: "a"))
  }

  @Test func activityStandsAloneWhileTheMessageOnlyDescribesThePage() {
    let reading = PageActivity.reading(Self.halfRead, goingToEnd: false)
    #expect(Self.model(.wireframes(typeCount: 2)).message(activity: reading, modes: .init()) == "reading 37%")
    #expect(Self.model(.text("reloaded")).message(activity: reading, modes: .init()) == "reading 37% · reloaded")
    // A sticky notice about the file is never hidden by the activity.
    let withFileNotice = Self.model(.hint, fileNotice: .pageFile("page.json:3:7: expected a value"))
    #expect(withFileNotice.message(activity: reading, modes: .init()) == "reading 37% · page.json:3:7: expected a value")
  }

  @Test func modesLeadNewerMessagesButNotTheirOwnNotice() {
    let both = StatusModel.Modes(showsLayoutBounds: true, hidesPinnedCards: true)
    #expect(Self.model(.text("reloaded")).message(activity: .shown, modes: both) == "pinned hidden · bounds · reloaded")
    let boundsOnly = StatusModel.Modes(showsLayoutBounds: true)
    #expect(
      Self.model(.text(StatusModel.Modes.layoutBoundsNotice)).message(activity: .shown, modes: boundsOnly)
        == "layout bounds: x hides")
    #expect(
      Self.model(.text(StatusModel.Modes.hiddenPinnedCardsNotice)).message(activity: .shown, modes: both)
        == "bounds · pinned cards hidden: p shows them")
  }

  @Test func helpHintAndYieldedPinnedCardsComeFirst() {
    let model = Self.model(.text("reloaded"))
    let modes = StatusModel.Modes(showsLayoutBounds: true)
    #expect(
      model.message(activity: .relayingOut(fraction: 0.5), modes: modes, yieldedPinnedCards: "cards[2] (fix) hidden")
        == "laying out 50% · cards[2] (fix) hidden")
    #expect(
      model.message(activity: .relayingOut(fraction: 0.5), modes: modes, yieldedPinnedCards: "x", helpHint: "help: q closes")
        == "help: q closes")
  }
}
