import Foundation
import TangramTerminal
import Testing

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

  private func startup(for page: String, streams: Bool = false) throws -> (ViewerStartup, path: String) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("startup-\(UUID().uuidString).json").path
    try Data(page.utf8).write(to: URL(fileURLWithPath: path))
    let options = try CommandLineOptions.parse([path])
    let source = PageSource(path: path, strict: false)
    let setup = ViewerSetup(options: options, fileName: source.displayName, registry: .standard)
    return (ViewerStartup(source: source, setup: setup, streams: streams, columns: 80, rows: 24), path)
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

  @Test func aMissingPageFailsAsUnreadable() throws {
    let source = PageSource(path: "/nonexistent/page.json", strict: false)
    let setup = ViewerSetup(options: try CommandLineOptions.parse([source.path]), fileName: "page.json", registry: .standard)
    let startup = ViewerStartup(source: source, setup: setup, streams: true)
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
