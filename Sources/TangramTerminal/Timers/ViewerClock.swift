/// The viewer's one clock: auto-scrolling pagers and the timers of elements (handed to them when
/// they are mounted) and layouts, driven by ``InputEvent/tick(milliseconds:)``.
struct ViewerClock {
  /// Whether time passing turns pagers and fires timers (`--dump` without `--clock`: no).
  let runsTimers: Bool
  let timers = TimerScheduler()
  /// Milliseconds of viewer time (ticks), for the event log. The timers fire after it moves on,
  /// outside any change to the clock: what they do may read it.
  var milliseconds = 0
}
