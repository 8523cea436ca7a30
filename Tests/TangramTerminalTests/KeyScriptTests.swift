import Testing

@testable import TangramTerminal

@Suite struct KeyScriptTests {
  @Test func namesChordsAndCharacters() throws {
    let events = try KeyScript.parse("j jG Down PgDn C-d ^U Space Enter S-Tab Esc F1 WheelDown resize:40x10 click:3,4")
    #expect(events == [
      .key(.character("j")), .key(.character("j")), .key(.character("G")), .key(.down), .key(.pageDown),
      .key(.control("d")), .key(.control("u")), .key(.character(" ")), .key(.enter), .key(.backTab),
      .key(.escape), .key(.function(1)), .mouse(.wheelDown, column: 0, row: 0),
      .resize(columns: 40, rows: 10), .mouse(.press, column: 3, row: 4),
    ])
  }

  @Test func badTokensAreErrors() {
    #expect(throws: KeyScript.ParseError(token: "resize:axb")) { try KeyScript.parse("j resize:axb") }
    #expect(throws: KeyScript.ParseError(token: "click:1")) { try KeyScript.parse("click:1") }
  }

  @Test func waitsAreAtMostADay() throws {
    #expect(try KeyScript.parse("wait:0 wait:86400000") == [.tick(milliseconds: 0), .tick(milliseconds: 86_400_000)])
    #expect(throws: KeyScript.ParseError(token: "wait:86400001")) { try KeyScript.parse("wait:86400001") }
    #expect(throws: KeyScript.ParseError(token: "wait:9223372036854775807")) {
      try KeyScript.parse("wait:9223372036854775807 wait:1")
    }
  }

  @Test func everyBindingHasHelp() {
    #expect(KeyMap.action(for: .character("j")) == .lineDown)
    #expect(KeyMap.action(for: .control("c")) == .quit)
    #expect(KeyMap.action(for: .character("x")) == nil)
    #expect(KeyMap.helpLines.count == KeyMap.bindings.count + 3)
    #expect(KeyMap.helpLines[0] == "  j ↓               down one row")
  }
}
