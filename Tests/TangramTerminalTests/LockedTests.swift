import Dispatch
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
