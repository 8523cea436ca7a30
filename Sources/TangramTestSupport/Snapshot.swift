import Foundation
import Testing

/// Compares `text` with the snapshot file `Snapshots/<name>.txt` next to the calling test file.
///
/// With `RECORD_SNAPSHOTS=1` in the environment, or when the file does not exist yet, the text is
/// written to the file and the test fails, so recording never passes silently (and CI, which never
/// records, fails on a missing snapshot). Read every recorded file before committing it.
public func assertSnapshot(
  _ text: String, named name: String, filePath: String = #filePath,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots")
  let file = directory.appendingPathComponent(name + ".txt")
  let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
  let existing = try? String(contentsOf: file, encoding: .utf8)
  if recording || existing == nil {
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    try? text.write(to: file, atomically: true, encoding: .utf8)
    Issue.record(
      "Recorded snapshot \(file.lastPathComponent); read it, then run the tests again.",
      sourceLocation: sourceLocation)
    return
  }
  if existing != text {
    Issue.record(
      "Snapshot \(name) differs.\n--- expected\n\(existing ?? "")\n--- actual\n\(text)",
      sourceLocation: sourceLocation)
  }
}

/// The folder of real Tangram pages kept as test fixtures (`Tests/Fixtures/TangramPages`: copies
/// of pages from Alibaba's Tangram repositories, with their source and licence in `SOURCES.md`).
public func realPagesDirectory(filePath: String = #filePath) -> URL {
  repositoryRoot(filePath: filePath).appendingPathComponent("Tests/Fixtures/TangramPages")
}

/// The names of the real pages in ``realPagesDirectory(filePath:)``, without `.json`.
public let realPageNames = ["TangramMock", "data", "data3.0", "data_third", "testdata"]

/// The repository's root folder (where `Package.swift` is).
public func repositoryRoot(filePath: String = #filePath) -> URL {
  var url = URL(fileURLWithPath: filePath)
  while url.pathComponents.count > 1 {
    url.deleteLastPathComponent()
    if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
      return url
    }
  }
  return URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
}
