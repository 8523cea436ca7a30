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

  @Test(arguments: [
    ("PgDown", "PgDn"), ("Dwn", "Down"), ("pgdwn", "PgDn"), ("Entr", "Enter"), ("Escape1", "Escape"),
    ("WheelDwn", "WheelDown"), ("Tabb", "Tab"), ("S-Tb", "S-Tab"),
  ])
  func anUnknownKeyNameIsAnErrorThatSuggestsTheNearest(token: String, suggestion: String) {
    #expect(throws: KeyScript.ParseError(token: token, suggestion: suggestion)) { try KeyScript.parse("j \(token) k") }
    #expect(KeyScript.ParseError(token: token, suggestion: suggestion).description
      == "cannot read key '\(token)' in --keys (did you mean '\(suggestion)'?)")
  }

  @Test func aRunOfUnboundCharactersIsAnErrorWithoutAFarSuggestion() {
    #expect(throws: KeyScript.ParseError(token: "xyzzy", suggestion: nil)) { try KeyScript.parse("xyzzy") }
    #expect(KeyScript.ParseError(token: "xyzzy").description == "cannot read key 'xyzzy' in --keys")
  }

  @Test func runsOfBoundKeysAndSingleCharactersStillWork() throws {
    #expect(try KeyScript.parse("jjGgq x") == [
      .key(.character("j")), .key(.character("j")), .key(.character("G")), .key(.character("g")),
      .key(.character("q")), .key(.character("x")),
    ])
  }

  @Test func resizesStayWithinTheScreenLimits() throws {
    #expect(try KeyScript.parse("resize:10000x400") == [.resize(columns: 10_000, rows: 400)])
    #expect(try KeyScript.parse("resize:80x50000") == [.resize(columns: 80, rows: 50_000)])
    // One column as tall as the cells allow.
    #expect(try KeyScript.parse("resize:1x4000000") == [.resize(columns: 1, rows: 4_000_000)])
    for token in ["resize:10001x1", "resize:10000x401", "resize:1x4000001", "resize:9999999999x9999999999"] {
      #expect(throws: KeyScript.ParseError(token: token, reason: ScreenLimits.summary)) { try KeyScript.parse(token) }
    }
    #expect(
      KeyScript.ParseError(token: "resize:10001x1", reason: ScreenLimits.summary).description
        == "cannot read key 'resize:10001x1' in --keys: a screen is at most 10000 columns and 4000000 cells")
  }

  @Test func waitsAreAtMostADay() throws {
    #expect(try KeyScript.parse("wait:0 wait:86400000") == [.tick(milliseconds: 0), .tick(milliseconds: 86_400_000)])
    #expect(throws: KeyScript.ParseError(token: "wait:86400001")) { try KeyScript.parse("wait:86400001") }
    #expect(throws: KeyScript.ParseError(token: "wait:9223372036854775807")) {
      try KeyScript.parse("wait:9223372036854775807 wait:1")
    }
  }

  @Test func quotedTextIsTypedAsItIsSpacesIncluded() throws {
    #expect(try KeyScript.parse(#"j "/a Q" Enter "\"\\x" n"#) == [
      .key(.character("j")), .key(.character("/")), .key(.character("a")), .key(.character(" ")),
      .key(.character("Q")), .key(.enter), .key(.character("\"")), .key(.character("\\")),
      .key(.character("x")), .key(.character("n")),
    ])
    #expect(try KeyScript.parse(#""""#) == [])
  }

  @Test func quotedTextWithoutItsClosingQuoteIsAnError() {
    let error = KeyScript.ParseError(token: #""/big sale"#, reason: "the quoted text has no closing quote")
    #expect(throws: error) { try KeyScript.parse(#"j "/big sale"#) }
    #expect(error.description == #"cannot read key '"/big sale' in --keys: the quoted text has no closing quote"#)
  }

  @Test func everyBindingHasHelp() {
    #expect(KeyMap.action(for: .character("j")) == .lineDown)
    #expect(KeyMap.action(for: .control("c")) == .quit)
    #expect(KeyMap.action(for: .character("z")) == nil)
    // The viewer's keys and the mouse's three rows, then each component's title, a blank row
    // before it, and its rows.
    #expect(KeyMap.helpLines.count == KeyMap.bindings.count + 3 + KeyMap.sections.map { 2 + $0.rows.count }.reduce(0, +))
    #expect(KeyMap.helpLines[0] == "  j ↓ ^N ^E         down one row")
  }

  @Test func everyBoundKeysScriptNameIsReadBackAsThatKey() throws {
    let keys = KeyMap.bindings.flatMap(\.keys) + [.escape, .backspace, .function(12)]
    for key in keys {
      #expect(try KeyScript.parse(key.scriptName) == [.key(key)], "\(key.scriptName)")
    }
  }

  @Test func scriptNamesListEachBoundKeyOnceInTableOrder() {
    let names = KeyMap.scriptNames
    #expect(Array(names.prefix(6)) == ["j", "Down", "C-n", "C-e", "k", "Up"])
    #expect(Set(names).count == names.count)
    #expect(names.count == Set(KeyMap.bindings.flatMap(\.keys)).count)
    #expect(names.contains("Space") && names.contains("S-Tab") && names.contains("F1") && names.contains("<"))
  }
}
