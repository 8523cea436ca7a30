extension CommandLineOptions {
  /// The format `diff --dump` prints.
  var diffFormat: DiffFormat { formatName.flatMap(DiffFormat.init(rawValue:)) ?? .text }

  /// The format `check` prints.
  var checkFormat: CheckFormat { formatName.flatMap(CheckFormat.init(rawValue:)) ?? .text }

  /// Checks what a subcommand was given: its operands, its format, and the options that are
  /// for other commands.
  func checkOperands(of subcommand: Subcommand) throws(UsageError) {
    switch subcommand {
    case .diff:
      guard operands.count == 2 else {
        throw UsageError(message: "diff needs two pages, \(subcommand.operandsText) (got \(operands.count))")
      }
      if formatName != nil, mode != .dump { throw UsageError(message: "--format is for diff --dump") }
      if snapshotsPath != nil || updatesSnapshots { throw UsageError(message: "--snapshots and --update are for check") }
    case .check:
      guard !operands.isEmpty else { throw UsageError(message: "check needs at least one page or folder") }
      if mode == .dump { throw UsageError(message: "--dump is not for check: it prints its report itself") }
      if updatesSnapshots, snapshotsPath == nil { throw UsageError(message: "--update needs --snapshots DIR") }
    }
    if let formatName, !subcommand.formats.contains(formatName),
      !(subcommand == .check && snapshotsPath != nil && formatName == DumpFormat.svg.rawValue)
    {
      throw UsageError(
        message: "\(subcommand.rawValue) --format is one of \(subcommand.formats.joined(separator: ", ")), not '\(formatName)'")
    }
  }
}
