import Testing

@testable import TangramCore

@Suite struct PageDecoderTests {
  private func decode(_ text: String, known: Set<String>? = nil) throws -> DecodedPage {
    try PageDecoder(knownItemTypes: known).decode(Array(text.utf8))
  }

  @Test(arguments: [
    #"[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]"#,
    #"{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]}"#,
    #"{"data":{"cards":[{"type":"container-oneColumn","items":[{"type":"text","text":"a"}]}]}}"#,
  ])
  func acceptsTheThreeOuterShapes(_ json: String) throws {
    let decoded = try decode(json)
    #expect(decoded.page.cards.count == 1)
    #expect(decoded.page.cards[0].kind == .oneColumn)
    #expect(decoded.page.cards[0].items.map(\.type) == ["text"])
    #expect(decoded.diagnostics.isEmpty)
  }

  @Test func rejectsOtherShapes() {
    #expect(throws: PageDecodingError.shape(
      "expected an array of cards, {\"cards\": [...]} or {\"data\": {\"cards\": [...]}}; found number")) {
      try decode("42")
    }
    #expect(throws: PageDecodingError.shape("\"cards\" must be an array of cards, found string")) {
      try decode(#"{"cards":"x"}"#)
    }
  }

  @Test func malformedJSONKeepsLineAndColumn() {
    #expect(throws: PageDecodingError.syntax(JSONSyntaxError(line: 3, column: 16, message: "expected ',' or '}' after object member"))) {
      try decode("[\n  {\"type\": \"1\",\n   \"items\": [] \"x\": 1}\n]")
    }
  }

  @Test(arguments: [
    ("1", LayoutKind.oneColumn), ("container-oneColumn", .oneColumn), ("2", .twoColumn),
    ("3", .threeColumn), ("4", .fourColumn), ("9", .fiveColumn), ("container-fiveColumn", .fiveColumn),
    ("27", .flow), ("container-flow", .flow), ("5", .onePlusN), ("25", .waterfall),
    ("container-banner", .banner), ("10", .banner), ("container-scroll", .horizontalScroll),
    ("20", .sticky), ("21", .sticky), ("22", .stickyEnd), ("23", .fixTop), ("8", .fixBottom),
    ("1025", .fix), ("container-fix", .fix), ("28", .scrollFix), ("30", .scrollFixBanner),
    ("7", .float), ("container-float", .float), ("1026", .grid), ("1027", .linear),
  ])
  func typeTableMapsNamesAndNumbers(_ name: String, _ kind: LayoutKind) {
    #expect(LayoutKind(typeName: name) == kind)
  }

  @Test func numericAndStringTypesAreTheSame() throws {
    let decoded = try decode(#"[{"type":1,"items":[{"type":110}]},{"type":"1","items":[{"type":"110"}]}]"#)
    #expect(decoded.page.cards.map(\.kind) == [.oneColumn, .oneColumn])
    #expect(decoded.page.cards.map { $0.items[0].type } == ["110", "110"])
  }

  @Test func componentUsedAsCardIsWrapped() throws {
    let decoded = try decode(#"[{"type":"text","text":"hello"}]"#, known: ["text"])
    let card = try #require(decoded.page.cards.first)
    #expect(card.kind == .oneColumn)
    #expect(card.items.count == 1)
    #expect(card.items[0].type == "text")
    #expect(card.items[0].string("text") == "hello")
    #expect(decoded.diagnostics.isEmpty)
  }

  @Test func unknownLayoutWithItemsIsOneColumnWithADiagnostic() throws {
    let decoded = try decode(#"[{"type":1000,"items":[{"type":"text","text":"a"}]},{"type":1000,"items":[]}]"#)
    #expect(decoded.page.cards[0].kind == .oneColumn)
    #expect(decoded.diagnostics == [
      Diagnostic(path: "cards[0].type", message: "unknown layout type \"1000\"; its items are shown in one column")
    ])
  }

  /// A style that is not an object, on a card or on an item, is named and left out; the rest
  /// of the card still shows.
  @Test func aStyleThatIsNotAnObjectIsIgnoredWithADiagnostic() throws {
    let decoded = try decode(#"[{"type":"1","style":5,"items":[{"type":"text","style":"wide","text":"a"}]}]"#)
    #expect(decoded.page.cards[0].items.count == 1)
    #expect(decoded.page.cards[0].style.margin == .zero)
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style: expected a style object, found number; ignored",
      "cards[0].items[0].style: expected a style object, found string; ignored",
    ])
  }

  /// A waterfall card's header and footer, which neither platform shows, are not in the page at
  /// all (so that nothing counts, finds or posts events for them), each with a note.
  @Test func aWaterfallCardKeepsNoHeaderOrFooter() throws {
    let decoded = try decode(#"""
      [{"type":"container-waterfall","header":{"type":"text","text":"top"},"footer":{"type":"text","text":"end"},
        "items":[{"type":"text","text":"w"}]}]
      """#)
    let card = try #require(decoded.page.cards.first)
    #expect(card.header == nil)
    #expect(card.footer == nil)
    #expect(card.items.count == 1)
    #expect(decoded.diagnostics.map(\.path) == ["cards[0].header", "cards[0].footer"])
  }

  @Test func unknownItemTypesAreReportedOnceEach() throws {
    let decoded = try decode(
      #"[{"type":"1","items":[{"type":"vvtest"},{"type":"vvtest"},{"type":"text"},{"type":"x"}]}]"#,
      known: ["text"])
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].items[0].type: no element is registered for item type \"vvtest\"; drawn by the fallback element",
      "cards[0].items[3].type: no element is registered for item type \"x\"; drawn by the fallback element",
    ])
    // Real pages are made of types the app registers: information, not problems.
    #expect(decoded.diagnostics.map(\.severity) == [.information, .information])
    #expect(!decoded.diagnostics.contains { $0.isProblem })
    #expect(decoded.diagnostics[0].nested(under: "x").severity == .information)
    #expect(Diagnostic(path: "p", message: "m").severity == .problem)
  }

  @Test func cardStyleValues() throws {
    let decoded = try decode(#"""
      [{"type":"container-flow","style":{"margin":["5rp","5","5",5],"padding":"[1,2,3,4]",
        "bgColor":"#80FF0000","column":"3","cols":[40,"x"],"hGap":"4","vGap":2,
        "aspectRatio":"3.5","autoExpand":"true"},"items":[]}]
      """#)
    let style = decoded.page.cards[0].style
    #expect(style.margin == EdgeDimensions(top: .rp(5), right: .units(5), bottom: .units(5), left: .units(5)))
    #expect(style.padding == EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(3), left: .units(4)))
    #expect(style.background == Color(rgb: 0xFF0000))
    #expect(style.column == 3)
    #expect(style.cols == [40, -1])
    #expect(style.hGap == .units(4))
    #expect(style.vGap == .units(2))
    #expect(style.aspectRatio == 3.5)
    #expect(style.autoExpand)
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style.cols[1]: expected a number, found the string \"x\"; ignored"
    ])
  }

  @Test(arguments: [
    (#"[1,2,3,4]"#, EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(3), left: .units(4))),
    (#""[1,2,3,4]""#, EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(3), left: .units(4))),
    (#"[null,null,null,null]"#, EdgeDimensions.zero),
    (#"[4]"#, EdgeDimensions(top: .units(4), right: .units(4), bottom: .units(4), left: .units(4))),
    (#"[1,2]"#, EdgeDimensions(top: .units(1), right: .units(2), bottom: .units(2), left: .units(2))),
    (#"["750rp",0,0,0]"#, EdgeDimensions(top: .rp(750))),
  ])
  func marginForms(_ margin: String, _ expected: EdgeDimensions) throws {
    let decoded = try decode(#"[{"type":"1","items":[{"type":"text","style":{"margin":"# + margin + "}}]}]")
    #expect(decoded.page.cards[0].items[0].style.margin == expected)
    #expect(decoded.diagnostics.isEmpty)
  }

  @Test func colours() {
    #expect(StyleValueReader.parseColor("#ffffff") == .opaque(.white))
    #expect(StyleValueReader.parseColor("#80FF0000") == .opaque(Color(rgb: 0xFF0000)))
    #expect(StyleValueReader.parseColor("#00FF0000") == .transparent)
    #expect(StyleValueReader.parseColor("#FFF") == .invalid)
    #expect(StyleValueReader.parseColor("red") == .invalid)
  }

  @Test func sizes() {
    #expect(StyleValueReader.parseSize("5") == .units(5))
    #expect(StyleValueReader.parseSize("5rp") == .rp(5))
    #expect(StyleValueReader.parseSize("750rp") == .rp(750))
    #expect(StyleValueReader.parseSize("abc") == nil)
  }

  @Test func wrongValuesNameTheirPathAndFallBack() throws {
    let decoded = try decode(#"""
      [{"type":"1","items":[]},
       {"type":"2","style":{"margin":"wide","hGap":-3,"bgColor":"#FFF"},"items":[
         {"type":"text","style":{"height":"tall","colspan":0,"display":"flex","ratio":-1}},
         "not an item"]}]
      """#)
    #expect(decoded.page.cards.count == 2)
    #expect(decoded.page.cards[1].items.count == 1)
    #expect(decoded.page.cards[1].style.margin == .zero)
    #expect(decoded.diagnostics.map(\.path) == [
      "cards[1].style.margin", "cards[1].style.bgColor", "cards[1].style.hGap",
      "cards[1].items[0].style.height", "cards[1].items[0].style.ratio",
      "cards[1].items[0].style.colspan", "cards[1].items[0].style.display", "cards[1].items[1]",
    ])
  }

  /// A colspan is a whole number from 1: 1 and 2 are read as they are, 0 is reported and read
  /// as not given (1).
  @Test func colspansStartAtOne() throws {
    let decoded = try decode(#"""
      [{"type":"2","items":[{"type":"text","style":{"colspan":1}},{"type":"text","style":{"colspan":2}},
        {"type":"text","style":{"colspan":0}}]}]
      """#)
    #expect(decoded.page.cards[0].items.map(\.style.colspan) == [1, 2, 1])
    #expect(decoded.diagnostics == [
      Diagnostic(path: "cards[0].items[2].style.colspan", message: "must be a whole number of at least 1, found 0; ignored")
    ])
  }

  @Test func headerAndFooterAreBlocksAroundTheItems() throws {
    let decoded = try decode(#"""
      [{"type":"2","header":{"type":"text","text":"h"},"footer":{"type":"text","text":"f"},
        "items":[{"type":"image"},{"type":"image"}]}]
      """#)
    let card = decoded.page.cards[0]
    #expect(card.allItems.map(\.type) == ["text", "image", "image", "text"])
    #expect(card.header?.style.display == .block)
    #expect(card.footer?.style.display == .block)
  }

  @Test func nestedCardsAreItemsWithACard() throws {
    let decoded = try decode(#"""
      [{"type":"1","items":[{"type":"container-twoColumn","id":"inner","items":[{"type":"text"},{"type":"text"}]},
        {"type":"3","text":"a leaf whose type is also a layout id"}]}]
      """#)
    let items = decoded.page.cards[0].items
    #expect(items[0].nestedCard?.kind == .twoColumn)
    #expect(items[0].nestedCard?.items.count == 2)
    #expect(items[1].nestedCard == nil)
    #expect(decoded.page.leafItemCount == 3)
  }

  @Test func nestingIsBounded() throws {
    var json = #"{"type":"text","text":"deep"}"#
    for _ in 0..<20 { json = #"{"type":"1","items":["# + json + "]}" }
    let decoded = try PageDecoder(maximumNestingDepth: 8).decode(Array(("[" + json + "]").utf8))
    #expect(decoded.diagnostics.count == 1)
    #expect(decoded.diagnostics[0].message == "cards nested deeper than 8 levels; shown as a plain item")
  }

  @Test func positionMovesAnItem() throws {
    let decoded = try decode(#"[{"type":"1","items":[{"type":"a"},{"type":"b"},{"type":"c","position":0}]}]"#)
    #expect(decoded.page.cards[0].items.map(\.type) == ["c", "a", "b"])
  }

  @Test func keywordsAreReadInAnyCaseAndOthersAreNamed() throws {
    let decoded = try decode(#"""
      [{"type":"container-sticky","style":{"sticky":"END"},"items":[{"type":"text","style":{"display":"Flex"}}]},
       {"type":"container-scrollFix","style":{"align":"center","showType":"ShowOnLeave"},"items":[{"type":"text"}]},
       {"type":"container-float","style":{"align":"BOTTOM_RIGHT","showType":"x"},"items":[{"type":"text"}]}]
      """#)
    #expect(decoded.page.cards[0].style.pin.stickyEdge == .bottom)
    #expect(decoded.page.cards[1].style.pin.showType == .onLeave)
    #expect(decoded.page.cards[2].style.pin.align == .bottomRight)
    #expect(decoded.diagnostics.map(\.description) == [
      #"cards[0].items[0].style.display: expected "block" or "inline", found "Flex"; inline is used"#,
      #"cards[1].style.align: expected top_left, top_right, bottom_left or bottom_right, found "center"; top_left is used"#,
      #"cards[2].style.showType: expected always, showOnEnter or showOnLeave, found "x"; always is used"#,
    ])
  }
}

@Suite struct ColumnWeightTests {
  private func decode(_ style: String, type: String = "2") throws -> DecodedPage {
    try PageDecoder().decode(
      Array(#"[{"type":"\#(type)","style":\#(style),"items":[{"type":"a"},{"type":"b"},{"type":"c"}]}]"#.utf8))
  }

  @Test func zeroWeightsAreReportedAndShareTheWidth() throws {
    let decoded = try decode(#"{"cols":[0,0]}"#)
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style.cols: cols[0] is 0, which leaves its column no room; a weight is above 0 and at most 100, so that column shares what the others leave",
      "cards[0].style.cols: cols[1] is 0, which leaves its column no room; a weight is above 0 and at most 100, so that column shares what the others leave",
    ])
    #expect(decoded.page.cards[0].style.cols == [])
    let layout = PageLayout(measurer: FieldMeasurer(), designWidth: 20, cellAspect: 1)
      .layout(decoded.page, width: 20)
    #expect(layout.items.map(\.frame.width) == [10, 10, 10])
  }

  @Test func aWeightOverAHundredIsReportedAndNegativeOnesStayQuiet() throws {
    let decoded = try decode(#"{"cols":[150,-1]}"#)
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style.cols: cols[0] is 150, which is more than the whole; a weight is above 0 and at most 100, so that column shares what the others leave"
    ])
    #expect(decoded.page.cards[0].style.cols == [])
    let kept = try decode(#"{"cols":[150,20]}"#)
    #expect(kept.diagnostics.count == 1)
    #expect(kept.page.cards[0].style.cols == [-1, 20])
  }

  @Test func rowsFollowTheSameRule() throws {
    let decoded = try decode(#"{"rows":[0]}"#, type: "5")
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[0].style.rows: rows[0] is 0, which leaves its row no room; a weight is above 0 and at most 100, so that row shares what the others leave"
    ])
    #expect(decoded.page.cards[0].style.rows == [])
  }

  @Test func weightsThatTakeTheWholeWidthBeforeEveryColumnHasAShareGiveEqualColumns() throws {
    let full = try decode(#"{"cols":[60,40]}"#, type: "3")
    #expect(full.diagnostics.map(\.description) == [
      "cards[0].style.cols: the weights add up to 100%, which leaves 1 of the 3 columns no width; the columns are equal instead"
    ])
    #expect(full.page.cards[0].style.cols == [])
    let over = try decode(#"{"cols":[70,70]}"#)
    #expect(over.diagnostics.map(\.description) == [
      "cards[0].style.cols: the weights add up to 140%, more than the whole width; the columns are equal instead"
    ])
    #expect(over.page.cards[0].style.cols == [])
  }

  @Test func weightsThatLeaveEveryColumnAShareAreQuiet() throws {
    for style in [#"{"cols":[50,50]}"#, #"{"cols":[40]}"#, #"{"cols":[30,-1]}"#] {
      let decoded = try decode(style)
      #expect(decoded.diagnostics.isEmpty, "\(style)")
      #expect(decoded.page.cards[0].style.cols.isEmpty == false, "\(style)")
    }
  }
}

/// Sticky, fix, scroll-fix and float cards hold one item (spec §2.5-2.7, Android `maxChildren` 1).
@Suite struct PinnedCardsHoldOneItemTests {
  @Test(arguments: [
    ("container-sticky", "sticky"), ("22", "sticky"), ("container-fix", "fix"), ("23", "fix"),
    ("container-scrollFix", "scroll-fix"), ("container-float", "float"),
  ])
  func theFirstItemIsKeptAndTheOthersAreAProblem(type: String, family: String) throws {
    let json = #"[{"type":"1","items":[{"type":"text","text":"a"}]},{"type":"\#(type)","items":[{"type":"text","text":"one"},{"type":"text","text":"two"},{"type":"text","text":"three"}]}]"#
    let decoded = try PageDecoder().decode(Array(json.utf8))
    #expect(decoded.page.cards[1].items.count == 1)
    #expect(decoded.page.cards[1].items.first?.string("text") == "one")
    #expect(decoded.diagnostics.map(\.description) == [
      "cards[1].items[1]: a \(family) card holds one item; this one and the 1 after it are not shown"
    ])
  }

  @Test func oneExtraItemIsNamedAlone() throws {
    let json = #"[{"type":"container-sticky","items":[{"type":"text","text":"one"},{"type":"text","text":"two"}]}]"#
    let decoded = try PageDecoder().decode(Array(json.utf8))
    #expect(decoded.diagnostics.map(\.description) == ["cards[0].items[1]: a sticky card holds one item; this one is not shown"])
  }

  @Test func aSingleItemIsQuiet() throws {
    let decoded = try PageDecoder().decode(Array(#"[{"type":"container-float","items":[{"type":"text","text":"one"}]}]"#.utf8))
    #expect(decoded.diagnostics.isEmpty)
  }
}
