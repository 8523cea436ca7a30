import TangramCore
import TangramTerminal

/// `--dump`: prints the screen the viewer would show at a size after replaying keys, or the
/// whole page with `--height 0`.
struct DumpCommand {
  var options: CommandLineOptions
  /// Where `--events` writes.
  var eventFile: EventFile?
  /// Whether the viewer, and the page it holds, are left for the process exit to reclaim (the
  /// command line, which exits right after printing); otherwise they are freed on return.
  var leavesViewerToProcessExit = false

  /// The text to print, and the page's problems.
  func output(for decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure)
    -> (text: String, problems: [Diagnostic])
  {
    var text = ""
    let problems = try write(for: decoded, fileName: fileName, registry: registry) { text += $0 }
    return (text, problems)
  }

  /// Hands the text to print to `print` piece by piece, and returns the page's problems. A
  /// whole page (`--height 0`) comes in bands of rows (see ``ScreenLimits/bandRows(columns:)``),
  /// so printing a page of any height takes the memory of one band.
  func write(
    for decoded: DecodedPage, fileName: String, registry: ElementRegistry, to print: (String) -> Void
  ) throws(Failure) -> [Diagnostic] {
    let (viewer, problems) = try replayedViewer(for: decoded, fileName: fileName, registry: registry)
    if options.height == 0 {
      viewer.renderWholePage(inBandsOf: ScreenLimits.bandRows(columns: options.width)) { print(Self.text(of: $0)) }
    } else {
      print(Self.text(of: viewer.render()))
    }
    return problems
  }

  /// The viewer `--dump` draws from: built at the dump's size, with `--events` attached and
  /// `--keys` replayed (up to a key that quits).
  func replayedViewer(for decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure)
    -> (viewer: Viewer, problems: [Diagnostic])
  {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(options.keys)
    } catch {
      throw Failure(message: error.description, code: .usage)
    }
    var setup = ViewerSetup(options: options, fileName: fileName, registry: registry)
    setup.runsTimers = options.clock
    let (viewer, problems) = try setup.makeViewer(
      for: decoded, columns: options.width, rows: options.height == 0 ? 2 : options.height)
    viewer.writeEvents(to: eventFile)
    if leavesViewerToProcessExit { viewer.keepUntilExit() }
    for event in events where viewer.handle(event) == .quit {
      break
    }
    viewer.update(wholePage: options.height == 0)
    return (viewer, problems)
  }

  /// A buffer's rows as printed: one line each, trailing spaces trimmed.
  private static func text(of buffer: Buffer) -> String {
    buffer.lines.map { $0 + "\n" }.joined()
  }
}
