/// Why a ``Loader`` could not deliver a card's items, in words the status bar can show.
public struct LoadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What failed, such as `no file feed.json in /tmp/pages`.
  public var message: String

  /// Creates an error with a message for the user.
  public init(message: String) {
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
