import Dispatch
import Foundation
import Synchronization
import Testing

@testable import tangram_tui

/// Threads of long work: started at once, and able to give the processor up to interactive work.
@Suite struct BackgroundThreadTests {
  /// The scheduling policy of the calling thread, as Linux reports it (field 41 of its stat).
  private static func currentPolicy() throws -> Int {
    let stat = try String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8)
    // The name in parentheses may hold spaces: count the fields after it.
    let fields = stat[stat.range(of: ")", options: .backwards)!.upperBound...].split(separator: " ")
    return try #require(Int(fields[38]))
  }

  @Test func aThreadThatYieldsRunsOnlyWhenNothingElseWantsTheProcessor() throws {
    let policies = Mutex<[Int]>([])
    let done = DispatchSemaphore(value: 0)
    BackgroundThread.start {
      let before = (try? Self.currentPolicy()) ?? -1
      BackgroundThread.yieldToInteractiveWork()
      let after = (try? Self.currentPolicy()) ?? -1
      policies.withLock { $0 = [before, after] }
      done.signal()
    }
    #expect(done.wait(timeout: .now() + 20) == .success)
    // SCHED_OTHER, then SCHED_IDLE; the thread that started it is left as it was.
    #expect(policies.withLock { $0 } == [0, 5])
    #expect(try Self.currentPolicy() == 0)
  }
}
