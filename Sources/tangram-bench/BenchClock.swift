/// Where the benchmark's times come from: the continuous clock, or in a test one that steps by
/// a known amount each time it is read.
struct BenchClock: Sendable {
  /// The time since the clock started.
  var now: @Sendable () -> Duration

  /// The continuous clock, started now.
  static func continuous() -> BenchClock {
    let start = ContinuousClock.now
    return BenchClock { ContinuousClock.now - start }
  }

  /// How long `body` takes.
  func measure(_ body: () -> Void) -> Duration {
    let begin = now()
    body()
    return now() - begin
  }
}
