import TangramCore

/// A VirtualView template file that changed while the viewer runs, read again by the terminal
/// app (which watches the template folders) and handed to the viewer as
/// ``InputEvent/templateFile(_:)``.
public struct TemplateFileEvent: Hashable, Sendable {
  /// What reading the file again gave.
  public enum Outcome: Hashable, Sendable {
    /// The template as saved: items of its type are drawn by it from now on.
    case read(VVTemplate)
    /// The save cannot be read (`card.xml:3:7: message`): the last good template stays.
    case failed(String)
    /// The file is gone: the last good template stays.
    case deleted
  }

  /// The file's name as the user gave it (its folder and name).
  public var fileName: String
  public var outcome: Outcome
  /// The local time of the save, for the status bar.
  public var time: TimeOfDay

  public init(fileName: String, outcome: Outcome, time: TimeOfDay) {
    self.fileName = fileName
    self.outcome = outcome
    self.time = time
  }
}
