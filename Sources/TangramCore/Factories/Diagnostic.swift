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
  /// Whether it is a fault of the page or only worth knowing.
  public var severity: Severity
  /// Whether it says that an item type has no element (drawn as a wireframe): the status bar
  /// counts those types.
  public var isUnregisteredItemType = false

  /// How much a diagnostic matters.
  public enum Severity: Hashable, Sendable {
    /// A fault of the page: a wrong value, an unknown layout, an item that could not be placed.
    case problem
    /// Normal on real pages, worth knowing: an item type the app registers, which this viewer
    /// has no element for and draws as a wireframe (spec §9.8). `--strict` still refuses it.
    case information
  }

  /// Makes a diagnostic, a problem unless `severity` says otherwise.
  public init(path: String, message: String, severity: Severity = .problem) {
    self.path = path
    self.message = message
    self.severity = severity
  }

  /// Whether it is a fault of the page (not ``Severity/information``).
  public var isProblem: Bool { severity == .problem }

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
    var nested = self
    nested.path = joined
    return nested
  }
}

/// Collects diagnostics, keeping each unknown-type report to its first use.
public struct DiagnosticLog: Sendable {
  /// Everything reported, in order.
  public private(set) var entries: [Diagnostic] = []
  private var reportedKeys: Set<String> = []

  /// An empty log.
  public init() {}

  /// Adds a diagnostic, a problem unless `severity` says otherwise.
  public mutating func report(_ path: String, _ message: String, severity: Diagnostic.Severity = .problem) {
    entries.append(Diagnostic(path: path, message: message, severity: severity))
  }

  /// Adds a diagnostic unless one with the same `key` was reported before.
  public mutating func reportOnce(
    key: String, _ path: String, _ message: String, severity: Diagnostic.Severity = .problem
  ) {
    guard reportedKeys.insert(key).inserted else { return }
    report(path, message, severity: severity)
  }

  /// Adds a diagnostic as it is, unless one with the same `key` was reported before.
  public mutating func reportOnce(key: String, _ diagnostic: Diagnostic) {
    guard reportedKeys.insert(key).inserted else { return }
    entries.append(diagnostic)
  }
}
