import Foundation
import TangramTerminal
import Testing

/// Pages are checked on many threads, and reported in order as soon as they and those before
/// them are done.
@Suite struct ConcurrentMapTests {
  @Test func resultsAndDeliveriesComeInOrder() {
    let delivered = Locked<[Int]>([])
    let results = ConcurrentMap.map(Array(0..<500), threads: 8, delivering: { index, result in
      delivered.withLock { $0.append(index) }
      #expect(result == index * index)
    }) { $0 * $0 }
    #expect(results == (0..<500).map { $0 * $0 })
    #expect(delivered.withLock { $0 } == Array(0..<500))
  }

  /// One thread asked for (or none) is one thread: every element is transformed on it, one
  /// after another.
  @Test(arguments: [1, 0])
  func oneThreadIsOneThread(threads: Int) {
    let running = Locked((now: 0, most: 0, threads: Set<UInt>()))
    let results = ConcurrentMap.map(Array(0..<200), threads: threads) { element -> Int in
      running.withLock { state in
        state.now += 1
        state.most = max(state.most, state.now)
        state.threads.insert(UInt(pthread_self()))
      }
      // Some work, so that a second thread would have elements to take meanwhile.
      var sum = 0
      for value in 0..<20_000 { sum &+= value ^ element }
      running.withLock { $0.now -= 1 }
      return sum
    }
    #expect(results.count == 200)
    #expect(running.withLock { $0.threads.count } == 1)
    #expect(running.withLock { $0.most } == 1)
  }

  /// Results are delivered by one thread at a time: a thread that finishes while another is
  /// delivering leaves its result to that one, whether that one delivers its own result or one
  /// it found ready after it.
  @Test func noTwoThreadsDeliverAtOnce() {
    // The thread that takes element 0 delivers it, then finds 1 ready and delivers it; it waits
    // in each delivery until the other thread has finished the next element (1, then 2) and
    // taken the one after.
    let state = Locked((delivering: 0, most: 0, inDeliveryOf: -1, taken: 0))
    let changed = LockedCondition()
    let delivered = Locked<[Int]>([])
    let results = ConcurrentMap.map([0, 1, 2, 3], threads: 2, delivering: { index, _ in
      state.withLock { state in
        state.delivering += 1
        state.most = max(state.most, state.delivering)
        state.inDeliveryOf = index
      }
      changed.broadcast()
      if index < 2 {
        _ = state.wait(on: changed, milliseconds: 10_000) { $0.taken >= index + 2 }
      }
      delivered.withLock { $0.append(index) }
      state.withLock { $0.delivering -= 1 }
    }) { element -> Int in
      state.withLock { $0.taken = max($0.taken, element) }
      changed.broadcast()
      if element == 1 || element == 2 {
        // Finished only while the element before it is being delivered.
        _ = state.wait(on: changed, milliseconds: 10_000) { $0.inDeliveryOf == element - 1 }
      }
      return element * 10
    }
    #expect(results == [0, 10, 20, 30])
    #expect(delivered.withLock { $0 } == [0, 1, 2, 3])
    #expect(state.withLock { $0.most } == 1)
  }

  @Test func noElementsNoThreads() {
    #expect(ConcurrentMap.map([Int](), threads: 4) { $0 }.isEmpty)
  }
}
