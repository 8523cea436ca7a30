import Foundation
import TangramCore
import TangramTerminal

/// Reads and decodes the page named on the command line.
struct PageSource {
  /// The path as given; `-` is standard input.
  var path: String
  var strict: Bool

  /// The name the status bar uses: the file name without its folder.
  var displayName: String {
    path == "-" ? "<stdin>" : (path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// The name messages use: the path as given.
  var messageName: String { path == "-" ? "<stdin>" : path }

  /// Whether the page comes from standard input and that is the terminal (typed by hand).
  var readsTerminal: Bool { path == "-" && isatty(STDIN_FILENO) == 1 }

  /// The file's bytes; a missing or unreadable file is exit 66.
  func readBytes() throws(Failure) -> [UInt8] {
    if path == "-" {
      return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
    }
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Failure(message: "\(path): no such file", code: .unreadableInput)
    }
    guard !isDirectory.boolValue else {
      throw Failure(message: "\(path): is a directory, not a page file", code: .unreadableInput)
    }
    // A handle reads pipes and process substitutions as well as regular files.
    guard let handle = FileHandle(forReadingAtPath: path) else {
      throw Failure(message: "\(path): cannot be read (permission denied?)", code: .unreadableInput)
    }
    defer { try? handle.close() }
    return [UInt8](handle.readDataToEndOfFile())
  }

  /// The decoded page: unknown types and fields the registry's elements cannot read are
  /// problems. Malformed JSON, a wrong shape, or problems under `--strict` are exit 65.
  func load(registry: ElementRegistry) throws(Failure) -> DecodedPage {
    let bytes = try readBytes()
    do {
      let decoded = try DataSourceHelper(elements: registry).decode(bytes)
      if strict, !decoded.diagnostics.isEmpty {
        throw PageDecodingError.strict(decoded.diagnostics)
      }
      return decoded
    } catch let error as PageDecodingError {
      switch error {
      case .syntax(let syntax):
        throw Failure(message: "\(messageName):\(syntax.line):\(syntax.column): \(syntax.message)", code: .dataError)
      case .shape(let message):
        throw Failure(message: "\(messageName): \(message)", code: .dataError)
      case .strict(let diagnostics):
        let list = diagnostics.map { "\(messageName): \($0.path): \($0.message)" }.joined(separator: "\n")
        throw Failure(
          message: "\(list)\n\(messageName): \(ProblemSummary.count(diagnostics.count)) (--strict)",
          code: .dataError)
      }
    } catch {
      throw Failure(message: "\(messageName): \(error)", code: .dataError)
    }
  }
}
