import Glibc
import TangramCore
import TangramNcurses
import TangramReading
import TangramTerminal

/// Writes a message to standard error as one line, its control characters escaped.
func printError(_ text: String) {
  OutputFile.write(text.escapedForMessage + "\n", to: STDERR_FILENO)
}

func run() -> ExitCode {
  let options: CommandLineOptions
  do {
    options = try CommandLineOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    printError("tangram-tui: \(error.message)")
    printError("Try 'tangram-tui --help'.")
    return .usage
  }
  switch options.mode {
  case .help:
    print(HelpText.usage)
    return .success
  case .version:
    print(HelpText.version)
    return .success
  case .manual:
    print(ManualPage.roff, terminator: "")
    return .success
  case .completions(let shell):
    print(ShellCompletion.script(for: shell), terminator: "")
    return .success
  case .view, .dump:
    break
  }
  if let subcommand = options.subcommand { return run(subcommand, options: options) }
  let source = PageSource(path: options.pagePath ?? "-", strict: options.strict, maximumSize: options.maximumFileSize)
  let registry: ElementRegistry
  do throws(Failure) {
    registry = try options.registry()
  } catch {
    printError("tangram-tui: \(error.message)")
    return error.code
  }
  var outputs: [OutputFile] = []
  do throws(Failure) {
    // Neither may be the page: opening it for writing would empty it before it is read.
    let problemsFile = try options.problemsPath.map { path throws(Failure) in try OutputFile.open(path, page: source.path) }
    let eventFile = try options.eventsPath.map { path throws(Failure) in try EventFile.open(path, page: source.path) }
    outputs = [problemsFile, eventFile?.output].compactMap { $0 }
    do throws(Failure) {
      let problems: [Diagnostic]
      let environment = ProcessEnvironment.values(of: EnvironmentVariable.all)
      if options.mode == .dump {
        let setup = ViewerSetup(options: options, fileName: source.displayName, registry: registry)
        let read = try Failure.rethrowing { () throws(ReadingFailure) in
          try source.loadOnTwoThreads(setup: setup.readingSetup, width: options.width)
        }
        var command = DumpCommand(options: options, eventFile: eventFile, leavesViewerToProcessExit: true)
        command.environment = environment
        if options.format == .ansi, options.color != .never {
          command.terminfoColors = ColorMode.terminfoColors(ofTerminalType: environment["TERM"] ?? "")
        }
        problems = try command.write(
          for: read.decoded, layout: read.layout, text: read.text, fileName: source.displayName, registry: registry
        ) { _ = OutputFile.write($0, to: STDOUT_FILENO) }
      } else {
        var command = ViewCommand(options: options, environment: environment, eventFile: eventFile)
        if let problemsFile {
          command.problemsDidChange = { DiagnosticMessages(diagnostics: $0, source: source).rewrite(problemsFile) }
        }
        problems = try command.run(source, registry: registry)
      }
      DiagnosticMessages(diagnostics: problems, source: source).report(severity: "warning", to: problemsFile)
    } catch {
      DiagnosticMessages(diagnostics: error.problems, source: source, strict: true)
        .report(severity: "error", to: problemsFile)
      throw error
    }
  } catch {
    printError("tangram-tui: \(error.message)")
    return error.code
  }
  let writeErrors = outputs.compactMap(\.writeErrorMessage)
  for message in writeErrors {
    printError("tangram-tui: \(message)")
  }
  return writeErrors.isEmpty ? .success : .failure
}

/// Runs `diff` or `check`.
func run(_ subcommand: Subcommand, options: CommandLineOptions) -> ExitCode {
  do throws(Failure) {
    let registry = try options.registry()
    switch subcommand {
    case .diff:
      let command = DiffCommand(options: options, registry: registry)
      guard options.mode == .dump else {
        return try command.runViewer(environment: ProcessEnvironment.values(of: EnvironmentVariable.all))
      }
      return try command.run()
    case .check:
      return try CheckCommand(options: options, registry: registry).run()
    }
  } catch {
    printError("tangram-tui: \(error.message)")
    return error.code
  }
}

exit(run().rawValue)
