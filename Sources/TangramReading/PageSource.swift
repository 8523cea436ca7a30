import Glibc
import TangramCore
import TangramTerminal

/// Reads and decodes the page named on the command line.
package struct PageSource {
  /// The path as given; `-` is standard input.
  package var path: String
  package var strict: Bool
  /// The largest page read, in bytes (`--max-size`).
  package var maximumSize = FileReader.defaultMaximumSize
  /// Whether messages name the file by ``displayName`` (the status bar's) instead of its path.
  package var namesFileShortly = false
  /// Whether the page must be a regular file (``FileReader/regularFilesOnly``): when it is read
  /// again, a FIFO or device put in its place is refused rather than waited on.
  package var regularFileOnly = false

  /// The page at `path`, read as `strict` says, refused when larger than `maximumSize`.
  package init(path: String, strict: Bool, maximumSize: Int = FileReader.defaultMaximumSize) {
    self.path = path
    self.strict = strict
    self.maximumSize = maximumSize
  }

  /// The name the status bar uses: the file name without its folder.
  package var displayName: String {
    path == "-" ? "<stdin>" : (path.split(separator: "/").last.map(String.init) ?? path)
  }

  /// The name messages use: the path as given (or ``displayName``, see ``namesFileShortly``).
  package var messageName: String { path == "-" ? "<stdin>" : namesFileShortly ? displayName : path }

  /// Whether the page comes from standard input and that is the terminal (typed by hand).
  package var readsTerminal: Bool { path == "-" && isatty(STDIN_FILENO) == 1 }

  /// The file's bytes; a missing, unreadable or too large file is exit 66, e.g.
  /// `cannot read Sources: Is a directory`.
  package func readBytes() throws(ReadingFailure) -> [UInt8] {
    let reader = FileReader(maximumSize: maximumSize, regularFilesOnly: regularFileOnly)
    do {
      return path == "-" ? try reader.readStandardInput() : try reader.read(path: path)
    } catch {
      throw ReadingFailure(message: "cannot read \(messageName): \(error.reason)", kind: .unreadable)
    }
  }

  /// The decoded page: unknown types and fields the registry's elements cannot read are
  /// problems. Malformed JSON, a wrong shape, or problems under `--strict` are exit 65.
  package func load(registry: ElementRegistry) throws(ReadingFailure) -> DecodedPage {
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
      throw ReadingFailure(message: "\(messageName): \(error)", kind: .malformed)
    }
  }

  /// The failure for a page that could not be decoded: exit 65 with `page.json:3:7: message`,
  /// `page.json: message`, or the count of problems under `--strict`.
  package func failure(for error: PageDecodingError) -> ReadingFailure {
    switch error {
    case .syntax(let syntax):
      return ReadingFailure(message: "\(messageName):\(syntax.line):\(syntax.column): \(syntax.message)", kind: .malformed)
    case .shape(let message):
      return ReadingFailure(message: "\(messageName): \(message)", kind: .malformed)
    case .strict(let diagnostics):
      return ReadingFailure(
        message: "\(messageName): \(ProblemSummary.count(diagnostics.count)) (--strict)",
        kind: .malformed, problems: diagnostics)
    }
  }

  /// Opens the page for reading: its descriptor (standard input for `-`) and its size when it
  /// is a regular file. A missing or unreadable file, or one over the limit, is exit 66.
  package func open() throws(ReadingFailure) -> (descriptor: Int32, size: Int?) {
    do throws(FileReader.ReadError) {
      let reader = FileReader(maximumSize: maximumSize, regularFilesOnly: regularFileOnly)
      return path == "-" ? try reader.describe(STDIN_FILENO) : try reader.openForReading(path: path)
    } catch {
      throw ReadingFailure(message: "cannot read \(messageName): \(error.reason)", kind: .unreadable)
    }
  }
}
