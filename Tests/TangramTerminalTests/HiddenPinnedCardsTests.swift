import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// `p` hides the cards pinned over the page to show what they cover, and shows them again.
@Suite struct HiddenPinnedCardsTests {
  /// Rows under a fix card at the top (as wide as its text, spec §2.6) and a float at the
  /// bottom right, with a sticky card in the flow. The page starts under the fix card.
  static let page = """
    [{"type":"container-fix","style":{"align":"top_left"},"items":[{"type":"text","text":"FIX BAR"}]},
     {"type":"1","items":[\((0..<3).map { #"{"type":"text","text":"row \#($0)","action":"r\#($0)"}"# }.joined(separator: ","))]},
     {"type":"container-sticky","items":[{"type":"text","text":"STICKY"}]},
     {"type":"1","items":[\((3..<20).map { #"{"type":"text","text":"row \#($0)"}"# }.joined(separator: ","))]},
     {"type":"container-float","style":{"align":"bottom_right"},"items":[{"type":"text","text":"FLOAT","style":{"width":60}}]}]
    """

  private func viewer(columns: Int = 30) throws -> Viewer {
    let viewer = Viewer(
      page: try PageDecoder().decode(Array(Self.page.utf8)).page,
      configuration: Viewer.Configuration(fileName: "p.json", columns: columns, rows: 6))
    viewer.update()
    return viewer
  }

  @Test func pHidesWhatIsPinnedOverThePageAndShowsItAgain() throws {
    let viewer = try viewer()
    let shown = viewer.render().lines
    #expect(shown.first == "FIX BAR")
    #expect(shown[4].hasSuffix("FLOAT"))
    viewer.handle(.key(.character("p")))
    #expect(viewer.render().lines == [
      "row 0", "row 1", "row 2", "STICKY", "row 3",
      " p.json  pinne… row 1/21  23%",
    ])
    viewer.handle(.key(.character("p")))
    #expect(viewer.render().lines.dropLast() == shown.dropLast())
    #expect(viewer.message == "pinned cards shown")
  }

  @Test func whileHiddenAStickyCardScrollsWithThePageAndClicksReachWhatWasCovered() throws {
    let viewer = try viewer(columns: 70)
    viewer.handle(.key(.character("p")))
    // The sticky card in the top row, its place in the flow: it is drawn there, not stuck.
    for _ in 0..<3 { viewer.handle(.key(.character("j"))) }
    #expect(viewer.render().lines.prefix(3) == ["STICKY", "row 3", "row 4"])
    for _ in 0..<2 { viewer.handle(.key(.character("j"))) }
    #expect(viewer.render().lines.prefix(5) == ["row 4", "row 5", "row 6", "row 7", "row 8"])
    viewer.handle(.key(.character("g")))
    viewer.handle(.mouse(.press, column: 2, row: 1))
    #expect(viewer.eventLog.entries.last?.event.topic == .click)
    #expect(viewer.render().lines.last?.hasPrefix(" p.json  pinned hidden · click") == true)
  }

  /// With layout bounds on too, the status bar says each mode once.
  @Test func theNoticeIsNotMarkedTwiceWithBoundsOn() throws {
    let viewer = try viewer(columns: 90)
    viewer.handle(.key(.character("x")))
    viewer.handle(.key(.character("p")))
    #expect(viewer.render().lines.last?.hasPrefix(" p.json  bounds · pinned cards hidden: p shows them") == true)
  }
}
