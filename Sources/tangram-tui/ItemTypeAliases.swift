import TangramCore
import TangramTerminal

/// The item types an app registers, as the command line tells them (`--alias TYPE=ELEMENT`,
/// `--types FILE`), so that a page made for the app is previewed (and checked under `--strict`)
/// as the app shows it: a type drawn as text or an image, or a type the app draws that is known
/// without being drawn here (a wireframe, and no problem).
struct ItemTypeAliases: Equatable {
  /// How a registered type is drawn here.
  enum Drawing: String, CaseIterable, Sendable {
    /// The built-in text element.
    case text
    /// The built-in image placeholder.
    case image
    /// A wireframe, as an unregistered type, but known: not reported, and accepted by `--strict`.
    case wireframe

    var element: any Element.Type {
      switch self {
      case .text: TextElement.self
      case .image: ImageElement.self
      case .wireframe: FallbackElement.self
      }
    }
  }

  /// An item type and how it is drawn.
  struct Entry: Equatable {
    var type: String
    var drawing: Drawing
  }

  /// Each type and how it is drawn, in the order given; a later entry for a type wins.
  var entries: [Entry] = []

  /// Reads one `TYPE=ELEMENT` (ELEMENT: text, image or wireframe), or `TYPE` alone (a known
  /// type, drawn as a wireframe); a failure says why the text is neither.
  static func entry(_ text: String) -> Result<Entry, AliasError> {
    let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    let type = parts[0].trimmingSpaces
    guard !type.isEmpty else { return .failure(AliasError(reason: "the type is empty")) }
    guard parts.count == 2 else { return .success(Entry(type: type, drawing: .wireframe)) }
    let name = parts[1].trimmingSpaces
    guard let drawing = Drawing(rawValue: name) else {
      let names = Drawing.allCases.map(\.rawValue).joined(separator: ", ")
      return .failure(AliasError(reason: "the element is one of \(names), not '\(name)'"))
    }
    return .success(Entry(type: type, drawing: drawing))
  }

  /// Reads a `--types` file: one entry a line as ``entry(_:)`` reads it; blank lines and lines
  /// starting with `#` are skipped. A wrong line is `FILE:LINE: reason`.
  mutating func read(file text: String, name: String) throws(AliasError) {
    // "\r\n" is one Character: split at both.
    let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
    for (number, line) in lines.enumerated() {
      let content = line.trimmingSpaces
      guard !content.isEmpty, !content.hasPrefix("#") else { continue }
      switch Self.entry(content) {
      case .success(let entry): entries.append(entry)
      case .failure(let error): throw AliasError(reason: "\(name):\(number + 1): \(error.reason)")
      }
    }
  }

  /// The registry with these types registered, replacing what it had for them.
  func applied(to registry: ElementRegistry) -> ElementRegistry {
    var registry = registry
    for entry in entries { registry.replace(entry.drawing.element, for: entry.type) }
    return registry
  }

  /// Why an alias cannot be read.
  struct AliasError: Error, Equatable {
    var reason: String
  }
}

extension Substring {
  /// The text without spaces, tabs and a carriage return at either end.
  fileprivate var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\r" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
