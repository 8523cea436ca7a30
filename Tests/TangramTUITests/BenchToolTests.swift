import Foundation
import Testing

/// The benchmark tool as `make bench` runs it: each page in a child process of its own, whose
/// result comes back as a line of JSON, then the report.
@Suite struct BenchToolTests {
  @Test func onePageIsMeasuredInAChildAndReported() throws {
    let tool = try builtExecutable("tangram-bench")
    let run = try runProgram(tool, ["--items", "200", "--frames", "2", "--rounds", "1", "--height", "12"], environment: [:])
    #expect(run.status == 0)
    #expect(run.errorLines == ["tangram-bench: measuring 200 items..."])
    let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasSuffix("one process per page") == true)
    #expect(lines.contains { $0.hasPrefix("| 200 items |") })
    #expect(lines.contains("frame-time ratio: n/a (needs two page sizes)"))
  }

  @Test func aWrongCommandLineIsAUsageError() throws {
    let run = try runProgram(try builtExecutable("tangram-bench"), ["--frames", "none"], environment: [:])
    #expect(run.status == 2)
    #expect(run.errorLines == ["tangram-bench: --frames needs a positive whole number, not 'none'", "Try 'tangram-bench --help'."])
  }

  /// A worker measures one page, which the tool gives it; two are a usage error.
  @Test func aWorkerGivenTwoPagesIsAUsageError() throws {
    let run = try runProgram(
      try builtExecutable("tangram-bench"), ["--worker", "--items", "10", "--items", "20"], environment: [:])
    #expect(run.status == 2)
    #expect(run.errorLines == ["tangram-bench: --worker takes exactly one page"])
  }

  @Test func helpPrintsTheUsageAndMeasuresNothing() throws {
    let run = try runProgram(try builtExecutable("tangram-bench"), ["--help", "--items", "10"], environment: [:])
    #expect(run.status == 0)
    #expect(run.errorLines == [])
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "Usage: tangram-bench [--items N ...] [--template-items N ...] [--frames K] [--rounds R]")
    #expect(lines.last == "Exit status: 0 ok, 1 frame-time criterion failed or a page failed, 2 usage.")
  }

  /// A page whose worker fails is named with the worker's exit status after what the worker
  /// said; the pages after it are still measured and reported, and the run fails.
  @Test func aPageWhoseWorkerFailsIsReportedAndTheOthersStillRun() throws {
    let run = try runProgram(
      try builtExecutable("tangram-bench"),
      ["--items", "20", "--frames", "1", "--rounds", "1", "--height", "8", "/nonexistent/p.json"], environment: [:])
    #expect(run.status == 1)
    #expect(run.errorLines == [
      "tangram-bench: measuring 20 items...",
      "tangram-bench: measuring /nonexistent/p.json...",
      "tangram-bench: /nonexistent/p.json: cannot read",
      "tangram-bench: /nonexistent/p.json: worker exited with status 1",
    ])
    let rows = run.output.split(separator: "\n").filter { $0.hasPrefix("| ") && !$0.hasPrefix("| page") && !$0.hasPrefix("| --") }
    #expect(rows.map { $0.prefix(11) } == ["| 20 items "])
  }

  @Test func aPageThatCannotBeReadFailsTheRun() throws {
    let run = try runProgram(
      try builtExecutable("tangram-bench"), ["--in-process", "--frames", "1", "--rounds", "1", "/nonexistent/p.json"],
      environment: [:])
    #expect(run.status == 1)
    #expect(run.errorLines == ["tangram-bench: measuring /nonexistent/p.json...", "tangram-bench: /nonexistent/p.json: cannot read"])
  }
}
