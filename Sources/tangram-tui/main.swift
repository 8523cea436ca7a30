import Glibc
import TangramCore
import TangramNcurses
import TangramTerminal

/// Writes a message to standard error as one line, its control characters escaped.
func printError(_ text: String) {
  OutputFile.write(text.escapedForMessage + "\n", to: STDERR_FILENO)
}

/// Lists a page's problems on standard error (at most 20 of each kind) and all of them in the
/// `--problems` file.
///
/// Unless `strict` (which refuses them like any problem), item types drawn as wireframes are
/// information: they are normal on real pages and the status bar already says how many, so
/// standard error leaves them out, and the `--problems` file lists them after the problems as
/// `info: path: message` lines.
func report(
  _ diagnostics: [Diagnostic], of source: PageSource, prefix: String, to problemsFile: OutputFile?,
  strict: Bool = false
) {
  // Shared, not copied, when every diagnostic is a problem (a page can have millions).
  let hasInformation = !strict && diagnostics.contains { !$0.isProblem }
  let problems = hasInformation ? diagnostics.filter(\.isProblem) : diagnostics
  problemsFile?.writeLines(problems.lazy.map { $0.description.escapedForMessage })
  if hasInformation {
    problemsFile?.writeLines(diagnostics.lazy.filter { !$0.isProblem }.map { "info: " + $0.description.escapedForMessage })
  }
  let lines = ProblemReport(problems: problems).lines(mentionsProblemsOption: problemsFile == nil)
  for line in lines {
    printError("\(prefix)\(source.messageName): \(line)")
  }
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
  let source = PageSource(path: options.pagePath ?? "-", strict: options.strict, maximumSize: options.maximumFileSize)
  let registry = ElementRegistry.standard
  var outputs: [OutputFile] = []
  do throws(Failure) {
    let problemsFile = try options.problemsPath.map(OutputFile.open)
    let eventFile = try options.eventsPath.map(EventFile.open)
    outputs = [problemsFile, eventFile?.output].compactMap { $0 }
    do throws(Failure) {
      let problems: [Diagnostic]
      let environment = ProcessEnvironment.values(of: EnvironmentVariable.all)
      if options.mode == .dump {
        let setup = ViewerSetup(options: options, fileName: source.displayName, registry: registry)
        let read = try source.loadInPieces(setup: setup, width: options.width)
        var command = DumpCommand(options: options, eventFile: eventFile, leavesViewerToProcessExit: true)
        command.environment = environment
        if options.format == .ansi, options.color != .never {
          command.terminfoColors = ColorMode.terminfoColors(ofTerminalType: environment["TERM"] ?? "")
        }
        problems = try command.write(
          for: read.decoded, layout: read.layout, text: read.text, fileName: source.displayName, registry: registry
        ) { _ = OutputFile.write($0, to: STDOUT_FILENO) }
      } else {
        problems = try ViewCommand(
          options: options, environment: environment, eventFile: eventFile
        ).run(source, registry: registry)
      }
      report(problems, of: source, prefix: "tangram-tui: warning: ", to: problemsFile)
    } catch {
      report(error.problems, of: source, prefix: "tangram-tui: ", to: problemsFile, strict: true)
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

exit(run().rawValue)
