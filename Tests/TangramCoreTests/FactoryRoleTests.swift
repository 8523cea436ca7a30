import Testing

@testable import TangramCore

/// Writes each item's JSON path into it, after the standard decoding.
private struct PathStampingItemFactory: ItemModelFactory {
  func makeItem(from value: JSONValue, context: ItemDecodingContext) -> Item? {
    guard var item = context.standardItem(from: value) else { return nil }
    item.data = JSONObject(item.data.members + [("madeAt", .string(context.path))])
    return item
  }
}

/// Builds items itself: skips `ad` items and reports items without a `title`.
private struct SelfMadeItemFactory: ItemModelFactory {
  func makeItem(from value: JSONValue, context: ItemDecodingContext) -> Item? {
    guard let object = value.objectValue, let type = object["type"]?.stringValue, type != "ad" else { return nil }
    if object["title"] == nil { context.report("has no title", field: "title") }
    return Item(type: type, data: object)
  }
}

/// Makes a flow layout for `grid-N` types (N columns) and reads a `gutter` style key as both gaps.
private struct GridFamilyFactory: LayoutFactory {
  func layout(forType type: String) -> (any CardLayout)? {
    if LayoutKind(typeName: type) != nil { return FlowLayout() }
    return type.hasPrefix("grid-") ? FlowLayout() : nil
  }

  func parseStyle(_ style: JSONObject, forType type: String, into cardStyle: inout CardStyle) -> [Diagnostic] {
    if type.hasPrefix("grid-") { cardStyle.column = Int(type.dropFirst(5)) }
    guard let gutter = style["gutter"] else { return [] }
    guard let size = gutter.doubleValue else {
      return [Diagnostic(path: "gutter", message: "expected a number, found \(gutter.kindName)")]
    }
    cardStyle.hGap = .units(size)
    cardStyle.vGap = .units(size)
    return []
  }
}

@Suite struct FactoryRoleTests {
  private let page = #"""
    [{"type":"1","header":{"type":"text"},"items":[
       {"type":"text"},
       {"type":"2","items":[{"type":"image"},{"type":"container-oneColumn","items":[{"type":"text"}]}]}],
      "footer":{"type":"text"}},
     {"type":"text","text":"a component used as a card"}]
    """#

  @Test func theItemModelFactoryMakesEveryItem() throws {
    let decoded = try PageDecoder(itemModelFactory: PathStampingItemFactory()).decode(Array(page.utf8))
    var stamps: [String] = []
    func collect(_ card: Card) {
      for item in card.allItems {
        stamps.append(item.string("madeAt") ?? "not made by the factory")
        if let nested = item.nestedCard { collect(nested) }
      }
    }
    decoded.page.cards.forEach(collect)
    #expect(stamps == [
      "cards[0].header", "cards[0].items[0]", "cards[0].items[1]", "cards[0].items[1].items[0]",
      "cards[0].items[1].items[1]", "cards[0].items[1].items[1].items[0]", "cards[0].footer", "cards[1]",
    ])
    #expect(decoded.diagnostics.isEmpty)
  }

  @Test func aFactoryCanSkipItemsAndReportProblems() throws {
    let json = #"[{"type":"1","items":[{"type":"ad"},{"type":"text","title":"kept"},{"type":"text"}]}]"#
    let decoded = try PageDecoder(knownItemTypes: ["text"], itemModelFactory: SelfMadeItemFactory())
      .decode(Array(json.utf8))
    #expect(decoded.page.cards[0].items.map { $0.string("title") } == ["kept", nil])
    #expect(decoded.diagnostics == [Diagnostic(path: "cards[0].items[2].title", message: "has no title")])
  }

  @Test func unknownItemTypesAreReportedWhoeverMakesTheItems() throws {
    let json = #"[{"type":"1","items":[{"type":"odd","title":"x"}]}]"#
    let decoded = try PageDecoder(knownItemTypes: ["text"], itemModelFactory: SelfMadeItemFactory())
      .decode(Array(json.utf8))
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].items[0].type: no element is registered for item type \"odd\"; drawn by the fallback element"
    ])
  }

  @Test func aReplacementLayoutFactoryDecidesTypesAndReadsStyle() throws {
    let json = #"""
      [{"type":"grid-3","style":{"gutter":6},"items":[{"type":"text"},{"type":"text"},{"type":"text"}]},
       {"type":"grid-2","style":{"gutter":"wide"},"items":[{"type":"text"}]}]
      """#
    let factory = GridFamilyFactory()
    let decoded = try PageDecoder(layoutFactory: factory).decode(Array(json.utf8))
    #expect(decoded.page.cards.map(\.layoutType) == ["grid-3", "grid-2"])
    #expect(decoded.page.cards[0].style.column == 3)
    #expect(decoded.page.cards[0].style.hGap == .units(6))
    #expect(decoded.diagnostics == [Diagnostic(path: "cards[1].style.gutter", message: "expected a number, found string")])
    let page = PageLayout(layouts: factory, measurer: FieldMeasurer(), designWidth: 32, cellAspect: 1)
      .layout(decoded.page, width: 32)
    #expect(page.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 7, height: 1), Rect(x: 13, y: 0, width: 6, height: 1),
      Rect(x: 25, y: 0, width: 7, height: 1), Rect(x: 0, y: 1, width: 16, height: 1),
    ])
  }

  @Test func diagnosticsNestUnderAPath() {
    let base = "cards[0].items[2]"
    #expect(Diagnostic(path: "rating", message: "m").nested(under: base).path == "cards[0].items[2].rating")
    #expect(Diagnostic(path: "[1].name", message: "m").nested(under: base).path == "cards[0].items[2][1].name")
    #expect(Diagnostic(path: "", message: "m").nested(under: base).path == base)
  }
}
