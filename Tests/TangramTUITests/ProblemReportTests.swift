import Foundation
import TangramCore
import Testing

@testable import tangram_tui

/// A page with many problems lists at most 20 of each kind; `--problems FILE` has them all.
@Suite struct ProblemReportTests {
  @Test(arguments: [
    ("card has no type and no items; skipped", "card has no type and no items; skipped"),
    (#"unknown layout type "my-grid"; its items are shown in one column"#, "unknown layout type …"),
    (#"expected a size such as 10 or "10rp", found "x"; ignored"#, "expected a size such as N or …"),
    ("a size cannot be negative, found -5.5; ignored", "a size cannot be negative, found -N.N; ignored"),
    ("colspan 3 is more than the card's 2 columns; the item spans the whole row", "colspan N is more than the card's N columns; the item spans the whole row"),
  ])
  func kinds(_ message: String, _ kind: String) {
    #expect(Diagnostic(path: "cards[0]", message: message).kind == kind)
  }

  @Test func layoutNotesSplitIntoPathAndMessage() {
    let note = Diagnostic(layoutNote: "cards[12]: one-plus-N places at most 5 items; 2 items after the fifth are not shown")
    #expect(note.path == "cards[12]")
    #expect(note.message == "one-plus-N places at most 5 items; 2 items after the fifth are not shown")
  }

  @Test(arguments: [(0, "0"), (999, "999"), (1_000, "1,000"), (999_980, "999,980"), (1_000_000, "1,000,000"), (-1_234, "-1,234")])
  func numbersWithSeparators(_ number: Int, _ text: String) {
    #expect(number.formattedWithSeparators == text)
  }

  @Test func twentyOfEachKindThenACount() {
    var problems = (0..<25).map { Diagnostic(path: "cards[\($0)]", message: "card has no type and no items; skipped") }
    problems.insert(Diagnostic(path: "cards[3].type", message: #"unknown layout type "a"; its items are shown in one column"#), at: 3)
    let lines = ProblemReport(problems: problems).lines(mentionsProblemsOption: true)
    let expected: [ProblemReport.Line] = (0..<21).map { .problem($0) }
      + [.note("… and 5 more like this"), .note("26 problems in all; --problems FILE writes every one")]
    #expect(lines == expected)
    #expect(ProblemReport(problems: problems).lines(mentionsProblemsOption: false).last == .note("… and 5 more like this"))
    #expect(ProblemReport(problems: Array(problems.prefix(21))).lines(mentionsProblemsOption: true).count == 21)
  }

  @Test func kindsPastTheHundredthCountAsOne() {
    let letters = Array("abcdefghijklmnopqrstuvwxyz")
    let names = letters.flatMap { first in letters.map { String([first, $0]) } }
    let problems = names.prefix(125).map { Diagnostic(path: "p", message: "problem \($0)") }
    let lines = ProblemReport(problems: problems).lines(mentionsProblemsOption: true)
    #expect(lines.count == 100 + 20 + 2)
    #expect(lines[119] == .problem(119))
    #expect(lines[120] == .note("… and 5 more problems of other kinds"))
    #expect(lines[121] == .note("125 problems in all; --problems FILE writes every one"))
  }

  private static func pageWithEmptyCards(_ count: Int, in folder: URL) throws -> String {
    let page = folder.appendingPathComponent("m.json")
    let cards = Array(repeating: "{}", count: count) + [#"{"type":"odd","items":[{"type":"text","text":"shown"}]}"#]
    try ("[" + cards.joined(separator: ",") + "]").write(to: page, atomically: true, encoding: .utf8)
    return page.path
  }

  /// What standard error lists for ``pageWithEmptyCards(_:in:)`` of 25 cards, each led by its
  /// place in the page's one line: card `i` starts at column 2 + 3i, the odd type's value at 85.
  private static func expectedLines(_ severity: String, _ page: String) -> [String] {
    (0..<20).map { "\(page):1:\(2 + 3 * $0): \(severity): cards[\($0)]: card has no type and no items; skipped" }
      + ["\(page): note: … and 5 more like this",
         #"\#(page):1:85: \#(severity): cards[25].type: unknown layout type "odd"; its items are shown in one column"#]
  }

  @Test func warningsAreCappedAndTheFileHasThemAll() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.pageWithEmptyCards(25, in: folder)
    let result = try runTangram(["--dump", "--width", "40", "--height", "2", page])
    #expect(result.status == 0)
    #expect(result.errorLines == Self.expectedLines("warning", page)
      + ["\(page): note: 26 problems in all; --problems FILE writes every one"])
    // The status bar counts every problem.
    #expect(String(decoding: result.standardOutput, as: UTF8.self) == "shown\n m.json  26 problems: car… row 1/1  all\n")
    let list = folder.appendingPathComponent("problems.txt")
    let listed = try runTangram(["--dump", "--height", "2", "--problems", list.path, page])
    #expect(listed.status == 0)
    #expect(listed.errorLines == Self.expectedLines("warning", page))
    #expect(try String(contentsOf: list, encoding: .utf8) == (0..<25).map {
      "\(page):1:\(2 + 3 * $0): warning: cards[\($0)]: card has no type and no items; skipped\n"
    }.joined() + #"\#(page):1:85: warning: cards[25].type: unknown layout type "odd"; its items are shown in one column"# + "\n")
  }

  @Test func strictIsCappedLikewise() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = try Self.pageWithEmptyCards(25, in: folder)
    let list = folder.appendingPathComponent("problems.txt")
    let result = try runTangram(["--dump", "--strict", "--problems", list.path, page])
    #expect(result.status == 65)
    #expect(result.errorLines == Self.expectedLines("error", page) + ["tangram-tui: \(page): 26 problems (--strict)"])
    #expect(result.standardOutput.isEmpty)
    #expect(try String(contentsOf: list, encoding: .utf8).split(separator: "\n").count == 26)
  }

  @Test func theProblemsFileEscapesEachProblemOntoOneLine() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try #"[{"type":"a\nb\u001b[2J","items":[]}]"#.write(to: page, atomically: true, encoding: .utf8)
    let list = folder.appendingPathComponent("problems.txt")
    let result = try runTangram(["--dump", "--height", "2", "--problems", list.path, page.path])
    #expect(result.status == 0)
    #expect(try String(contentsOf: list, encoding: .utf8)
      == #"\#(page.path):1:10: warning: cards[0].type: unknown layout type "a\nb\u{1B}[2J"; its items are shown in one column"# + "\n")
  }
}
