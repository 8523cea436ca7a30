import Testing

@testable import TangramCore

/// The matching rules of `/`: smartcase, every string of an item however nested, its type and
/// id, numbers as shown; and the page walk that finds the first match and counts them.
@Suite struct SearchQueryTests {
  static func item(_ json: String) throws -> Item {
    let page = try PageDecoder().decode(Array(#"[{"type":"container-oneColumn","items":[\#(json)]}]"#.utf8)).page
    return try #require(page.cards.first?.items.first)
  }

  @Test func anEmptyTextIsNoQuery() {
    #expect(SearchQuery("") == nil)
  }

  @Test(arguments: [
    ("banner", "Big BANNER sale", true), ("banner", "banner", true), ("Banner", "big banner", false),
    ("Banner", "a Banner here", true), ("BANNER", "Banner", false), ("ban", "b a n", false),
    ("sale", "", false), ("über", "ÜBERSICHT", true), ("Über", "übersicht", false), ("ü", "Ü", true),
    ("straße", "STRASSE", false), ("ab", "xxaXab", true), ("aab", "aaab", true), ("需要", "不需要", true),
  ])
  func smartcase(query: String, text: String, matches: Bool) throws {
    #expect(try #require(SearchQuery(query)).matches(text) == matches)
  }

  @Test func theTextIsLookedForInTheTypeIdAndEveryNestedStringButNotInKeys() throws {
    let item = try Self.item(#"""
      {"type":"vvtest","bizId":"shop-42","title":"Hello",
       "style":{"bgColor":"#ff0000"},
       "tags":[{"name":"deep-in-an-array"}, ["deeper", {"x":"deepest"}]],
       "price":12.5, "count":3, "flag":true, "none":null}
      """#)
    for text in ["vvtest", "vvt", "shop-42", "hello", "ff0000", "in-an-array", "deeper", "deepest", "12.5", "3"] {
      #expect(try #require(SearchQuery(text)).matches(item), "\(text)")
    }
    for text in ["VVT", "tags", "bgColor", "price", "true", "null", "Hello world", "HELLO", "13"] {
      #expect(try !#require(SearchQuery(text)).matches(item), "\(text)")
    }
  }

  @Test func aNumberIsMatchedAsThePageShowsIt() throws {
    let item = try Self.item(#"{"type":"110","title":7,"ratio":2.0}"#)
    #expect(try #require(SearchQuery("110")).matches(item))
    #expect(try #require(SearchQuery("7")).matches(item))
    #expect(try #require(SearchQuery("2")).matches(item))
    #expect(try !#require(SearchQuery("2.0")).matches(item))
  }

  /// Ten one-row items `row 0`..`row 9`; rows 2, 5 and 8 hold `hit`.
  static func page() throws -> LaidOutPage {
    let items = (0..<10).map { index in
      #"{"type":"text","text":"row \#(index)\#([2, 5, 8].contains(index) ? " hit" : "")"}"#
    }
    let json = #"[{"type":"container-oneColumn","items":[\#(items.joined(separator: ","))]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    return PageLayout(measurer: FieldMeasurer(), designWidth: 20, cellAspect: 1).layout(page, width: 20)
  }

  @Test(arguments: [
    (0, true, 2, false), (2, true, 2, false), (3, true, 5, false), (9, true, 2, true), (10, true, 2, true),
    (9, false, 8, false), (4, false, 2, false), (1, false, 8, true), (-1, false, 8, true),
  ])
  func theFirstMatchFromAPlaceWrapsOnce(start: Int, forward: Bool, found: Int, wrapped: Bool) throws {
    let layout = try Self.page()
    let query = try #require(SearchQuery("hit"))
    let hit = try #require(layout.firstMatch(of: query, from: start, forward: forward))
    #expect(hit == LaidOutPage.SearchHit(id: ItemID(found), wrapped: wrapped))
  }

  @Test func noMatchIsNil() throws {
    #expect(try Self.page().firstMatch(of: #require(SearchQuery("miss")), from: 0, forward: true) == nil)
  }

  @Test func countsAreTheMatchesBeforeAnItemAndInAll() throws {
    let layout = try Self.page()
    let query = try #require(SearchQuery("hit"))
    #expect(layout.matchCounts(of: query, before: ItemID(2)) == (0, 3))
    #expect(layout.matchCounts(of: query, before: ItemID(8)) == (2, 3))
    #expect(layout.matchCounts(of: try #require(SearchQuery("row")), before: ItemID(9)) == (9, 10))
  }
}
