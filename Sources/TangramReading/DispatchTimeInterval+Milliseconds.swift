import Dispatch

extension DispatchTimeInterval {
  /// The interval in whole milliseconds (`never`: as good as forever).
  var wholeMilliseconds: Int {
    switch self {
    case .seconds(let count): return count * 1000
    case .milliseconds(let count): return count
    case .microseconds(let count): return count / 1000
    case .nanoseconds(let count): return count / 1_000_000
    case .never: return Int.max / 2
    @unknown default: return 0
    }
  }
}
