import CNcurses
import Glibc

extension NcursesSession {
  /// Gives the terminal back and stops the process group, as `^Z` does in a shell; once it is
  /// continued (`fg`), takes the terminal again and repaints the whole screen.
  ///
  /// Before stopping: mouse reporting off, the alternate screen left, the cursor shown and the
  /// terminal's own modes back (`endwin`), so the shell gets a usable terminal. After: raw mode,
  /// the alternate screen, keypad and mouse come back with the next update, which repaints every
  /// cell (the shell drew over the screen meanwhile). Does nothing when `SIGTSTP` was ignored at
  /// start, since then nothing could continue the process.
  public func suspend() {
    guard isRunning, TerminalRestore.canStop else { return }
    undoWhatNcursesDoesNotKnow()
    endwin()
    TerminalRestore.stopProcessGroup()
    // The terminal may have been resized meanwhile.
    readSize()
    clearok(CNcurses_curscr(), true)
    doupdate()
    if tracksButtonMotion {
      writeDirectly(Array(MouseMapping.buttonMotionOnSequence.utf8))
    }
  }
}
