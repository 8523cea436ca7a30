import TangramCore
import TangramTerminal

/// Why a page could not be read: a sentence naming the file (`page.json:3:7: expected ',' or
/// '}' after object member`), what kind of failure it is, and under `--strict` the problems that
/// failed it.
public struct ReadingFailure: Error, Sendable {
  /// What kind of failure it is; the command line's exit status follows from it.
  public enum Kind: Sendable {
    /// The page is not a page: malformed JSON, or problems under `--strict`.
    case malformed
    /// The page cannot be read: missing, unreadable, or larger than allowed.
    case unreadable
  }

  /// One line, without the program's name.
  public var message: String
  public var kind: Kind
  /// The problems that failed the page under `--strict`, listed before the message.
  public var problems: [Diagnostic] = []

  package init(message: String, kind: Kind, problems: [Diagnostic] = []) {
    self.message = message
    self.kind = kind
    self.problems = problems
  }
}
