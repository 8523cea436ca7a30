import Dispatch
import Foundation
import Synchronization
import TangramTerminal
import Testing

@testable import TangramReading
@testable import tangram_tui

/// The reading threads' share of the processors: idle once they yield, as usual again when that
/// starves them.
@Suite struct ReadingPriorityTests {
  /// The scheduling policy of the calling thread, as Linux reports it (field 41 of its stat):
  /// 0 for `SCHED_OTHER`, 5 for `SCHED_IDLE`.
  static func currentPolicy() -> Int {
    guard let stat = try? String(contentsOfFile: "/proc/thread-self/stat", encoding: .utf8),
      let end = stat.range(of: ")", options: .backwards)
    else { return -1 }
    // The name in parentheses may hold spaces: count the fields after it.
    let fields = stat[end.upperBound...].split(separator: " ")
    return fields.count > 38 ? Int(fields[38]) ?? -1 : -1
  }

  /// Runs `body` on a background thread and waits for what it gives back.
  private static func onAThread<Value: Sendable>(_ body: @escaping @Sendable () -> Value) -> Value? {
    let result = Mutex<Value?>(nil)
    let done = DispatchSemaphore(value: 0)
    ThreadExecutor.start {
      let value = body()
      result.withLock { $0 = value }
      done.signal()
    }
    guard done.wait(timeout: .now() + 60) == .success else { return nil }
    return result.withLock { $0 }
  }

  @Test func aThreadThatYieldsRunsOnlyWhenNothingElseWantsTheProcessor() {
    let priority = ReadingPriority(starvationLimit: .seconds(600))
    let policies = Self.onAThread { () -> [Int] in
      let before = Self.currentPolicy()
      priority.yieldToInteractiveWork()
      let after = Self.currentPolicy()
      priority.leave()
      return [before, after]
    }
    // SCHED_OTHER, then SCHED_IDLE; the thread that started it is left as it was.
    #expect(policies == [0, 5])
    #expect(Self.currentPolicy() == 0)
    #expect(!priority.wasStarved)
  }

  @Test func aThreadThatMakesNoProgressSharesTheProcessorsAsUsualAgain() {
    let priority = ReadingPriority(starvationLimit: .milliseconds(20))
    let policies = Self.onAThread { () -> [Int] in
      priority.yieldToInteractiveWork()
      let idle = Self.currentPolicy()
      // No step is made: the watch finds reading starved and sets the policy back.
      _ = priority.waitUntilStarved(milliseconds: 30_000)
      let after = Self.currentPolicy()
      // Found starved once, it does not yield again.
      priority.yieldToInteractiveWork()
      let again = Self.currentPolicy()
      priority.leave()
      return [idle, after, again]
    }
    #expect(policies == [5, 0, 0])
    #expect(priority.wasStarved)
  }

  /// Starved after steps were made: each watch compares with the steps at the one before, so a
  /// reading that stops making progress later is found starved as well.
  @Test func aThreadThatStopsMakingProgressLaterIsFoundStarved() {
    let priority = ReadingPriority(starvationLimit: .milliseconds(20))
    let starved = Self.onAThread { () -> Bool in
      priority.yieldToInteractiveWork()
      // Steps for a while, a few in each watch's period, then none.
      for _ in 0..<40 {
        priority.madeProgress()
        usleep(2_000)
      }
      let found = priority.waitUntilStarved(milliseconds: 30_000)
      priority.leave()
      return found
    }
    #expect(starved == true)
  }
}
