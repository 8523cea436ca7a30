/// Who holds the process's ncurses screen. ncurses keeps one current screen per process, so a
/// second session, or a second screen prepared before the first is started or abandoned, is
/// refused while this is not ``free``.
///
/// Read and written on the thread that drives the session, as the session itself is.
enum ScreenOwnership {
  /// No screen is made: a session may be prepared or started.
  case free
  /// A screen is made for the terminal and neither started nor abandoned
  /// (``NcursesSession/PreparedScreen``).
  case prepared
  /// A session runs until ``NcursesSession/stop()``.
  case running

  /// The one owner of the process's screen.
  nonisolated(unsafe) static var current = ScreenOwnership.free
}
