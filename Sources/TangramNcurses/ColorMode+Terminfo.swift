import CNcurses
import TangramTerminal

extension ColorMode {
  /// The `colors` of the terminfo entry of a terminal type (ncurses' `COLORS` once started),
  /// read without taking the terminal over; nil when the type is empty, unknown, or its entry
  /// has no `colors`. For `detect(environment:isTerminal:terminfoColors:choice:)` where no
  /// session runs, as with `--dump`. Call it from the thread that drives ncurses.
  public static func terminfoColors(ofTerminalType term: String) -> Int? {
    guard !term.isEmpty else { return nil }
    let colors = CNcurses_terminfoColors(term)
    return colors >= 0 ? Int(colors) : nil
  }
}
