import Foundation
import TangramCore
import TangramTerminal
import TangramTestSupport
import Testing

@testable import tangram_tui

/// `/`, `n` and `N` as `--dump --keys` shows them, with the style layer: the current match
/// reversed and bold, the other matches on screen underlined on the highlight colour, and
/// `match i/n` in the status bar.
@Suite struct SearchSnapshotTests {
  static func example(_ name: String) -> URL {
    repositoryRoot().appendingPathComponent("Examples/\(name).json")
  }

  @Test func aSearchAcrossCardsWithEveryMatchOnScreenMarked() throws {
    let url = Self.example("showcase")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/banner" Enter"#), named: "search-showcase-banner")
  }

  @Test func nGoesOnAndWrapsToTheTopSayingSo() throws {
    let url = Self.example("showcase")
    let keys = #""/banner" Enter n n n n n"#
    assertSnapshot(try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: keys), named: "search-showcase-banner-n-wrapped")
    // The same screen whether the text is quoted or typed key by key.
    #expect(try dumpScreen(url, width: 80, height: 24, keys: "/ b a n n e r Enter n n n n n")
      == dumpScreen(url, width: 80, height: 24, keys: keys))
  }

  @Test func shiftNFromTheFirstMatchWrapsToTheLast() throws {
    let url = Self.example("showcase")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/banner" Enter N"#),
      named: "search-showcase-banner-N-wrapped")
  }

  @Test func aMatchOnAnotherPageOfAPagerTurnsThePagerToIt() throws {
    let url = Self.example("pagers")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/page 3" Enter"#), named: "search-pagers-page-3")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/page 3" Enter n"#), named: "search-pagers-page-3-n")
  }

  @Test func itemsOfPinnedCardsAreFound() throws {
    let url = Self.example("fix")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #"G "/fix top" Enter"#), named: "search-fix-pinned")
  }

  @Test func notFoundLeavesTheScreenAsItWas() throws {
    let url = Self.example("showcase")
    let screen = try dumpScreen(url, width: 80, height: 24, keys: "j j")
    let searched = try dumpScreen(url, width: 80, height: 24, keys: #"j j "/no such text" Enter"#)
    var lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
    var searchedLines = searched.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(searchedLines[23] == " showcase.json  not found: no such text                row 3/131  19%  69 items")
    lines.remove(at: 23)
    searchedLines.remove(at: 23)
    #expect(lines == searchedLines)
  }

  @Test func escapeClosesThePromptAndLeavesTheSearchedScreen() throws {
    let url = Self.example("showcase")
    let searched = try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/banner" Enter"#)
    #expect(try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/banner" Enter "/float" Esc"#) == searched)
  }

  @Test func thePromptShowsInTheStatusBarWithTheTextTyped() throws {
    let url = Self.example("showcase")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 40, height: 8, keys: #""/banner 750x243 height from""#),
      named: "search-prompt-40x8")
  }

  @Test func aRealPageIsSearchedByItemType() throws {
    let url = realPagesDirectory().appendingPathComponent("TangramMock.json")
    assertSnapshot(
      try DumpSnapshotTests.dump(url, width: 80, height: 24, keys: #""/TmallComponent2" Enter"#),
      named: "search-TangramMock-type")
  }

  @Test func theSearchKeysAreInTheHelpOverlay() throws {
    assertSnapshot(
      try dumpScreen(Self.example("showcase"), width: 90, height: 36, keys: "?"), named: "search-keys-in-help-90x36")
  }

  @Test func theSearchKeysAreInHelpAndTheReadme() throws {
    let help = HelpText.usage.split(separator: "\n").map(String.init)
    let gap = { (label: String) in String(repeating: " ", count: 18 - label.count) }
    #expect(help.contains("  /" + gap("/") + "search item texts, types, ids (Enter finds, Esc cancels)"))
    #expect(help.contains("  n" + gap("n") + "next match of the search"))
    #expect(help.contains("  N" + gap("N") + "previous match of the search"))
    let readme = try String(contentsOf: repositoryRoot().appendingPathComponent("README.md"), encoding: .utf8)
    for binding in KeyMap.bindings where [.search, .nextMatch, .previousMatch].contains(binding.action) {
      let row = readme.split(separator: "\n").first { $0.hasPrefix("| `") && $0.contains("`\(binding.label)`") }
      #expect(row != nil, "README has no key row for \(binding.label)")
    }
  }
}
