import Testing

@testable import TangramTerminal

/// The reader's progress wakes the viewer's loop at most every tenth of a second of reading, so
/// that a page read at hundreds of megabytes a second does not cost a frame for each piece; the
/// loop still takes the newest progress whenever it wakes.
@Suite struct PageStreamInboxTests {
  @Test func progressWakesTheLoopAtMostEveryIntervalAndTheNewestIsTaken() throws {
    let wakeup = try #require(LoopWakeup())
    let inbox = PageStreamInbox(width: 80, wakeup: wakeup)
    var woken: [Int] = []
    for elapsed in [0, 50, 99, 100, 150, 199, 260, 300, 360] {
      inbox.report(ReadingProgress(bytesRead: elapsed, totalBytes: 1000, elapsedMilliseconds: elapsed))
      if wakeup.take() { woken.append(elapsed) }
    }
    #expect(woken == [0, 100, 260, 360])
    #expect(inbox.take().progress == ReadingProgress(bytesRead: 360, totalBytes: 1000, elapsedMilliseconds: 360))
  }

  @Test func progressThatDoesNotSayItsTimeAndSnapshotsAlwaysWakeTheLoop() throws {
    let wakeup = try #require(LoopWakeup())
    let inbox = PageStreamInbox(width: 80, wakeup: wakeup)
    for bytes in [1, 2, 3] {
      inbox.report(ReadingProgress(bytesRead: bytes, totalBytes: nil))
      #expect(wakeup.take())
    }
    inbox.report(ReadingProgress(bytesRead: 4, totalBytes: 10, elapsedMilliseconds: 5))
    #expect(wakeup.take())
    inbox.finish(text: nil, failure: "stopped")
    #expect(wakeup.take())
  }
}
