import Testing

@testable import TangramCore

/// Template nodes are equal when everything about them is: their kind, name, place in the file,
/// attributes and children.
@Suite struct VVNodeEqualityTests {
  static func root(_ xml: String) throws -> VVNode {
    try VVTemplate.read(Array(xml.utf8), type: "t", fileName: "t.xml").template.root
  }

  @Test func nodesDifferInAnyOfTheirParts() throws {
    let text = #"<VText layoutWidth="10" layoutHeight="10" text="a"/>"#
    #expect(try Self.root(text) == Self.root(text))
    #expect(try Self.root(text).hashValue == Self.root(text).hashValue)
    #expect(try Self.root(text) != Self.root(#"<VText layoutWidth="10" layoutHeight="10" text="b"/>"#))
    #expect(try Self.root(text) != Self.root(#"<NText layoutWidth="10" layoutHeight="10" text="a"/>"#))
    #expect(try Self.root(text) != Self.root(" " + text))
    let layout = #"<VHLayout layoutWidth="10" layoutHeight="10">"# + text + "</VHLayout>"
    let other = #"<VHLayout layoutWidth="10" layoutHeight="10">"# + text + text + "</VHLayout>"
    #expect(try Self.root(layout) != Self.root(other))
  }
}
