import Glibc

/// The parts of a file path the command needs, as `NSString`'s path methods give them, without
/// Foundation (whose loading would be most of the program's start-up).
enum FilePath {
  /// The path without its last component: `a/b.json` → `a`, `/b.json` → `/`, `b.json` → ``.
  static func folder(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return "" }
    let folder = trimmingTrailingSlashes(String(trimmed[..<slash]))
    return folder.isEmpty && trimmed.hasPrefix("/") ? "/" : folder
  }

  /// The last component of the path: `a/b.json` → `b.json`; `/` for the root.
  static func lastComponent(of path: String) -> String {
    let trimmed = trimmingTrailingSlashes(path)
    guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
    return trimmed == "/" ? "/" : String(trimmed[trimmed.index(after: slash)...])
  }

  /// `name` inside `folder`: `folder/name` (just `name` for an empty folder).
  static func join(_ folder: String, _ name: String) -> String {
    guard !folder.isEmpty else { return name }
    return folder.hasSuffix("/") ? folder + name : folder + "/" + name
  }

  /// The path with its links resolved (`realpath`), or as given when it cannot be.
  static func resolvingLinks(_ path: String) -> String {
    guard let resolved = realpath(path, nil) else { return path }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  private static func trimmingTrailingSlashes(_ path: String) -> String {
    var path = Substring(path)
    while path.count > 1, path.hasSuffix("/") { path = path.dropLast() }
    return String(path)
  }
}
