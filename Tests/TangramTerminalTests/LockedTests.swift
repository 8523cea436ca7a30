import Dispatch
import Glibc
import Testing

@testable import TangramTerminal

/// `Locked` keeps its value whole under contention, and hands back what its body returns or throws.
/// Under `make sanitize` (ThreadSanitizer) the contended counting is also checked for races.
@Suite struct LockedTests {
  @Test func contendedIncrementsAreNeverLost() {
    let counter = Locked(0)
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<5_000 { counter.withLock { $0 += 1 } }
    }
    #expect(counter.withLock { $0 } == 40_000)
  }

  @Test func withLockReturnsTheBodysResultAndKeepsItsChanges() {
    let names = Locked(["a"])
    let count = names.withLock { names -> Int in
      names.append("b")
      return names.count
    }
    #expect(count == 2)
    #expect(names.withLock { $0 } == ["a", "b"])
  }

  @Test func aThrowingBodyReleasesTheLock() {
    struct Refused: Error {}
    let value = Locked(1)
    #expect(throws: Refused.self) {
      try value.withLock { (_: inout Int) throws(Refused) -> Void in throw Refused() }
    }
    #expect(value.withLock { $0 } == 1)
  }
}

/// A wait's deadline: that many milliseconds later, seconds carried over from the nanoseconds,
/// which stay below a second.
@Suite struct LockedConditionDeadlineTests {
  @Test(arguments: [
    // From 10 s.
    (0, 0, 10, 0), (0, 1, 10, 1_000_000), (0, 999, 10, 999_000_000), (0, 1_000, 11, 0),
    (0, 1_500, 11, 500_000_000), (0, 2_000, 12, 0), (0, 2_999, 12, 999_000_000), (0, -5, 10, 0),
    // From 10.6 s: the nanoseconds carry.
    (600_000_000, 399, 10, 999_000_000), (600_000_000, 400, 11, 0), (600_000_000, 1_400, 12, 0),
    (600_000_000, 999, 11, 599_000_000),
  ])
  func theDeadlineIsThatManyMillisecondsLater(startNanoseconds: Int, milliseconds: Int, seconds: Int, nanoseconds: Int) {
    let deadline = LockedCondition.deadline(milliseconds: milliseconds, after: timespec(tv_sec: 10, tv_nsec: startNanoseconds))
    #expect(deadline.tv_sec == seconds && deadline.tv_nsec == nanoseconds, "\(milliseconds) ms")
  }
}
