import Foundation
import Glibc
import Testing

@testable import TangramReading

/// A page's text read back from its file a range at a time, and refused once the file is not
/// the one that was read.
@Suite struct FilePageBytesTests {
  /// The file at `path` opened for reading, read back through a copy of its descriptor.
  private func pageBytes(of path: String) throws -> FilePageBytes {
    let descriptor = open(path, O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    return try #require(FilePageBytes(copying: descriptor))
  }

  /// A file of the ten digits in a new folder (the caller removes it), and its bytes read back.
  private func digitsFile() throws -> (folder: URL, path: String, bytes: FilePageBytes) {
    let folder = try temporaryFolder()
    let path = folder.appendingPathComponent("page.json").path
    try Data("0123456789".utf8).write(to: URL(fileURLWithPath: path))
    return (folder, path, try pageBytes(of: path))
  }

  @Test func rangesAreReadBackAndRangesOutsideTheFileAreNot() throws {
    let (folder, _, bytes) = try digitsFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(bytes.bytes(in: 2..<5) == Array("234".utf8))
    #expect(bytes.bytes(in: 7..<7) == [])
    #expect(bytes.allBytes() == Array("0123456789".utf8))
    #expect(bytes.bytes(in: 8..<11) == nil)
    #expect(bytes.bytes(in: -1..<3) == nil)
  }

  /// A file rewritten in place (its size changed) is no longer the page's text: nothing is read
  /// from it, then or later.
  @Test func aFileChangedInPlaceIsReadNoMore() throws {
    let (folder, path, bytes) = try digitsFile()
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(bytes.isUnchanged())
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("!".utf8))
    try handle.close()
    #expect(!bytes.isUnchanged())
    #expect(bytes.bytes(in: 0..<3) == nil)
  }

  /// A file that holds less than its size says ends the read early: it is not read back,
  /// rather than padded or waited on.
  @Test func aFileShorterThanItsSizeIsNotReadBack() throws {
    let (path, content) = try FileReaderTests.fileShorterThanItsSize()
    let bytes = try pageBytes(of: path)
    #expect(bytes.allBytes() == nil)
    #expect(bytes.bytes(in: 0..<content.count) == content)
  }

  @Test func onlyARegularFileIsReadBack() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer { ends.forEach { close($0) } }
    #expect(FilePageBytes(copying: ends[0]) == nil)
    #expect(FilePageBytes(copying: -1) == nil)
  }
}
