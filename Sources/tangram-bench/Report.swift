/// Formats results as a markdown table plus the frame-time criterion.
struct Report {
  var results: [BenchResult]
  var options: BenchOptions
  /// The most the median frame at the largest page may be, as a multiple of the smallest's.
  static let frameRatioLimit = 1.5

  /// The header line, the table, and the criterion.
  var text: String {
    var lines = [
      "tangram-bench: viewport \(options.width)x\(options.height), "
        + "\(options.framesPerPlace) frames at each of top/middle/end, best of "
        + "\(options.rounds) rounds (frame = scroll(by: 1) + draw into a fresh Buffer, draw = the draw alone); "
        + (options.inProcess ? "all pages in one process" : "one process per page"),
      "",
    ]
    lines += table
    lines.append("")
    lines.append(criterion.line)
    lines += templateComparisons.map(\.line)
    return lines.joined(separator: "\n")
  }

  /// One row per page.
  var table: [String] {
    let header = [
      "page", "items", "JSON MB", "first frame ms", "full layout ms", "read RSS MB", "decode ms", "layout ms", "view ms", "peak RSS MB",
      "frame med us", "frame p95 us", "draw med us", "top/mid/end med us", "live", "pooled", "created",
      "search find ms", "search count ms", "search slice ms",
    ]
    let rows = results.map { result -> [String] in
      [
        result.label, String(result.itemCount), fixed(Double(result.pageBytes) / 1_048_576, 1),
        fixed(result.firstFrameMilliseconds, 1), fixed(result.fullLayoutMilliseconds, 1),
        fixed(Double(result.readPeakResidentKilobytes) / 1024, 1),
        fixed(result.decodeMilliseconds, 1), fixed(result.layoutMilliseconds, 1),
        fixed(result.pageViewMilliseconds, 1),
        fixed(Double(result.peakResidentKilobytes) / 1024, 1),
        fixed(result.frameMedianMicroseconds, 1), fixed(result.frameP95Microseconds, 1),
        fixed(result.drawMedianMicroseconds, 1),
        result.placeMedianMicroseconds.map { fixed($0, 1) }.joined(separator: " / "),
        String(result.liveElements), String(result.pooledElements),
        String(result.createdElements),
        fixed(result.searchFirstMatchMilliseconds, 1), fixed(result.searchCountMilliseconds, 1), fixed(result.searchSliceMilliseconds, 1),
      ]
    }
    let rightAligned = Set(1..<header.count)
    return MarkdownTable(header: header, rows: rows, rightAligned: rightAligned).lines
  }

  /// Median frame of the largest page over that of the smallest, against the limit (pages of
  /// text items and files; template pages are compared by ``templateComparisons``).
  var criterion: Criterion {
    let measured = results.filter { $0.frameCount > 0 && !$0.templateItems }
    guard let smallest = measured.min(by: { $0.itemCount < $1.itemCount }),
      let largest = measured.max(by: { $0.itemCount < $1.itemCount }),
      largest.itemCount > smallest.itemCount, smallest.frameMedianMicroseconds > 0
    else { return Criterion(ratio: nil, smallest: nil, largest: nil) }
    return Criterion(
      ratio: largest.frameMedianMicroseconds / smallest.frameMedianMicroseconds,
      smallest: smallest, largest: largest)
  }

  /// Each template page against the text page of the same size, when both were measured.
  var templateComparisons: [TemplateComparison] {
    results.filter(\.templateItems).compactMap { template in
      results.first { !$0.templateItems && $0.label != template.label && $0.itemCount == template.itemCount }
        .map { TemplateComparison(template: template, text: $0) }
    }
  }

  /// How much a page of template items costs over one of text items of the same size: its
  /// first frame and its median frame, the latter against ``frameRatioLimit`` (a target: it does
  /// not change the exit status).
  struct TemplateComparison {
    var template: BenchResult
    var text: BenchResult

    var firstFrameRatio: Double { template.firstFrameMilliseconds / max(1e-9, text.firstFrameMilliseconds) }
    var frameRatio: Double { template.frameMedianMicroseconds / max(1e-9, text.frameMedianMicroseconds) }

    var line: String {
      "template/text items at \(template.itemCount): first frame \(fixed(template.firstFrameMilliseconds, 1)) ms / "
        + "\(fixed(text.firstFrameMilliseconds, 1)) ms = \(fixed(firstFrameRatio, 2))x; frame "
        + "\(fixed(template.frameMedianMicroseconds, 1)) us / \(fixed(text.frameMedianMicroseconds, 1)) us = "
        + "\(fixed(frameRatio, 2))x (target \(fixed(Report.frameRatioLimit, 1))x: "
        + (frameRatio <= Report.frameRatioLimit ? "met)" : "missed)")
    }
  }

  /// The frame-time ratio and its verdict.
  struct Criterion {
    var ratio: Double?
    var smallest: BenchResult?
    var largest: BenchResult?

    /// Nil when fewer than two page sizes were measured.
    var passed: Bool? { ratio.map { $0 <= Report.frameRatioLimit } }

    var line: String {
      guard let ratio, let smallest, let largest, let passed else {
        return "frame-time ratio: n/a (needs two page sizes)"
      }
      return "frame-time ratio \(largest.itemCount)/\(smallest.itemCount) items: "
        + "\(fixed(largest.frameMedianMicroseconds, 1)) us / "
        + "\(fixed(smallest.frameMedianMicroseconds, 1)) us = \(fixed(ratio, 2))x "
        + "(limit \(fixed(Report.frameRatioLimit, 1))x): \(passed ? "PASS" : "FAIL")"
    }
  }
}

/// A markdown table whose columns are padded to line up in a terminal.
struct MarkdownTable {
  var header: [String]
  var rows: [[String]]
  /// Column indices aligned to the right (numbers).
  var rightAligned: Set<Int>

  var lines: [String] {
    let widths = header.indices.map { column in
      ([header] + rows).map { $0.indices.contains(column) ? $0[column].count : 0 }.max() ?? 0
    }
    func line(_ cells: [String]) -> String {
      let padded = header.indices.map { column -> String in
        let cell = cells.indices.contains(column) ? cells[column] : ""
        let fill = String(repeating: " ", count: max(0, widths[column] - cell.count))
        return rightAligned.contains(column) ? fill + cell : cell + fill
      }
      return "| " + padded.joined(separator: " | ") + " |"
    }
    let rule = header.indices.map { column -> String in
      let dashes = String(repeating: "-", count: max(3, widths[column]))
      return rightAligned.contains(column) ? String(dashes.dropLast()) + ":" : dashes
    }
    return [line(header), "| " + rule.joined(separator: " | ") + " |"] + rows.map(line)
  }
}

/// `value` with `digits` decimals, without Foundation's formatter.
func fixed(_ value: Double, _ digits: Int) -> String {
  guard value.isFinite else { return String(value) }
  var scale = 1.0
  for _ in 0..<digits { scale *= 10 }
  let scaled = (abs(value) * scale).rounded()
  let whole = Int(scaled / scale)
  let fraction = Int(scaled - Double(whole) * scale)
  let sign = value < 0 && scaled > 0 ? "-" : ""
  guard digits > 0 else { return sign + String(whole) }
  let fractionText = String(fraction)
  return sign + String(whole) + "."
    + String(repeating: "0", count: max(0, digits - fractionText.count)) + fractionText
}
