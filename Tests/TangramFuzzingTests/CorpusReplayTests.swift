import Foundation
import TangramTestSupport
import Testing

@testable import TangramFuzzing

/// The saved fuzz corpus (`Fuzz/corpus/<target>/`) runs through the same one-input functions
/// as `make fuzz`, without libFuzzer: an input that once crashed a target stays a test.
@Suite struct CorpusReplayTests {
  /// Every file saved for `target`.
  private static func corpus(of target: FuzzTarget) throws -> [URL] {
    let folder = repositoryRoot().appendingPathComponent("Fuzz/corpus/\(target.rawValue)")
    return try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
      .filter { !$0.lastPathComponent.hasPrefix(".") }
  }

  @Test(arguments: FuzzTarget.allCases)
  func everySavedInputRunsThroughItsTarget(target: FuzzTarget) throws {
    let files = try Self.corpus(of: target)
    #expect(files.count >= 10, "the corpus of \(target.rawValue) has \(files.count) files")
    for file in files {
      target.run([UInt8](try Data(contentsOf: file)))
    }
  }
}
