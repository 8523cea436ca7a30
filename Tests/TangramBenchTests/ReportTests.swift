import Foundation
import Testing

@testable import tangram_bench

/// The report: numbers with fixed decimals, a markdown table whose columns line up, and the
/// frame-time criterion that decides the exit status.
@Suite struct ReportTests {
  static func result(_ label: String, items: Int, frameMedian: Double, templates: Bool = false) -> BenchResult {
    BenchResult(
      label: label, itemCount: items, templateItems: templates, pageBytes: 1_048_576, contentRows: items,
      decodeMilliseconds: 1, firstFrameMilliseconds: 2, fullLayoutMilliseconds: 3, readPeakResidentKilobytes: 1_024_000,
      layoutMilliseconds: 4, pageViewMilliseconds: 5, frameMedianMicroseconds: frameMedian, frameP95Microseconds: 9,
      drawMedianMicroseconds: 6, placeMedianMicroseconds: [1, 2, 3], frameCount: 600, movedFrameCount: 600,
      liveElements: 50, pooledElements: 2, createdElements: 52, searchFirstMatchMilliseconds: 1,
      searchCountMilliseconds: 2, searchSliceMilliseconds: 0.5, peakResidentKilobytes: 2_048_000)
  }

  @Test func fixedDecimals() {
    #expect(fixed(1.25, 1) == "1.3")
    #expect(fixed(0.05, 2) == "0.05")
    #expect(fixed(12.0, 2) == "12.00")
    #expect(fixed(2.5, 0) == "3")
    #expect(fixed(-1.5, 1) == "-1.5")
    #expect(fixed(-0.04, 1) == "0.0")
    #expect(fixed(.infinity, 1) == "inf")
  }

  /// Columns are as wide as their widest cell, rules at least three dashes, numbers on the right.
  @Test func aTableLinesUp() {
    let table = MarkdownTable(header: ["page", "n"], rows: [["small", "7"], ["p", "1234"]], rightAligned: [1])
    #expect(
      table.lines == [
        "| page  |    n |",
        "| ----- | ---: |",
        "| small |    7 |",
        "| p     | 1234 |",
      ])
    let narrow = MarkdownTable(header: ["a", "b"], rows: [["x", "y", "extra"]], rightAligned: [1])
    #expect(narrow.lines == ["| a | b |", "| --- | --: |", "| x | y |"])
  }

  /// A page's row: its label and counts, then every figure in the header's order, times to a
  /// tenth, sizes in MB (of 1,024 KB) to a tenth.
  @Test func aPagesRowHoldsEveryFigureInTheHeadersOrder() {
    let report = Report(results: [Self.result("1000 items", items: 1000, frameMedian: 7.25)], options: BenchOptions())
    let cells = report.table[2].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(cells == [
      "1000 items", "1000", "1.0", "2.0", "3.0", "1000.0", "1.0", "4.0", "5.0", "2000.0", "7.3", "9.0", "6.0",
      "1.0 / 2.0 / 3.0", "50", "2", "52", "1.0", "2.0", "0.5",
    ])
    let header = report.table[0].split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(header.count == cells.count)
    #expect(header.last == "search slice ms")
  }

  @Test func theCriterionComparesTheLargestPageWithTheSmallest() {
    let options = BenchOptions()
    let passing = Report(
      results: [Self.result("big", items: 1000, frameMedian: 15), Self.result("small", items: 10, frameMedian: 10)],
      options: options)
    #expect(passing.criterion.ratio == 1.5)
    #expect(passing.criterion.passed == true)
    #expect(passing.criterion.line == "frame-time ratio 1000/10 items: 15.0 us / 10.0 us = 1.50x (limit 1.5x): PASS")
    let failing = Report(
      results: [Self.result("small", items: 10, frameMedian: 10), Self.result("big", items: 1000, frameMedian: 15.1)],
      options: options)
    #expect(failing.criterion.passed == false)
    let single = Report(results: [Self.result("one", items: 10, frameMedian: 10)], options: options)
    #expect(single.criterion.passed == nil)
    #expect(single.criterion.line == "frame-time ratio: n/a (needs two page sizes)")
  }

  /// The report's text: what was measured and how, a blank line, the table, a blank line, then
  /// the criterion.
  @Test func theTextIsTheSettingsTheTableAndTheCriterion() {
    let report = Report(
      results: [Self.result("big", items: 1000, frameMedian: 15), Self.result("small", items: 10, frameMedian: 10)],
      options: BenchOptions())
    let lines = report.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first?.hasPrefix("tangram-bench: viewport ") == true)
    #expect(Array(lines[1..<(lines.count - 2)]) == [""] + report.table)
    #expect(lines.suffix(2) == ["", report.criterion.line])
  }

  /// Template pages are left out of the criterion and compared with the text page of their size.
  @Test func templatePagesAreComparedWithTextPagesOfTheirSize() {
    let report = Report(
      results: [
        Self.result("10 items", items: 10, frameMedian: 10), Self.result("1000 items", items: 1000, frameMedian: 12),
        Self.result("1000 template items", items: 1000, frameMedian: 24, templates: true),
      ], options: BenchOptions())
    #expect(report.criterion.ratio == 1.2)
    let comparisons = report.templateComparisons
    #expect(comparisons.map(\.text.label) == ["1000 items"])
    #expect(comparisons.first?.frameRatio == 2)
    #expect(comparisons.first?.line.hasSuffix("frame 24.0 us / 12.0 us = 2.00x (target 1.5x: missed)") == true)
  }

  @Test func aWorkersResultTravelsAsOneJSONLine() throws {
    let result = Self.result("7 items", items: 7, frameMedian: 3.25)
    let line = WorkerProcess.encodeResult(result)
    #expect(!line.contains("\n"))
    let output = Data(("tangram-bench: a note\n" + line + "\n").utf8)
    #expect(try WorkerProcess.decodeResult(output, label: "7 items") == result)
    #expect(throws: BenchFailure.self) { try WorkerProcess.decodeResult(Data("oops\n".utf8), label: "7 items") }
  }
}
