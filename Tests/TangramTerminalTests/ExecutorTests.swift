import Glibc
import Testing

@testable import TangramTerminal

/// The seam for work away from the loop: embedded jobs run only when the test says so, ordered
/// jobs one at a time in their order, and the loop's wakeup folds signals into one.
@Suite struct ExecutorTests {
  @Test func embeddedJobsRunOnlyWhenRunInTheirOrderWithTheJobsTheyStart() {
    let executor = EmbeddedExecutor()
    let ran = Locked<[String]>([])
    executor.execute { ran.withLock { $0.append("a") } }
    executor.execute {
      ran.withLock { $0.append("b") }
      executor.execute { ran.withLock { $0.append("c") } }
    }
    #expect(ran.withLock { $0 }.isEmpty)
    #expect(executor.pendingJobs == 2)
    #expect(executor.run() == 3)
    #expect(ran.withLock { $0 } == ["a", "b", "c"])
    #expect(executor.run() == 0)
  }

  /// An embedded executor given a job due at 30 ms, then one due at 10 that starts one due 10
  /// after it runs (at 20, before the one due at 30); each records its time in `ran`.
  static func jobsDueAtTenTwentyAndThirty() -> (executor: EmbeddedExecutor, ran: Locked<[Int]>) {
    let executor = EmbeddedExecutor()
    let ran = Locked<[Int]>([])
    executor.execute(after: 30) { ran.withLock { $0.append(30) } }
    executor.execute(after: 10) {
      ran.withLock { $0.append(10) }
      executor.execute(after: 10) { ran.withLock { $0.append(20) } }
    }
    return (executor, ran)
  }

  @Test func embeddedJobsAfterADelayRunAsTheClockReachesThem() {
    let (executor, ran) = Self.jobsDueAtTenTwentyAndThirty()
    executor.execute { ran.withLock { $0.append(0) } }
    #expect(executor.run() == 1)
    #expect(executor.advance(by: 9) == 0)
    #expect(executor.advance(by: 11) == 2)
    #expect(ran.withLock { $0 } == [0, 10, 20])
    #expect(executor.advance(by: 10) == 1)
    #expect(ran.withLock { $0 } == [0, 10, 20, 30])
    #expect(executor.pendingJobs == 0)
  }

  /// One long advance runs the jobs as the clock reaches each, in the order they fall due, not
  /// in the order they came: a job started by one that ran is due from when that one ran.
  @Test func oneLongAdvanceRunsJobsInTheOrderTheyFallDue() {
    let (executor, ran) = Self.jobsDueAtTenTwentyAndThirty()
    #expect(executor.advance(by: 40) == 3)
    #expect(ran.withLock { $0 } == [10, 20, 30])
  }

  @Test func orderedJobsRunOneAtATimeInTheirOrder() throws {
    let executor = OrderedThreadExecutor()
    let done = try #require(LoopWakeup())
    let state = Locked<(order: [Int], running: Int, mostAtOnce: Int)>(([], 0, 0))
    for index in 0..<200 {
      executor.execute {
        state.withLock { state in
          state.running += 1
          state.mostAtOnce = max(state.mostAtOnce, state.running)
        }
        state.withLock { state in
          state.order.append(index)
          state.running -= 1
        }
        if index == 199 { done.signal() }
      }
    }
    #expect(!DescriptorWait.untilReadable([done.descriptor], milliseconds: 10_000).isEmpty)
    let finished = state.withLock { $0 }
    #expect(finished.order == Array(0..<200))
    #expect(finished.mostAtOnce == 1)
  }

  @Test func aWakeupFoldsItsSignalsIntoOne() throws {
    let wakeup = try #require(LoopWakeup())
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 0).isEmpty)
    #expect(!wakeup.take())
    for _ in 0..<3 { wakeup.signal() }
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 0) == [wakeup.descriptor])
    #expect(wakeup.take())
    #expect(!wakeup.take())
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 0).isEmpty)
  }

  @Test func aWaitSaysWhetherItsFirstDescriptorIsReadable() throws {
    let first = try #require(LoopWakeup())
    let second = try #require(LoopWakeup())
    let both = [first.descriptor, second.descriptor]
    #expect(!DescriptorWait.isFirstReadable(afterWaitingOn: both, milliseconds: 0))
    // Only the second: the wait ends, and the first is not readable.
    second.signal()
    #expect(!DescriptorWait.isFirstReadable(afterWaitingOn: both, milliseconds: 10_000))
    #expect(DescriptorWait.untilReadable(both, milliseconds: 0) == [second.descriptor])
    first.signal()
    #expect(DescriptorWait.isFirstReadable(afterWaitingOn: both, milliseconds: 0))
    #expect(DescriptorWait.untilReadable(both, milliseconds: 0) == both)
    #expect(first.take())
    #expect(!DescriptorWait.isFirstReadable(afterWaitingOn: both, milliseconds: 0))
  }

  @Test func aThreadJobSignalsTheWakeupFromAnotherThread() throws {
    let wakeup = try #require(LoopWakeup())
    ThreadExecutor().execute { wakeup.signal() }
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 10_000) == [wakeup.descriptor])
    #expect(wakeup.take())
  }

  /// Nothing joins a thread job's thread, so it is detached: its stack is freed when it ends
  /// rather than kept for a join that never comes.
  @Test func aThreadJobRunsOnADetachedThread() throws {
    let wakeup = try #require(LoopWakeup())
    let detached = Locked<Bool?>(nil)
    ThreadExecutor().execute {
      // glibc refuses to detach a thread that is detached already (EINVAL).
      detached.withLock { $0 = pthread_detach(pthread_self()) == EINVAL }
      wakeup.signal()
    }
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 10_000) == [wakeup.descriptor])
    #expect(detached.withLock { $0 } == true)
  }

  /// A pause ends once it has slept, whatever an earlier call left in `errno`: only a sleep
  /// that was interrupted goes on.
  @Test func aPauseEndsAfterItsSleepEvenWithAnOldInterruptInErrno() {
    let started = ContinuousClock.now
    errno = EINTR
    ThreadExecutor.pause(milliseconds: 2)
    #expect(ContinuousClock.now - started >= .milliseconds(2))
  }

  /// A thread job after a delay runs once the delay has passed, never before; without a delay
  /// it runs as any job does.
  @Test(arguments: [0, 40])
  func aThreadJobAfterADelayRunsNoSoonerThanThat(milliseconds: Int) throws {
    let wakeup = try #require(LoopWakeup())
    let started = ContinuousClock.now
    let ranAfter = Locked<Duration?>(nil)
    ThreadExecutor().execute(after: milliseconds) {
      ranAfter.withLock { $0 = ContinuousClock.now - started }
      wakeup.signal()
    }
    #expect(DescriptorWait.untilReadable([wakeup.descriptor], milliseconds: 10_000) == [wakeup.descriptor])
    let elapsed = try #require(ranAfter.withLock { $0 })
    #expect(elapsed >= .milliseconds(milliseconds))
  }
}
