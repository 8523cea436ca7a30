import Foundation
import Synchronization
import TangramCore

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

/// Keeps every request until ``release()``, then answers each from a thread of its own.
final class BackgroundLoader: Loader, Sendable {
  private let waiting = Mutex<[LoadCompletion]>([])
  private let items: [JSONValue]

  init(items: [JSONValue]) {
    self.items = items
  }

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    waiting.withLock { $0.append(completion) }
  }

  /// Answers every waiting request, each from a new thread.
  func release() {
    let completions = waiting.withLock { waiting in
      defer { waiting = [] }
      return waiting
    }
    for completion in completions {
      let items = items
      Thread { completion(.success(LoadResult(items: items))) }.start()
    }
  }
}

/// Renders until `condition` holds or a second has passed (a background answer is on its way).
func waitUntil(_ condition: () -> Bool) -> Bool {
  let deadline = Date().addingTimeInterval(1)
  while Date() < deadline {
    if condition() { return true }
    Thread.sleep(forTimeInterval: 0.005)
  }
  return condition()
}
