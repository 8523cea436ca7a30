import Foundation
import Synchronization
import TangramCore
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// Reading and laying out the viewer's page off the main thread.
@Suite struct ViewerStartupTests {
  /// Not `Sendable`: it can only cross threads by being handed over.
  final class Counter {
    var value = 0
  }

  @Test func aJobHandsItsResultOverOnce() {
    let job = BackgroundJob { () -> Counter in
      let counter = Counter()
      counter.value = 42
      return counter
    }
    #expect(job.wait(milliseconds: nil))
    #expect(job.take()?.value == 42)
    #expect(job.take() == nil)
    #expect(job.wait(milliseconds: 0))
  }

  fileprivate func startup(for page: String, streams: Bool = false) throws -> (ViewerStartup, path: String) {
    let file = try PageFile(page)
    return (ViewerStartup(source: file.source, setup: file.setup, streams: streams, columns: 80, rows: 24), file.path)
  }

  @Test(arguments: [false, true])
  func aMalformedPageFailsWithWhereTheErrorIs(streams: Bool) throws {
    let (startup, path) = try startup(for: "[\n  {\"type\": 1,,}\n]\n", streams: streams)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let failure = try #require(startup.failureWithin(milliseconds: nil))
    #expect(failure.message == "\(path):2:14: expected a double-quoted object key")
    #expect(failure.code == .dataError)
    guard case .failed(let reported) = startup.progress(columns: 80, rows: 24) else {
      Issue.record("progress does not report the failure")
      return
    }
    #expect(reported.message == failure.message)
  }

  /// Under `--strict`, items a layout cannot place fail the page before anything is shown, as
  /// the decoder's problems do: the terminal is never taken over for it.
  @Test func underStrictItemsALayoutCannotPlaceFailBeforeTheViewerIsShown() throws {
    let items = (0..<7).map { #"{"type":"text","text":"\#($0)"}"# }.joined(separator: ",")
    let file = try PageFile(#"[{"type":"container-onePlusN","items":[\#(items)]}]"#, arguments: ["--strict"])
    defer { file.remove() }
    let startup = ViewerStartup(source: file.source, setup: file.setup, columns: 80, rows: 24)
    let failure = try #require(startup.failureWithin(milliseconds: nil))
    #expect(failure.message == "\(file.setup.fileName): 1 problem (--strict)")
    #expect(failure.code == .dataError)
    #expect(failure.problems.map(\.path) == ["cards[0]"])
  }

  @Test func aMissingPageFailsAsUnreadable() throws {
    let source = PageSource(path: "/nonexistent/page.json", strict: false)
    let setup = ViewerSetup(options: try CommandLineOptions.parse([source.path]), fileName: "page.json", registry: .standard)
    let startup = ViewerStartup(source: source, setup: setup, streams: true, columns: 80, rows: 24)
    let failure = try #require(startup.failureWithin(milliseconds: nil))
    #expect(failure.message == "cannot read /nonexistent/page.json: No such file or directory")
    #expect(failure.code == .unreadableInput)
  }

  @Test func aDecodedPageIsLaidOutNext() throws {
    let (startup, path) = try startup(for: #"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(startup.failureWithin(milliseconds: nil) == nil)
    guard case .layingOut = startup.progress(columns: 80, rows: 24) else {
      Issue.record("laying out did not start")
      return
    }
  }

  @Test func aStreamedPageIsReadyWithItsFirstSnapshot() throws {
    let (startup, path) = try startup(for: #"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#, streams: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(startup.failureWithin(milliseconds: nil) == nil)
    guard case .ready(let ready) = startup.progress(columns: 80, rows: 24) else {
      Issue.record("the viewer is not ready")
      return
    }
    // A page read in one snapshot is a whole page: nothing more to take.
    #expect(!ready.viewer.isReadingPage)
    #expect(ready.viewer.render().lines[0] == "hello")
  }
}

extension ViewerStartupTests {
  @Test func aLargeStreamedPageIsReadyWithTheFirstScreenWhileTheRestIsRead() throws {
    let cards = (0..<400).map { card in
      #"{"type":"container-oneColumn","items":[{"type":"text","text":"card \#(card)"},{"type":"text","text":"more"}]}"#
    }
    let (startup, path) = try startup(for: "[" + cards.joined(separator: ",\n") + "]", streams: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    #expect(startup.failureWithin(milliseconds: nil) == nil)
    guard case .ready(let ready) = startup.progress(columns: 80, rows: 24) else {
      Issue.record("the viewer is not ready")
      return
    }
    #expect(ready.viewer.isReadingPage)
    #expect(ready.viewer.render().lines[0].hasPrefix("card 0"))
    startup.reader?.inbox.cancel()
  }

  /// The first screen is the rows above the status bar: once a page still arriving fills them,
  /// it is shown, without waiting for a row more.
  @Test func aStreamedPageIsShownOnceItFillsTheRowsAboveTheStatusBar() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("first-screen-\(UUID().uuidString).json").path
    #expect(mkfifo(path, 0o600) == 0)
    defer { try? FileManager.default.removeItem(atPath: path) }
    // 23 cards of one row each, for a screen of 24 rows; the rest of the page comes later.
    let firstScreen = (0..<23).map { #"{"type":"container-oneColumn","items":[{"type":"text","text":"row \#($0)"}]}"# }
    let bytes = Array(("[" + firstScreen.joined(separator: ",") + ",").utf8)
    let rest = Array(#"{"type":"container-oneColumn","items":[{"type":"text","text":"later"}]}]"#.utf8)
    let restMayCome = DispatchSemaphore(value: 0)
    let writer = Thread {
      let descriptor = open(path, O_WRONLY)
      _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      restMayCome.wait()
      _ = rest.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      close(descriptor)
    }
    writer.start()
    defer { restMayCome.signal() }
    let source = PageSource(path: path, strict: false)
    let setup = ViewerSetup(options: try CommandLineOptions.parse([path]), fileName: "page.json", registry: .standard)
    let startup = ViewerStartup(source: source, setup: setup, streams: true, columns: 80, rows: 24)
    #expect(startup.failureWithin(milliseconds: 20_000) == nil)
    guard case .ready(let ready) = startup.progress(columns: 80, rows: 24) else {
      Issue.record("the first screen is not shown while the page is still arriving")
      return
    }
    #expect(ready.viewer.isReadingPage)
    let lines = ready.viewer.render().lines
    #expect(lines[0].hasPrefix("row 0"))
    #expect(lines[22].hasPrefix("row 22"))
    startup.reader?.inbox.cancel()
  }
}

/// A page written to a file of its own, and the viewer's set-up that opens it.
struct PageFile {
  let path: String
  let setup: ViewerSetup

  /// The page `text` in a file of its own, opened with the command line's `arguments` too.
  init(_ text: String, arguments: [String] = []) throws {
    path = FileManager.default.temporaryDirectory.appendingPathComponent("reader-\(UUID().uuidString).json").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    setup = ViewerSetup(
      options: try CommandLineOptions.parse(arguments + [path]), fileName: PageSource(path: path, strict: false).displayName,
      registry: .standard)
  }

  var source: PageSource { PageSource(path: path, strict: false) }

  func remove() { try? FileManager.default.removeItem(atPath: path) }
}
