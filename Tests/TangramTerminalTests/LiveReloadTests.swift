import TangramCore
import Testing

@testable import TangramTerminal

/// The page's file as a reload reads it: what the next read gives.
private final class PageFileDouble {
  var next: Result<DecodedPage, PageReloadError>
  var reads = 0

  init(_ json: String) throws {
    next = .success(DecodedPage(page: try PageFileDouble.page(json)))
  }

  func save(_ json: String, problems: [Diagnostic] = []) throws {
    next = .success(DecodedPage(page: try Self.page(json), diagnostics: problems))
  }

  func saveUnreadable(_ message: String) {
    next = .failure(PageReloadError(message: message))
  }

  func read() -> Result<DecodedPage, PageReloadError> {
    reads += 1
    return next
  }

  /// One card of 20 clickable rows, `label 0` to `label 19`.
  static func rows(_ label: String) -> String {
    let items = (0..<20).map { #"{"type":"text","text":"\#(label) \#($0)","action":"go"}"# }
    return #"[{"type":"1","items":[\#(items.joined(separator: ","))]}]"#
  }

  static func page(_ json: String) throws -> Page {
    try PageDecoder().decode(Array(json.utf8)).page
  }
}

/// Reads the page file double again as the viewer's background reader would, finished by the
/// time it returns: the page laid out at the width asked for, or why it could not be read.
private struct BackgroundReloaderDouble: BackgroundPageReloader {
  let file: PageFileDouble

  func startReading(width: Int) -> PageStreamInbox {
    let inbox = PageStreamInbox(width: width)
    switch file.read() {
    case .success(let decoded):
      let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(decoded.page, width: width)
      let snapshot = PageSnapshot(page: decoded.page, layout: layout, diagnostics: decoded.diagnostics, isComplete: true)
      inbox.finish(snapshot: snapshot, text: nil, failure: nil)
    case .failure(let error):
      inbox.finish(text: nil, failure: error.message)
    }
    return inbox
  }
}

/// How the viewer reads its page again: whole, on its loop, or a piece at a time away from it.
enum ReloadMode: CaseIterable {
  case onTheLoop, inTheBackground
}

/// Saves of the page's file, as a watcher reports them: the page is read again and the user's
/// place kept; a save that cannot be read stays in the status bar until a good one. The same
/// whether the page is read again on the viewer's loop or away from it.
@Suite struct LiveReloadTests {
  static let noon = TimeOfDay(hour: 12, minute: 3, second: 4)

  private func viewer(reading file: PageFileDouble, _ mode: ReloadMode, reloads: Bool = true) throws -> Viewer {
    var configuration = Viewer.Configuration(fileName: "page.json", columns: 64, rows: 6)
    if reloads {
      switch mode {
      case .onTheLoop: configuration.pageReloader = file.read
      case .inTheBackground: configuration.backgroundReloader = BackgroundReloaderDouble(file: file)
      }
    }
    let viewer = Viewer(page: try file.read().get().page, configuration: configuration)
    file.reads = 0
    viewer.update()
    return viewer
  }

  private func screen(_ viewer: Viewer) -> [String] {
    viewer.update()
    return viewer.render().lines
  }

  @Test(arguments: ReloadMode.allCases) func aBadSaveStaysInTheStatusBarUntilTheNextGoodSave(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("old"))
    let viewer = try viewer(reading: file, mode)
    viewer.handle(.key(.character("j")))
    viewer.handle(.key(.character("j")))
    viewer.handle(.key(.tab))
    let before = screen(viewer)
    #expect(before.first == "old 2")
    let focused = viewer.pageView.focusedItem

    file.saveUnreadable("page.json:3:7: expected ',' or '}' after object member")
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    let afterBadSave = screen(viewer)
    #expect(afterBadSave.dropLast() == before.dropLast(), "the page stays as it was")
    #expect(afterBadSave.last == " page.json  page.json:3:7: expected ',' or '}' a… row 3/20  35%")
    #expect(viewer.message == "page.json:3:7: expected ',' or '}' after object member")

    // A click and a scroll later, the error is still what the status bar says.
    viewer.handle(.key(.enter))
    viewer.handle(.key(.character("j")))
    #expect(viewer.message == "page.json:3:7: expected ',' or '}' after object member")
    #expect(viewer.eventLog.entries.contains { $0.event.topic == .click }, "the click is in the event log")
    #expect(viewer.pageView.focusedItem == focused)

    try file.save(PageFileDouble.rows("new"))
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    let afterGoodSave = screen(viewer)
    #expect(afterGoodSave.first == "new 3", "the item at the top stays at the top")
    #expect(afterGoodSave.last == " page.json  reloaded 12:03:04           row 4/20  40%  20 items")
    #expect(viewer.pageView.focusedItem == focused, "the focused item keeps focus")
    let topics: [EventTopic] = viewer.eventLog.entries.map(\.event.topic).filter { $0 == .click || $0 == .pageReloaded }
    #expect(topics == [.click, .pageReloaded], "the log goes on")
    #expect(file.reads == 2)
  }

  /// `cards` with the rows card of ``PageFileDouble/rows(_:)`` after them.
  private static func page(cardsAbove cards: [String], rowsLabelled label: String) -> String {
    let rows = PageFileDouble.rows(label)
    return "[" + (cards + [String(rows.dropFirst().dropLast())]).joined(separator: ",") + "]"
  }

  private static let fiveRowCard = #"{"type":"1","items":[\#((0..<5).map { #"{"type":"text","text":"inserted \#($0)"}"# }.joined(separator: ","))]}"#

  @Test(arguments: ReloadMode.allCases) func aCardInsertedAboveKeepsTheTopItemAndFocus(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("row"))
    let viewer = try viewer(reading: file, mode)
    for _ in 0..<4 { viewer.handle(.key(.character("j"))) }
    viewer.handle(.key(.tab))
    #expect(screen(viewer).first == "row 4")
    let focusedText = viewer.pageView.focusedItem.map { viewer.pageView.layout.item($0).string("text") }

    try file.save(Self.page(cardsAbove: [Self.fiveRowCard], rowsLabelled: "row"))
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    let after = screen(viewer)
    #expect(after.first == "row 4", "the item at the top stays at the top")
    #expect(after.last == " page.json  reloaded 12:03:04          row 10/25  56%  25 items")
    #expect(viewer.pageView.focusedItem.map { viewer.pageView.layout.item($0).string("text") } == focusedText)
  }

  private static let bRows = (0..<9).map { #"{"type":"text","text":"b \#($0)"}"# }.joined(separator: ",")

  @Test(arguments: ReloadMode.allCases) func anItemWithAnIdIsFollowedToAnotherCard(_ mode: ReloadMode) throws {
    let marked = #"{"type":"text","id":"mark","text":"marked"}"#
    let before = #"[{"type":"1","items":[\#((0..<8).map { #"{"type":"text","text":"a \#($0)"}"# }.joined(separator: ",")),\#(marked)]},{"type":"1","items":[\#(Self.bRows)]}]"#
    let file = try PageFileDouble(before)
    let viewer = try viewer(reading: file, mode)
    for _ in 0..<8 { viewer.handle(.key(.character("j"))) }
    #expect(screen(viewer).first == "marked")

    let moved = #"[{"type":"1","items":[\#((0..<8).map { #"{"type":"text","text":"a \#($0)"}"# }.joined(separator: ","))]},{"type":"1","items":[{"type":"text","text":"new"},\#(marked),\#(Self.bRows)]}]"#
    try file.save(moved)
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    #expect(screen(viewer).first == "marked")
  }

  @Test(arguments: ReloadMode.allCases) func aLaterBadSaveReplacesTheEarlierError(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("a"))
    let viewer = try viewer(reading: file, mode)
    file.saveUnreadable("page.json:1:1: unexpected end of input")
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    file.saveUnreadable("page.json:2:5: unterminated string")
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    #expect(viewer.message == "page.json:2:5: unterminated string")
  }

  @Test(arguments: ReloadMode.allCases) func aGoodSaveWithProblemsSaysBoth(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("a"))
    let viewer = try viewer(reading: file, mode)
    try file.save(PageFileDouble.rows("b"), problems: [
      Diagnostic(path: "cards[0].style.margin", message: "expected a size"),
      Diagnostic(path: "cards[1].type", message: "no element is registered", severity: .information),
      Diagnostic(path: "cards[2]", message: "other"),
    ])
    viewer.handle(.pageFile(PageFileEvent(.saved, at: TimeOfDay(hour: 9, minute: 0, second: 59))))
    #expect(viewer.message == "reloaded 09:00:59, 2 problems: cards[0].style.margin: expected a size")
  }

  @Test(arguments: ReloadMode.allCases) func aDeletedFileKeepsThePageAndSaysSoUntilItComesBack(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("kept"))
    let viewer = try viewer(reading: file, mode)
    let before = screen(viewer)
    viewer.handle(.pageFile(PageFileEvent(.deleted, at: Self.noon)))
    let deleted = screen(viewer)
    #expect(deleted.dropLast() == before.dropLast())
    #expect(viewer.message == "page.json was deleted: showing the page as last read")
    #expect(file.reads == 0, "a deleted file is not read")
    viewer.handle(.key(.tab))
    viewer.handle(.key(.enter))
    #expect(viewer.message == "page.json was deleted: showing the page as last read")

    try file.save(PageFileDouble.rows("back"))
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    #expect(screen(viewer).first == "back 0")
    #expect(viewer.message == "reloaded 12:03:04")
  }

  @Test(arguments: ReloadMode.allCases) func aNameThatIsNoLongerAFileKeepsThePage(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("kept"))
    let viewer = try viewer(reading: file, mode)
    viewer.handle(.pageFile(PageFileEvent(.notARegularFile, at: Self.noon)))
    #expect(viewer.message == "page.json is no longer a regular file: showing the page as last read")
    #expect(screen(viewer).first == "kept 0")
  }

  @Test(arguments: ReloadMode.allCases) func rReadingAGoodFileClearsTheError(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("a"))
    let viewer = try viewer(reading: file, mode)
    file.saveUnreadable("page.json:1:1: unexpected end of input")
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    try file.save(PageFileDouble.rows("b"))
    viewer.handle(.key(.character("r")))
    #expect(viewer.message == "reloaded")
    #expect(screen(viewer).first == "b 0")
  }

  @Test(arguments: ReloadMode.allCases) func helpStillHasTheStatusBarWhileOpen(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("a"))
    let viewer = try viewer(reading: file, mode)
    file.saveUnreadable("page.json:1:1: unexpected end of input")
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    viewer.handle(.key(.character("?")))
    #expect(screen(viewer).last?.hasPrefix(" page.json  help: ") == true)
    viewer.handle(.key(.escape))
    #expect(screen(viewer).last?.hasPrefix(" page.json  page.json:1:1: unexpected") == true)
  }

  @Test(arguments: ReloadMode.allCases) func aPageThatCannotBeReloadedIgnoresSaves(_ mode: ReloadMode) throws {
    let file = try PageFileDouble(PageFileDouble.rows("a"))
    let viewer = try viewer(reading: file, mode, reloads: false)
    viewer.handle(.pageFile(PageFileEvent(.saved, at: Self.noon)))
    #expect(viewer.message == "? help  q quit")
    #expect(file.reads == 0)
  }

  @Test(arguments: [
    (TimeOfDay(hour: 0, minute: 0, second: 0), "00:00:00"),
    (TimeOfDay(hour: 9, minute: 5, second: 7), "09:05:07"),
    (TimeOfDay(hour: 23, minute: 59, second: 59), "23:59:59"),
  ])
  func timesOfDayHaveTwoDigitsEach(_ time: TimeOfDay, _ text: String) {
    #expect(time.description == text)
  }
}
