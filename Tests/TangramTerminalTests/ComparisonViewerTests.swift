import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// `tangram-tui diff` in the viewer: the new version with its changes marked by a glyph, the
/// removed item as a ghost where it was, `]` and `[` going from change to change, and `o`
/// showing the old version at the same place.
@Suite struct ComparisonViewerTests {
  static func page(_ rows: [String]) -> String {
    #"[{"type":"1","id":"list","items":["# + rows.map { #"{"type":"text","text":"\#($0)","action":"open"}"# }.joined(separator: ",") + "]}]"
  }

  /// Rows a to h; the new version loses c, gets "d!" for d and a new row after f.
  static let old = page(["a", "b", "c", "d", "e", "f", "g", "h"])
  static let new = page(["a", "b", "d!", "e", "f", "new", "g", "h"])

  static func viewer(rows: Int = 7) throws -> Viewer {
    try viewer(old: old, new: new, rows: rows)
  }

  static func viewer(old: String, new: String, rows: Int) throws -> Viewer {
    let oldPage = try PageDecoder().decode(Array(old.utf8)).page
    let newPage = try PageDecoder().decode(Array(new.utf8)).page
    let oldLayout = Viewer(page: oldPage, configuration: Viewer.Configuration(fileName: "old.json", columns: 40, rows: rows))
      .pageView.layout
    var configuration = Viewer.Configuration(fileName: "new.json", columns: 40, rows: rows)
    let newLayout = Viewer(page: newPage, configuration: configuration).pageView.layout
    configuration.comparison = ViewerComparison(
      old: .init(page: oldPage, name: "old.json"), new: .init(page: newPage, name: "new.json"),
      diff: PageDiff(old: oldLayout, new: newLayout))
    let viewer = Viewer(page: newPage, configuration: configuration)
    viewer.update()
    return viewer
  }

  @Test func theNewVersionWithItsChangesMarkedAndTheRemovedRowAsAGhost() throws {
    let viewer = try Self.viewer()
    // Marks in the gutter. c is gone: its ghost takes the row of b, the row before its place,
    // as the item now in its place (d!) has a change of its own to show.
    #expect(viewer.render().lines == [
      " a", "-removed: text \"c\"", "~d!", " e", " f", "+new", " new.json  new: 3 changes… row 1/8  75%",
    ])
    #expect(viewer.message == "new: 3 changes from old.json; ] next change, o old")
  }

  /// The last item of a card removed: nothing follows its place, so its ghost takes the last
  /// row of the item before it.
  @Test func theGhostOfALastItemIsOnTheItemBeforeIt() throws {
    let viewer = try Self.viewer(old: Self.page(["a", "b", "c"]), new: Self.page(["a", "b"]), rows: 4)
    #expect(viewer.render().lines == [" a", "-removed: text \"c\"", "", " new.json  new: 1 change…  row 1/2  all"])
  }

  /// An item removed from a nested card whose card moved up (an item before it went too) has
  /// its ghost by the item before it in that card, where the card is now.
  @Test func theGhostOfAnItemOfANestedCardThatMovedUpIsByItsSibling() throws {
    let old = #"[{"type":"1","items":[{"type":"text","text":"x"},{"type":"text","text":"a"},"#
      + #"{"type":"container-oneColumn","items":[{"type":"text","text":"p"},{"type":"text","text":"q"}]}]}]"#
    let new = #"[{"type":"1","items":[{"type":"text","text":"a"},"#
      + #"{"type":"container-oneColumn","items":[{"type":"text","text":"p"}]}]}]"#
    let viewer = try Self.viewer(old: old, new: new, rows: 5)
    // x's ghost on a, the item now in its place; q's on p, the item before it in its card.
    #expect(viewer.render().lines == [
      "-removed: text \"x\"", "-removed: text \"q\"", "", "", " new.json  new: 2 changes… row 1/2  all",
    ])
  }

  /// A ghost looks at most 64 items back for an item both versions have: of 70 items removed
  /// after a, the first 64 take a's row, and the 6 after them show nowhere but in the list.
  @Test func aGhostLooksAtMostSixtyFourItemsBack() throws {
    let removed = (0..<70).map { "x\($0)" }
    let viewer = try Self.viewer(old: Self.page(["a"] + removed), new: Self.page(["a"]), rows: 4)
    let marks = try #require(viewer.comparison).marks
    let a = ItemAddress(cardIndex: 0, cardID: "list", indexPath: [0])
    #expect(Array(marks.ghostsAt.keys) == [a])
    #expect(marks.ghostsAt[a]?.count == ComparisonMarks.siblingsLookedAt)
    #expect(marks.ghostsAt[a]?.allSatisfy(\.below) == true)
    #expect(viewer.comparison?.diff.changes.count == 70)
  }

  @Test func bracketsGoFromChangeToChangeAndSayEach() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("]")))
    #expect(viewer.message == "change 1/3: removed: cards[0].items[2]: text \"c\"")
    viewer.handle(.key(.character("]")))
    #expect(viewer.message == "change 2/3: changed: cards[0].items[2] (was cards[0].items[3]): text \"d\" → \"d!\"")
    viewer.handle(.key(.character("]")))
    #expect(viewer.message == "change 3/3: added: cards[0].items[5]: text \"new\"")
    // Past the last, the first again; `[` goes back.
    viewer.handle(.key(.character("]")))
    #expect(viewer.message.hasPrefix("change 1/3"))
    viewer.handle(.key(.character("[")))
    #expect(viewer.message.hasPrefix("change 3/3"))
  }

  /// A change to a whole card (its style) is gone to at the card's first item, scrolled to the
  /// top with the row above it.
  @Test func aCardsChangeIsGoneToAtItsFirstItem() throws {
    let rows = String(Self.page(["a", "b", "c", "d", "e", "f", "g", "h"]).dropLast())
    let items = ##""items":[{"type":"text","text":"x"},{"type":"text","text":"y"},{"type":"text","text":"z"}]"##
    let old = rows + ##",{"type":"1","id":"more","## + items + "}]"
    let new = rows + ##",{"type":"1","id":"more","style":{"bgColor":"#FF0000"},"## + items + "}]"
    let viewer = try Self.viewer(old: old, new: new, rows: 4)
    viewer.handle(.key(.character("]")))
    #expect(viewer.message == "change 1/1: card layout: cards[1]: style: bgColor")
    // The first card is rows 0 to 7; x, on row 8, shows on the second row.
    #expect(viewer.pageView.offset == 7)
  }

  @Test func oShowsTheOldVersionAtTheSamePlaceMarkedTheOtherWayRound() throws {
    let viewer = try Self.viewer()
    viewer.handle(.key(.character("o")))
    // In the old version c is there, marked removed; the added row is a ghost on g.
    #expect(viewer.render().lines == [" a", " b", "-c", "~d", " e", " f", " old.json  old: 3 changes… row 1/8  75%"])
    viewer.handle(.key(.character("d")))
    #expect(viewer.render().lines.dropLast() == ["-c", "~d", " e", " f", "+added: text \"new\"", " h"])
    viewer.handle(.key(.character("o")))
    #expect(viewer.message == "new: 3 changes from old.json; ] next change, o old")
  }

  @Test func theItemAtTheTopStaysAtTheTopWhenTheVersionsFlip() throws {
    let viewer = try Self.viewer(rows: 4)
    viewer.handle(.key(.character("j")))
    viewer.handle(.key(.character("j")))
    viewer.handle(.key(.character("j")))
    #expect(viewer.render().lines.first == " e")
    // e is row 4 of the new version and row 5 of the old one.
    viewer.handle(.key(.character("o")))
    #expect(viewer.render().lines.first == " e")
    #expect(viewer.pageView.offset == 4)
  }

  @Test func cListsTheChangesAndTheListFollowsTheFocus() throws {
    let viewer = try Self.viewer(rows: 10)
    viewer.resize(columns: 50, rows: 10)
    viewer.handle(.key(.character("c")))
    // A terminal this narrow has the list below the page.
    #expect(viewer.render().lines == [
      " a", "-removed: text \"c\"", "~d!", " e", " f",
      "┌─ 3 changes ────────────────────────────────────┐",
      "│ - removed  cards[0].items[2]  text \"c\"         │",
      "│ ~ changed  cards[0].items[2]  text \"d\" → \"d!\"  │",
      "└────────────────────────────────────────────────┘",
      " new.json  new: 3 changes from old.… row 1/8  62%",
    ])
    // Tab focuses a, b, then d!, which has a change: the list follows.
    viewer.handle(.key(.tab))
    viewer.handle(.key(.tab))
    viewer.handle(.key(.tab))
    #expect(viewer.render().lines[5] == "┌─ changes 2/3 ──────────────────────────────────┐")
    #expect(viewer.render().lines[7].hasPrefix("│ ~ changed"))
    #expect(viewer.message == "change 2/3: changed: cards[0].items[2] (was cards[0].items[3]): text \"d\" → \"d!\"")
    viewer.handle(.key(.character("c")))
    #expect(!viewer.render().lines.contains { $0.contains("┌") })
  }

  @Test func aSaveOfEitherVersionIsComparedAgain() throws {
    let viewer = try Self.viewer()
    // The old version saved with c put back as it is in the new one: one change fewer.
    let oldAgain = try PageDecoder().decode(Array(Self.page(["a", "b", "d", "e", "f", "g", "h"]).utf8)).page
    viewer.comparison?.readOld = { .success(oldAgain) }
    viewer.handle(.comparedPageFile(PageFileEvent(.saved, at: TimeOfDay(hour: 9, minute: 5, second: 0))))
    #expect(viewer.message == "old.json reloaded 09:05:00; new: 2 changes from old.json; ] next change, o old")
    #expect(viewer.render().lines.prefix(3) == [" a", " b", "~d!"])
    viewer.comparison?.readOld = { .failure(PageReloadError(message: "old.json:1:2: expected a value")) }
    viewer.handle(.comparedPageFile(PageFileEvent(.saved, at: TimeOfDay(hour: 9, minute: 6, second: 0))))
    #expect(viewer.message == "old.json:1:2: expected a value")
    viewer.handle(.comparedPageFile(PageFileEvent(.deleted, at: TimeOfDay(hour: 9, minute: 7, second: 0))))
    #expect(viewer.message == "old.json was deleted: comparing with it as last read")
    #expect(viewer.comparison?.diff.changes.count == 2)
  }

  /// The loads are the new version's: `r` on the old one says a failed load is sent again once
  /// the new version shows, and sends it there.
  @Test func rOnTheOldVersionLeavesFailedLoadsToTheNewOne() throws {
    let json = #"[{"type":"1","items":[{"type":"text","text":"top"}]},{"type":"1","load":"feed","items":[]}]"#
    let page = try PageDecoder().decode(Array(json.utf8)).page
    let layout = Viewer(page: page, configuration: Viewer.Configuration(fileName: "p.json", columns: 40, rows: 6)).pageView.layout
    let loader = ImmediateLoader { _ in .failure(LoadError(message: "offline")) }
    var configuration = Viewer.Configuration(fileName: "new.json", columns: 40, rows: 6)
    configuration.loader = loader
    configuration.comparison = ViewerComparison(
      old: .init(page: page, name: "old.json"), new: .init(page: page, name: "new.json"), diff: PageDiff(old: layout, new: layout))
    let viewer = Viewer(page: page, configuration: configuration)
    viewer.update()
    #expect(loader.requests.count == 1)
    viewer.handle(.key(.character("o")))
    viewer.handle(.key(.character("r")))
    #expect(viewer.message == "failed loads are sent again in the new version (o shows it)")
    viewer.update()
    #expect(loader.requests.count == 1)
    viewer.handle(.key(.character("o")))
    viewer.handle(.key(.character("r")))
    viewer.update()
    #expect(loader.requests.count == 2)
  }

  /// A load that arrives while the old version shows waits for the new one: the old version
  /// stays on screen as its file has it, and `o` shows the new one with what was loaded.
  @Test func aLoadArrivingWhileTheOldVersionShowsWaitsForTheNewOne() throws {
    let old = #"[{"type":"1","items":[{"type":"text","text":"old top"}]},{"type":"1","load":"feed","items":[]}]"#
    let new = #"[{"type":"1","items":[{"type":"text","text":"new top"}]},{"type":"1","load":"feed","items":[]}]"#
    let oldPage = try PageDecoder().decode(Array(old.utf8)).page
    let newPage = try PageDecoder().decode(Array(new.utf8)).page
    let layout = { (page: Page) in
      Viewer(page: page, configuration: Viewer.Configuration(fileName: "p.json", columns: 30, rows: 4)).pageView.layout
    }
    let loader = ManualLoader()
    var configuration = Viewer.Configuration(fileName: "new.json", columns: 30, rows: 4)
    configuration.loader = loader
    configuration.comparison = ViewerComparison(
      old: .init(page: oldPage, name: "old.json"), new: .init(page: newPage, name: "new.json"),
      diff: PageDiff(old: layout(oldPage), new: layout(newPage)))
    let viewer = Viewer(page: newPage, configuration: configuration)
    viewer.update()
    #expect(loader.pending.count == 1)
    viewer.handle(.key(.character("o")))
    let oldScreen = viewer.render().lines
    #expect(oldScreen.prefix(2) == ["~old top", ""])
    loader.answerNext(.success(LoadResult(items: loadedTexts("got", count: 1))))
    viewer.update()
    #expect(viewer.render().lines == oldScreen)
    viewer.handle(.key(.character("o")))
    #expect(viewer.render().lines.prefix(2) == ["~new top", " got 0"])
  }

  @Test func theComparisonKeysAreInHelp() {
    #expect(KeyMap.helpLines.contains { $0.hasPrefix("  ]") && $0.hasSuffix("go to the next change") })
  }
}
