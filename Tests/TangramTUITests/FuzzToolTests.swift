import Foundation
import Testing

/// The commands of the fuzzing tool that `make fuzz` runs before libFuzzer (scripts/fuzz.sh):
/// its dictionary, and the viewer inputs it starts from.
@Suite struct FuzzToolTests {
  @Test func soupSeedsAreThreeInputsForEachPage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("soup-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json")
    try Data(#"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]}"#.utf8).write(to: page)
    let tool = try builtExecutable("tangram-fuzz")
    let made = try runProgram(tool, ["--target=viewer", "--soup-seeds=\(folder.path)", page.path], environment: [:])
    #expect(made.status == 0)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("soup-") }.sorted()
    #expect(names == ["soup-1-page.json", "soup-2-page.json", "soup-3-page.json"])
    let missing = try runProgram(tool, ["--target=viewer", "--soup-seeds=\(folder.path)", "/nonexistent/page.json"], environment: [:])
    #expect(missing.status == 1)
    #expect(missing.errorLines == ["tangram-fuzz: cannot read /nonexistent/page.json"])
  }

  /// Without a target, or with one it does not have, the tool says how it is used and ends
  /// with status 2.
  @Test(arguments: [[String](), ["--target=nothing"], ["--dictionary"]])
  func withoutAKnownTargetTheToolSaysItsUsage(arguments: [String]) throws {
    let ran = try runProgram(try builtExecutable("tangram-fuzz"), arguments, environment: [:])
    #expect(ran.status == 2)
    #expect(ran.errorLines.count == 1)
    #expect(ran.errorLines.first?.hasPrefix("usage: tangram-fuzz --target=") == true)
    #expect(ran.output.isEmpty)
  }

  @Test func theDictionaryIsPrintedAndTheToolEnds() throws {
    let printed = try runProgram(try builtExecutable("tangram-fuzz"), ["--target=viewer", "--dictionary"], environment: [:])
    #expect(printed.status == 0)
    #expect(!printed.output.isEmpty)
  }

  /// Each target says what it checked of an input, or that there was nothing to check: a replay
  /// that runs nothing would say nothing.
  @Test func eachTargetSaysWhatItChecked() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    func input(_ name: String, _ bytes: [UInt8]) throws -> String {
      let file = folder.appendingPathComponent(name)
      try Data(bytes).write(to: file)
      return file.path
    }
    let page = Array(#"[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]"#.utf8)
    let viewer = try input("viewer", page + [0] + Array("j j".utf8) + [0])
    let template = try input("template.xml", Array(#"<VHLayout><NText/><NImage/></VHLayout>"#.utf8))
    let notAPage = try input("not-a-page", Array("[".utf8))
    let tool = try builtExecutable("tangram-fuzz")
    let lines = [
      try runProgram(tool, ["--target=viewer", viewer, notAPage], environment: [:]).output,
      try runProgram(tool, ["--target=xml", template, notAPage], environment: [:]).output,
    ].joined().split(separator: "\n").map(String.init)
    #expect(lines == [
      "viewer: \(viewer): ok (3 frames checked)", "viewer: \(notAPage): ok (not a page: nothing to check)",
      "xml: \(template): ok (3 elements checked)", "xml: \(notAPage): ok (not a template: nothing to check)",
    ])
  }

  /// Without libFuzzer, the tool runs each input once and says it ran: a file it cannot read
  /// ends it with status 1 after the inputs before it.
  @Test func inputsAreRunOnceEachAndAnUnreadableOneEndsTheRun() throws {
    let page = FileManager.default.temporaryDirectory.appendingPathComponent("input-\(UUID().uuidString).json")
    try Data(#"[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]"#.utf8).write(to: page)
    defer { try? FileManager.default.removeItem(at: page) }
    let tool = try builtExecutable("tangram-fuzz")
    let ran = try runProgram(tool, ["--target=layout", page.path, "/nonexistent/input.json"], environment: [:])
    #expect(ran.output == "layout: \(page.path): ok (laid out at 6 widths, read as a file in 2 ways)\n")
    #expect(ran.errorLines == ["tangram-fuzz: cannot read /nonexistent/input.json"])
    #expect(ran.status == 1)
  }
}
