import TangramCore

/// Where `--events` writes: one JSON object per line, in delivery order, each line written as
/// its event is delivered.
final class EventFile {
  /// The file the lines go to.
  let output: OutputFile

  private init(output: OutputFile) {
    self.output = output
  }

  /// Opens (creating or emptying) the file at `path` as a shell's `>` does; `-` is standard error.
  static func open(_ path: String) throws(Failure) -> EventFile {
    EventFile(output: try OutputFile.open(path))
  }

  /// Writes one event as a line.
  func write(_ event: Event) {
    output.writeLine(event.jsonLine)
  }
}
