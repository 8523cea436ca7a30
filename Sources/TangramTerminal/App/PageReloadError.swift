/// Why a page could not be read again.
public struct PageReloadError: Error, Hashable, Sendable {
  /// A plain sentence, such as `page.json:3:7: unterminated string`.
  public var message: String

  public init(message: String) {
    self.message = message
  }
}
