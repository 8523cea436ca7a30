import Glibc
import TangramCore
import TangramTerminal

/// The command line's ``Loader``: a card's `load` names a JSON file in one folder (the page's
/// own, or `--loader-dir`); nothing is fetched from the network.
///
/// `"load": "feed"` reads `feed.json`, a regular file in the folder (not a link out of it), one
/// file at a time. A paged card (`"loadType": 1`) reads `feed-N.json` for
/// page N, and `feed.json` for page 1 when there is no `feed-1.json`; a later page with no file
/// ends the card's pages. A file holds an array of items or `{"items": [...], "hasMore": bool}`.
struct FileLoader: Loader, Sendable {
  /// The folder the files are in.
  var directory: String
  /// Waits this long before answering (`TANGRAM_LOADER_DELAY_MS`), to try a slow loader.
  var delayMilliseconds = 0
  /// Where the files are read, one at a time in the order asked (the viewer's own thread for
  /// loads, or, under `--dump`, an ``EmbeddedExecutor`` that the dump runs); nil: answers before
  /// ``load(_:completion:)`` returns.
  var executor: (any Executor)?
  /// The largest file read, in bytes (`--max-size`).
  var maximumSize = FileReader.defaultMaximumSize

  func load(_ request: LoadRequest, completion: @escaping LoadCompletion) {
    guard let executor else {
      completion(result(for: request))
      return
    }
    let loader = self
    executor.execute(after: delayMilliseconds) { completion(loader.result(for: request)) }
  }

  /// Reads the file a request names.
  func result(for request: LoadRequest) -> Result<LoadResult, LoadError> {
    let api = request.api
    guard !api.isEmpty, !api.hasPrefix("."), !api.contains("/"), !api.contains("\0") else {
      return .failure(LoadError(message: "\"\(api)\" is not a file name"))
    }
    let names = fileNames(for: request)
    let reader = FileReader(maximumSize: maximumSize, regularFilesOnly: true)
    for name in names {
      let path = FilePath.join(directory, name)
      guard staysInDirectory(path) else {
        return .failure(LoadError(message: "cannot read \(name): a link to a file outside \(directory)"))
      }
      do {
        return decode(try reader.read(path: path), name: name)
      } catch .system(code: ENOENT) {
        continue
      } catch {
        return .failure(LoadError(message: "cannot read \(name): \(error.reason)"))
      }
    }
    if request.isPaged, request.page > 1 {
      return .success(LoadResult(items: [], hasMore: false))
    }
    return .failure(LoadError(message: "no file \(names.joined(separator: " or ")) in \(directory)"))
  }

  /// Whether `path`, its links followed, is still in ``directory`` (a missing file is: it is
  /// then not found). A link in the folder to a file elsewhere (`pw.json → /etc/passwd`) is not.
  func staysInDirectory(_ path: String) -> Bool {
    guard let folder = Self.resolved(directory) else { return true }
    guard let file = Self.resolved(path) else { return true }
    return file.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/")
  }

  /// The path with every link followed, or nil when it does not exist.
  private static func resolved(_ path: String) -> String? {
    guard let pointer = realpath(path, nil) else { return nil }
    defer { free(pointer) }
    return String(cString: pointer)
  }

  /// `api.json`; for a paged card `api-N.json`, then `api.json` for page 1.
  func fileNames(for request: LoadRequest) -> [String] {
    guard request.isPaged else { return [request.api + ".json"] }
    let paged = "\(request.api)-\(request.page).json"
    return request.page == 1 ? [paged, request.api + ".json"] : [paged]
  }

  private func decode(_ bytes: [UInt8], name: String) -> Result<LoadResult, LoadError> {
    do {
      let document = try JSONParser.parse(bytes)
      return .success(try LoadResult(document: document))
    } catch let error as JSONSyntaxError {
      return .failure(LoadError(message: "\(name):\(error.line):\(error.column): \(error.message)"))
    } catch let error as LoadError {
      return .failure(LoadError(message: "\(name): \(error.message)"))
    } catch {
      return .failure(LoadError(message: "\(name): \(error)"))
    }
  }
}
