import TangramCore
import TangramTerminal

/// `--dump`: prints the screen the viewer would show at a size after replaying keys, or the
/// whole page with `--height 0`.
struct DumpCommand {
  var options: CommandLineOptions
  /// Whether the viewer, and the page it holds, are left for the process exit to reclaim (the
  /// command line, which exits right after printing); otherwise they are freed on return.
  var leavesViewerToProcessExit = false

  /// The text to print, and the page's problems.
  func output(for decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure)
    -> (text: String, problems: [String])
  {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(options.keys)
    } catch {
      throw Failure(message: error.description, code: .usage)
    }
    let (viewer, problems) = try ViewerSetup(options: options, fileName: fileName, registry: registry)
      .makeViewer(for: decoded, columns: options.width, rows: options.height == 0 ? 2 : options.height)
    if leavesViewerToProcessExit { viewer.keepUntilExit() }
    viewer.runsTimers = options.clock
    for event in events where viewer.handle(event) == .quit {
      break
    }
    let frame = options.height == 0 ? viewer.renderWholePage() : viewer.render()
    return (frame.lines.map { $0 + "\n" }.joined(), problems)
  }
}
