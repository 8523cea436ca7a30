import TangramCore
import TangramTerminal

/// `--dump`: prints the screen the viewer would show at a size after replaying keys, or the
/// whole page with `--height 0`.
struct DumpCommand {
  var options: CommandLineOptions

  func output(for decoded: DecodedPage, fileName: String, registry: ElementRegistry) throws(Failure) -> String {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(options.keys)
    } catch {
      throw Failure(message: error.description, code: .usage)
    }
    let viewer = Viewer(
      page: decoded.page, fileName: fileName, columns: options.width,
      rows: options.height == 0 ? 2 : options.height, registry: registry,
      designWidth: options.designWidth, mergesMargins: options.mergesMargins,
      message: StatusMessage.initial(for: decoded.diagnostics))
    viewer.runsTimers = options.clock
    for event in events where viewer.handle(event) == .quit {
      break
    }
    let frame = options.height == 0 ? viewer.renderWholePage() : viewer.render()
    return frame.lines.map { $0 + "\n" }.joined()
  }
}
