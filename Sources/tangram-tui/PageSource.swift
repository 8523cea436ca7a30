import Glibc
import TangramCore
import TangramTerminal

/// Reads and decodes the page named on the command line.
struct PageSource {
  /// The path as given; `-` is standard input.
  var path: String
  var strict: Bool
  /// The largest page read, in bytes (`--max-size`).
  var maximumSize = FileReader.defaultMaximumSize
  /// Whether messages name the file by ``displayName`` (the status bar's) instead of its path.
  var namesFileShortly = false
  /// Whether the page must be a regular file (``FileReader/regularFilesOnly``): when it is read
  /// again, a FIFO or device put in its place is refused rather than waited on.
  var regularFileOnly = false

  /// The name the status bar uses: the file name without its folder.
  var displayName: String {
    path == "-" ? "<stdin>" : (path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// The name messages use: the path as given (or ``displayName``, see ``namesFileShortly``).
  var messageName: String { path == "-" ? "<stdin>" : namesFileShortly ? displayName : path }

  /// Whether the page comes from standard input and that is the terminal (typed by hand).
  var readsTerminal: Bool { path == "-" && isatty(STDIN_FILENO) == 1 }

  /// The file's bytes; a missing, unreadable or too large file is exit 66, e.g.
  /// `cannot read Sources: Is a directory`.
  func readBytes() throws(Failure) -> [UInt8] {
    let reader = FileReader(maximumSize: maximumSize, regularFilesOnly: regularFileOnly)
    do {
      return path == "-" ? try reader.readStandardInput() : try reader.read(path: path)
    } catch {
      throw Failure(message: "cannot read \(messageName): \(error.reason)", code: .unreadableInput)
    }
  }

  /// The decoded page: unknown types and fields the registry's elements cannot read are
  /// problems. Malformed JSON, a wrong shape, or problems under `--strict` are exit 65.
  func load(registry: ElementRegistry) throws(Failure) -> DecodedPage {
    let bytes = try readBytes()
    do {
      var decoded = try DataSourceHelper(elements: registry).decode(bytes)
      if strict, !decoded.diagnostics.isEmpty {
        throw PageDecodingError.strict(decoded.diagnostics)
      }
      decoded.text = bytes
      return decoded
    } catch let error as PageDecodingError {
      throw failure(for: error)
    } catch {
      throw Failure(message: "\(messageName): \(error)", code: .dataError)
    }
  }

  /// The failure for a page that could not be decoded: exit 65 with `page.json:3:7: message`,
  /// `page.json: message`, or the count of problems under `--strict`.
  func failure(for error: PageDecodingError) -> Failure {
    switch error {
    case .syntax(let syntax):
      return Failure(message: "\(messageName):\(syntax.line):\(syntax.column): \(syntax.message)", code: .dataError)
    case .shape(let message):
      return Failure(message: "\(messageName): \(message)", code: .dataError)
    case .strict(let diagnostics):
      return Failure(
        message: "\(messageName): \(ProblemSummary.count(diagnostics.count)) (--strict)",
        code: .dataError, problems: diagnostics)
    }
  }

  /// Opens the page for reading: its descriptor (standard input for `-`) and its size when it
  /// is a regular file. A missing or unreadable file, or one over the limit, is exit 66.
  func open() throws(Failure) -> (descriptor: Int32, size: Int?) {
    do throws(FileReader.ReadError) {
      let reader = FileReader(maximumSize: maximumSize, regularFilesOnly: regularFileOnly)
      return path == "-" ? try reader.describe(STDIN_FILENO) : try reader.openForReading(path: path)
    } catch {
      throw Failure(message: "cannot read \(messageName): \(error.reason)", code: .unreadableInput)
    }
  }
}
