import Foundation
import Testing

/// What a template or its binding to an item does wrong (VirtualView spec §9.11): bad values are
/// warnings at the template's line and column; unknown attributes are notes, and bindings that
/// find nothing are information at the item's JSON path; `--strict` refuses all of them.
@Suite struct TemplateStrictnessTests {
  /// A page folder with its own template list and one template.
  static func pageFolder(template: String) throws -> URL {
    let folder = try temporaryFolder()
    try Data("card=Card,1\n".utf8).write(to: folder.appendingPathComponent("templatelist.properties"))
    try Data(template.utf8).write(to: folder.appendingPathComponent("card.xml"))
    let page = #"{"cards":[{"type":"container-oneColumn","items":[{"type":"Card","title":"x"},{"type":"Card"}]}]}"#
    try Data(page.utf8).write(to: folder.appendingPathComponent("page.json"))
    return folder
  }

  static let template = """
    <FrameLayout layoutWidth="match_parent" layoutHeight="wrap_content" colour="#fff">
      <NText layoutWidth="match_parent" layoutHeight="wrap_content" text="${title}" textSize="big"/>
    </FrameLayout>
    """

  @Test func withoutStrictTheBadValueIsAWarningAndThePageShows() throws {
    let folder = try Self.pageFolder(template: Self.template)
    defer { try? FileManager.default.removeItem(at: folder) }
    let page = folder.appendingPathComponent("page.json").path
    let problems = folder.appendingPathComponent("problems.txt").path
    let result = try runTangram(["--dump", "--width", "30", "--height", "3", "--problems", problems, page])
    #expect(result.status == 0)
    #expect(result.errorLines == ["\(folder.path)/card.xml:2:81: warning: textSize: \"big\" is not a valid value; it keeps its default"])
    #expect(result.output.hasPrefix("x\n"))
    let listed = try String(contentsOfFile: problems, encoding: .utf8)
    #expect(listed == """
      \(page):1:78: info: cards[0].items[1]: template Card: text="${title}" of <NText> at card.xml:2:65 finds nothing in the item; the attribute keeps its default (reported for the first such item)

      """)
  }

  @Test func strictRefusesUnknownAttributesBadValuesAndBindingsThatFindNothing() throws {
    let folder = try Self.pageFolder(template: Self.template)
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try runTangram(["--dump", "--strict", folder.appendingPathComponent("page.json").path])
    #expect(result.status == 65)
    #expect(result.errorLines == [
      "\(folder.path)/card.xml:1:69: note: unknown attribute colour of <FrameLayout>; not read",
      "\(folder.path)/card.xml:2:81: warning: textSize: \"big\" is not a valid value; it keeps its default",
      "tangram-tui: 2 template problems (--strict)",
    ])
    // A good template: the binding that finds nothing in the second item is what is refused.
    let good = try Self.pageFolder(template: Self.template.replacingOccurrences(of: ##" colour="#fff""##, with: "")
      .replacingOccurrences(of: #" textSize="big""#, with: ""))
    defer { try? FileManager.default.removeItem(at: good) }
    let page = good.appendingPathComponent("page.json").path
    let refused = try runTangram(["--dump", "--strict", page])
    #expect(refused.status == 65)
    #expect(refused.errorLines.first == "\(page):1:78: error: cards[0].items[1]: template Card: text=\"${title}\" of <NText> at card.xml:2:65 finds nothing in the item; the attribute keeps its default (reported for the first such item)")
  }

  /// A template folder that cannot be read is one problem, which `--strict` refuses; without it
  /// the page shows with its items' wireframes.
  @Test func aFolderThatCannotBeReadIsOneProblem() throws {
    let folder = try Self.pageFolder(template: Self.template)
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("no-such-folder").path
    let page = folder.appendingPathComponent("page.json").path
    let refused = try runTangram(["--dump", "--strict", "--vv-templates", missing, page])
    #expect(refused.status == 65)
    #expect(refused.errorLines.contains("\(missing): error: cannot read the template folder: No such file or directory"))
    #expect(refused.errorLines.last == "tangram-tui: 3 template problems (--strict)")
  }
}
