/// What happened to the file a page was read from, as a watcher outside the viewer saw it.
///
/// The terminal app reports it as ``InputEvent/pageFile(_:)``; the viewer reads the page
/// again on ``saved`` and otherwise keeps the page it has.
public enum PageFileChange: Hashable, Sendable {
  /// The file was written, replaced (an editor's save by rename) or created again, and has
  /// stopped changing: it is time to read it again.
  case saved
  /// No file goes by the page's name any more.
  case deleted
  /// The page's name now stands for something that is not a regular file (a folder, a FIFO),
  /// which is not read while the viewer runs.
  case notARegularFile
}

/// A change of the page's file and the local time it was seen at, as the terminal app reports
/// it to the viewer (``InputEvent/pageFile(_:)``).
public struct PageFileEvent: Hashable, Sendable {
  public var change: PageFileChange
  /// The local wall-clock time of the change, for the status bar's `reloaded 12:03:04`.
  public var time: TimeOfDay

  public init(_ change: PageFileChange, at time: TimeOfDay) {
    self.change = change
    self.time = time
  }
}
