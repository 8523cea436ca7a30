/// The templates an app or a page has, by type name (VirtualView spec §8.6).
public struct VVTemplateSet: Hashable, Sendable {
  private var byType: [String: VVTemplate] = [:]

  public init() {}

  /// The template of an item type; nil when there is none.
  public subscript(type: String) -> VVTemplate? { byType[type] }

  /// The type names with a template.
  public var types: Set<String> { Set(byType.keys) }

  public var isEmpty: Bool { byType.isEmpty }

  /// Adds `template`, replacing one of the same type; returns the one it replaced.
  @discardableResult
  public mutating func add(_ template: VVTemplate) -> VVTemplate? {
    byType.updateValue(template, forKey: template.type)
  }

  /// The type and version of each template file named in a `templatelist.properties`
  /// (`tmall_component_2=TmallComponent2,1`: file name without `.xml`, then type and version),
  /// by file name. Comments (`#`, `!`) and lines without `=` are skipped.
  public static func templateList(_ text: String) -> [String: (type: String, version: Int?)] {
    var list: [String: (type: String, version: Int?)] = [:]
    for line in text.split(whereSeparator: \.isNewline) {
      let entry = String(line).trimmingSpaces
      guard !entry.hasPrefix("#"), !entry.hasPrefix("!"), let equals = entry.firstIndex(of: "=") else { continue }
      let file = String(entry[..<equals]).trimmingSpaces
      let fields = entry[entry.index(after: equals)...].split(separator: ",").map { String($0).trimmingSpaces }
      guard !file.isEmpty, let type = fields.first, !type.isEmpty else { continue }
      list[file] = (type, fields.count > 1 ? Int(fields[1]) : nil)
    }
    return list
  }
}
