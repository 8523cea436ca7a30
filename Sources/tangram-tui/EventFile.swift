import TangramCore
import TangramTerminal

/// Where `--events` writes: one JSON object per line, in delivery order, each line written as
/// its event is delivered.
final class EventFile {
  /// The file the lines go to.
  let output: OutputFile

  private init(output: OutputFile) {
    self.output = output
  }

  /// Opens (creating or emptying) the file at `path` as a shell's `>` does; `-` is standard error.
  static func open(_ path: String, page: String? = nil) throws(Failure) -> EventFile {
    EventFile(output: try OutputFile.open(path, page: page))
  }

  /// Writes one event as a line.
  func write(_ event: Event) {
    output.writeLine(event.jsonLine)
  }
}

extension Viewer {
  /// Sends every event the viewer delivers to `file` (nothing when nil). The file belongs to
  /// the thread that runs the viewer, so this is done where the viewer runs, not where it is built.
  func writeEvents(to file: EventFile?) {
    if let file { eventSink = file.write }
  }
}
