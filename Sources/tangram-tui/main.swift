import Foundation
import TangramTerminal

/// Writes a line to standard error.
func printError(_ text: String) {
  FileHandle.standardError.write(Data((text + "\n").utf8))
}

func run() -> ExitCode {
  let options: CommandLineOptions
  do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    printError("tangram-tui: \(error.message)\nTry 'tangram-tui --help'.")
    return .usage
  }
  switch options.mode {
  case .help:
    print(HelpText.usage)
    return .success
  case .version:
    print(HelpText.version)
    return .success
  case .view, .dump:
    break
  }
  let source = PageSource(path: options.pagePath ?? "-", strict: options.strict)
  let registry = ElementRegistry.standard
  do {
    let decoded = try source.load(registry: registry)
    let problems: [String]
    if options.mode == .dump {
      let output = try DumpCommand(options: options, leavesViewerToProcessExit: true).output(
        for: decoded, fileName: source.displayName, registry: registry)
      FileHandle.standardOutput.write(Data(output.text.utf8))
      problems = output.problems
    } else {
      problems = try ViewCommand(options: options, environment: ProcessInfo.processInfo.environment)
        .run(decoded, fileName: source.displayName, registry: registry)
    }
    for problem in problems {
      printError("tangram-tui: warning: \(source.messageName): \(problem)")
    }
    return .success
  } catch {
    for line in error.message.split(separator: "\n") {
      printError("tangram-tui: \(line)")
    }
    return error.code
  }
}

exit(run().rawValue)
