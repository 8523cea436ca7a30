import TangramCore
import TangramTerminal

/// `--dump`: prints the screen the viewer would show at a size after replaying keys, or the
/// whole page with `--height 0`.
struct DumpCommand {
  var options: CommandLineOptions
  /// Where `--events` writes.
  var eventFile: EventFile?

  /// The text to print, and the page's problems.
  func output(for decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure)
    -> (text: String, problems: [Diagnostic])
  {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(options.keys)
    } catch {
      throw Failure(message: error.description, code: .usage)
    }
    let (viewer, problems) = try ViewerSetup(
      options: options, fileName: fileName, registry: registry, eventFile: eventFile
    ).makeViewer(for: decoded, columns: options.width, rows: options.height == 0 ? 2 : options.height)
    viewer.keepUntilExit()
    viewer.runsTimers = options.clock
    for event in events where viewer.handle(event) == .quit {
      break
    }
    let frame = options.height == 0 ? viewer.renderWholePage() : viewer.render()
    return (frame.lines.map { $0 + "\n" }.joined(), problems)
  }
}
