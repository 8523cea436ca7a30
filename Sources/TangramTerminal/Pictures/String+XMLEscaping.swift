extension String {
  /// The string as XML (and HTML) text or attribute value: `&`, `<`, `>`, `"` and `'` written
  /// as references, so page text can never open or close an element or an attribute.
  package var xmlEscaped: String {
    guard utf8.contains(where: { Self.xmlReferences[Unicode.Scalar($0)] != nil }) else { return self }
    var escaped = ""
    escaped.reserveCapacity(utf8.count + 16)
    for scalar in unicodeScalars {
      if let reference = Self.xmlReferences[scalar] {
        escaped += reference
      } else {
        escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// The characters XML text and attribute values write as references.
  private static let xmlReferences: [Unicode.Scalar: String] = [
    "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
  ]
}
