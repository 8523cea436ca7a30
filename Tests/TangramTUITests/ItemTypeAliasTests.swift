import Foundation
import TangramTestSupport
import Testing

@testable import tangram_tui

/// `--alias TYPE=ELEMENT` and `--types FILE` tell the command line what the app registers, so a
/// real page is drawn as the app draws it and passes `--strict`.
@Suite struct ItemTypeAliasTests {
  @Test func aliasesAreReadInOrder() throws {
    let options = try CommandLineOptions.parse(["--alias", "vvtest=text", "--alias=110 = image", "--alias", "Debug=wireframe", "p.json"])
    #expect(options.aliases.entries.map(\.type) == ["vvtest", "110", "Debug"])
    #expect(options.aliases.entries.map(\.drawing) == [.text, .image, .wireframe])
  }

  @Test(arguments: [
    ("vvtest", "--alias needs TYPE=ELEMENT (text, image or wireframe), not 'vvtest'"),
    ("=text", "--alias =text: the type is empty"),
    ("vvtest=button", "--alias vvtest=button: the element is one of text, image, wireframe, not 'button'"),
  ])
  func aWrongAliasIsAUsageError(value: String, message: String) {
    #expect(throws: CommandLineOptions.UsageError(message: message)) {
      try CommandLineOptions.parse(["--alias", value, "p.json"])
    }
  }

  @Test func aTypesFileListsOneTypeALine() throws {
    var aliases = ItemTypeAliases()
    try aliases.read(file: "# the app's types\nvvtest=text\r\n\n  Debug  \n110=image\n", name: "types.txt")
    #expect(aliases.entries.map(\.type) == ["vvtest", "Debug", "110"])
    #expect(aliases.entries.map(\.drawing) == [.text, .wireframe, .image])
    #expect(throws: ItemTypeAliases.AliasError(reason: "types.txt:2: the element is one of text, image, wireframe, not 'x'")) {
      try aliases.read(file: "ok\na=x\n", name: "types.txt")
    }
  }

  /// data.json's unregistered types: refused by --strict until the app's list names them.
  @Test func withTheAppsTypesStrictAcceptsARealPage() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = repositoryRoot().appendingPathComponent("Tests/Fixtures/TangramPages/data.json").path
    let refused = try runTangram(["--dump", "--strict", page])
    #expect(refused.status == 65)
    let types = folder.appendingPathComponent("types.txt")
    try "vvtest=text\nDebug\n110=image\n1\n2\n10\n199\n".write(to: types, atomically: true, encoding: .utf8)
    let accepted = try runTangram(["--dump", "--strict", "--width", "40", "--height", "4", "--types", types.path, page])
    #expect(accepted.status == 0)
    #expect(accepted.errorLines == [])
    #expect(String(decoding: accepted.standardOutput, as: UTF8.self).split(separator: "\n").last?.contains("row 1/") == true)
    let bad = try runTangram(["--dump", "--types", folder.appendingPathComponent("none.txt").path, page])
    #expect(bad.status == 66)
  }

  @Test func anAliasDrawsTheTypeWithThatElement() throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("p.json")
    try #"[{"type":"1","items":[{"type":"promo","text":"half price"}]}]"#.write(to: page, atomically: true, encoding: .utf8)
    let wireframe = try runTangram(["--dump", "--width", "30", "--height", "4", page.path])
    #expect(String(decoding: wireframe.standardOutput, as: UTF8.self).split(separator: "\n").first?.contains(" promo ") == true)
    let text = try runTangram(["--dump", "--width", "30", "--height", "2", "--alias", "promo=text", page.path])
    #expect(String(decoding: text.standardOutput, as: UTF8.self).hasPrefix("half price\n"))
  }
}
