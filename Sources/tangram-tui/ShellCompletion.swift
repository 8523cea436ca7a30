import TangramTerminal

/// The completion scripts `--completions` prints, generated from the option table: option
/// names, and for their values files, folders, key names or fixed words by each option's
/// ``CommandLineOptions/ValueKind``; the page operand completes to `.json` files.
enum ShellCompletion {
  /// The script for `shell`, to be sourced or installed where the shell looks for completions.
  static func script(for shell: CompletionShell) -> String {
    switch shell {
    case .bash: bash
    case .zsh: zsh
    case .fish: fish
    }
  }

  static let options = CommandLineOptions.table
  /// What page files end with.
  static let pageSuffix = ".json"

  /// The words offered for a value of `kind`, when it has a fixed set.
  static func words(for kind: CommandLineOptions.ValueKind) -> [String]? {
    switch kind {
    case .keys: KeyMap.scriptNames
    case .choice(let words): words
    case .text, .number, .byteSize, .file, .directory: nil
    }
  }

  /// `text` in single quotes for bash and zsh: every character as it is.
  static func singleQuoted(_ text: String) -> String {
    "'" + text.replacing("'", with: #"'\''"#) + "'"
  }

  /// The options whose value is of kinds `matching`, by all their names.
  static func names(ofOptionsWhere matching: (CommandLineOptions.ValueKind) -> Bool) -> [String] {
    options.filter { $0.valueName != nil && matching($0.valueKind) }.flatMap(\.names)
  }
}
