/// A local wall-clock time of day, to the second, as the status bar shows it (`12:03:04`).
public struct TimeOfDay: Hashable, Sendable, CustomStringConvertible {
  public var hour: Int
  public var minute: Int
  public var second: Int

  public init(hour: Int, minute: Int, second: Int) {
    self.hour = hour
    self.minute = minute
    self.second = second
  }

  /// `HH:MM:SS`, each part two digits.
  public var description: String {
    [hour, minute, second].map { $0 < 10 ? "0\($0)" : "\($0)" }.joined(separator: ":")
  }
}
