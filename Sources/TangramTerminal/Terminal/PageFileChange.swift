/// What happened to the file a page was read from, as a watcher outside the viewer saw it.
///
/// The terminal app reports it as ``InputEvent/pageFile(_:at:)``; the viewer reads the page
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
