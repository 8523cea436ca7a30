import CNcurses
import TangramTerminal

/// Turns ncurses mouse reports into ``MouseAction`` values. Pure functions of the `bstate` mask.
package enum MouseMapping {
  /// The mouse events tangram-tui asks ncurses for: left-button press and release, the wheel, and
  /// motion (a drag while the button is held).
  package static var eventMask: mmask_t {
    CNcurses_BUTTON1_PRESSED() | CNcurses_BUTTON1_RELEASED() | CNcurses_BUTTON4_PRESSED()
      | CNcurses_BUTTON5_PRESSED() | CNcurses_REPORT_MOUSE_POSITION()
  }

  /// Turns ncurses' any-motion tracking (mode 1003, chosen for `REPORT_MOUSE_POSITION`) into
  /// button-motion tracking (mode 1002): motion is then reported only while a button is held, so
  /// hovering costs nothing. Terminals whose terminfo `XM` turns on only mode 1000 get drags too.
  static let buttonMotionOnSequence = "\u{1B}[?1003l\u{1B}[?1002h"
  /// Turns button-motion tracking off again; ncurses turns off only the modes it turned on.
  static let buttonMotionOffSequence = "\u{1B}[?1002l"

  /// The action a `bstate` mask stands for, or nil for one the viewer ignores (other buttons, and
  /// motion while no button is held).
  ///
  /// ncurses reports motion as `REPORT_MOUSE_POSITION` whether or not a button is down, so the
  /// caller says whether the left button is held (pressed and not yet released). A click (press and
  /// release folded into one report) counts as a release, the moment a click acts.
  package static func action(forButtonState state: UInt32, buttonHeld: Bool) -> MouseAction? {
    let mask = mmask_t(state)
    if mask & CNcurses_BUTTON4_PRESSED() != 0 { return .wheelUp }
    if mask & CNcurses_BUTTON5_PRESSED() != 0 { return .wheelDown }
    if mask & CNcurses_BUTTON1_PRESSED() != 0 { return .press }
    if mask & (CNcurses_BUTTON1_RELEASED() | CNcurses_BUTTON1_CLICKED()) != 0 { return .release }
    if mask & CNcurses_REPORT_MOUSE_POSITION() != 0 { return buttonHeld ? .drag : nil }
    return nil
  }

  /// One mouse report: its `bstate` mask and its 0-based cell.
  package struct Report: Equatable {
    package var buttonState: UInt32
    package var column: Int
    package var row: Int

    package init(buttonState: UInt32, column: Int, row: Int) {
      self.buttonState = buttonState
      self.column = column
      self.row = row
    }
  }

  /// The events of one run of reports, in the order they happened, given the reports as
  /// `getmouse` hands them back: newest first. Reports the viewer ignores are left out;
  /// `buttonHeld` follows the presses and releases of the run.
  ///
  /// ncurses reads reports that arrive together (a press and its release in one write, as a
  /// loaded machine or a remote link delivers a quick click) as one run behind a single
  /// `KEY_MOUSE`; taking only the newest would lose the press, and with it the click.
  package static func events(ofRunNewestFirst reports: [Report], buttonHeld: inout Bool) -> [InputEvent] {
    reports.reversed().compactMap { report in
      guard let action = action(forButtonState: report.buttonState, buttonHeld: buttonHeld) else { return nil }
      if action == .press { buttonHeld = true }
      if action == .release { buttonHeld = false }
      return .mouse(action, column: report.column, row: report.row)
    }
  }
}
