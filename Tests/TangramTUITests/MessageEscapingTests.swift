import Foundation
import TangramCore
import Testing

@testable import tangram_tui

/// Page text and file names reach standard error, `--problems` and `--events` escaped, never raw.
@Suite struct MessageEscapingTests {
  @Test(arguments: [
    ("plain text, “quotes” and 商品", "plain text, “quotes” and 商品"),
    ("\u{1B}]0;PWNED\u{07}", #"\u{1B}]0;PWNED\u{7}"#),
    ("a\nb\rc\td", #"a\nb\rc\td"#),
    ("\u{00}\u{1F}\u{7F}", #"\u{0}\u{1F}\u{7F}"#),
    ("DEL \u{7F} in plain text", #"DEL \u{7F} in plain text"#),
    ("c1 \u{80}\u{9B}2J", #"c1 \u{80}\u{9B}2J"#),
    ("bidi \u{202E}txt.exe\u{202C} \u{2066}\u{2069}\u{200E}\u{200F}\u{61C}", #"bidi \u{202E}txt.exe\u{202C} \u{2066}\u{2069}\u{200E}\u{200F}\u{61C}"#),
    (#"a literal \u{1B} and C:\dir"#, #"a literal \\u{1B} and C:\\dir"#),
    ("\u{A0}\u{200D}\u{2028} stay", "\u{A0}\u{200D}\u{2028} stay"),
  ])
  func escapes(_ text: String, _ expected: String) {
    #expect(text.escapedForMessage == expected)
  }

  @Test func escapedTextHoldsNoControlCharacter() {
    let everyControl = String(String.UnicodeScalarView((0..<0x30000).compactMap(Unicode.Scalar.init)))
    #expect(!everyControl.escapedForMessage.unicodeScalars.contains { $0.isUnsafeControl })
  }

  @Test func pageTextInAWarningIsEscaped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("e.json")
    try #"[{"type":"\u001b]52;c;aGk=\u0007\u001b]0;PWNED\u0007\u009b2J\u202e","items":[]}]"#
      .write(to: page, atomically: true, encoding: .utf8)
    let line = #"cards[0].type: unknown layout type "\u{1B}]52;c;aGk=\u{7}\u{1B}]0;PWNED\u{7}\u{9B}2J\u{202E}"; its items are shown in one column"#
    let dumped = try runTangram(["--dump", "--height", "1", page.path])
    #expect(dumped.status == 0)
    #expect(dumped.errorLines == ["\(page.path):1:10: warning: \(line)"])
    let strict = try runTangram(["--dump", "--strict", page.path])
    #expect(strict.status == 65)
    #expect(strict.errorLines == ["\(page.path):1:10: error: \(line)", "tangram-tui: \(page.path): 1 problem (--strict)"])
  }

  @Test func fileNamesAndArgumentsAreEscaped() throws {
    let missing = try runTangram(["--dump", "/nonexistent/\u{1B}[2J\u{9B}.json"])
    #expect(missing.status == 66)
    #expect(missing.errorLines == [#"tangram-tui: cannot read /nonexistent/\u{1B}[2J\u{9B}.json: No such file or directory"#])
    let usage = try runTangram(["--dump\u{1B}]0;x\u{07}", "p.json"])
    #expect(usage.status == 2)
    #expect(usage.errorLines == [#"tangram-tui: unknown option '--dump\u{1B}]0;x\u{7}'"#, "Try 'tangram-tui --help'."])
  }

  @Test func loaderPathsInMessagesAreEscaped() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"1","load":"feed","items":[]}]"#.write(to: page, atomically: true, encoding: .utf8)
    let result = try runTangram(["--dump", "--events", "-", "--loader-dir", "/nonexistent/\u{1B}[2J", page.path])
    #expect(result.status == 0)
    #expect(!result.standardError.contains(0x1B))
    #expect(String(decoding: result.standardError, as: UTF8.self).contains(#"no file feed.json in /nonexistent/\u001b[2J"#))
  }

  @Test func eventLinesEscapeC1DeleteAndBidiControls() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"1","items":[{"type":"text","text":"go","action":"a\u009b2J\u007f\u202eb"}]}]"#
      .write(to: page, atomically: true, encoding: .utf8)
    let result = try runTangram(["--dump", "--keys", "Tab Enter", "--events", "-", page.path])
    #expect(result.status == 0)
    let clicks = result.errorLines.filter { $0.contains(#""topic":"click""#) }
    #expect(clicks.count == 1)
    #expect(clicks.first?.hasSuffix(#""params":{"text":"go","action":"a\u009b2J\u007f\u202eb"}}"#) == true)
    #expect(!result.standardError.contains(0x1B) && !result.standardError.contains(0x7F))
    #expect(!String(decoding: result.standardError, as: UTF8.self).unicodeScalars.contains(where: { $0.isUnsafeControl && $0 != "\n" }))
  }
}
