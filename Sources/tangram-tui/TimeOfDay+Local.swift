import Glibc
import TangramTerminal

extension TimeOfDay {
  /// The time of day now, in the local time zone (`TZ`, else the system's).
  @Sendable static func local() -> TimeOfDay {
    var now = time(nil)
    var parts = tm()
    guard localtime_r(&now, &parts) != nil else { return TimeOfDay(hour: 0, minute: 0, second: 0) }
    return TimeOfDay(hour: Int(parts.tm_hour), minute: Int(parts.tm_min), second: Int(parts.tm_sec))
  }
}
