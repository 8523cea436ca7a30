import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// An item holding a very long string: the panel shows its start and its length, and `y` does
/// not send megabytes through the terminal.
@Suite struct InspectorLongStringTests {
  private func viewer(holding text: String) throws -> Viewer {
    let json = #"[{"type":"1","items":[{"type":"text","text":"short","blob":"\#(text)"}]}]"#
    let viewer = Viewer(
      page: try PageDecoder().decode(Array(json.utf8)).page, fileName: "p.json", columns: 120, rows: 40)
    viewer.update()
    viewer.handle(.key(.character("i")))
    return viewer
  }

  @Test func theStartOfALongStringAndItsLengthShow() throws {
    let viewer = try viewer(holding: String(repeating: "ab", count: 10_000))
    let inspector = try #require(viewer.inspector)
    let blob = try #require(viewer.inspectorLines(inspector).map(\.text).first { $0.contains(#""blob""#) })
    #expect(blob.hasSuffix(#"…" (20000 bytes)"#))
    #expect(blob.count < 4_200)
  }

  @Test func aShortStringShowsWhole() {
    let lines = JSONValue.string("abc").styledLines(longestString: 3).map(\.text)
    #expect(lines == [#""abc""#])
    let cut = JSONValue.string("abcd").styledLines(longestString: 3).map(\.text)
    #expect(cut == [#""abc…" (4 bytes)"#])
  }

  /// The limit counts characters: a string of few characters but more bytes than the limit
  /// (CJK, three bytes each) is not cut, and gets no length after it.
  @Test func aStringOfFewWideCharactersShowsWhole() {
    let lines = JSONValue.string("漢字").styledLines(longestString: 3).map(\.text)
    #expect(lines == [#""漢字""#])
  }

  @Test func yRefusesMoreThanAClipboardTakes() throws {
    let viewer = try viewer(holding: String(repeating: "x", count: 1_100_000))
    #expect(viewer.handle(.key(.character("y"))) == .keepRunning)
    #expect(viewer.message.hasPrefix("cannot copy: 1100"))
    #expect(viewer.message.hasSuffix("bytes of JSON is more than a terminal's clipboard takes (1 MiB)"))
  }
}
