import Foundation
import TangramCore
import TangramTestSupport
import TangramTerminal
import Testing

@testable import tangram_tui

/// `diff --dump` on pairs made from a real page (`data.json`): each edit an author makes, with
/// its exact list of changes.
@Suite struct DiffCommandTests {
  static let base: JSONValue = {
    let path = repositoryRoot().appendingPathComponent("Tests/Fixtures/TangramPages/data.json").path
    return try! JSONParser.parse(Array(FileManager.default.contents(atPath: path)!))
  }()

  /// The report of `diff --dump` from `old` to `new`, written two spaces a level as an editor
  /// would, the files named `old.json` and `new.json`.
  static func report(_ old: JSONValue, _ new: JSONValue, format: String = "text", width: Int = 60) throws -> (String, ExitCode) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("diff-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let oldPath = folder.appendingPathComponent("old.json").path
    let newPath = folder.appendingPathComponent("new.json").path
    try old.indentedText.write(toFile: oldPath, atomically: true, encoding: .utf8)
    try new.indentedText.write(toFile: newPath, atomically: true, encoding: .utf8)
    let options = try CommandLineOptions.parse(["diff", "--dump", "--format", format, "--width", "\(width)", oldPath, newPath])
    var output = ""
    let status = try DiffCommand(options: options, registry: .standard).run { output += $0 }
    return (output.replacingOccurrences(of: folder.path + "/", with: ""), status)
  }

  static func card(_ index: Int) -> [JSONPathStep] { [.index(index)] }

  @Test func thePageWithItsKeysReorderedShowsNoChange() throws {
    let (text, status) = try Self.report(Self.base, Self.base.reorderingKeys)
    #expect(text == "old.json → new.json: no visible change\n")
    #expect(status == .success)
  }

  @Test func anInsertedItemIsTheOnlyChange() throws {
    let new = Self.base.editing([.index(7), .key("items")]) { items in
      items.inserting(.object(JSONObject([("type", .string("text")), ("text", .string("A new line"))])), at: 1)
    }
    let (text, status) = try Self.report(Self.base, new)
    #expect(
      text == """
        new.json:323:7: added: cards[7].items[1]: text "A new line"
        old.json → new.json: 1 change: 1 added

        """)
    #expect(status == .failure)
  }

  @Test func aRemovedItem() throws {
    let new = Self.base.editing([.index(6), .key("items")]) { $0.removing(at: 2) }
    #expect(
      try Self.report(Self.base, new).0 == """
        old.json:279:7: removed: cards[6].items[2]: 199 "C"
        old.json → new.json: 1 change: 1 removed

        """)
  }

  @Test func anItemMovedToAnotherCardIsOneMoveAtItsNewSize() throws {
    let first = Self.base.value(at: [.index(6), .key("items"), .index(0)])!
    let new = Self.base
      .editing([.index(6), .key("items")]) { $0.removing(at: 0) }
      .editing([.index(7), .key("items")]) { $0.inserting(first, at: 2) }
    #expect(
      try Self.report(Self.base, new).0 == """
        new.json:323:7: moved: cards[7].items[2] (was cards[6].items[0], old.json:271:7): 199 "A"
        new.json:323:7: resized: cards[7].items[2] (was cards[6].items[0], old.json:271:7): 27×3 → 60×9
        old.json → new.json: 2 changes: 1 moved, 1 resized

        """)
  }

  @Test func twoItemsSwappedAreTwoMoves() throws {
    let items = Self.base.value(at: [.index(6), .key("items")])!.arrayValue!
    var swapped = items
    swapped.swapAt(0, 3)
    let new = Self.base.editing([.index(6), .key("items")]) { _ in .array(swapped) }
    #expect(
      try Self.report(Self.base, new).0 == """
        new.json:271:7: moved: cards[6].items[0] (was cards[6].items[3], old.json:283:7): 199 "D"
        new.json:283:7: moved: cards[6].items[3] (was cards[6].items[0], old.json:271:7): 199 "A"
        old.json → new.json: 2 changes: 2 moved

        """)
  }

  /// A card with an id put elsewhere among the cards is one move, not also a card added.
  @Test func aCardWithAnIDPutElsewhereIsOneMove() throws {
    let card = { (id: String) in #"{"type":"container-oneColumn","id":"\#(id)","items":[{"type":"text","text":"card \#(id)"}]}"# }
    let old = try JSONParser.parse("[\(card("a")),\(card("b")),\(card("c"))]")
    let new = try JSONParser.parse("[\(card("c")),\(card("a")),\(card("b"))]")
    let (text, status) = try Self.report(old, new)
    #expect(text.hasSuffix("old.json → new.json: 1 change: 1 moved\n"), "\(text)")
    #expect(!text.contains("added"))
    #expect(status == .failure)
  }

  @Test func changedTextAndStyleOfOneItem() throws {
    let new = Self.base.editing([.index(6), .key("items"), .index(1)]) { item in
      item.setting("title", .string("Bee")).setting("style", .object(JSONObject([("height", .number(40))])))
    }
    #expect(
      try Self.report(Self.base, new).0 == """
        new.json:275:7: changed: cards[6].items[1] (was old.json:275:7): title "B" → "Bee"
        new.json:275:7: style: cards[6].items[1] (was old.json:275:7): style: height
        old.json → new.json: 2 changes: 1 changed, 1 style

        """)
  }

  @Test func aCardWhoseTypeChangedIsTheSameCardLaidOutAgain() throws {
    let new = Self.base.editing([.index(1)]) { $0.setting("type", .string("container-twoColumn")) }
    #expect(
      try Self.report(Self.base, new).0 == """
        new.json:31:3: card layout: cards[1] (was old.json:31:3): type container-oneColumn → container-twoColumn
        new.json:34:7: resized: cards[1].items[0] (was old.json:34:7): 60×3 → 30×4
        new.json:43:7: resized: cards[1].items[1] (was old.json:43:7): 60×3 → 30×4
        new.json:52:7: resized: cards[1].items[2] (was old.json:52:7): 60×3 → 30×4
        new.json:61:7: resized: cards[1].items[3] (was old.json:61:7): 60×3 → 30×4
        old.json → new.json: 5 changes: 4 resized, 1 card layout

        """)
  }

  /// Of the items a change leaves unmatched, each is paired with the most alike: fields of the
  /// same content count for more than text that starts alike. "hello" keeps its action and
  /// type in "xyz", and shares only its type and the start of its text and action with "help".
  @Test func anItemIsPairedWithTheOneThatKeepsMostOfItsFields() throws {
    func page(_ items: [String]) throws -> JSONValue {
      let texts = items.map { #"{"type":"text","text":"\#($0)","action":"go/\#($0 == "help" ? "9" : "1")"}"# }
      return try JSONParser.parse(Array(#"[{"type":"1","items":[\#(texts.joined(separator: ","))]}]"#.utf8))
    }
    let (text, _) = try Self.report(try page(["first", "hello", "last"]), try page(["first", "help", "xyz", "last"]))
    #expect(
      text == """
        new.json:10:7: added: cards[0].items[1]: text "help"
        new.json:15:7: changed: cards[0].items[2] (was cards[0].items[1], old.json:10:7): text "hello" → "xyz"
        old.json → new.json: 2 changes: 1 added, 1 changed

        """)
  }

  @Test func anItemOfANestedCardWhoseTypeChangedIsOneChange() throws {
    let new = Self.base.editing([.index(4), .key("items"), .index(0), .key("items"), .index(0)]) {
      $0.setting("type", .string("testView"))
    }
    // The pager holding it is written differently too, but shows the same: no change of its own.
    #expect(
      try Self.report(Self.base, new).0 == """
        new.json:162:11: changed: cards[4].items[0].items[0] (was old.json:162:11): type 1 → testView
        old.json → new.json: 1 change: 1 changed

        """)
  }

  @Test func theSVGShowsBothVersionsSideBySideAsTheViewerDoes() throws {
    let new = Self.base.editing([.index(6), .key("items"), .index(1)]) { $0.setting("title", .string("Bee")) }
    let (svg, status) = try Self.report(Self.base, new, format: "svg", width: 40)
    #expect(status == .failure)
    #expect(svg.hasPrefix("<svg "))
    #expect(svg.contains(">old.json → new.json</text>"))
    // 40 columns each and one between: the new version's status bar starts at column 41.
    let statusRows = svg.split(separator: "\n").filter { $0.contains("json  old: 1 ") || $0.contains("json  new: 1 ") }
    #expect(statusRows.count == 2)
    #expect(statusRows.contains { $0.hasPrefix(#"<text x="15 25"#) && $0.contains(">old.json  old: 1 chang… row 1/143  16%<") })
    #expect(statusRows.contains { $0.hasPrefix(#"<text x="425 435"#) && $0.contains(">new.json  new: 1 chang… row 1/145  15%<") })
    // The column between them is a rule from the first row to the last (24, cells 20 px tall),
    // drawn as a line through the middle of column 40 (x 405), one half of a row at a time.
    for row in 0..<24 {
      #expect(svg.contains("M405 \(row * 20 + 10).75V\(row * 20)M405 \(row * 20 + 9).25V\(row * 20 + 20)"), "row \(row)")
    }
    #expect(!svg.contains("M405 490.75"))
  }

  @Test func theJSONFormatCarriesBothPathsAndPositions() throws {
    let new = Self.base.editing([.index(6), .key("items"), .index(1)]) { $0.setting("title", .string("Bee")) }
    let (json, status) = try Self.report(Self.base, new, format: "json")
    #expect(
      json == #"""
        {"old":"old.json","new":"new.json","changes":[{"kind":"content","detail":"title \"B\" → \"Bee\"","old":{"file":"old.json","path":"cards[6].items[1]","line":275,"column":7},"new":{"file":"new.json","path":"cards[6].items[1]","line":275,"column":7}}],"counts":{"content":1}}

        """#)
    #expect(status == .failure)
  }
}

extension JSONValue {
  /// The value written two spaces a level, one member or element a line.
  var indentedText: String { indented(level: 0) + "\n" }

  private func indented(level: Int) -> String {
    let inner = String(repeating: "  ", count: level + 1)
    let outer = String(repeating: "  ", count: level)
    switch self {
    case .object(let object) where !object.isEmpty:
      let members = object.members.map { inner + JSONValue.string($0.key).serialized + ": " + $0.value.indented(level: level + 1) }
      return "{\n" + members.joined(separator: ",\n") + "\n" + outer + "}"
    case .array(let elements) where !elements.isEmpty:
      return "[\n" + elements.map { inner + $0.indented(level: level + 1) }.joined(separator: ",\n") + "\n" + outer + "]"
    default:
      return serialized
    }
  }

  /// The same value with every object's members in reverse order.
  var reorderingKeys: JSONValue {
    switch self {
    case .object(let object): .object(JSONObject(object.members.reversed().map { ($0.key, $0.value.reorderingKeys) }))
    case .array(let elements): .array(elements.map(\.reorderingKeys))
    default: self
    }
  }

  /// The value at `path`, if it has one.
  func value(at path: [JSONPathStep]) -> JSONValue? {
    guard let step = path.first else { return self }
    switch (self, step) {
    case (.array(let elements), .index(let index)) where elements.indices.contains(index):
      return elements[index].value(at: Array(path.dropFirst()))
    case (.object(let object), .key(let key)):
      return object[key]?.value(at: Array(path.dropFirst()))
    default:
      return nil
    }
  }

  /// The value with what is at `path` replaced by `edit` of it.
  func editing(_ path: [JSONPathStep], _ edit: (JSONValue) -> JSONValue) -> JSONValue {
    guard let step = path.first else { return edit(self) }
    switch (self, step) {
    case (.array(var elements), .index(let index)):
      elements[index] = elements[index].editing(Array(path.dropFirst()), edit)
      return .array(elements)
    case (.object(let object), .key(let key)):
      // In its place, as an author edits it; a new key goes last.
      let edited = (object[key] ?? .null).editing(Array(path.dropFirst()), edit)
      guard object[key] != nil else { return .object(JSONObject(object.members + [(key, edited)])) }
      return .object(JSONObject(object.members.map { ($0.key, $0.key == key ? edited : $0.value) }))
    default:
      return self
    }
  }

  /// An object with `key` set to `value`.
  func setting(_ key: String, _ value: JSONValue) -> JSONValue {
    editing([.key(key)]) { _ in value }
  }

  /// An array with `element` inserted at `index`.
  func inserting(_ element: JSONValue, at index: Int) -> JSONValue {
    var elements = arrayValue ?? []
    elements.insert(element, at: index)
    return .array(elements)
  }

  /// An array without its element at `index`.
  func removing(at index: Int) -> JSONValue {
    var elements = arrayValue ?? []
    elements.remove(at: index)
    return .array(elements)
  }
}
