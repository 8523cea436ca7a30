import TangramCore
import TangramReading
import TangramTerminal

/// `diff --dump --format svg|html`: the old version and the new one side by side, each as the
/// diff viewer shows it at `--width` by `--height` after `--keys`, its changes marked, with a
/// column between them.
struct DiffPicture {
  var options: CommandLineOptions
  var registry: ElementRegistry

  /// The two screens in one buffer, old on the left.
  func buffer(new: ComparedPage, comparison: ViewerComparison) throws(Failure) -> Buffer {
    var command = DumpCommand(options: options)
    command.comparison = comparison
    // Both are the viewer of the new version; the old one then shows the old version.
    let newViewer = try viewer(for: new, command: command, name: comparison.new.name)
    let oldViewer = try viewer(for: new, command: command, name: comparison.new.name)
    // The old version at the same place, as `o` shows it.
    oldViewer.handle(.key(.character("o")))
    let left = oldViewer.render()
    let right = newViewer.render()
    var both = Buffer(width: left.width + 1 + right.width, height: max(left.height, right.height))
    both.blit(left, column: 0, row: 0)
    both.fill(Rect(x: left.width, y: 0, width: 1, height: both.height), with: Cell(symbol: "│"))
    both.blit(right, column: left.width + 1, row: 0)
    return both
  }

  private func viewer(for page: ComparedPage, command: DumpCommand, name: String) throws(Failure) -> Viewer {
    try command.replayedViewer(
      for: page.read.decoded, layout: page.read.layout, text: page.read.text, fileName: name, registry: registry
    ).viewer
  }
}
