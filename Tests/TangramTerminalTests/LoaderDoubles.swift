import TangramCore
import TangramTerminal

/// Text items `prefix 0`, `prefix 1`… as a loader delivers them.
func loadedTexts(_ prefix: String, count: Int) -> [JSONValue] {
  (0..<count).map { .object(JSONObject([("type", .string("text")), ("text", .string("\(prefix) \($0)"))])) }
}

/// Answers every request before `load` returns, as `answer` says, and remembers the requests.
final class ImmediateLoader: Loader {
  private(set) var requests: [LoadRequest] = []
  var answer: (LoadRequest) -> Result<LoadResult, LoadError>

  init(answer: @escaping (LoadRequest) -> Result<LoadResult, LoadError>) {
    self.answer = answer
  }

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    requests.append(request)
    completion(answer(request))
  }
}

/// Keeps every request until the test answers it.
final class ManualLoader: Loader {
  private(set) var pending: [(request: LoadRequest, completion: LoadCompletion)] = []

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    pending.append((request, completion))
  }

  /// Answers the oldest waiting request.
  func answerNext(_ result: Result<LoadResult, LoadError>) {
    let (_, completion) = pending.removeFirst()
    completion(result)
  }
}

/// Answers every request with `items` from a job on `executor`: the answer arrives when the test
/// runs the executor, as a loader's answer from another thread arrives when it is ready.
final class ExecutorLoader: Loader, Sendable {
  private let items: [JSONValue]
  private let executor: any Executor

  init(items: [JSONValue], executor: any Executor) {
    self.items = items
    self.executor = executor
  }

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    let items = items
    executor.execute { completion(.success(LoadResult(items: items))) }
  }
}
