import Foundation

@testable import tangram_tui

/// What `tangram-tui --dump` prints for a page file, through the real command.
func dumpScreen(
  _ url: URL, width: Int = 80, height: Int = 24, keys: String = "", clock: Bool = false
) throws -> String {
  try dump(url, width: width, height: height, keys: keys, clock: clock).text
}

/// `tangram-tui --dump` through the real command: the printed text and the page's problems,
/// with `--events eventsPath` when one is given.
func dump(
  _ url: URL, width: Int = 80, height: Int = 24, keys: String = "", clock: Bool = false,
  eventsPath: String? = nil
) throws -> (text: String, problems: [String]) {
  var options = CommandLineOptions()
  options.mode = .dump
  options.pagePath = url.path
  options.width = width
  options.height = height
  options.keys = keys
  options.clock = clock
  options.eventsPath = eventsPath
  let source = PageSource(path: url.path, strict: false)
  let decoded = try source.load(registry: .standard)
  let output = try DumpCommand(options: options, eventFile: eventsPath.map(EventFile.open)).output(
    for: decoded, fileName: source.displayName, registry: .standard)
  return (output.text, output.problems.map(\.description))
}
