import Testing

@testable import TangramCore
@testable import TangramTerminal

/// An item is marked (focus, search, changes) where it shows in the area the page is drawn in:
/// the page of a pager after the current one, peeking in at the window's edge, only inside the
/// window.
@Suite struct PagerVisibleFrameTests {
  /// A banner with margins, whose pages are 60% of its window: the second page starts inside the
  /// window and runs past its right edge into the margin.
  static let json = #"""
    [{"type":"container-banner","style":{"margin":[0,150,0,150],"pageRatio":0.6},
      "items":[{"type":"text","text":"pA"},{"type":"text","text":"pB"}]}]
    """#

  @Test func aPagePeekingInIsMarkedOnlyInsideTheWindow() throws {
    let view = PageView(page: try PageDecoder().decode(Array(Self.json.utf8)).page, width: 40, height: 6)
    let window = view.layout.strips[0].window
    let second = view.layout[ItemID(1)].frame
    #expect(window == Rect(x: 16, y: 0, width: 8, height: 1))
    #expect(second == Rect(x: 21, y: 0, width: 5, height: 1))
    // Drawn beside a gutter of 3 columns, below a row: what shows moves with the area.
    let area = Rect(x: 3, y: 1, width: 40, height: 6)
    #expect(view.visibleFrame(of: ItemID(1), in: area) == Rect(x: 24, y: 1, width: 3, height: 1))

    var buffer = Buffer(width: 43, height: 7)
    view.draw(into: &buffer, area: area)
    view.highlight(ItemID(1), with: .reverse, into: &buffer, area: area)
    let reversed = (0..<7).flatMap { row in
      (0..<43).filter { buffer.cell(column: $0, row: row)?.style.attributes == .reverse }.map { [$0, row] }
    }
    #expect(reversed == [[24, 1], [25, 1], [26, 1]])
  }
}
