import TangramCore
import TangramReading

/// The process exit statuses tangram-tui uses (sysexits where they fit).
enum ExitCode: Int32, CaseIterable {
  case success = 0
  /// Other errors: no usable terminal, an `--events` or `--problems` file that cannot be written.
  case failure = 1
  case usage = 2
  /// The page is not valid JSON, has the wrong shape, or has problems under `--strict`.
  case dataError = 65
  /// The page file cannot be read, or is larger than `--max-size`.
  case unreadableInput = 66
}

/// A reason to stop with a message on standard error and an exit status.
struct Failure: Error {
  /// One line, without the program's name.
  var message: String
  var code: ExitCode
  /// The problems that failed the page under `--strict`, listed before the message.
  var problems: [Diagnostic] = []
}

extension Failure {
  /// The failure of a page that could not be read, with its exit status: 65 for a malformed
  /// page, 66 for one that cannot be read.
  init(_ failure: ReadingFailure) {
    let code: ExitCode = failure.kind == .malformed ? .dataError : .unreadableInput
    self.init(message: failure.message, code: code, problems: failure.problems)
  }
}

extension Failure {
  /// What `body` returns; its reading failure becomes the command's.
  static func rethrowing<Value>(_ body: () throws(ReadingFailure) -> Value) throws(Failure) -> Value {
    do throws(ReadingFailure) {
      return try body()
    } catch {
      throw Failure(error)
    }
  }
}
