import Glibc

/// The program's environment variables, read from `environ` (as `ProcessInfo` would give them).
enum ProcessEnvironment {
  /// Every variable; a name given twice keeps its first value, as `getenv` finds it.
  static var variables: [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        let name = String(text[..<equals])
        if result[name] == nil { result[name] = String(text[text.index(after: equals)...]) }
      }
      entry += 1
    }
    return result
  }
}
