import TangramCore

extension FuzzTarget {
  /// Reads `input` as a template; a syntax error is an answer like any other. The tree's
  /// positions must run forwards, as the reader promises.
  static func readTemplate(_ input: [UInt8]) -> String {
    guard let root = try? XMLReader.read(input) else { return notRead("a template") }
    var previous = SourcePosition(line: 0, column: 0)
    var elements = 0
    func walk(_ element: XMLReader.Element) {
      elements += 1
      precondition(previous < element.position, "element positions out of order")
      previous = element.position
      for attribute in element.attributes {
        precondition(previous < attribute.position, "attribute positions out of order")
        previous = attribute.position
      }
      element.children.forEach(walk)
    }
    walk(root)
    return "\(elements) element\(elements == 1 ? "" : "s") checked"
  }

  /// The markup libFuzzer splices into template inputs.
  static let xmlTokens = [
    "<", ">", "/>", "</", "=\"", "\"", "'", "&amp;", "&lt;", "&#x4E2D;", "&#38;", "<!--", "-->", "<![CDATA[", "]]>",
    "<?xml version=\"1.0\"?>", "<!DOCTYPE a [<!ENTITY b \"c\">]>", "FrameLayout", "VHLayout", "NText", "layoutWidth",
    "\u{FEFF}", "\r\n",
  ]
}
