import Foundation
import TangramTestSupport

@testable import TangramReading
@testable import tangram_tui

/// What `tangram-tui --dump` prints for a page file, through the real command.
func dumpScreen(
  _ url: URL, width: Int = 80, height: Int = 24, keys: String = "", clock: Bool = false
) throws -> String {
  try dump(url, width: width, height: height, keys: keys, clock: clock).text
}

/// The screen `tangram-tui --dump` draws for a page file, with its colours and attributes
/// (``Buffer/styledText``): the real command's viewer after the keys.
func dumpStyledScreen(_ url: URL, width: Int = 80, height: Int = 24, keys: String = "") throws -> String {
  let source = PageSource(path: url.path, strict: false)
  let (viewer, _) = try DumpCommand(options: dumpOptions(url, width: width, height: height, keys: keys))
    .replayedViewer(for: try source.load(registry: .standard), fileName: source.displayName, registry: .standard)
  return viewer.render().styledText
}

/// The options of `tangram-tui --dump` for a page file.
func dumpOptions(
  _ url: URL, width: Int, height: Int, keys: String, clock: Bool = false, eventsPath: String? = nil
) -> CommandLineOptions {
  var options = CommandLineOptions()
  options.mode = .dump
  options.pagePath = url.path
  options.width = width
  options.height = height
  options.keys = keys
  options.clock = clock
  options.eventsPath = eventsPath
  return options
}

/// `tangram-tui --dump` through the real command: the printed text and the page's problems,
/// with `--events eventsPath` when one is given.
func dump(
  _ url: URL, width: Int = 80, height: Int = 24, keys: String = "", clock: Bool = false,
  eventsPath: String? = nil
) throws -> (text: String, problems: [String]) {
  let options = dumpOptions(url, width: width, height: height, keys: keys, clock: clock, eventsPath: eventsPath)
  let source = PageSource(path: url.path, strict: false)
  let decoded = try source.load(registry: .standard)
  let output = try DumpCommand(options: options, eventFile: eventsPath.map { path throws(Failure) in try EventFile.open(path) }).output(
    for: decoded, fileName: source.displayName, registry: .standard)
  return (output.text, output.problems.map(\.description))
}
