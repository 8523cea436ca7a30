import Foundation
import Synchronization
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// The background reader of a file: two threads, pieces of the text dropped as they are read,
/// items kept in the file; it ends with the page the decoder reads whole.
@Suite struct PageStreamReaderTests {
  private static func page(cards: Int) -> String {
    let texts = (0..<cards).map { card in
      let items = (0..<20).map { #"{"type":"text","text":"item \#(card)-\#($0) \#(String(repeating: "word ", count: ($0 * 7 + card) % 30))"}"# }
      return #"{"type":"\#(card % 4 == 3 ? "container-twoColumn" : "container-oneColumn")","items":[\#(items.joined(separator: ","))]}"#
    }
    return "{\"cards\":[\n" + texts.joined(separator: ",\n") + "]}"
  }

  /// Everything the reader delivers until it ends: the snapshots, and the end. With
  /// `throughAPipe`, the page comes through a FIFO, written in pieces by another thread.
  private static func read(_ text: String, throughAPipe: Bool = false) throws
    -> (snapshots: [PageSnapshot], reader: PageStreamReader, path: String)
  {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).json").path
    if throughAPipe {
      #expect(mkfifo(path, 0o600) == 0)
      let bytes = Array(text.utf8)
      Thread.detachNewThread {
        let descriptor = open(path, O_WRONLY)
        var offset = 0
        while offset < bytes.count {
          let piece = min(bytes.count - offset, 7_919)
          offset += bytes[offset..<(offset + piece)].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        }
        close(descriptor)
      }
    } else {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }
    let source = PageSource(path: path, strict: false)
    let setup = ViewerSetup(options: try CommandLineOptions.parse([path]), fileName: "page.json", registry: .standard)
    let wakeup = try #require(LoopWakeup())
    var reading = setup.readingSetup
    reading.wakeup = wakeup
    let reader = PageStreamReader(source: source, setup: reading, width: 100, rows: 30)
    // Nothing is drawn here: reading need not wait for a first frame.
    reader.firstFrameShown()
    return (Self.snapshots(of: reader, wakeup: wakeup), reader, path)
  }

  /// Every snapshot `reader` delivers until its end, taken each time it wakes `wakeup`, as the
  /// viewer's loop takes them (at most a minute).
  static func snapshots(of reader: PageStreamReader, wakeup: LoopWakeup) -> [PageSnapshot] {
    var snapshots: [PageSnapshot] = []
    let deadline = ContinuousClock.now + .seconds(60)
    while ContinuousClock.now < deadline {
      let delivery = reader.inbox.take()
      if let snapshot = delivery.snapshot { snapshots.append(snapshot) }
      if delivery.ending != nil { break }
      DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 1_000)
      _ = wakeup.take()
    }
    return snapshots
  }

  /// Before anything is delivered there is no first screen yet (nil), not a failure; once the
  /// page has come through the pipe, it is the first screen.
  @Test func theFirstScreenIsNilUntilSomethingIsDelivered() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).json").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { unlink(path) }
    let setup = ViewerSetup(options: try CommandLineOptions.parse([path]), fileName: "page.json", registry: .standard)
    // The reading thread opens the pipe, and waits there until something opens it to write.
    let reader = PageStreamReader(
      source: PageSource(path: path, strict: false), setup: setup.readingSetup, width: 40, rows: 10)
    reader.firstFrameShown()
    #expect(reader.takeFirstScreen(fallback: "no page") == nil)
    let bytes = Array(#"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#.utf8)
    Thread.detachNewThread {
      let writer = open(path, O_WRONLY)
      _ = bytes.withUnsafeBytes { write(writer, $0.baseAddress, $0.count) }
      close(writer)
    }
    #expect(reader.waitForFirstDelivery(milliseconds: 60_000))
    guard case .success(let screen)? = reader.takeFirstScreen(fallback: "no page") else {
      Issue.record("no first screen")
      return
    }
    #expect(screen.snapshot.page.cards.count == 1)
  }

  @Test func readingWaitsForTheFirstFrameOnceTheFirstSnapshotIsThere() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30, longestPause: .seconds(60))
    #expect(reader.waitForFirstDelivery(milliseconds: 20_000))
    // Long enough for the whole page to be read under a sanitizer, which slows reading tenfold;
    // the loops below end as soon as it is.
    #expect(reader.waitForPhase(milliseconds: 120_000) { $0 != .readingFirstScreen })
    #expect(reader.phase == .waitingForFirstFrame)
    // Paused: the first snapshot is all there is, and the reader waits in that state for the
    // first frame (or the longest pause, a minute here).
    let first = reader.inbox.take()
    #expect(first.snapshot?.isComplete == false)
    #expect(first.ending == nil)
    #expect(reader.phase == .waitingForFirstFrame)
    // The reading threads share the processors as usual until the first frame is shown, and
    // then yield to the viewer: the decoding thread and the layout thread.
    #expect(reader.priority.yieldCount == 0)
    reader.firstFrameShown()
    #expect(reader.waitForPhase(milliseconds: 120_000) { $0 == .ended })
    #expect(reader.priority.yieldCount == 2)
    let last = reader.inbox.take().snapshot
    #expect(!reader.isWaitingForFirstFrame)
    #expect(last?.isComplete == true)
    #expect(last?.page.cards.count == 800)
  }

  /// Threads that keep the processors busy until stopped.
  final class BusyThreads: Sendable {
    private let running = Atomic(true)
    init(count: Int) {
      for _ in 0..<count {
        ThreadExecutor.start { [self] in while running.load(ordering: .relaxed) {} }
      }
    }
    func stop() { running.store(false, ordering: .relaxed) }
  }

  /// What the first-snapshot work saw, each time it ran.
  final class FirstSnapshotWork: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [(snapshot: PageSnapshot?, waitingForFirstFrame: Bool)] = []
    func record(_ reader: PageStreamReader) {
      let snapshot = reader.inbox.take().snapshot
      lock.withLock { seen.append((snapshot, reader.isWaitingForFirstFrame)) }
    }
    var runs: [(snapshot: PageSnapshot?, waitingForFirstFrame: Bool)] { lock.withLock { seen } }
  }

  @Test func theFirstSnapshotWorkRunsOnceWithTheFirstSnapshotBeforeReadingGoesOn() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let work = FirstSnapshotWork()
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30, longestPause: .seconds(60),
      afterFirstSnapshot: work.record)
    #expect(reader.waitForFirstDelivery(milliseconds: 20_000))
    // The work is done before the reader reads on, and so before it pauses for the first frame.
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 != .readingFirstScreen })
    #expect(reader.deliveredFirstSnapshot)
    // The work took the first snapshot while the decoding thread had not yet read on.
    let first = try #require(work.runs.first?.snapshot)
    #expect(!first.isComplete)
    #expect(!first.page.cards.isEmpty && first.page.cards.count < 800)
    #expect(work.runs.first?.waitingForFirstFrame == false)
    reader.firstFrameShown()
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .ended })
    #expect(work.runs.count == 1)
  }

  @Test func aPageThatFailsBeforeItsFirstSnapshotHasNoFirstSnapshotWork() throws {
    let file = try PageFile("[\n  {\"type\": 1,,}\n]\n")
    defer { file.remove() }
    let work = FirstSnapshotWork()
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30, afterFirstSnapshot: work.record)
    #expect(reader.waitForFirstDelivery(milliseconds: 20_000))
    #expect(!reader.deliveredFirstSnapshot)
    #expect(reader.failure?.kind == .malformed)
    #expect(work.runs.isEmpty)
  }

  @Test func readingWaitsOutTheGraceAfterTheFirstFrame() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30, longestPause: .seconds(60),
      graceAfterFirstFrame: .seconds(1))
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .waitingForFirstFrame })
    let shown = ContinuousClock.now
    reader.firstFrameShown()
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .graceAfterFirstFrame })
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .readingRest || $0 == .ended })
    #expect(ContinuousClock.now - shown >= .seconds(1))
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .ended })
    #expect(reader.failure == nil)
  }

  /// A reading cancelled (the viewer quit, or read the page again) ends both its threads: the
  /// reading thread stops and hands the layout thread the end, which finishes the inbox.
  @Test func aCancelledReadingEndsBothItsThreads() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30, longestPause: .seconds(60))
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .waitingForFirstFrame })
    reader.inbox.cancel()
    reader.firstFrameShown()
    #expect(reader.waitForPhase(milliseconds: 20_000) { $0 == .ended })
    #expect(reader.inbox.take().ending != nil)
    #expect(reader.failure == nil)
  }

  @Test func aPageIsReadToItsEndWhileBusyThreadsOfTheProgramFillEveryProcessor() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let busy = BusyThreads(count: 2 * ProcessInfo.processInfo.activeProcessorCount)
    defer { busy.stop() }
    let reader = PageStreamReader(
      source: file.source, setup: file.setup.readingSetup, width: 100, rows: 30,
      priority: ReadingPriority(starvationLimit: .milliseconds(50)))
    reader.firstFrameShown()
    #expect(reader.waitForPhase(milliseconds: 60_000) { $0 == .ended })
    let last = reader.inbox.take().snapshot
    #expect(last?.isComplete == true)
    #expect(last?.page.cards.count == 800)
  }

  @Test func aPageShorterThanTheScreenEndsWithOneCompleteSnapshot() throws {
    // The first piece holds the whole page and no first snapshot is due before its end: the
    // decoding thread lays the end out itself, with no layout thread.
    let items = (0..<5).map { #"{"type":"text","text":"item \#($0)"}"# }.joined(separator: ",")
    let (snapshots, reader, path) = try Self.read(#"{"cards":[{"type":"container-oneColumn","items":["# + items + "]}]}")
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(snapshots.count == 1)
    #expect(snapshots.first?.isComplete == true)
    #expect(snapshots.first?.page.cards.count == 1)
    #expect(reader.failure == nil)
  }

  @Test func aLargeFileReadInTheBackgroundIsThePageReadWhole() throws {
    let text = Self.page(cards: 800)
    let (snapshots, reader, path) = try Self.read(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let last = try #require(snapshots.last)
    #expect(last.isComplete)
    #expect(reader.failure == nil)
    let whole = try DataSourceHelper().decode(Array(text.utf8))
    #expect(last.page.cards.count == 800)
    #expect(last.page.cards.allSatisfy { $0.keepsItemsAsText })
    #expect(last.page == whole.page)
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 100)
    #expect(last.layout.items.map(\.frame) == layout.items.map(\.frame))
    #expect(snapshots.count > 2)
  }

  @Test(arguments: [false, true])
  func cardsThatAreAllSkippedDoNotEndTheReading(throughAPipe: Bool) throws {
    // Ten cards that are not cards, then the page: each step of the first cards has no card
    // to hand over, only their diagnostics.
    let skipped = Array(repeating: "{}", count: 10).joined(separator: ",")
    let items = (0..<3).map { #"{"type":"text","text":"item \#($0)"}"# }.joined(separator: ",")
    let text = #"{"cards":["# + skipped + #",{"type":"container-oneColumn","items":["# + items + "]}]}"
    let (snapshots, reader, path) = try Self.read(text, throughAPipe: throughAPipe)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let last = try #require(snapshots.last)
    #expect(last.isComplete)
    #expect(reader.failure == nil)
    let whole = try DataSourceHelper().decode(Array(text.utf8))
    #expect(last.page == whole.page)
    #expect(last.page.cards.count == 1)
    #expect(last.diagnostics == whole.diagnostics)
    #expect(last.diagnostics.count == 10)
  }

  /// The page `--dump` reads: on the calling thread, or on the two threads the viewer reads on.
  static func dumpRead(_ path: String, onTwoThreads: Bool, strict: Bool = false) throws -> PiecewiseReadPage {
    let setup = ViewerSetup(options: try CommandLineOptions.parse([path]), fileName: "page.json", registry: .standard)
    let source = PageSource(path: path, strict: strict)
    return try onTwoThreads
      ? source.loadOnTwoThreads(setup: setup.readingSetup, width: 80) : source.loadInPieces(setup: setup.readingSetup, width: 80)
  }

  @Test(arguments: [false, true])
  func dumpReadsAPageInPiecesAsTheViewerDoes(onTwoThreads: Bool) throws {
    let text = Self.page(cards: 300)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("dump-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let read = try Self.dumpRead(path, onTwoThreads: onTwoThreads)
    let whole = try DataSourceHelper().decode(Array(text.utf8))
    #expect(read.decoded.page == whole.page)
    #expect(read.decoded.page.cards.allSatisfy { $0.keepsItemsAsText })
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 80)
    #expect(read.layout.items.map(\.frame) == layout.items.map(\.frame))
    #expect(read.text.allBytes() == Array(text.utf8))
  }

  /// Under `--strict`, a page with problems is refused with their count, whichever way it is read.
  @Test(arguments: [false, true])
  func aStrictDumpRefusesAPageWithProblems(onTwoThreads: Bool) throws {
    let text = Self.page(cards: 300).replacingOccurrences(of: #""item 5-1 "#, with: #""item 5-1 ","style":3,"x":""#)
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("strict-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(try Self.dumpRead(path, onTwoThreads: onTwoThreads).decoded.diagnostics.count == 1)
    do {
      _ = try Self.dumpRead(path, onTwoThreads: onTwoThreads, strict: true)
      Issue.record("a page with a problem is read under --strict")
    } catch let failure as ReadingFailure {
      #expect(failure.message == "\(path): 1 problem (--strict)")
      #expect(failure.problems.map(\.path) == ["cards[5].items[1].style"])
    }
  }

  /// A width asked for while the page is read (the viewer was resized) is the width of every
  /// snapshot after: the page read so far is laid out again at once.
  @Test func aWidthAskedForWhileReadingIsTheWidthOfTheSnapshotsAfter() throws {
    let file = try PageFile(Self.page(cards: 800))
    defer { file.remove() }
    let wakeup = try #require(LoopWakeup())
    var setup = file.setup.readingSetup
    setup.wakeup = wakeup
    let reader = PageStreamReader(source: file.source, setup: setup, width: 100, rows: 30, longestPause: .seconds(60))
    #expect(reader.waitForFirstDelivery(milliseconds: 20_000))
    // Reading waits for the first frame: the rest is laid out after the width is asked for.
    let first = try #require(reader.inbox.take().snapshot)
    #expect(first.layout.width == 100)
    reader.inbox.requestWidth(60)
    reader.firstFrameShown()
    let after = Self.snapshots(of: reader, wakeup: wakeup)
    #expect(!after.isEmpty)
    #expect(after.map(\.layout.width) == Array(repeating: 60, count: after.count))
    let complete = try #require(after.last)
    #expect(complete.isComplete)
    let whole = try DataSourceHelper().decode(Array(Self.page(cards: 800).utf8))
    let layout = PageLayout(measurer: ElementRegistry.standard.measurer(cellAspect: 0.5)).layout(whole.page, width: 60)
    #expect(complete.layout.items.map(\.frame) == layout.items.map(\.frame))
  }

  @Test func aPageThroughAPipeIsReadAsItArrives() throws {
    let text = Self.page(cards: 500)
    let (snapshots, reader, path) = try Self.read(text, throughAPipe: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let last = try #require(snapshots.last)
    #expect(last.isComplete)
    #expect(reader.failure == nil)
    #expect(snapshots.count > 2)
    // A pipe cannot be read again: its cards keep their items, and its text is kept whole.
    #expect(last.page.cards.allSatisfy { !$0.keepsItemsAsText })
    #expect(last.page == (try DataSourceHelper().decode(Array(text.utf8))).page)
    let kept = try #require(reader.inbox.take().ending?.text)
    #expect(kept.allBytes() == Array(text.utf8))
  }

  @Test func anErrorLateOnTheFirstLineOfAFileWithAByteOrderMarkIsAtTheColumnTheWholeTextGives() throws {
    // One line: the page's start (and its mark) is long dropped when the error is found.
    var text = "\u{FEFF}" + Self.page(cards: 800).replacingOccurrences(of: "\n", with: "")
    text = text.replacingOccurrences(of: #""item 798-3 "#, with: #""item 798-3 "x"#)
    let (_, reader, path) = try Self.read(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let failure = try #require(reader.failure)
    do {
      _ = try JSONParser.parseDocument(Array(text.utf8))
      Issue.record("the page should not parse")
    } catch {
      #expect(error.line == 1)
      #expect(failure.message == "\(path):1:\(error.column): \(error.message)")
    }
  }

  @Test func dumpKeepsOneDescriptorOfThePageOpenForItsText() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("fd-\(UUID().uuidString).json").path
    try Data(Self.page(cards: 20).utf8).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let setup = ViewerSetup(options: try CommandLineOptions.parse([path]), fileName: "page.json", registry: .standard)
    let read = try PageSource(path: path, strict: false).loadInPieces(setup: setup.readingSetup, width: 80)
    let descriptors = try FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd").filter { name in
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/" + name)) == path
    }
    // The one read was closed; the text is read back through a copy.
    #expect(descriptors.count == 1)
    #expect(read.text.allBytes()?.count == Self.page(cards: 20).utf8.count)
  }

  @Test func anErrorNearTheEndOfALargeFileStopsTheReaderWithItsPlace() throws {
    var text = Self.page(cards: 800)
    text = text.replacingOccurrences(of: #""item 798-3 "#, with: #""item 798-3 "x"#)
    let (snapshots, reader, path) = try Self.read(text)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let failure = try #require(reader.failure)
    let expected: JSONSyntaxError
    do {
      _ = try JSONParser.parseDocument(Array(text.utf8))
      Issue.record("the page should not parse")
      return
    } catch {
      expected = error
    }
    #expect(failure.message == "\(path):\(expected.line):\(expected.column): \(expected.message)")
    #expect(failure.kind == .malformed)
    #expect(!snapshots.isEmpty)
    #expect(snapshots.allSatisfy { !$0.isComplete })
  }
}
