import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import tangram_tui

/// `check` over a folder of pages: every diagnostic at its place, the summary, the formats for
/// CI, the exit status, and snapshots written, matched and found different.
@Suite struct CheckCommandTests {
  /// A folder of pages: a good one, one with a problem and an unregistered type, a malformed
  /// one in a subfolder, and a file that is not a page.
  static func makeFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try #"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"hello"}]}]}"#
      .write(to: folder.appendingPathComponent("good.json"), atomically: true, encoding: .utf8)
    try """
      {"cards": [
        {"type": "container-nope", "items": [{"type": "Weird"}]}
      ]}
      """.write(to: folder.appendingPathComponent("problems.json"), atomically: true, encoding: .utf8)
    try "[{\"type\":\"container-oneColumn\",\n \"items\":[}]"
      .write(to: folder.appendingPathComponent("sub/broken.json"), atomically: true, encoding: .utf8)
    try "not a page".write(to: folder.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
    return folder
  }

  /// The output of `check ARGUMENTS FOLDER`, the folder's path written `F`, and the exit status.
  static func check(_ arguments: [String], in folder: URL, operand: String? = nil) throws -> (String, ExitCode) {
    let options = try CommandLineOptions.parse(["check"] + arguments + [operand ?? folder.path])
    let output = Locked("")
    let status = try CheckCommand(options: options, registry: .standard).run { text in output.withLock { $0 += text } }
    return (output.withLock { $0 }.replacingOccurrences(of: folder.path, with: "F"), status)
  }

  @Test func everyDiagnosticAtItsPlaceInPageOrderThenTheSummary() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (text, status) = try Self.check(["--jobs", "3"], in: folder)
    #expect(
      text == """
        F/problems.json:2:12: warning: cards[0].type: unknown layout type "container-nope"; its items are shown in one column
        F/problems.json:2:49: info: cards[0].items[0].type: no element is registered for item type "Weird"; drawn by the fallback element
        F/sub/broken.json:2:11: error: expected a value, found '}'
        checked 3 pages: 1 error, 1 warning, 1 info; 1 page with errors

        """)
    #expect(status == .dataError)
  }

  @Test func strictMakesEveryDiagnosticAnError() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (text, status) = try Self.check(["--strict"], in: folder, operand: folder.appendingPathComponent("problems.json").path)
    #expect(
      text == """
        F/problems.json:2:12: error: cards[0].type: unknown layout type "container-nope"; its items are shown in one column
        F/problems.json:2:49: error: cards[0].items[0].type: no element is registered for item type "Weird"; drawn by the fallback element
        checked 1 page: 2 errors, 0 warnings, 0 infos; 1 page with errors

        """)
    #expect(status == .dataError)
  }

  @Test func goodPagesExitZero() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let (text, status) = try Self.check([], in: folder, operand: folder.appendingPathComponent("good.json").path)
    #expect(text == "checked 1 page: 0 errors, 0 warnings, 0 infos\n")
    #expect(status == .success)
  }

  @Test func jsonAndJUnitForCI() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let broken = folder.appendingPathComponent("sub/broken.json").path
    #expect(
      try Self.check(["--format", "json"], in: folder, operand: broken).0
        == #"{"pages":[{"file":"F/sub/broken.json","diagnostics":[{"severity":"error","line":2,"column":11,"message":"expected a value, found '}'"}]}],"summary":"checked 1 page: 1 error, 0 warnings, 0 infos; 1 page with errors"}"#
        + "\n")
    let (junit, status) = try Self.check(["--format", "junit"], in: folder)
    #expect(
      junit == """
        <?xml version="1.0" encoding="UTF-8"?>
        <testsuites name="tangram-tui check" tests="3" failures="1">
          <testsuite name="tangram-tui check" tests="3" failures="1" errors="0">
            <testcase classname="tangram-tui.check" name="F/good.json">
            </testcase>
            <testcase classname="tangram-tui.check" name="F/problems.json">
              <system-out>F/problems.json:2:12: warning: cards[0].type: unknown layout type &quot;container-nope&quot;; its items are shown in one column
        F/problems.json:2:49: info: cards[0].items[0].type: no element is registered for item type &quot;Weird&quot;; drawn by the fallback element</system-out>
            </testcase>
            <testcase classname="tangram-tui.check" name="F/sub/broken.json">
              <failure message="F/sub/broken.json:2:11: error: expected a value, found &#39;}&#39;" type="tangram-tui">F/sub/broken.json:2:11: error: expected a value, found &#39;}&#39;</failure>
            </testcase>
          </testsuite>
        </testsuites>

        """)
    #expect(status == .dataError)
  }

  @Test func snapshotsAreWrittenThenMatchedThenShowTheRowsThatDiffer() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    let snapshots = folder.appendingPathComponent("snapshots").path
    let size = ["--width", "30", "--height", "4", "--snapshots", snapshots]
    #expect(try Self.check(size, in: folder, operand: good.path).0.hasSuffix("snapshots: 1 missing\n"))
    #expect(try Self.check(size, in: folder, operand: good.path).1 == .failure)
    #expect(try Self.check(size + ["--update"], in: folder, operand: good.path) == ("checked 1 page: 0 errors, 0 warnings, 0 infos; snapshots: 1 written\n", .success))
    // The snapshot names the page by its own name, the same on every machine.
    #expect(
      try String(contentsOfFile: snapshots + "/good.txt", encoding: .utf8) == """
        hello


         good.json  ? h… row 1/1  all

        """)
    #expect(try Self.check(size, in: folder, operand: good.path) == ("checked 1 page: 0 errors, 0 warnings, 0 infos; snapshots: 1 match\n", .success))
    try #"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"hello, world"}]}]}"#
      .write(to: good, atomically: true, encoding: .utf8)
    #expect(
      try Self.check(size, in: folder, operand: good.path) == (
        """
        F/snapshots/good.txt: the screen differs in 1 row:
            1 - hello
            1 + hello, world
        checked 1 page: 0 errors, 0 warnings, 0 infos; snapshots: 1 differ

        """, .failure
      ))
  }

  /// In JSON, each page says what became of its snapshot: missing, written, matching, or the
  /// rows that differ, each with the snapshot's row and the screen's.
  @Test func jsonSaysWhatBecameOfEachSnapshot() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.json")
    let arguments = ["--format", "json", "--width", "30", "--height", "4", "--snapshots", folder.appendingPathComponent("snapshots").path]
    func snapshot(_ extra: [String] = []) throws -> String {
      let output = try Self.check(arguments + extra, in: folder, operand: good.path).0
      let start = try #require(output.range(of: #""snapshot":"#)).upperBound
      let end = try #require(output.range(of: #"}],"summary""#)).lowerBound
      return String(output[start..<end])
    }
    #expect(try snapshot() == #""missing""#)
    #expect(try snapshot(["--update"]) == #""written""#)
    #expect(try snapshot() == #""matches""#)
    try #"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"hello, world"}]}]}"#
      .write(to: good, atomically: true, encoding: .utf8)
    #expect(try snapshot() == #"{"differs":[{"row":1,"snapshot":"hello","screen":"hello, world"}]}"#)
  }

  @Test func svgSnapshotsArePicturesInFixedColours() throws {
    let folder = try Self.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let red = folder.appendingPathComponent("red.json").path
    try ##"{"cards":[{"type":"container-oneColumn","style":{"bgColor":"#FF0000"},"items":[{"type":"text","text":"red"}]}]}"##
      .write(toFile: red, atomically: true, encoding: .utf8)
    let snapshots = folder.appendingPathComponent("snapshots").path
    // --no-color draws the viewer without colours, not the snapshots: they keep the page's.
    let arguments = ["--width", "30", "--height", "4", "--format", "svg", "--no-color", "--snapshots", snapshots]
    #expect(try Self.check(arguments + ["--update"], in: folder, operand: red).1 == .success)
    let svg = try String(contentsOfFile: snapshots + "/red.svg", encoding: .utf8)
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains(">red.json</text>"))
    #expect(svg.contains(##"fill="#ff0000""##))
    #expect(!FileManager.default.fileExists(atPath: snapshots + "/red.txt"))
    #expect(try Self.check(arguments, in: folder, operand: red) == ("checked 1 page: 0 errors, 0 warnings, 0 infos; snapshots: 1 match\n", .success))
    // Checked with colours allowed, they match: the same picture whatever the colour options.
    let coloured = arguments.filter { $0 != "--no-color" }
    #expect(try Self.check(coloured, in: folder, operand: red) == ("checked 1 page: 0 errors, 0 warnings, 0 infos; snapshots: 1 match\n", .success))
  }

  @Test(arguments: [
    (["diff", "a.json"], "diff needs two pages, OLD.json NEW.json (got 1)"),
    (["diff", "--format", "json", "a.json", "b.json"], "--format is for diff --dump"),
    (["diff", "--dump", "--format", "junit", "a.json", "b.json"], "diff --format is one of text, json, svg, html, not 'junit'"),
    (["check"], "check needs at least one page or folder"),
    (["check", "--update", "pages"], "--update needs --snapshots DIR"),
    (["check", "--format", "ansi", "pages"], "check --format is one of text, json, junit, not 'ansi'"),
    (["--snapshots", "s", "page.json"], "--snapshots and --update are for check"),
    (["--format", "json", "--dump", "page.json"], "--format is one of text, ansi, svg, html, not 'json'"),
  ])
  func usageErrors(arguments: [String], message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) { try CommandLineOptions.parse(arguments) }
  }

  @Test func aPageNamedLikeACommandIsOpenedByItsPath() throws {
    #expect(try CommandLineOptions.parse(["./diff"]).pagePath == "./diff")
    #expect(try CommandLineOptions.parse(["--dump", "diff"]).pagePath == "diff")
  }
}

/// The rows of a snapshot that differs, in text: each row's number right-aligned in five
/// columns, then `-` and the snapshot's row, `+` and the screen's.
@Suite struct CheckReportRowTests {
  @Test func rowNumbersAreRightAlignedInFiveColumnsAndLongerOnesWritten() {
    let check = PageCheck(
      file: "p.json", messages: [],
      snapshot: .differs([
        SnapshotComparison.RowChange(row: 7, snapshot: "old", screen: nil),
        SnapshotComparison.RowChange(row: 12_345, snapshot: "a", screen: "b"),
        SnapshotComparison.RowChange(row: 123_456, snapshot: nil, screen: "new"),
      ]))
    #expect(CheckReport.lines(for: check, snapshotPath: "s/p.txt") == [
      "s/p.txt: the screen differs in 3 rows:",
      "    7 - old",
      "12345 - a",
      "12345 + b",
      "123456 + new",
    ])
  }
}
