import Foundation
import Testing

/// Item types without an element are information, not problems: the status bar counts them,
/// standard error leaves them out, `--problems` lists them as `info:` lines, and `--strict`
/// still refuses them.
@Suite struct WireframeReportingTests {
  private func withPage<T>(_ json: String, _ body: (URL, URL) throws -> T) throws -> T {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try Data(json.utf8).write(to: page)
    return try body(page, folder)
  }

  private let unregistered = #"[{"type":"1","items":[{"type":"vvtest","title":"a"},{"type":"Debug"},{"type":"vvtest"}]}]"#

  @Test func theStatusBarSaysHowManyTypesAreWireframesAndStandardErrorIsQuiet() throws {
    try withPage(unregistered) { page, folder in
      let problems = folder.appendingPathComponent("problems.txt").path
      let result = try runTangram(["--dump", "--width", "80", "--height", "3", "--problems", problems, page.path])
      #expect(result.status == 0)
      #expect(String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").last
        == " page.json  2 item types shown as wireframes              row 1/7  28%  3 items")
      #expect(result.errorLines == [])
      #expect(try String(contentsOfFile: problems, encoding: .utf8) == """
        \(page.path):1:31: info: cards[0].items[0].type: no element is registered for item type "vvtest"; drawn by the fallback element
        \(page.path):1:61: info: cards[0].items[1].type: no element is registered for item type "Debug"; drawn by the fallback element

        """)
    }
  }

  @Test func problemsComeFirstEverywhere() throws {
    try withPage(#"[{"type":"1","style":{"margin":"x"},"items":[{"type":"odd"}]}]"#) { page, folder in
      let problems = folder.appendingPathComponent("problems.txt").path
      let result = try runTangram(["--dump", "--width", "90", "--height", "2", "--problems", problems, page.path])
      #expect(result.status == 0)
      #expect(String(decoding: result.standardOutput, as: UTF8.self).split(separator: "\n").last
        == #" page.json  1 problem: cards[0].style.margin: expected an array of 1 to 4 s… row 1/2  50%"#)
      #expect(result.errorLines == [
        #"\#(page.path):1:32: warning: cards[0].style.margin: expected an array of 1 to 4 sizes, found "x"; ignored"#
      ])
      #expect(try String(contentsOfFile: problems, encoding: .utf8) == """
        \(page.path):1:32: warning: cards[0].style.margin: expected an array of 1 to 4 sizes, found "x"; ignored
        \(page.path):1:54: info: cards[0].items[0].type: no element is registered for item type "odd"; drawn by the fallback element

        """)
    }
  }

  @Test func strictStillListsAndRefusesThem() throws {
    try withPage(unregistered) { page, folder in
      let problems = folder.appendingPathComponent("problems.txt").path
      let result = try runTangram(["--dump", "--strict", "--problems", problems, page.path])
      #expect(result.status == 65)
      #expect(result.standardOutput.isEmpty)
      #expect(result.errorLines == [
        #"\#(page.path):1:31: error: cards[0].items[0].type: no element is registered for item type "vvtest"; drawn by the fallback element"#,
        #"\#(page.path):1:61: error: cards[0].items[1].type: no element is registered for item type "Debug"; drawn by the fallback element"#,
        "tangram-tui: \(page.path): 2 problems (--strict)",
      ])
      #expect(try String(contentsOfFile: problems, encoding: .utf8) == """
        \(page.path):1:31: error: cards[0].items[0].type: no element is registered for item type "vvtest"; drawn by the fallback element
        \(page.path):1:61: error: cards[0].items[1].type: no element is registered for item type "Debug"; drawn by the fallback element

        """)
    }
  }
}
