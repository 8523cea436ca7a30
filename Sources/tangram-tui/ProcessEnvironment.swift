import Glibc

/// The program's environment variables, read with `getenv`.
enum ProcessEnvironment {
  /// The values of `variables` that are set, by name; the program asks for the ones it documents
  /// (``EnvironmentVariable/all``). Only those are looked up: a dictionary of the whole
  /// environment would be made before the first frame for nothing.
  static func values(of variables: [EnvironmentVariable]) -> [String: String] {
    var result: [String: String] = [:]
    for variable in variables {
      if let value = getenv(variable.name) { result[variable.name] = String(cString: value) }
    }
    return result
  }
}
