import Foundation
import Testing

@testable import tangram_tui

/// The command's own path helpers give what `NSString`'s path methods are documented to give,
/// written out as literals.
@Suite struct FilePathTests {
  static let parts: [(path: String, folder: String, last: String)] = [
    ("page.json", "", "page.json"), ("a/page.json", "a", "page.json"), ("/page.json", "/", "page.json"),
    ("/a/b/page.json", "/a/b", "page.json"), ("a/b/", "a", "b"), ("a//b.json", "a", "b.json"), ("/", "/", "/"),
    ("", "", ""), (".", "", "."), ("./page.json", ".", "page.json"), ("../x/y.json", "../x", "y.json"),
    ("a/b//", "a", "b"), ("//a", "/", "a"), ("dir.d/", "", "dir.d"), ("页面/文件.json", "页面", "文件.json"),
  ]

  @Test func aPathSplitsIntoItsFolderAndLastComponent() {
    for (path, folder, last) in Self.parts {
      #expect(FilePath.folder(of: path) == folder, "\(path)")
      #expect(FilePath.lastComponent(of: path) == last, "\(path)")
    }
  }

  @Test func aNameJoinsAFolderWithOneSlash() {
    let joined = ["", "a", "a/", "/", "/x/y"].map { FilePath.join($0, "b.json") }
    #expect(joined == ["b.json", "a/b.json", "a/b.json", "/b.json", "/x/y/b.json"])
  }

  @Test func linksAreResolvedAndAMissingPathStaysAsGiven() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("links-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/target.json"
    try Data("[]".utf8).write(to: URL(fileURLWithPath: target))
    try FileManager.default.createSymbolicLink(atPath: folder + "/link.json", withDestinationPath: target)
    #expect(FilePath.resolvingLinks(folder + "/link.json") == FilePath.resolvingLinks(target))
    #expect(FilePath.lastComponent(of: FilePath.resolvingLinks(folder + "/link.json")) == "target.json")
    #expect(FilePath.resolvingLinks(folder + "/missing.json") == folder + "/missing.json")
  }

  @Test func theVariablesAskedForAreReadFromTheProcesssEnvironment() throws {
    let path = EnvironmentVariable(name: "PATH", meaning: "")
    let unset = EnvironmentVariable(name: "TANGRAM_TEST_UNSET_\(UInt64.random(in: 0...UInt64.max))", meaning: "")
    let values = ProcessEnvironment.values(of: [path, unset])
    #expect(values == ["PATH": try #require(ProcessInfo.processInfo.environment["PATH"])])
  }
}
