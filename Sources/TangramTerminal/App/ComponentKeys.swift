/// A component's own key table: the keys it takes while it is open, and what each does. The
/// component looks its keys up here and nowhere else, and the `?` overlay, `--help` and the
/// manual list every table after the viewer's (``KeyMap/sections``), so nothing is copied.
public struct ComponentKeys<Action: Hashable & Sendable>: Sendable {
  /// One row: the keys, the action, and what it does in a few words.
  public struct Binding: Sendable {
    public var keys: [Key]
    public var action: Action
    public var summary: String
  }

  /// Where the keys apply, as help titles it: `in the inspector (i)`.
  public let title: String
  public let bindings: [Binding]
  /// Rows help shows after the bindings for what the component takes from the viewer's table.
  public let notes: [KeyHelpRow]

  /// A table titled `title`, with `notes` after its bindings.
  public init(title: String, _ bindings: [(keys: [Key], action: Action, summary: String)], notes: [KeyHelpRow] = []) {
    self.title = title
    self.bindings = bindings.map { Binding(keys: $0.keys, action: $0.action, summary: $0.summary) }
    self.notes = notes
  }

  /// The action bound to `key`, if any.
  public func action(for key: Key) -> Action? {
    bindings.first { $0.keys.contains(key) }?.action
  }

  /// The table as help rows: each binding's keys as help writes them, then the notes.
  public var helpSection: KeyHelpSection {
    KeyHelpSection(
      title: title,
      rows: bindings.map { KeyHelpRow(label: KeyBinding.label(of: $0.keys), summary: $0.summary) }
        + notes)
  }
}

/// A titled group of help rows: a component's keys.
public struct KeyHelpSection: Hashable, Sendable {
  public var title: String
  public var rows: [KeyHelpRow]

  public init(title: String, rows: [KeyHelpRow]) {
    self.title = title
    self.rows = rows
  }
}
