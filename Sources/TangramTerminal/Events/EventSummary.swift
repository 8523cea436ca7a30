import TangramCore

/// One-line text of an event, for the status bar and the event log.
package enum EventSummary {
  /// `click  image  #type=1/2  action=https://www.tmall.com`: topic, element type (or poster),
  /// the item's unique id (or the card's), then the parameters, `action` first.
  package static func line(_ event: Event) -> String {
    var parts = [event.topic.rawValue]
    if let type = event.context.elementType ?? event.poster { parts.append(type) }
    if let id = event.context.uniqueID ?? event.context.cardID ?? event.context.cardIndex.map({ "#\($0)" }) {
      parts.append(id.hasPrefix("#") ? id : "#" + id)
    }
    parts += parameterTexts(event.parameters)
    return TextSanitizer.sanitize(parts.joined(separator: "  ")).replacingLineBreaks()
  }

  /// `key=value` for each parameter, `action` first; nested values as compact JSON.
  static func parameterTexts(_ parameters: JSONObject) -> [String] {
    let ordered = parameters.members.sorted { lhs, rhs in
      (lhs.key == "action" ? 0 : 1) < (rhs.key == "action" ? 0 : 1)
    }
    return ordered.map { "\($0.key)=\(text(of: $0.value))" }
  }

  /// A value as it reads in a summary: strings without quotes, numbers as written, the rest as JSON.
  static func text(of value: JSONValue) -> String {
    switch value {
    case .string(let string): return string
    case .number(let number): return number.formattedForDisplay
    default: return value.serialized
    }
  }
}

extension String {
  /// The text with line breaks turned into spaces, for one-line displays.
  func replacingLineBreaks() -> String {
    String(map { $0 == "\n" ? " " : $0 })
  }
}
