import Foundation
import TangramCore

/// Where `--events` writes: one JSON object per line, in delivery order.
final class EventFile {
  private let handle: FileHandle

  private init(handle: FileHandle) {
    self.handle = handle
  }

  /// Opens (creating or emptying) the file at `path`; `-` is standard error.
  static func open(_ path: String) throws(Failure) -> EventFile {
    if path == "-" { return EventFile(handle: .standardError) }
    guard FileManager.default.createFile(atPath: path, contents: nil),
      let handle = FileHandle(forWritingAtPath: path)
    else {
      throw Failure(message: "\(path): cannot be written (for --events)", code: .unreadableInput)
    }
    return EventFile(handle: handle)
  }

  /// Writes one event as a line.
  func write(_ event: Event) {
    handle.write(Data((event.jsonLine + "\n").utf8))
  }
}
