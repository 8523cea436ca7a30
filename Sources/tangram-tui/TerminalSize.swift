import Glibc
import TangramTerminal

/// The size of the terminal on standard output before the viewer takes it over, so the page
/// can be laid out at that width while it is still being read.
enum TerminalSize {
  /// Columns and rows of the terminal on `descriptor`; the standard screen (80 by 24) when it
  /// says nothing.
  static func of(_ descriptor: Int32 = STDOUT_FILENO) -> (columns: Int, rows: Int) {
    var size = winsize()
    guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return ScreenLimits.standardScreen
    }
    return (Int(size.ws_col), Int(size.ws_row))
  }
}
