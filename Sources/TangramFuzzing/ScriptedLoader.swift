import TangramCore

/// A ``Loader`` that answers every request at once (as `--dump` does) with one document: its
/// items when it is an array of items or `{"items": [...], "hasMore": bool}`, else a failed load
/// that says why.
struct ScriptedLoader: Loader {
  /// The answer to every request.
  let answer: Result<LoadResult, LoadError>

  /// A loader that answers with `document`, UTF-8 JSON.
  init(document: [UInt8]) {
    do {
      answer = .success(try LoadResult(document: try JSONParser.parse(document)))
    } catch let error as LoadError {
      answer = .failure(error)
    } catch {
      answer = .failure(LoadError(message: "\(error)"))
    }
  }

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    completion(answer)
  }
}
