import Foundation
import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// A page read a piece at a time shows what the page read whole shows: the same layout, the
/// same screens and the same events, with scrolling, resizing and `G` while it is still read,
/// and an error late in the page still named at its line and column.
@Suite struct PageStreamTests {
  /// Every snapshot a builder makes of `bytes` given in pieces of `pieceSize` bytes. With
  /// `keepsItemsAsText`, cards keep their items as text in a ``CardTextCache`` and the builder is
  /// handed only the text it still needs (as the viewer's reader of a file does).
  static func snapshots(
    of bytes: [UInt8], pieceSize: Int, width: Int, rows: Int, registry: ElementRegistry = .standard,
    upToAnError: Bool = false, keepsItemsAsText: Bool = false, cacheCapacity: Int = 64
  ) throws -> [PageSnapshot] {
    let text = MemoryPageBytes(bytes)
    let builder = PageStreamBuilder(
      decoder: DataSourceHelper(elements: registry).decoder, registry: registry, width: width, firstScreenRows: rows,
      store: keepsItemsAsText ? CardTextCache(text: text, capacity: cacheCapacity) : nil)
    var result: [PageSnapshot] = []
    do {
      try builder.readInPieces(
        bytes, pieceEnd: { $0 + pieceSize }, earlierText: { text.bytes(in: $0) }, handsOnlyNeededText: keepsItemsAsText
      ) { snapshot in
        result.append(snapshot)
        return true
      }
    } catch {
      guard upToAnError else { throw error }
    }
    return result
  }

  /// A generated page: `cards` cards of `items` text items each, some with two-row texts,
  /// a grid every third card.
  static func generatedPage(cards: Int, items: Int) -> [UInt8] {
    let cardTexts = (0..<cards).map { card in
      let type = card % 3 == 2 ? "container-fourColumn" : "container-oneColumn"
      let itemTexts = (0..<items).map { item in
        let words = String(repeating: "lorem ", count: (card * 7 + item) % 23)
        return #"{"type":"text","text":"item \#(card)-\#(item) \#(words)","action":"go?\#(item)"}"#
      }
      return #"{"type":"\#(type)","id":"c\#(card)","style":{"margin":[4,0,2,0]},"items":[\#(itemTexts.joined(separator: ","))]}"#
    }
    return Array(#"{"cards":[\#(cardTexts.joined(separator: ",\n"))]}"#.utf8)
  }

  static func pages() throws -> [(name: String, bytes: [UInt8])] {
    let real = try realPageNames.map { name in
      (name, [UInt8](try Data(contentsOf: realPagesDirectory().appendingPathComponent(name + ".json"))))
    }
    let showcase = [UInt8](try Data(contentsOf: repositoryRoot().appendingPathComponent("Examples/showcase.json")))
    return real + [("showcase", showcase), ("generated", generatedPage(cards: 40, items: 25))]
  }

  @Test(arguments: [(1, false), (97, false), (4096, false), (1 << 20, false), (1, true), (97, true), (4096, true)])
  func everySnapshotIsTheStartOfTheWholePagesLayout(pieceSize: Int, keepsItemsAsText: Bool) throws {
    for (name, bytes) in try Self.pages() {
      let whole = try DataSourceHelper().decode(bytes)
      let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 100)
      let snapshots = try Self.snapshots(
        of: bytes, pieceSize: pieceSize, width: 100, rows: 29, keepsItemsAsText: keepsItemsAsText, cacheCapacity: 2)
      let last = try #require(snapshots.last, "\(name)")
      #expect(last.isComplete, "\(name)")
      #expect(snapshots.dropLast().allSatisfy { !$0.isComplete }, "\(name)")
      #expect(last.page == whole.page, "\(name)")
      #expect(last.diagnostics.map(\.description) == whole.diagnostics.map(\.description), "\(name)")
      #expect(last.layout.height == layout.height, "\(name)")
      let frames = layout.items.map(\.frame)
      for snapshot in snapshots {
        #expect(Array(frames.prefix(snapshot.layout.items.count)) == snapshot.layout.items.map(\.frame), "\(name)")
        #expect(snapshot.page.cards == Array(whole.page.cards.prefix(snapshot.page.cards.count)), "\(name)")
      }
    }
  }

  @Test func theFirstSnapshotComesOnceAScreenIsFilledAndSnapshotsDouble() throws {
    let bytes = Self.generatedPage(cards: 400, items: 10)
    let snapshots = try Self.snapshots(of: bytes, pieceSize: 1 << 12, width: 100, rows: 29)
    let first = try #require(snapshots.first)
    #expect(first.layout.height >= 29)
    #expect(first.page.cards.count < 10)
    let sizes = snapshots.map { $0.page.cards.count + $0.layout.items.count }
    for (smaller, larger) in zip(sizes, sizes.dropFirst().dropLast()) {
      #expect(larger >= 2 * smaller)
    }
    #expect(snapshots.count < 12)
  }

  /// A page that has exactly doubled since the last snapshot is due a snapshot: a first card of
  /// three items (4 cards and items, the first snapshot, once a row shows), then four empty cards
  /// in the next step (8), then four more (12, the whole page).
  @Test func aPageThatHasExactlyDoubledIsDueASnapshot() throws {
    let items = (1...3).map { #"{"type":"text","text":"item \#($0)"}"# }.joined(separator: ",")
    let empty = #"{"type":"container-oneColumn","items":[]}"#
    let json = #"[{"type":"container-oneColumn","items":["# + items + "]}," + Array(repeating: empty, count: 8).joined(separator: ",") + "]"
    let bytes = Array(json.utf8)
    let snapshots = try Self.snapshots(of: bytes, pieceSize: bytes.count, width: 40, rows: 1)
    #expect(snapshots.map { $0.page.cards.count + $0.layout.items.count } == [4, 8, 12])
    #expect(snapshots.map(\.isComplete) == [false, false, true])
  }

  /// A viewer started from the first snapshot, with the rest delivered between keys.
  private struct StreamedViewer {
    let viewer: Viewer
    let inbox: PageStreamInbox
    var pending: [PageSnapshot]
    let text: [UInt8]
    var events: [Event] = []

    /// With `executor`, the viewer lays the page out again with it at any new width.
    init(
      bytes: [UInt8], pieceSize: Int, columns: Int, rows: Int, upToAnError: Bool = false,
      executor: (any Executor)? = nil, reloader: (any BackgroundPageReloader)? = nil
    ) throws {
      var snapshots = try PageStreamTests.snapshots(
        of: bytes, pieceSize: pieceSize, width: columns, rows: rows - 1, upToAnError: upToAnError,
        keepsItemsAsText: true, cacheCapacity: 3)
      let first = snapshots.removeFirst()
      inbox = PageStreamInbox(width: columns)
      var configuration = Viewer.Configuration(fileName: "page.json", columns: columns, rows: rows)
      configuration.problems = first.diagnostics
      configuration.laidOutPage = first.layout
      configuration.pageStream = first.isComplete ? nil : inbox
      configuration.executor = executor
      configuration.backgroundLayoutItems = 1
      configuration.backgroundReloader = reloader
      viewer = Viewer(page: first.page, configuration: configuration)
      pending = snapshots
      text = bytes
      inbox.report(ReadingProgress(bytesRead: bytes.count / 3, totalBytes: bytes.count))
    }

    /// Delivers the next snapshot (the last one together with the end of reading).
    mutating func deliverNext() {
      guard !pending.isEmpty else { return }
      let snapshot = pending.removeFirst()
      if pending.isEmpty {
        inbox.finish(snapshot: snapshot, text: MemoryPageBytes(text), failure: nil)
      } else {
        inbox.deliver(snapshot)
      }
    }

    mutating func deliverAll() {
      while !pending.isEmpty { deliverNext() }
      viewer.update()
    }
  }

  private static func eagerViewer(_ bytes: [UInt8], columns: Int, rows: Int) throws -> Viewer {
    let decoded = try DataSourceHelper().decode(bytes)
    var configuration = Viewer.Configuration(fileName: "page.json", columns: columns, rows: rows)
    configuration.problems = decoded.diagnostics
    return Viewer(page: decoded.page, configuration: configuration)
  }

  private static func topics(_ viewer: Viewer, run: () -> Void) -> [String] {
    var events: [String] = []
    viewer.eventSink = { events.append("\($0.topic.rawValue) \($0.context.uniqueID ?? "")") }
    run()
    return events
  }

  @Test func keysHoldTheReadingOfTheRestOfThePageAndGLetsItGoOn() throws {
    let streamed = try StreamedViewer(bytes: Self.generatedPage(cards: 40, items: 6), pieceSize: 256, columns: 60, rows: 12)
    let viewer = streamed.viewer
    #expect(streamed.inbox.readingHold(at: .now) == nil)
    viewer.handle(.key(.character("j")))
    #expect(streamed.inbox.readingHold(at: .now) != nil)
    streamed.inbox.letReadingGoOn()
    // A line key run by the run loop holds it too, and so does the mouse.
    viewer.scrollLines(1)
    #expect(streamed.inbox.readingHold(at: .now) != nil)
    streamed.inbox.letReadingGoOn()
    viewer.handle(.mouse(.wheelDown, column: 1, row: 1))
    #expect(streamed.inbox.readingHold(at: .now) != nil)
    // `G` follows the page to its end: reading goes on at once.
    viewer.handle(.key(.character("G")))
    #expect(streamed.inbox.readingHold(at: .now) == nil)
    // Time and the work of other threads hold nothing.
    viewer.handle(.tick(milliseconds: 10))
    viewer.handle(.workDone)
    #expect(streamed.inbox.readingHold(at: .now) == nil)
  }

  @Test func aPageReadInPiecesShowsTheSameScreensAndEventsAsThePageReadWhole() throws {
    for (name, bytes) in try Self.pages() {
      let eager = try Self.eagerViewer(bytes, columns: 100, rows: 30)
      var streamed = try StreamedViewer(bytes: bytes, pieceSize: 256, columns: 100, rows: 30)
      let keys: [InputEvent] = [.key(.character("j")), .key(.character("j")), .key(.tab), .key(.character("k"))]
      let eagerEvents = Self.topics(eager) {
        for key in keys { eager.handle(key) }
      }
      let streamedEvents = Self.topics(streamed.viewer) {
        for key in keys {
          streamed.deliverNext()
          streamed.viewer.handle(key)
        }
        streamed.deliverAll()
      }
      #expect(streamed.viewer.render().lines == eager.render().lines, "\(name)")
      // The same events. Their order differs only where a card is read after the first screen
      // (a fix card at the end of the page shows once it is read), and the page is announced
      // once it is all there, after what the first screen showed.
      #expect(streamedEvents.filter { !$0.hasPrefix("pageLoaded") }.sorted() == eagerEvents.filter { !$0.hasPrefix("pageLoaded") }.sorted(), "\(name)")
      #expect(
        streamedEvents.filter { $0.hasPrefix("exposure") }.prefix(4) == eagerEvents.filter { $0.hasPrefix("exposure") }.prefix(4),
        "\(name)")
      #expect(streamedEvents.filter { $0.hasPrefix("pageLoaded") }.count == 1, "\(name)")
      for key in [InputEvent.key(.character("G")), .key(.character("k"))] {
        eager.handle(key)
        streamed.viewer.handle(key)
      }
      #expect(streamed.viewer.render().lines == eager.render().lines, "\(name)")
    }
  }

  @Test func whileReadingTheStatusBarCountsAtLeastAndSaysHowFar() throws {
    let bytes = Self.generatedPage(cards: 200, items: 10)
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 12)
    streamed.viewer.update()
    let status = try #require(streamed.viewer.render().lines.last)
    #expect(status.contains("page.json  reading 33%"))
    #expect(status.contains("row 1/≥"))
    streamed.deliverAll()
    let done = try #require(streamed.viewer.render().lines.last)
    #expect(!done.contains("reading"))
    #expect(!done.contains("≥"))
    #expect(done.contains("%"))
  }

  /// The page's problems grow with what is read: once it is all read, the viewer holds (and
  /// hands on, for `--problems` and the exit report) those of the whole page, late ones too.
  @Test func theProblemsOfThePageReadAreThoseOfTheWholePage() throws {
    let page = String(decoding: Self.generatedPage(cards: 60, items: 10), as: UTF8.self)
    let bytes = Array(
      page.replacingOccurrences(of: #""id":"c58","style":{"margin":[4,0,2,0]}"#, with: #""id":"c58","style":{"margin":"wide"}"#).utf8)
    let whole = try DataSourceHelper().decode(bytes).diagnostics
    #expect(whole.map(\.path) == ["cards[58].style.margin"])
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 12)
    var handedOn: [[Diagnostic]] = []
    streamed.viewer.diagnosticsDidChange = { handedOn.append($0) }
    #expect(streamed.viewer.readDiagnostics.isEmpty)
    streamed.deliverAll()
    #expect(!streamed.viewer.isReadingPage)
    #expect(streamed.viewer.readDiagnostics == whole)
    #expect(handedOn == [whole])
  }

  @Test func gWhileReadingFollowsTheEndUntilItArrivesAndAnyKeyStopsIt() throws {
    let bytes = Self.generatedPage(cards: 200, items: 10)
    let eager = try Self.eagerViewer(bytes, columns: 100, rows: 12)
    eager.handle(.key(.character("G")))
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 12)
    streamed.viewer.handle(.key(.character("G")))
    #expect(streamed.viewer.render().lines.last?.contains("going to the end (any key stops)") == true)
    streamed.deliverAll()
    #expect(streamed.viewer.render().lines == eager.render().lines)

    var stopped = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 12)
    stopped.viewer.handle(.key(.character("G")))
    let offset = stopped.viewer.pageView.offset
    stopped.viewer.handle(.key(.character("x")))
    stopped.deliverAll()
    #expect(stopped.viewer.pageView.offset == offset)
    #expect(!stopped.viewer.isShowingLayoutBounds)
  }

  @Test func aResizeWhileReadingLaysOutAtTheNewWidth() throws {
    let bytes = Self.generatedPage(cards: 60, items: 10)
    let eager = try Self.eagerViewer(bytes, columns: 60, rows: 20)
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 20)
    streamed.viewer.handle(.resize(columns: 60, rows: 20))
    #expect(streamed.inbox.width == 60)
    // The snapshots were laid out 100 columns wide: the viewer passes over the partial ones
    // (the reader sends them again at the new width) and lays out the complete one itself.
    let shownItems = streamed.viewer.pageView.layout.items.count
    streamed.deliverNext()
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.layout.items.count == shownItems)
    #expect(streamed.viewer.isReadingPage)
    streamed.deliverAll()
    eager.handle(.key(.character("G")))
    streamed.viewer.handle(.key(.character("G")))
    #expect(streamed.viewer.render().lines == eager.render().lines)
  }

  @Test func aResizeWhileReadingShowsTheReadersSnapshotAtTheNewWidthInPlaceOfItsOwnLayout() throws {
    let bytes = Self.generatedPage(cards: 60, items: 10)
    let eager = try Self.eagerViewer(bytes, columns: 60, rows: 20)
    let executor = EmbeddedExecutor()
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 20, executor: executor)
    let shownItems = streamed.viewer.pageView.layout.items.count
    streamed.viewer.handle(.resize(columns: 60, rows: 20))
    #expect(streamed.inbox.width == 60)
    #expect(executor.pendingJobs == 1)
    #expect(streamed.viewer.pageView.viewportWidth == 100)
    // A snapshot the reader made before it knew the new width is passed over.
    streamed.deliverNext()
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.layout.items.count == shownItems)
    // The reader's next one, at the new width, shows, and the viewer's own layout is dropped.
    var next = streamed.pending.removeFirst()
    next.layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(next.page, width: 60)
    streamed.inbox.deliver(next)
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.viewportWidth == 60)
    #expect(streamed.viewer.pageView.layout.items.count == next.layout.items.count)
    #expect(streamed.viewer.source.relayout.current == nil)
    executor.run()
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.layout.items.count == next.layout.items.count)
    // The complete snapshot, made 100 columns wide here, shows as it is while the viewer lays
    // it out again at 60.
    streamed.deliverAll()
    #expect(streamed.viewer.pageView.viewportWidth == 100)
    #expect(executor.pendingJobs == 1)
    executor.run()
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.viewportWidth == 60)
    eager.handle(.key(.character("G")))
    streamed.viewer.handle(.key(.character("G")))
    #expect(streamed.viewer.render().lines == eager.render().lines)
  }

  @Test func aReloadWhileReadingStopsTheReadingAndReadsThePageAgainFromItsStart() throws {
    let bytes = Self.generatedPage(cards: 60, items: 10)
    let reloader = HeldPageReloader()
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 512, columns: 100, rows: 20, reloader: reloader)
    streamed.deliverNext()
    streamed.viewer.update()
    let shown = streamed.viewer.pageView.layout.items.count
    streamed.viewer.handle(.key(.character("r")))
    #expect(streamed.inbox.isCancelled)
    #expect(!streamed.viewer.isReadingPage)
    #expect(reloader.inboxes.count == 1)
    let status = try #require(streamed.viewer.render().lines.last)
    #expect(status.contains("reloading") && status.contains("≥"))
    // What the stopped reading still delivers is not shown.
    streamed.deliverAll()
    #expect(streamed.viewer.pageView.layout.items.count == shown)
    let whole = try DataSourceHelper().decode(bytes)
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 100)
    reloader.inboxes[0].finish(
      snapshot: PageSnapshot(page: whole.page, layout: layout, diagnostics: [], isComplete: true), text: nil, failure: nil)
    streamed.viewer.update()
    #expect(streamed.viewer.pageView.layout.items.count == 600)
    let eager = try Self.eagerViewer(bytes, columns: 100, rows: 20)
    eager.handle(.key(.character("G")))
    streamed.viewer.handle(.key(.character("G")))
    #expect(Array(streamed.viewer.render().lines.dropLast()) == Array(eager.render().lines.dropLast()))
    #expect(!(streamed.viewer.render().lines.last ?? "").contains("≥"))
  }

  @Test(arguments: [7, 64, 100_000])
  func cardsThatAreAllSkippedDoNotEndTheRead(pieceSize: Int) throws {
    let skipped = Array(repeating: "{}", count: 10).joined(separator: ",")
    let bytes = Array((#"[\#(skipped),{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]"#).utf8)
    let snapshots = try Self.snapshots(of: bytes, pieceSize: pieceSize, width: 40, rows: 5)
    let last = try #require(snapshots.last)
    let whole = try DataSourceHelper().decode(bytes)
    #expect(last.isComplete)
    #expect(last.page == whole.page)
    #expect(last.diagnostics == whole.diagnostics)
  }

  @Test func aPageReadWholeGetsOnlyItsFirstAndCompleteSnapshots() throws {
    let bytes = Self.generatedPage(cards: 200, items: 10)
    let growing = PageStreamBuilder(decoder: DataSourceHelper().decoder, width: 100, firstScreenRows: 1)
    let whole = PageStreamBuilder(decoder: DataSourceHelper().decoder, width: 100, firstScreenRows: 1)
    whole.snapshotsWhileGrowing = false
    let counts = [growing, whole].map { builder in
      bytes.withUnsafeBufferPointer { text in
        var count = 0
        for end in stride(from: 4096, through: text.count + 4095, by: 4096) {
          let piece = UnsafeBufferPointer(rebasing: text[0..<min(end, text.count)])
          while (try? builder.read(piece, isComplete: end >= text.count)) != nil { count += 1 }
        }
        return count
      }
    }
    #expect(counts[0] > 4)
    #expect(counts[1] == 2)
    #expect(whole.completeSnapshot?.page == growing.completeSnapshot?.page)
    #expect(whole.completeSnapshot?.layout.height == growing.completeSnapshot?.layout.height)
  }

  @Test func aRelayoutMakesTheNextSnapshotAtOnceAndRemakesTheCompleteOne() throws {
    let bytes = Self.generatedPage(cards: 200, items: 10)
    let builder = PageStreamBuilder(decoder: DataSourceHelper().decoder, width: 100, firstScreenRows: 10)
    var snapshots: [PageSnapshot] = []
    bytes.withUnsafeBufferPointer { text in
      let half = UnsafeBufferPointer(rebasing: text[0..<(text.count / 2)])
      while let snapshot = try? builder.read(half, isComplete: false) { snapshots.append(snapshot) }
    }
    let before = try #require(snapshots.last)
    builder.relayout(width: 60)
    let next = try bytes.withUnsafeBufferPointer { text in
      try builder.read(UnsafeBufferPointer(rebasing: text[0..<(text.count / 2 + 4096)]), isComplete: false)
    }
    // Due at once, not when the page has doubled again.
    let snapshot = try #require(next)
    #expect(snapshot.layout.width == 60)
    #expect(snapshot.layout.items.count < 2 * before.layout.items.count)
    while let _ = try bytes.withUnsafeBufferPointer({ try builder.read($0, isComplete: true) }) {}
    #expect(builder.completeSnapshot?.layout.width == 60)
    // Asked for at another width, the complete snapshot is laid out again at that width.
    let complete = try #require(builder.completeSnapshot(width: 80))
    #expect(complete.layout.width == 80)
    #expect(complete.isComplete)
    let whole = try DataSourceHelper().decode(bytes)
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 80)
    #expect(complete.layout.items.map(\.frame) == layout.items.map(\.frame))
  }

  @Test func anErrorLateInALargePageIsNamedAtItsLineAndColumnAndTheRestStays() throws {
    var bytes = Self.generatedPage(cards: 300, items: 10)
    let broken = try #require(bytes.lastIndex(of: UInt8(ascii: ",")))
    bytes[broken] = UInt8(ascii: ";")
    let expected: JSONSyntaxError
    do {
      _ = try JSONParser.parseDocument(bytes)
      Issue.record("the page should not parse")
      return
    } catch {
      expected = error
    }
    #expect(expected.line == 300)
    #expect(throws: PageDecodingError.syntax(expected)) { try DataSourceHelper().decode(bytes) }
    for keepsItemsAsText in [false, true] {
      #expect(throws: PageDecodingError.syntax(expected)) {
        _ = try Self.snapshots(of: bytes, pieceSize: 4096, width: 100, rows: 29, keepsItemsAsText: keepsItemsAsText)
      }
    }
    var streamed = try StreamedViewer(bytes: bytes, pieceSize: 4096, columns: 100, rows: 12, upToAnError: true)
    streamed.pending = []
    let shown = streamed.viewer.render().lines.dropLast()
    streamed.inbox.finish(text: nil, failure: "page.json:\(expected.line):\(expected.column): \(expected.message)")
    streamed.viewer.handle(.key(.enter))
    #expect(streamed.viewer.readingFailure == "page.json:300:\(expected.column): \(expected.message)")
    #expect(streamed.viewer.render().lines.dropLast() == shown)
    #expect(streamed.viewer.render().lines.last?.contains("page.json:300:\(expected.column):") == true)
    #expect(!streamed.viewer.isReadingPage)
  }

  @Test func pagesTheScanDoesNotStreamAreDecodedWholeAtTheEnd() throws {
    let texts = [
      #"{"cards":[{"type":"1","items":[{"type":"text","text":"a"}]}],"cards":[{"type":"1","items":[{"type":"text","text":"b"}]}]}"#,
      #"{"data":{"cards":[{"type":"1","items":[{"type":"text","text":"a"}]}]},"cards":[]}"#,
      #"{"x":[1,{"y":"]"}],"data":{"z":1,"cards":[{"type":"1","items":[{"type":"text","text":"a"}]}]}}"#,
      #"  [ {"type":"1","items":[{"type":"text","text":"a"}]} , 5, "x", null ]  "#,
      #"{"cards":{}}"#,
    ]
    for text in texts {
      let bytes = Array(text.utf8)
      let whole = Result { try DataSourceHelper().decoder.decodeWhole(bytes) }
      for pieceSize in [1, 3, 1000] {
        let streamed = Result { try Self.snapshots(of: bytes, pieceSize: pieceSize, width: 80, rows: 10).last }
        switch (whole, streamed) {
        case (.success(let whole), .success(let last)):
          #expect(last?.page == whole.page, "\(text)")
          #expect(last?.diagnostics.map(\.description) == whole.diagnostics.map(\.description), "\(text)")
        case (.failure(let wholeError), .failure(let streamedError)):
          #expect("\(wholeError)" == "\(streamedError)", "\(text)")
        default:
          Issue.record("\(text): \(whole) but \(streamed)")
        }
      }
    }
  }

  @Test func repeatedKeysLateInAPageReadInPiecesAreNamedWhereTheWholePageNamesThem() throws {
    var text = String(decoding: Self.generatedPage(cards: 50, items: 4), as: UTF8.self)
    text = text.replacingOccurrences(of: #""id":"c47","#, with: "\"id\":\"c47\",\r\n \"id\":\"é\",")
    text = text.replacingOccurrences(of: #""text":"item 49-3"#, with: #""text":"x","text":"item 49-3"#)
    let bytes = Array(text.utf8)
    let whole = try DataSourceHelper().decode(bytes)
    let duplicates = whole.diagnostics.filter { $0.message.contains("duplicate key") }.map(\.description)
    #expect(duplicates.count == 2)
    // Pieces of 7 and 512 bytes name them in different pieces, one piece of the whole page both in one.
    for pieceSize in [7, 512, 1 << 20] {
      let last = try #require(try Self.snapshots(of: bytes, pieceSize: pieceSize, width: 80, rows: 10, keepsItemsAsText: true).last)
      #expect(last.diagnostics.filter { $0.message.contains("duplicate key") }.map(\.description) == duplicates)
    }
  }

  @Test func laidOutCardsKeepTheirItemsAsTextAndReadTheSame() throws {
    let bytes = Self.generatedPage(cards: 30, items: 5)
    let last = try #require(try Self.snapshots(of: bytes, pieceSize: 300, width: 80, rows: 10, keepsItemsAsText: true).last)
    #expect(last.page.cards.allSatisfy { $0.keepsItemsAsText })
    let whole = try DataSourceHelper().decode(bytes)
    #expect(last.page == whole.page)
    #expect(last.layout.item(ItemID(149)).string("text")?.hasPrefix("item 29-4") == true)
  }

  @Test func progressReadsAsAPercentageOrInMegabytesFromAPipe() {
    #expect(ReadingProgress(bytesRead: 37, totalBytes: 100).text == "reading 37%")
    #expect(ReadingProgress(bytesRead: 100, totalBytes: 100).text == "reading 99%")
    #expect(ReadingProgress(bytesRead: 12_500_000, totalBytes: nil).text == "reading 12.5 MB")
    // A file that said it was empty when opened (one of /proc or /sys, or one written since)
    // is counted in megabytes too.
    #expect(ReadingProgress(bytesRead: 1_500_000, totalBytes: 0).text == "reading 1.5 MB")
  }
}
