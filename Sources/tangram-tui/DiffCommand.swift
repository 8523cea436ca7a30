import Glibc
import TangramCore
import TangramTerminal

/// `tangram-tui diff OLD NEW`: what changed between two versions of a page. Exits 0 when
/// nothing shows differently, 1 when something does, as diff(1) does; 65 or 66 for a page that
/// cannot be read.
struct DiffCommand {
  var options: CommandLineOptions
  var registry: ElementRegistry

  /// Reads both versions, compares them, and prints the report (`--dump`) to standard output.
  func run() throws(Failure) -> ExitCode {
    try run { _ = OutputFile.write($0, to: STDOUT_FILENO) }
  }

  /// Reads both versions, compares them, and hands the report to `write`.
  func run(writingTo write: (String) -> Void) throws(Failure) -> ExitCode {
    let old = try ComparedPage(path: options.operands[0], options: options, registry: registry)
    let new = try ComparedPage(path: options.operands[1], options: options, registry: registry)
    let report = DiffReport(old: old, new: new, diff: PageDiff(old: old.read.layout, new: new.read.layout))
    switch options.diffFormat {
    case .text: write(report.text)
    case .json: write(report.json)
    case .svg, .html:
      throw Failure(message: "diff --format \(options.diffFormat.rawValue) is not available yet", code: .usage)
    }
    return report.diff.changes.isEmpty ? .success : .failure
  }
}
