extension CommandLineOptions {
  /// What an option's value is: the manual page and the shell completions offer values by it.
  enum ValueKind: Equatable, Sendable {
    /// Any text; completion offers nothing.
    case text
    /// A whole number or a decimal number; completion offers nothing.
    case number
    /// A number of bytes with an optional suffix (`500K`); completion offers nothing.
    case byteSize
    /// A file to write or read; completion offers files.
    case file
    /// A folder; completion offers folders only.
    case directory
    /// A `--keys` script; completion offers the names of the keys the viewer binds.
    case keys
    /// One of these words.
    case choice([String])
  }
}

/// The shells `--completions` writes a script for.
enum CompletionShell: String, CaseIterable, Sendable {
  case bash, zsh, fish

  /// The shells' names, `bash, zsh or fish`.
  static var namesInProse: String {
    let names = allCases.map(\.rawValue)
    return names.dropLast().joined(separator: ", ") + " or " + names.last!
  }
}
