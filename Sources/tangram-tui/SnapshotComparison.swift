import Glibc
import TangramCore
import TangramReading
import TangramTerminal

/// A page's screen against its snapshot file (`check --snapshots DIR`): `DIR/NAME.txt`, or
/// `.svg` with `--format svg`, drawn as `--dump` draws it (`--width`, `--height`, `--keys`).
/// The screen names the page by its snapshot name, so the files are the same on every machine.
struct SnapshotComparison {
  var folder: String
  var name: String
  var options: CommandLineOptions
  var registry: ElementRegistry

  /// How a screen compared with its snapshot.
  enum Outcome: Equatable, Sendable {
    /// The same, byte for byte.
    case matches
    /// Written (`--update`), or left as it was when it was the same.
    case written
    /// Different: the rows that differ.
    case differs([RowChange])
    /// There is no snapshot file yet (`--update` writes it).
    case missing
    /// The screen could not be drawn or the file not written: why.
    case failed(String)
  }

  /// A row of the screen that differs from the snapshot's: its number, from 1, and both texts
  /// (nil for a row one of them does not have).
  struct RowChange: Equatable, Sendable {
    var row: Int
    var snapshot: String?
    var screen: String?
  }

  /// Where the snapshot is.
  var path: String {
    (folder.hasSuffix("/") ? folder : folder + "/") + name + (isPicture ? ".svg" : ".txt")
  }

  private var isPicture: Bool { options.formatName == DumpFormat.svg.rawValue }

  /// Draws the screen of `read` and compares it with the snapshot, or writes it (`--update`).
  func compare(_ read: PiecewiseReadPage) -> Outcome {
    var dumpOptions = options
    dumpOptions.mode = .dump
    dumpOptions.format = isPicture ? .svg : .text
    // Pictures in fixed colours, whatever the terminal says.
    dumpOptions.color = .always
    let screen: String
    do throws(Failure) {
      screen = try DumpCommand(options: dumpOptions).output(
        for: read.decoded, layout: read.layout, text: read.text, fileName: name + ".json", registry: registry
      ).text
    } catch {
      return .failed(error.message)
    }
    let existing = try? FileReader(maximumSize: options.maximumFileSize, regularFilesOnly: true).read(path: path)
    if options.updatesSnapshots {
      if let existing, existing == Array(screen.utf8) { return .written }
      return write(screen).map(Outcome.failed) ?? .written
    }
    guard let existing else { return .missing }
    let snapshot = String(decoding: existing, as: UTF8.self)
    return snapshot == screen ? .matches : .differs(Self.rowChanges(from: snapshot, to: screen))
  }

  /// The rows that differ, row by row.
  static func rowChanges(from snapshot: String, to screen: String) -> [RowChange] {
    let before = snapshot.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let after = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    return (0..<max(before.count, after.count)).compactMap { index in
      let old = index < before.count ? before[index] : nil
      let new = index < after.count ? after[index] : nil
      return old == new ? nil : RowChange(row: index + 1, snapshot: old, screen: new)
    }
  }

  /// Writes `screen` into the snapshot file, making its folders; why it could not, if it could
  /// not.
  private func write(_ screen: String) -> String? {
    // Each folder on the way, from the top: those there already stay as they are.
    let parts = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for count in 1..<max(1, parts.count + 1) {
      let folder = parts.prefix(count).joined(separator: "/")
      if !folder.isEmpty { mkdir(folder, 0o777) }
    }
    do throws(Failure) {
      let file = try OutputFile.open(path)
      file.writeText(screen)
      return file.writeErrorMessage
    } catch {
      return error.message
    }
  }
}
