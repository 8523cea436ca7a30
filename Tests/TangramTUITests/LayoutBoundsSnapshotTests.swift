import Foundation
import TangramTestSupport
import Testing

/// Layout bounds (`x`) on the showcase and on a real page with nested cards, pagers and pinned
/// cards, with their colours and attributes, compared with snapshot files.
@Suite struct LayoutBoundsSnapshotTests {
  static var showcase: URL { repositoryRoot().appendingPathComponent("Examples/showcase.json") }
  static var data: URL { realPagesDirectory().appendingPathComponent("data.json") }

  @Test func showcase() throws {
    assertSnapshot(try DumpSnapshotTests.dump(Self.showcase, width: 80, height: 24, keys: "x"), named: "bounds-showcase-80x24")
    // Pagers, one-plus-N and waterfall further down, with the sticky and fix cards over them.
    assertSnapshot(
      try DumpSnapshotTests.dump(Self.showcase, width: 80, height: 24, keys: "x PgDn PgDn"),
      named: "bounds-showcase-80x24-pgdn-pgdn")
    assertSnapshot(
      try DumpSnapshotTests.dump(Self.showcase, width: 120, height: 40, keys: "x G"), named: "bounds-showcase-120x40-end")
  }

  @Test func realPageWithNestedCardsPagersAndPinnedCards() throws {
    // data.json: a float card over the top, nested banners and a nested pager, a sticky card.
    assertSnapshot(try DumpSnapshotTests.dump(Self.data, width: 80, height: 24, keys: "x"), named: "bounds-data-80x24")
    assertSnapshot(
      try DumpSnapshotTests.dump(Self.data, width: 100, height: 40, keys: "x PgDn PgDn"),
      named: "bounds-data-100x40-pgdn-pgdn")
    assertSnapshot(
      try DumpSnapshotTests.dump(Self.data, width: 100, height: 40, keys: "x PgDn PgDn PgDn PgDn"),
      named: "bounds-data-100x40-sticky")
  }
}
