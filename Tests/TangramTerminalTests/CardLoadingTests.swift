import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A frame as the run loop draws it: the update step, then drawing.
private func frame(_ viewer: Viewer) -> Buffer {
  viewer.update()
  return viewer.render()
}

/// The whole page as `--dump --height 0` draws it: every load started first.
private func wholePage(_ viewer: Viewer) -> Buffer {
  viewer.update(wholePage: true)
  return viewer.renderWholePage()
}

/// A page from JSON text.
private func page(_ json: String) throws -> Page {
  try PageDecoder().decode(Array(json.utf8)).page
}

/// `count` one-line text items as page JSON.
private func textItemsJSON(_ prefix: String, count: Int) -> String {
  (0..<count).map { #"{"type":"text","text":"\#(prefix) \#($0)"}"# }.joined(separator: ",")
}

@Suite struct CardLoadingTests {
  @Test func thePlaceholderShowsFirstThenTheItemsFillTheCard() throws {
    let loader = ManualLoader()
    let viewer = Viewer(
      page: try page(#"[{"type":"1","items":[{"type":"text","text":"top"}]},{"type":"1","id":"feed","load":"feed","loadParams":{"q":"x"},"items":[]}]"#),
      fileName: "p.json", columns: 30, rows: 5, loader: loader)
    var events: [Event] = []
    viewer.eventSink = { events.append($0) }
    #expect(frame(viewer).lines.prefix(2) == ["top", "loading feed…"])
    #expect(loader.pending.map(\.request) == [
      LoadRequest(cardIndex: 1, cardID: "feed", api: "feed", parameters: JSONObject([("q", .string("x"))]))
    ])
    #expect(viewer.loading.isLoading && viewer.millisecondsUntilWake == Viewer.loadPollMilliseconds)
    loader.answerNext(.success(LoadResult(items: loadedTexts("got", count: 2))))
    #expect(frame(viewer).lines.prefix(3) == ["top", "got 0", "got 1"])
    #expect(!viewer.loading.isLoading && viewer.millisecondsUntilWake == nil)
    let loadEvents = events.filter { $0.topic.rawValue.hasPrefix("load") }.map { EventSummary.line($0) }
    #expect(loadEvents == [
      "loadStarted  feed  #feed  api=feed  page=1",
      "loadFinished  feed  #feed  api=feed  page=1  items=2  hasMore=false",
    ])
  }

  @Test func theItemAtTheTopStaysAtTheTopWhenACardAboveFillsIn() throws {
    let loader = ManualLoader()
    let viewer = Viewer(
      page: try page(#"[{"type":"1","load":"above","items":[]},{"type":"1","id":"list","items":[\#(textItemsJSON("row", count: 40))]}]"#),
      fileName: "p.json", columns: 30, rows: 6, loader: loader)
    var events: [Event] = []
    viewer.eventSink = { events.append($0) }
    _ = frame(viewer)
    for _ in 0..<10 { viewer.handle(.key(.character("j"))) }
    viewer.pageView.focus(viewer.pageView.item(atColumn: 0, row: 1))
    let before = frame(viewer).lines.dropLast()
    #expect(before.first == "row 9")
    loader.answerNext(.success(LoadResult(items: loadedTexts("new", count: 5))))
    let after = frame(viewer).lines.dropLast()
    #expect(after == before)
    #expect(viewer.pageView.offset == 14)
    #expect(viewer.pageView.focusedItem.map { viewer.pageView.layout.item($0).label } == "row 10")
    // Items that stayed on screen are not reported as newly exposed.
    let exposures = events.filter { $0.topic == .exposure && $0.context.uniqueID == "list/9" }
    #expect(exposures.count == 1)
  }

  @Test func aPagedCardAsksForTheNextPageNearItsEndUntilThereAreNoMore() throws {
    let loader = ImmediateLoader { request in
      .success(LoadResult(items: loadedTexts("p\(request.page)", count: 20), hasMore: request.page < 3))
    }
    let viewer = Viewer(
      page: try page(#"[{"type":"1","load":"feed","loadType":1,"items":[]}]"#), fileName: "p.json",
      columns: 30, rows: 6, loader: loader)
    #expect(frame(viewer).lines.first == "p1 0")
    #expect(loader.requests.map(\.page) == [1], "the card's end is more than a screen below")
    viewer.handle(.key(.character("G")))
    #expect(loader.requests.map(\.page) == [1, 2])
    #expect(frame(viewer).lines.first == "p1 15", "the new page goes below, the screen stays")
    viewer.handle(.key(.character("G")))
    viewer.handle(.key(.character("G")))
    viewer.handle(.key(.character("G")))
    #expect(loader.requests.map(\.page) == [1, 2, 3], "page 3 said hasMore: false")
    #expect(viewer.pageView.layout.items.count == 60)
  }

  @Test func theNextPageShowsItsPlaceholderWhileItLoads() throws {
    let loader = ManualLoader()
    let viewer = Viewer(
      page: try page(#"[{"type":"1","load":"feed","loadType":1,"items":[]}]"#), fileName: "p.json",
      columns: 30, rows: 6, loader: loader)
    _ = frame(viewer)
    loader.answerNext(.success(LoadResult(items: loadedTexts("a", count: 3))))
    #expect(frame(viewer).lines.prefix(4) == ["a 0", "a 1", "a 2", "loading feed page 2…"])
    #expect(loader.pending.map(\.request.page) == [2])
  }

  /// A viewer of one card loading `feed` from `loader`, whose page `reload` reads again.
  private func failingFeedViewer(
    _ loader: some Loader, reload: (() -> Result<DecodedPage, PageReloadError>)?
  ) throws -> Viewer {
    var configuration = Viewer.Configuration(fileName: "p.json", columns: 60, rows: 4)
    configuration.loader = loader
    configuration.pageReloader = reload
    return Viewer(page: try page(#"[{"type":"1","load":"feed","items":[]}]"#), configuration: configuration)
  }

  @Test func aFailureShowsInTheCardAndTheStatusBarAndRReadsThePageAgain() throws {
    var attempts = 0
    let loader = ImmediateLoader { _ in
      attempts += 1
      return attempts == 1 ? .failure(LoadError(message: "offline")) : .success(LoadResult(items: loadedTexts("ok", count: 2)))
    }
    var reloads = 0
    let source = try page(#"[{"type":"1","load":"feed","items":[]}]"#)
    let viewer = try failingFeedViewer(loader) {
      reloads += 1
      return .success(DecodedPage(page: source))
    }
    let failed = frame(viewer).lines
    #expect(failed.first == "could not load feed: offline (r retries)")
    #expect(failed.last == " p.json  could not load feed: offline (r retr… row 1/1  all")
    viewer.handle(.key(.character("r")))
    let retried = frame(viewer).lines
    #expect(reloads == 1, "r read the page again")
    #expect(retried.prefix(2) == ["ok 0", "ok 1"])
    #expect(retried.last?.hasPrefix(" p.json  loaded feed: 2 items") == true)
  }

  @Test func aLoadThatFailsAgainAfterRSaysItStillFails() throws {
    let loader = ImmediateLoader { _ in .failure(LoadError(message: "offline")) }
    let source = try page(#"[{"type":"1","load":"feed","items":[]}]"#)
    let viewer = try failingFeedViewer(loader) { .success(DecodedPage(page: source)) }
    _ = frame(viewer)
    viewer.handle(.key(.character("r")))
    #expect(frame(viewer).lines.last == " p.json  still could not load feed: offline (… row 1/1  all")
    let topics: [EventTopic] = viewer.eventLog.entries.map(\.event.topic)
    #expect(topics.filter { $0 == .pageReloaded || $0 == .loadFailed } == [.loadFailed, .pageReloaded, .loadFailed])
  }

  @Test func whenThePageCannotBeReadAgainRRetriesTheFailedLoads() throws {
    var attempts = 0
    let loader = ImmediateLoader { _ in
      attempts += 1
      return attempts == 1 ? .failure(LoadError(message: "offline")) : .success(LoadResult(items: loadedTexts("ok", count: 1)))
    }
    let unreadable = try failingFeedViewer(loader) { .failure(PageReloadError(message: "p.json: gone")) }
    _ = frame(unreadable)
    unreadable.handle(.key(.character("r")))
    #expect(frame(unreadable).lines.first == "ok 0")
    #expect(unreadable.message == "reload failed: p.json: gone; retrying 1 load")

    attempts = 0
    let fromStandardInput = try failingFeedViewer(loader, reload: nil)
    _ = frame(fromStandardInput)
    fromStandardInput.handle(.key(.character("r")))
    #expect(frame(fromStandardInput).lines.first == "ok 0")
  }

  /// While the failed loads are sent again, the status bar says so, naming a single one.
  @Test func retriedLoadsSayTheyAreRetriedUntilTheyAnswer() throws {
    let loader = ManualLoader()
    let viewer = try failingFeedViewer(loader, reload: nil)
    _ = frame(viewer)
    loader.answerNext(.failure(LoadError(message: "offline")))
    _ = frame(viewer)
    viewer.handle(.key(.character("r")))
    _ = frame(viewer)
    #expect(viewer.message == "retrying feed…")
    loader.answerNext(.success(LoadResult(items: loadedTexts("ok", count: 1))))
    #expect(frame(viewer).lines.first == "ok 0")
    #expect(viewer.message == "loaded feed: 1 item")
  }

  @Test func afterAReloadAnswersForTheOldPageAreDropped() throws {
    let loader = ManualLoader()
    let source = try page(#"[{"type":"1","load":"feed","items":[]}]"#)
    var configuration = Viewer.Configuration(fileName: "p.json", columns: 30, rows: 4)
    configuration.loader = loader
    configuration.pageReloader = { .success(DecodedPage(page: source)) }
    let viewer = Viewer(page: source, configuration: configuration)
    _ = frame(viewer)
    viewer.handle(.key(.character("r")))
    #expect(loader.pending.count == 2, "the reloaded page asks again")
    loader.answerNext(.success(LoadResult(items: loadedTexts("old", count: 1))))
    #expect(frame(viewer).lines.first == "loading feed…")
    loader.answerNext(.success(LoadResult(items: loadedTexts("new", count: 1))))
    #expect(frame(viewer).lines.first == "new 0")
  }

  @Test func theWholePageLoadsEveryCardAsIfOnScreen() throws {
    let loader = ImmediateLoader { .success(LoadResult(items: loadedTexts($0.api, count: 1))) }
    let json = #"[{"type":"1","items":[\#(textItemsJSON("row", count: 30))]},{"type":"1","load":"far","items":[]}]"#
    let viewer = Viewer(page: try page(json), fileName: "p.json", columns: 30, rows: 4, loader: loader)
    #expect(wholePage(viewer).lines.last == "far 0")
  }

  @Test func withoutALoaderCardsShowAsThePageWroteThem() throws {
    let viewer = Viewer(page: try page(#"[{"type":"1","load":"feed","items":[{"type":"text","text":"own"}]}]"#), fileName: "p.json", columns: 30, rows: 3)
    #expect(frame(viewer).lines.first == "own")
    #expect(viewer.loading.loads.cards.isEmpty)
  }
}

@Suite struct SlowLoaderTests {
  @Test func keysAreHandledAndFramesDrawnWhileALoadIsPending() throws {
    let answers = EmbeddedExecutor()
    let loader = ExecutorLoader(items: loadedTexts("late", count: 1), executor: answers)
    let json = #"[{"type":"1","load":"slow","items":[]},{"type":"1","items":[\#(textItemsJSON("row", count: 30))]}]"#
    let viewer = Viewer(page: try page(json), fileName: "p.json", columns: 30, rows: 6, loader: loader)
    #expect(frame(viewer).lines.first == "loading slow…")
    for _ in 0..<3 { viewer.handle(.key(.character("j"))) }
    #expect(frame(viewer).lines.first == "row 2")
    #expect(viewer.loading.isLoading)
    #expect(answers.run() == 1)
    viewer.update()
    #expect(frame(viewer).lines.first == "row 2")
    #expect(!viewer.loading.isLoading)
    viewer.handle(.key(.character("g")))
    #expect(frame(viewer).lines.first == "late 0")
  }

  @Test func anAnswerFromAnotherThreadWakesTheRunLoopWhichNeverPolls() throws {
    let answers = EmbeddedExecutor()
    let wakeup = try #require(LoopWakeup())
    let loader = ExecutorLoader(items: loadedTexts("late", count: 1), executor: answers)
    var configuration = Viewer.Configuration(fileName: "p.json", columns: 30, rows: 4)
    configuration.loader = loader
    configuration.wakeup = wakeup
    let viewer = Viewer(page: try page(#"[{"type":"1","load":"slow","items":[]}]"#), configuration: configuration)
    let backend = TestBackend(columns: 30, rows: 4)
    let input = WakeupInput(wakeup: wakeup, answering: { answers.run() })
    App(viewer: viewer, backend: backend, input: input).run()
    #expect(backend.lastFrame?.lines.first == "late 0")
    #expect(input.timeouts.isEmpty, "the loop waited without a time limit")
    #expect(input.events == [.workDone, .key(.character("q"))])
  }

  @Test func withoutAWakeupTheRunLoopLooksForAnswersWhileALoadIsInFlight() throws {
    let answers = EmbeddedExecutor()
    let loader = ExecutorLoader(items: loadedTexts("late", count: 1), executor: answers)
    let viewer = Viewer(page: try page(#"[{"type":"1","load":"slow","items":[]}]"#), fileName: "p.json", columns: 30, rows: 4, loader: loader)
    let backend = TestBackend(columns: 30, rows: 4)
    let input = PollingInput(until: { backend.lastFrame?.lines.first == "late 0" })
    input.onFirstWait = { answers.run() }
    App(viewer: viewer, backend: backend, input: input).run()
    #expect(backend.lastFrame?.lines.first == "late 0")
    #expect(input.timeouts.allSatisfy { $0 <= Viewer.loadPollMilliseconds })
    #expect(!input.timeouts.isEmpty)
  }
}

/// Input whose first wait lets the loader answer (`answering`) and returns what the loop's
/// wakeup then says, and whose second is `q`.
private final class WakeupInput: InputSource {
  private let wakeup: LoopWakeup
  private let answering: () -> Void
  private(set) var timeouts: [Int] = []
  private(set) var events: [InputEvent] = []

  init(wakeup: LoopWakeup, answering: @escaping () -> Void) {
    self.wakeup = wakeup
    self.answering = answering
  }

  func nextEvent() -> InputEvent? {
    let event: InputEvent
    if events.isEmpty {
      answering()
      event = wakeup.take() ? .workDone : .key(.character("q"))
    } else {
      event = .key(.character("q"))
    }
    events.append(event)
    return event
  }

  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    if milliseconds > 0 { timeouts.append(milliseconds) }
    return nil
  }
}

/// Input that never has a key: each wait returns nothing after at most the timeout, and input
/// ends once `condition` holds or a second has passed.
private final class PollingInput: InputSource {
  private let condition: () -> Bool
  private let deadline = Date().addingTimeInterval(1)
  private(set) var timeouts: [Int] = []
  var onFirstWait: (() -> Void)?

  init(until condition: @escaping () -> Bool) {
    self.condition = condition
  }

  func nextEvent() -> InputEvent? {
    timeouts.append(Int.max)
    return nil
  }

  func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    guard milliseconds > 0 else { return nil }
    timeouts.append(milliseconds)
    onFirstWait?()
    onFirstWait = nil
    return nil
  }

  var hasEnded: Bool { condition() || Date() > deadline }
}
