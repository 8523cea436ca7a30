import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A large page is laid out again away from the viewer's loop when its width changes: the
/// layout before shows meanwhile (keys still work and the status bar says how far it is), and
/// once the new one is there the screen is the one a resize laid out at once shows.
@Suite struct BackgroundRelayoutTests {
  private static let bytes = PageStreamTests.generatedPage(cards: 40, items: 10)

  /// A viewer of the generated page 100 columns wide; with `executor`, pages of at least
  /// `backgroundItems` items are laid out again by it.
  private static func viewer(executor: EmbeddedExecutor? = nil, backgroundItems: Int = 1) throws -> Viewer {
    let decoded = try DataSourceHelper().decode(bytes)
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 100, rows: 20)
    configuration.executor = executor
    configuration.backgroundLayoutItems = backgroundItems
    return Viewer(page: decoded.page, configuration: configuration)
  }

  /// The page's rows (above the status bar) of a frame.
  private static func pageLines(_ viewer: Viewer) -> [String] {
    Array(viewer.render().lines.dropLast())
  }

  private static func statusLine(_ viewer: Viewer) -> String {
    viewer.render().lines.last ?? ""
  }

  /// `lines` cut to `width` columns, trailing spaces trimmed, as a narrower buffer shows them.
  private static func cut(_ lines: [String], to width: Int) -> [String] {
    lines.map { line in
      var cut = String(line.prefix(width))
      while cut.last == " " { cut.removeLast() }
      return cut
    }
  }

  @Test func theLayoutBeforeShowsUntilTheNewOneIsDoneAndThenTheScreenIsAnImmediateResizesOne() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    let immediate = try Self.viewer()
    for _ in 0..<7 {
      viewer.handle(.key(.character("j")))
      immediate.handle(.key(.character("j")))
    }
    let before = Self.pageLines(viewer)
    viewer.handle(.resize(columns: 60, rows: 20))
    immediate.handle(.resize(columns: 60, rows: 20))
    #expect(executor.pendingJobs == 1)
    #expect(viewer.pageView.viewportWidth == 100)
    #expect(Self.pageLines(viewer) == Self.cut(before, to: 60))
    #expect(Self.statusLine(viewer).contains("laying out 0%"))
    #expect(viewer.millisecondsUntilWake == Viewer.readingPollMilliseconds)
    #expect(Self.pageLines(immediate) != Self.pageLines(viewer))

    executor.run()
    viewer.update()
    #expect(viewer.pageView.viewportWidth == 60)
    #expect(viewer.render().lines == immediate.render().lines)
    #expect(viewer.millisecondsUntilWake == nil)
  }

  @Test func keysMoveTheLayoutBeforeAndTheItemThenAtTheTopStaysThere() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    let immediate = try Self.viewer()
    viewer.handle(.resize(columns: 60, rows: 20))
    for _ in 0..<5 { viewer.handle(.key(.character("j"))) }
    let top = try #require(viewer.pageView.topAnchor()?.id)
    executor.run()
    viewer.update()
    immediate.handle(.resize(columns: 60, rows: 20))
    immediate.pageView.scroll(to: immediate.pageView.layout[top].frame.y)
    #expect(viewer.pageView.topAnchor()?.id == top)
    #expect(Self.pageLines(viewer) == Self.pageLines(immediate))
  }

  @Test func aSecondWidthBeforeTheFirstIsDoneShowsOnlyTheSecond() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    let immediate = try Self.viewer()
    viewer.handle(.resize(columns: 60, rows: 20))
    viewer.handle(.resize(columns: 80, rows: 20))
    #expect(executor.pendingJobs == 2)
    #expect(Self.statusLine(viewer).contains("laying out"))
    executor.run()
    viewer.update()
    immediate.handle(.resize(columns: 80, rows: 20))
    #expect(viewer.pageView.viewportWidth == 80)
    #expect(viewer.render().lines == immediate.render().lines)
    #expect(viewer.source.relayout.current == nil)
  }

  @Test func goingBackToTheWidthShownEndsTheLayoutUnderWay() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    let before = viewer.render().lines
    viewer.handle(.resize(columns: 60, rows: 20))
    viewer.handle(.resize(columns: 100, rows: 20))
    #expect(viewer.source.relayout.current == nil)
    #expect(!Self.statusLine(viewer).contains("laying out"))
    executor.run()
    viewer.update()
    #expect(viewer.pageView.viewportWidth == 100)
    #expect(viewer.render().lines == before)
  }

  @Test func aNewHeightAloneLaysNothingOutAgain() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    viewer.handle(.resize(columns: 100, rows: 12))
    #expect(executor.pendingJobs == 0)
    #expect(viewer.pageView.viewportHeight == 11)
  }

  @Test func aPageOfExactlyTheLimitIsLaidOutInTheBackground() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor, backgroundItems: 400)
    #expect(viewer.itemCount == 400)
    viewer.handle(.resize(columns: 60, rows: 20))
    #expect(executor.pendingJobs == 1)
    #expect(viewer.pageView.viewportWidth == 100)
  }

  @Test func aPageWithFewerItemsThanTheLimitIsLaidOutAtOnce() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor, backgroundItems: 10_000)
    let immediate = try Self.viewer()
    viewer.handle(.resize(columns: 60, rows: 20))
    immediate.handle(.resize(columns: 60, rows: 20))
    #expect(executor.pendingJobs == 0)
    #expect(viewer.render().lines == immediate.render().lines)
  }

  @Test func theInspectorPanelNarrowsThePageTheSameWay() throws {
    let executor = EmbeddedExecutor()
    let viewer = try Self.viewer(executor: executor)
    let immediate = try Self.viewer()
    viewer.handle(.key(.character("i")))
    immediate.handle(.key(.character("i")))
    #expect(executor.pendingJobs == 1)
    #expect(viewer.pageView.viewportWidth == 100)
    executor.run()
    viewer.update()
    #expect(viewer.render().lines == immediate.render().lines)
  }

  @Test func aCancelledLayoutGivesNoResultAndOneDoneReportsAllOfIt() throws {
    let page = try DataSourceHelper().decode(Self.bytes).page
    let settings = try Self.viewer().pageView.layoutSettings
    let executor = EmbeddedExecutor()
    let cancelled = PageRelayout(page: page, width: 60, settings: settings, executor: executor)
    cancelled.cancel()
    let done = PageRelayout(page: page, width: 60, settings: settings, executor: executor)
    #expect(done.progress == 0)
    executor.run()
    #expect(cancelled.takeResult() == nil)
    // A cancelled layout stops at the next card.
    #expect(cancelled.progress == 0)
    #expect(done.progress == 1)
    let laidOut = try #require(done.takeResult())
    let immediate = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(page, width: 60)
    #expect(laidOut.items.map(\.frame) == immediate.items.map(\.frame))
    #expect(done.takeResult() == nil)
  }

  /// A layout cancelled after its last card (here a page of none) still gives no result.
  @Test func aLayoutCancelledAfterItsLastCardGivesNoResult() throws {
    let settings = try Self.viewer().pageView.layoutSettings
    let executor = EmbeddedExecutor()
    let cancelled = PageRelayout(page: Page(cards: []), width: 60, settings: settings, executor: executor)
    cancelled.cancel()
    executor.run()
    #expect(cancelled.takeResult() == nil)
    let done = PageRelayout(page: Page(cards: []), width: 60, settings: settings, executor: executor)
    // A page of no cards has nothing left to lay out: it is all done from the start.
    #expect(done.progress == 1)
    executor.run()
    #expect(done.progress == 1)
    #expect(done.takeResult()?.items.isEmpty == true)
  }
}
