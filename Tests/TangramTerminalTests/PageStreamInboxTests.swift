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

  @Test func theViewersInputHoldsReadingForAWhileAfterTheLastOne() {
    let inbox = PageStreamInbox(width: 80)
    let start = ContinuousClock.now
    #expect(inbox.readingHold(at: start) == nil)
    inbox.holdReadingForInput(now: start)
    // The README says 150 ms.
    #expect(inbox.readingHold(at: start) == .milliseconds(150))
    #expect(inbox.readingHold(at: start + .milliseconds(100)) == PageStreamInbox.inputHold - .milliseconds(100))
    #expect(inbox.readingHold(at: start + PageStreamInbox.inputHold) == nil)
    // Another key holds it on from then.
    inbox.holdReadingForInput(now: start + .milliseconds(100))
    #expect(inbox.readingHold(at: start + PageStreamInbox.inputHold) == .milliseconds(100))
    // `G` lets it go at once, and so does quitting.
    inbox.letReadingGoOn()
    #expect(inbox.readingHold(at: start + .milliseconds(100)) == nil)
    inbox.holdReadingForInput(now: start)
    inbox.cancel()
    #expect(inbox.readingHold(at: start) == nil)
  }

  /// Holds `inbox`'s reading far longer than a test may take and starts a reading thread that
  /// waits for it; returns once the thread waits, with the wakeup it signals when it goes on.
  private static func heldReadingThread(of inbox: PageStreamInbox) throws -> LoopWakeup {
    inbox.holdReadingForInput(now: .now + .seconds(3_600))
    let waiting = try #require(LoopWakeup())
    let done = try #require(LoopWakeup())
    ThreadExecutor.start {
      inbox.waitWhileReadingIsHeld { waiting.signal() }
      done.signal()
    }
    #expect(DescriptorWait.untilReadable([waiting.descriptor], milliseconds: 10_000) == [waiting.descriptor])
    return done
  }

  @Test func aHeldReadingThreadGoesOnWhenReadingIsLetGo() throws {
    let inbox = PageStreamInbox(width: 80)
    // Not held: no wait.
    var waits = 0
    inbox.waitWhileReadingIsHeld { waits += 1 }
    #expect(waits == 0)
    // Held: only letting go ends the wait.
    let done = try Self.heldReadingThread(of: inbox)
    #expect(DescriptorWait.untilReadable([done.descriptor], milliseconds: 0).isEmpty)
    inbox.letReadingGoOn()
    #expect(DescriptorWait.untilReadable([done.descriptor], milliseconds: 10_000) == [done.descriptor])
  }

  @Test func aHeldReadingThreadGoesOnWhenTheViewerQuits() throws {
    let inbox = PageStreamInbox(width: 80)
    let done = try Self.heldReadingThread(of: inbox)
    inbox.cancel()
    #expect(DescriptorWait.untilReadable([done.descriptor], milliseconds: 10_000) == [done.descriptor])
  }
}
