/// Something wrong with a page that did not stop it from rendering: a wrong value, an unknown
/// type, an item a layout could not place.
///
/// The affected card or item falls back to a sensible default and the rest of the page renders.
/// `--strict` turns diagnostics into a failure.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// Where in the page: a JSON path such as `cards[3].style.margin`.
  public var path: String
  /// What is wrong and what was done instead, in plain words.
  public var message: String

  /// Makes a diagnostic.
  public init(path: String, message: String) {
    self.path = path
    self.message = message
  }

  /// `path: message`.
  public var description: String { "\(path): \(message)" }

  /// The diagnostic with its path, relative to something inside the page, placed under that
  /// thing's path: `rating` under `cards[0].items[2]` is `cards[0].items[2].rating`, `[1]` is
  /// `cards[0].items[2][1]`, and an empty path is `base` itself.
  public func nested(under base: String) -> Diagnostic {
    let joined: String
    if path.isEmpty {
      joined = base
    } else if path.hasPrefix("[") {
      joined = base + path
    } else {
      joined = base + "." + path
    }
    return Diagnostic(path: joined, message: message)
  }
}

/// Collects diagnostics, keeping each unknown-type report to its first use.
public struct DiagnosticLog: Sendable {
  /// Everything reported, in order.
  public private(set) var entries: [Diagnostic] = []
  private var reportedKeys: Set<String> = []

  /// An empty log.
  public init() {}

  /// Adds a diagnostic.
  public mutating func report(_ path: String, _ message: String) {
    entries.append(Diagnostic(path: path, message: message))
  }

  /// Adds a diagnostic unless one with the same `key` was reported before.
  public mutating func reportOnce(key: String, _ path: String, _ message: String) {
    guard reportedKeys.insert(key).inserted else { return }
    report(path, message)
  }
}
