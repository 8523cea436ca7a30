import Testing

@testable import TangramCore

/// Puts every item in its own row, indented by its index: easy to recognise in frames.
private struct StairsLayout: CardLayout {
  func arrange(_ card: Card, width: Int, context: LayoutContext) -> CardArrangement {
    var top = 0
    var items: [ArrangedItem] = []
    for (index, item) in card.allItems.enumerated() {
      let height = context.naturalHeight(of: item, width: width - index)
      items.append(ArrangedItem(index: index, frame: Rect(x: index, y: top, width: width - index, height: height)))
      top += height
    }
    return CardArrangement(height: top, items: items)
  }
}

@Suite struct LayoutRegistryTests {
  @Test func builtInNamesAndNumbersAreOneRegistration() throws {
    var registry = LayoutRegistry()
    try registry.register(FlowLayout(), for: "1")
    #expect(throws: RegistrationError.duplicateLayoutType("container-oneColumn", canonicalType: "container-oneColumn")) {
      try registry.register(FlowLayout(), for: "container-oneColumn")
    }
    #expect(registry.isRegistered("container-oneColumn"))
    #expect(registry.customLayoutTypes.isEmpty)
  }

  @Test func duplicatesSayWhatToDoInstead() {
    var registry = LayoutRegistry.standard
    do {
      try registry.register(FlowLayout(), for: 2)
      Issue.record("registering type 2 twice did not throw")
    } catch {
      #expect(error.description == """
        layout type "2" is already registered as "container-twoColumn"; use replace(_:for:) to replace its layout
        """)
    }
    #expect(RegistrationError.duplicateLayoutType("price-grid", canonicalType: "price-grid").description == """
      layout type "price-grid" is already registered; use replace(_:for:) to replace its layout
      """)
    #expect(throws: RegistrationError.emptyTypeName) { try registry.register(FlowLayout(), for: "") }
  }

  @Test func standardRegistersEveryBuiltInKind() {
    let registry = LayoutRegistry.standard
    for kind in LayoutKind.allCases {
      #expect(registry.isRegistered(kind.canonicalName), "\(kind)")
    }
    #expect(registry.layout(forType: "5") is OnePlusNLayout)
    #expect(registry.layout(forType: "container-banner") is StripLayout)
    #expect(registry.layout(forType: "price-grid") == nil)
  }

  @Test func customNamesAreLayoutTypesOfTheirOwn() throws {
    var registry = LayoutRegistry.standard
    try registry.register(StairsLayout(), for: "stairs")
    try registry.register(StairsLayout(), for: 3000)
    #expect(registry.customLayoutTypes == ["stairs", "3000"])
    #expect(registry.layout(forType: "stairs") is StairsLayout)
    #expect(throws: RegistrationError.duplicateLayoutType("stairs", canonicalType: "stairs")) {
      try registry.register(FlowLayout(), for: "stairs")
    }
    registry.replace(FlowLayout(), for: "stairs")
    #expect(registry.layout(forType: "stairs") is FlowLayout)
    registry.replace(StairsLayout(), for: "1")
    #expect(registry.layout(forType: "container-oneColumn") is StairsLayout)
  }

  @Test func anEmptyRegistryFallsBackForBuiltInKindsOnly() {
    let registry = LayoutRegistry(fallback: StairsLayout())
    #expect(registry.layout(forType: "container-waterfall") is StairsLayout)
    #expect(registry.layout(forType: "stairs") == nil)
  }

  @Test func customLayoutCardsAreDecodedAndLaidOutInTheFlow() throws {
    var registry = LayoutRegistry.standard
    try registry.register(StairsLayout(), for: "stairs")
    let json = #"""
      [{"type":"1","items":[{"type":"text","h":2}]},
       {"type":"stairs","style":{"margin":[1,0,0,0]},"items":[{"type":"text","h":1},{"type":"text","h":3,"style":{"colspan":4}}]},
       {"type":"2","items":[{"type":"stairs","items":[{"type":"text"},{"type":"text"}]}]}]
      """#
    let decoded = try PageDecoder(layoutFactory: registry).decode(Array(json.utf8))
    #expect(decoded.diagnostics.isEmpty)
    let card = decoded.page.cards[1]
    #expect(card.layoutType == "stairs")
    #expect(card.kind == .oneColumn)
    #expect(card.hasCustomLayout)
    #expect(decoded.page.cards[0].layoutType == "container-oneColumn")
    #expect(decoded.page.cards[2].items[0].nestedCard?.layoutType == "stairs")

    let page = PageLayout(layouts: registry, measurer: FieldMeasurer(), designWidth: 20, cellAspect: 1)
      .layout(decoded.page, width: 20)
    #expect(page.items.map(\.frame) == [
      Rect(x: 0, y: 0, width: 20, height: 2),
      Rect(x: 0, y: 3, width: 20, height: 1), Rect(x: 1, y: 4, width: 19, height: 3),
      Rect(x: 0, y: 7, width: 10, height: 1), Rect(x: 1, y: 8, width: 9, height: 1),
    ])
    #expect(page.pinned.isEmpty)
    #expect(page.height == 9)
  }

  @Test func unregisteredTypesKeepTheUnknownTypeRules() throws {
    let json = #"[{"type":"stairs","items":[{"type":"text"}]},{"type":"2","items":[{"type":"stairs","items":[]}]}]"#
    let decoded = try PageDecoder().decode(Array(json.utf8))
    #expect(decoded.page.cards[0].layoutType == "container-oneColumn")
    #expect(!decoded.page.cards[0].hasCustomLayout)
    #expect(decoded.page.cards[1].items[0].nestedCard == nil)
    #expect(decoded.diagnostics == [
      Diagnostic(path: "cards[0].type", message: "unknown layout type \"stairs\"; its items are shown in one column")
    ])
  }
}
