import Glibc
import TangramCore
import TangramTerminal

/// `tangram-tui check PAGE|DIR ...`: reads every page named (folders searched for `*.json`) on
/// all processors, prints each diagnostic as `file:line:col: error|warning|info: message` and a
/// summary; with `--snapshots`, compares each page's screen with its snapshot. Exits 65 when a
/// page has an error, else 1 when a screen is not its snapshot, else 0.
struct CheckCommand {
  var options: CommandLineOptions
  var registry: ElementRegistry

  /// Checks the pages and prints the report to standard output.
  func run() throws(Failure) -> ExitCode {
    try run { _ = OutputFile.write($0, to: STDOUT_FILENO) }
  }

  /// Checks the pages and hands the report to `write`, a page's lines as soon as it and those
  /// before it are checked (text), or all at the end (JSON, JUnit).
  func run(writingTo write: @escaping @Sendable (String) -> Void) throws(Failure) -> ExitCode {
    let pages = PageFiles.find(options.operands)
    guard !pages.isEmpty else {
      throw Failure(message: "no pages (*.json) in \(options.operands.joined(separator: ", "))", code: .unreadableInput)
    }
    let options = self.options
    let registry = self.registry
    let snapshotPaths = pages.map { page in options.snapshotsPath.map { snapshotPath(of: page, in: $0) } }
    let streams = options.checkFormat == .text
    let checks = ConcurrentMap.map(
      pages, threads: options.jobs ?? ConcurrentMap.processorCount,
      delivering: { index, check in
        guard streams else { return }
        let lines = CheckReport.lines(for: check, snapshotPath: snapshotPaths[index])
        if !lines.isEmpty { write(lines.map { $0 + "\n" }.joined()) }
      }
    ) { page in PageCheck(page, options: options, registry: registry) }
    let report = CheckReport(checks: checks)
    switch options.checkFormat {
    case .text: write(report.summary + "\n")
    case .json: write(report.json)
    case .junit: write(report.junit(snapshotPaths: snapshotPaths))
    }
    if checks.contains(where: \.hasError) { return .dataError }
    return report.snapshotsDiffer ? .failure : .success
  }

  private func snapshotPath(of page: PageFiles.Found, in folder: String) -> String {
    SnapshotComparison(folder: folder, name: page.snapshotName, options: options, registry: registry).path
  }
}
