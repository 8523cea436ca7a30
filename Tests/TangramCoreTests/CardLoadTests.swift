import Testing

@testable import TangramCore

/// A card decoded from JSON text.
private func card(_ json: String) throws -> Card {
  try #require(try PageDecoder().decode(Array("[\(json)]".utf8)).page.cards.first)
}

private func texts(_ items: [Item]) -> [String] { items.map(\.label) }

private func textItem(_ text: String, position: Int? = nil) -> Item {
  var members: [(key: String, value: JSONValue)] = [("type", .string("text")), ("text", .string(text))]
  if let position { members.append(("position", .number(Double(position)))) }
  return Item(type: "text", data: JSONObject(members))
}

@Suite struct CardLoadSpecTests {
  @Test func readsLoadLoadTypeParamsAndHasMoreFromTheCardData() throws {
    let paged = try #require(CardLoadSpec(card: try card(
      #"{"type":"1","load":"feed","loadType":1,"loadParams":{"q":"shoes"},"items":[]}"#)))
    #expect(paged == CardLoadSpec(api: "feed", isPaged: true, parameters: JSONObject([("q", .string("shoes"))]), hasMore: true))
    let once = try #require(CardLoadSpec(card: try card(#"{"type":"1","load":"once","loadType":"-1"}"#)))
    #expect(!once.isPaged && !once.hasMore && once.parameters.isEmpty)
    let done = try #require(CardLoadSpec(card: try card(#"{"type":"1","load":"f","loadType":1,"hasMore":false,"loaded":true}"#)))
    #expect(done.isLoaded && !done.hasMore)
  }

  @Test func aCardWithoutALoadStringDoesNotLoad() throws {
    #expect(CardLoadSpec(card: try card(#"{"type":"1","items":[]}"#)) == nil)
    #expect(CardLoadSpec(card: try card(#"{"type":"1","load":""}"#)) == nil)
    #expect(CardLoadSpec(card: try card(#"{"type":"1","load":3}"#)) == nil)
  }
}

@Suite struct CardLoadTests {
  private let paged = CardLoad(cardIndex: 2, cardID: "feed", spec: CardLoadSpec(api: "feed", isPaged: true))

  @Test func startsWithPageOneThenAsksForTheNextPagesUntilThereAreNoMore() {
    var load = paged
    let first = load.start()
    #expect(first == LoadRequest(cardIndex: 2, cardID: "feed", api: "feed", page: 1, isPaged: true))
    #expect(load.start() == nil, "one request at a time")
    let accepted = load.finish(first!, items: [textItem("a")], hasMore: nil)
    #expect(accepted)
    #expect(load.state == .loaded(page: 1) && load.canLoadMore)
    let second = load.start()
    #expect(second?.page == 2)
    load.finish(second!, items: [textItem("b")], hasMore: false)
    #expect(!load.canLoadMore && load.start() == nil)
    #expect(texts(load.items) == ["a", "b"])
  }

  @Test func anEmptyPageEndsAPagedCard() {
    var load = paged
    load.finish(load.start()!, items: [], hasMore: true)
    #expect(!load.hasMore && load.start() == nil)
  }

  @Test func aCardThatLoadsOnceNeverAsksAgain() {
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: CardLoadSpec(api: "once"))
    load.finish(load.start()!, items: [textItem("a")], hasMore: true)
    #expect(load.start() == nil && !load.expectsMoreItems)
  }

  @Test func aFailureWaitsForARetryOfTheSamePage() {
    var load = paged
    load.finish(load.start()!, items: [textItem("a")], hasMore: true)
    let second = load.start()!
    let failed = load.fail(second, message: "offline")
    #expect(failed)
    #expect(load.state == .failed(page: 2, message: "offline") && load.hasFailed)
    #expect(load.start() == nil, "a failed card waits for a retry")
    #expect(load.retry() == second)
    #expect(load.isLoading)
  }

  @Test func answersToARequestTheCardNoLongerWaitsForAreIgnored() {
    var load = paged
    let first = load.start()!
    let stale = LoadRequest(copyingPage: first, page: 5)
    let finished = load.finish(stale, items: [textItem("x")], hasMore: nil)
    let failed = load.fail(stale, message: "late")
    #expect(!finished && !failed)
    #expect(load.state == .loading(page: 1) && load.items.isEmpty)
  }

  @Test func aCardMarkedLoadedAsksOnlyForLaterPages() {
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: CardLoadSpec(api: "f", isPaged: true, isLoaded: true))
    #expect(load.start()?.page == 2)
  }
}

@Suite struct CardLoadPresentationTests {
  private let placeholder = LoadPlaceholder(retryHint: "(r retries)")

  @Test func anEmptyCardShowsOnlyThePlaceholderAndSuspendsItsAspectRatio() throws {
    let source = try card(#"{"type":"2","load":"feed","style":{"aspectRatio":4},"items":[]}"#)
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: try #require(CardLoadSpec(card: source)))
    let shown = load.present(source, placeholder: placeholder)
    #expect(texts(shown.items) == ["loading feed…"])
    #expect(shown.items[0].type == LoadPlaceholder.itemType && shown.items[0].style.display == .block)
    #expect(shown.style.aspectRatio == nil)
    load.fail(load.start()!, message: "no file feed.json in .")
    #expect(texts(load.present(source, placeholder: placeholder).items) == ["could not load feed: no file feed.json in . (r retries)"])
    load.finish(load.retry()!, items: [textItem("a"), textItem("b")], hasMore: nil)
    let filled = load.present(source, placeholder: placeholder)
    #expect(texts(filled.items) == ["a", "b"] && filled.style.aspectRatio == 4)
  }

  @Test func loadedItemsFollowTheCardsOwnAndTheNextPageLoadsAfterThem() throws {
    let source = Card(kind: .oneColumn, items: [textItem("own")])
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: CardLoadSpec(api: "feed", isPaged: true))
    load.finish(load.start()!, items: [textItem("a")], hasMore: true)
    _ = load.start()
    #expect(texts(load.present(source).items) == ["own", "a", "loading feed page 2…"])
  }

  @Test func aPositionedItemWaitsUntilTheCardIsLongEnough() {
    let source = Card(kind: .oneColumn, items: [textItem("ad", position: 2)])
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: CardLoadSpec(api: "feed", isPaged: true))
    load.finish(load.start()!, items: [textItem("a")], hasMore: true)
    #expect(texts(load.present(source).items) == ["a"])
    load.finish(load.start()!, items: [textItem("b"), textItem("c")], hasMore: true)
    #expect(texts(load.present(source).items) == ["a", "b", "ad", "c"])
  }

  @Test func onceEverythingHasArrivedAWaitingItemGoesAtTheEnd() {
    let source = Card(kind: .oneColumn, items: [textItem("ad", position: 9)])
    var load = CardLoad(cardIndex: 0, cardID: nil, spec: CardLoadSpec(api: "feed"))
    load.finish(load.start()!, items: [textItem("a")], hasMore: nil)
    #expect(texts(load.present(source).items) == ["a", "ad"])
  }
}

@Suite struct PageLoadsTests {
  private static let json = #"""
    [{"type":"1","items":[{"type":"text","text":"top"}]},
     {"type":"1","id":"feed","load":"feed","loadType":1,"items":[]},
     {"type":"container-fix","load":"badge","items":[]}]
    """#

  @Test func thePresentedPageHasPlaceholdersAndTheSourceStaysAsDecoded() throws {
    let page = try PageDecoder().decode(Array(Self.json.utf8)).page
    let loads = PageLoads(page: page)
    #expect(loads.cards.map(\.cardIndex) == [1, 2])
    #expect(loads.source == page)
    #expect(texts(loads.presentedPage.cards[1].items) == ["loading feed…"])
    #expect(loads.presentedCard(0) == page.cards[0])
    #expect(PageLoads(showing: page).presentedPage == page)
  }

  @Test func cardsNearTheViewportAndOverlaysAreDueAndNextPagesNearTheEnd() throws {
    let page = try PageDecoder().decode(Array(Self.json.utf8)).page
    var loads = PageLoads(page: page)
    let layout = PageLayout(measurer: FieldMeasurer(), designWidth: 40, cellAspect: 1)
    let laidOut = layout.layout(loads.presentedPage, width: 40)
    #expect(laidOut.extent(ofCard: 0) == .rows(0..<1))
    #expect(laidOut.extent(ofCard: 1) == .rows(1..<2))
    #expect(laidOut.extent(ofCard: 2) == .overlay)
    // A screen of one row at row 0: card 1 is within one screen below.
    #expect(loads.dueCards(in: laidOut, viewport: 0..<1) == [1, 2])
    // Far below the page: only the overlay.
    #expect(loads.dueCards(in: laidOut, viewport: 10..<11) == [2])
    let started = loads.update(card: 1) { $0.start() } ?? nil
    let request = try #require(started)
    #expect(loads.dueCards(in: laidOut, viewport: 0..<1) == [2], "a card loading is not due")
    _ = loads.update(card: 1) { $0.finish(request, items: (0..<5).map { textItem("\($0)") }, hasMore: true) }
    let longer = layout.layout(loads.presentedPage, width: 40)
    #expect(longer.extent(ofCard: 1) == .rows(1..<6))
    #expect(loads.dueCards(in: longer, viewport: 0..<2) == [2], "the end is more than a screen below")
    #expect(loads.dueCards(in: longer, viewport: 2..<4) == [1, 2], "the end is within a screen")
    #expect(loads.dueCards(in: longer, viewport: 6..<8) == [2], "the card is above the screen")
  }
  /// The page read further: the loading cards go on as they were, and the new cards with a
  /// `load` join them; a page that only shows loads nothing, however far it is read.
  @Test func aPageExtendedByMoreCardsKeepsItsLoadsAndAddsTheNewOnes() throws {
    let first = try PageDecoder().decode(Array(Self.json.utf8)).page
    let longerJSON = Self.json.dropLast(1) + #"""
      ,{"type":"1","items":[{"type":"text","text":"plain"}]},
       {"type":"1","load":"more","items":[]}]
      """#
    let longer = try PageDecoder().decode(Array(longerJSON.utf8)).page
    var loads = PageLoads(page: first)
    let started = loads.update(card: 1) { $0.start() } ?? nil
    #expect(started != nil)
    loads.extend(to: longer)
    #expect(loads.source == longer)
    #expect(loads.cards.map(\.cardIndex) == [1, 2, 4])
    #expect(loads[card: 1]?.isLoading == true)
    #expect(loads[card: 4]?.spec.api == "more")
    #expect(texts(loads.presentedPage.cards[4].items) == ["loading more…"])
    // The same page again adds nothing.
    loads.extend(to: longer)
    #expect(loads.cards.map(\.cardIndex) == [1, 2, 4])
    var showing = PageLoads(showing: first)
    showing.extend(to: longer)
    #expect(showing.cards.isEmpty)
    #expect(showing.presentedPage == longer)
  }
}


@Suite struct LoadResultTests {
  @Test func aDocumentIsAnArrayOfItemsOrAnObjectWithItemsAndHasMore() throws {
    #expect(try LoadResult(document: JSONParser.parse(#"[{"type":"text"}]"#)).items.count == 1)
    let object = try LoadResult(document: JSONParser.parse(#"{"items":[],"hasMore":false}"#))
    #expect(object == LoadResult(items: [], hasMore: false))
    #expect(throws: LoadError(message: "expected an array of items or {\"items\": [...]}, found number")) {
      try LoadResult(document: .number(1))
    }
    #expect(throws: LoadError(message: "\"hasMore\" must be true or false, found string")) {
      try LoadResult(document: JSONParser.parse(#"{"items":[],"hasMore":"yes"}"#))
    }
  }

  @Test func loadedItemsDecodeLikeThePagesWithPathsNamingTheRequest() throws {
    let values = try #require(JSONParser.parse(#"[{"type":"text","style":{"margin":"x"}},3,{"type":"1","items":[{"type":"text"}]}]"#).arrayValue)
    let request = LoadRequest(cardIndex: 0, api: "feed", page: 2, isPaged: true)
    let decoded = LoadedItemsDecoder().decode(values, for: request)
    #expect(decoded.items.count == 2)
    #expect(decoded.items[1].nestedCard?.items.count == 1)
    #expect(decoded.diagnostics.map(\.path) == ["feed page 2[0].style.margin", "feed page 2[1]"])
  }
}

extension LoadRequest {
  /// The same request for another page.
  fileprivate init(copyingPage request: LoadRequest, page: Int) {
    self = request
    self.page = page
  }
}
