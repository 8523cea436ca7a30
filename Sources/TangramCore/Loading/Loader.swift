/// Fetches the items of a card that has a `load` (spec §7): the app's side of Tangram's
/// `AsyncLoader` and `AsyncPageLoader`.
///
/// The viewer calls ``load(_:completion:)`` on its own thread and never waits for the answer: a
/// loader may call `completion` at once (a fake in tests, a file read for `--dump`) or later, from
/// any thread (a network or a slow disk). It must call it exactly once per request.
public protocol Loader {
  /// Starts loading what `request` asks for and reports the result through `completion`.
  func load(_ request: LoadRequest, completion: @escaping LoadCompletion)
}

/// Receives the answer to a ``LoadRequest``; safe to call from any thread.
public typealias LoadCompletion = @Sendable (Result<LoadResult, LoadError>) -> Void
