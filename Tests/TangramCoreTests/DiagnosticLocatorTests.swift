import Testing

@testable import TangramCore

/// Where diagnostics' paths are written in a page: the value a path names, the nearest value
/// above it when the path names a missing member, whatever holds the cards.
@Suite struct DiagnosticLocatorTests {
  private func places(_ text: String, _ paths: [String]) -> [String] {
    let diagnostics = paths.map { Diagnostic(path: $0, message: "m") }
    return DiagnosticLocator(text: Array(text.utf8)).locations(of: diagnostics).map { place in
      place.map { "\($0.line):\($0.column)" } ?? "-"
    }
  }

  static let page = """
    {"cards": [
      {"type": "container-oneColumn",
       "items": [{"type": "text"}, {"nottype": 1}, 5]},
      {"type": "odd", "style": {"margin": "x"}}
    ]}
    """

  @Test func eachPathIsFoundAtItsValue() {
    #expect(places(Self.page, ["cards[1].style.margin", "cards[0].items[0].type", "cards[0].items[2]", "cards[1]"])
      == ["4:39", "3:23", "3:48", "4:3"])
  }

  @Test func aMissingMemberIsFoundAtItsObject() {
    #expect(places(Self.page, ["cards[0].items[1].type", "cards[0].header", "cards[7]"]) == ["3:32", "2:3", "1:11"])
  }

  @Test func pathsNotInTheTextAreNotFound() {
    #expect(places(Self.page, ["loaded[0]", "", "cards[x]"]) == ["-", "-", "-"])
  }

  @Test func cardsAreFoundWhereverThePageHoldsThem() {
    #expect(places(#"[{"type":"a"},{"type":"b"}]"#, ["cards[1].type"]) == ["1:23"])
    #expect(places(#"{"data":{"cards":[{"type":"a"}]}}"#, ["cards[0].type"]) == ["1:27"])
  }

  @Test func pathTextIsReadBackIntoSteps() {
    #expect([JSONPathStep](pathText: "cards[3].items[2].style") == [.key("cards"), .index(3), .key("items"), .index(2), .key("style")])
    #expect([JSONPathStep](pathText: "data.cards[0]") == [.key("data"), .key("cards"), .index(0)])
    #expect([JSONPathStep](pathText: "cards[") == nil)
    #expect([JSONPathStep](pathText: ".x") == nil)
  }
}
