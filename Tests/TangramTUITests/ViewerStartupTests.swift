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

  private func startup(for page: String) throws -> (ViewerStartup, path: String) {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("startup-\(UUID().uuidString).json").path
    try Data(page.utf8).write(to: URL(fileURLWithPath: path))
    let options = try CommandLineOptions.parse([path])
    let source = PageSource(path: path, strict: false)
    let setup = ViewerSetup(options: options, fileName: source.displayName, registry: .standard)
    return (ViewerStartup(source: source, setup: setup), path)
  }

  @Test func aMalformedPageFailsWithWhereTheErrorIs() throws {
    let (startup, path) = try startup(for: "[\n  {\"type\": 1,,}\n]\n")
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .failure(let failure) = startup.decodedPage(waitingAtMost: nil) else {
      Issue.record("a malformed page decoded")
      return
    }
    #expect(failure.message == "\(path):2:14: expected a double-quoted object key")
    #expect(failure.code == .dataError)
    guard case .failed(let reported) = startup.progress(columns: 80, rows: 24) else {
      Issue.record("progress does not report the failure")
      return
    }
    #expect(reported.message == failure.message)
  }

  @Test func aDecodedPageIsLaidOutNext() throws {
    let (startup, path) = try startup(for: #"[{"type":"1","items":[{"type":"text","text":"hello"}]}]"#)
    defer { try? FileManager.default.removeItem(atPath: path) }
    guard case .success(let decoded) = startup.decodedPage(waitingAtMost: nil) else {
      Issue.record("the page did not decode")
      return
    }
    #expect(decoded.page.cards.count == 1)
    guard case .layingOut = startup.progress(columns: 80, rows: 24) else {
      Issue.record("laying out did not start")
      return
    }
  }
}
