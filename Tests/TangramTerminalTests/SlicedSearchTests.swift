import TangramCore
import Testing

@testable import TangramTerminal

/// A search on a page larger than one slice goes a slice per tick of the viewer's clock: keys
/// are handled between slices, the status bar says how far it has gone, and `--dump` (no
/// clock) reads the whole page at once.
@Suite struct SlicedSearchTests {
  /// 45,000 one-row items; items 44,000 and 44,001 hold `needle`.
  static let page = page(itemCount: 45_000, needles: [44_000, 44_001])

  /// `itemCount` one-row items `row N`, those at `needles` followed by ` needle`.
  static func page(itemCount: Int, needles: Set<Int>) -> Page {
    let items = (0..<itemCount).map { index in
      #"{"type":"text","text":"row \#(index)\#(needles.contains(index) ? " needle" : "")"}"#
    }
    let json = #"[{"type":"1","items":[\#(items.joined(separator: ","))]}]"#
    return try! PageDecoder().decode(Array(json.utf8)).page
  }

  static func search(_ text: String, in viewer: Viewer) {
    viewer.handle(.key(.character("/")))
    for character in text { viewer.handle(.key(.character(character))) }
    viewer.handle(.key(.enter))
  }

  @Test func eachTickReadsOneSliceAndTheStatusBarFollows() {
    #expect(SearchScan.itemsPerSlice == 20_000)
    let viewer = Viewer(page: Self.page, fileName: "big.json", columns: 40, rows: 6)
    Self.search("needle", in: viewer)
    var statuses = [viewer.message]
    viewer.handle(.key(.character("j")))
    #expect(viewer.pageView.offset == 1, "keys are handled while the search reads the page")
    statuses.append(viewer.message)
    for _ in 0..<4 {
      viewer.handle(.tick(milliseconds: 1))
      statuses.append(viewer.message)
    }
    #expect(statuses == [
      "searching 44%",
      "searching 44%",
      "searching 88%",
      "match …/≥1, counting 44%",
      "match …/≥1, counting 88%",
      "match 1/2",
    ])
    #expect(viewer.search.match == ItemID(44_000))
    #expect(viewer.pageView.offset == 44_000)
    #expect(viewer.timers.count == 0, "the search's timer ends with it")
  }

  /// A page of exactly two slices is counted in two: the count ends with the slice that
  /// reaches the page's last item, not a tick later.
  @Test func aCountEndsWithTheSliceThatReachesTheLastItem() {
    let page = Self.page(itemCount: 40_000, needles: [100, 30_000])
    let viewer = Viewer(page: page, fileName: "two.json", columns: 40, rows: 6)
    Self.search("needle", in: viewer)
    #expect(viewer.message == "match 1/≥1, counting 50%")
    viewer.handle(.tick(milliseconds: 1))
    #expect(viewer.message == "match 1/2")
    #expect(viewer.search.scan == nil)
  }

  /// A slow frame (500 ms between two ticks) still reads one slice: the scan's timer, caught up
  /// with a firing a millisecond, once ran the whole search before the next frame and key.
  @Test func aLongTickReadsOneSliceAndEscStopsTheSearch() {
    let viewer = Viewer(page: Self.page, fileName: "big.json", columns: 40, rows: 6)
    Self.search("absent", in: viewer)
    #expect(viewer.message == "searching 44%")
    viewer.handle(.tick(milliseconds: 500))
    #expect(viewer.message == "searching 88%")
    viewer.handle(.key(.escape))
    #expect(viewer.message == "search stopped")
    #expect(viewer.search.scan == nil)
    #expect(viewer.timers.count == 0)
  }

  @Test func withoutTheClockTheWholePageIsReadAtOnce() {
    var configuration = Viewer.Configuration(fileName: "big.json", columns: 40, rows: 6)
    configuration.runsTimers = false
    let viewer = Viewer(page: Self.page, configuration: configuration)
    Self.search("needle", in: viewer)
    #expect(viewer.message == "match 1/2")
    Self.search("absent", in: viewer)
    #expect(viewer.message == "not found: absent")
    #expect(viewer.search.scan == nil)
  }

  @Test func aNewSearchReplacesTheOneRunning() {
    let viewer = Viewer(page: Self.page, fileName: "big.json", columns: 40, rows: 6)
    Self.search("absent", in: viewer)
    #expect(viewer.message == "searching 44%")
    Self.search("row 3", in: viewer)
    #expect(viewer.search.match == ItemID(3))
    for _ in 0..<3 { viewer.handle(.tick(milliseconds: 1)) }
    // `row 3`, `row 30`…: 1 + 10 + 100 + 1,000 + 10,000 items.
    #expect(viewer.message == "match 1/11111")
    #expect(viewer.timers.count == 0)
  }
}
