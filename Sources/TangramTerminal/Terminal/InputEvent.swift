/// A key the viewer understands, independent of the terminal library that read it.
public enum Key: Hashable, Sendable {
  /// A printable character, such as `j` or `?`.
  case character(Character)
  /// A control chord, such as `control("d")` for Ctrl-D (lowercase letter).
  case control(Character)
  case up, down, left, right
  /// Arrows with Shift held.
  case shiftUp, shiftDown, shiftLeft, shiftRight
  case pageUp, pageDown, home, end
  case enter, tab, backTab, escape, backspace
  /// A function key, `function(1)` for F1.
  case function(Int)
}

/// A mouse action at a cell.
public enum MouseAction: Hashable, Sendable {
  case wheelUp, wheelDown, wheelLeft, wheelRight
  case press, release, drag
}

/// Something the user did, or the terminal (or a watcher of the page's file) reported.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseAction, column: Int, row: Int)
  /// The terminal now has this many columns and rows.
  case resize(columns: Int, rows: Int)
  /// Time passed: drives pager auto-scroll (from the real clock, or `wait:` in `--keys`).
  case tick(milliseconds: Int)
  /// The page's file changed (reported by a watcher, with the local time it did): the viewer
  /// reads it again, or says why it cannot.
  case pageFile(PageFileEvent)
  /// The file of the old version compared with the page changed (`tangram-tui diff`): the
  /// viewer reads it again and compares anew.
  case comparedPageFile(PageFileEvent)
  /// A template file changed (reported by a watcher of the template folders): the viewer draws
  /// the items of its type by the new template, or says why it cannot.
  case templateFile(TemplateFileEvent)
  /// Work done away from the loop left something for the viewer (a snapshot of the page being
  /// read, a layout at a new width, a load's answer), which the update after it takes
  /// (``LoopWakeup``).
  case workDone
}
