import TangramCore
import TangramTestSupport
import Testing

@testable import TangramTerminal

/// Box frames drawn whole and clipped, including clips that miss the frame altogether.
@Suite struct BoxFrameTests {
  @Test func aFrameIsDrawnAlongItsEdges() {
    var buffer = Buffer(width: 5, height: 3)
    BoxFrame.draw(Rect(x: 0, y: 0, width: 4, height: 3), into: &buffer)
    #expect(buffer.lines == ["┌──┐", "│  │", "└──┘"])
  }

  /// The smallest frames are their corners; a frame of one column or one row is none.
  @Test func twoByTwoIsTheSmallestFrame() {
    func drawn(_ width: Int, _ height: Int) -> [String] {
      var buffer = Buffer(width: 3, height: 3)
      BoxFrame.draw(Rect(x: 0, y: 0, width: width, height: height), into: &buffer)
      return buffer.lines
    }
    #expect(drawn(2, 2) == ["┌┐", "└┘", ""])
    #expect(drawn(2, 3) == ["┌┐", "││", "└┘"])
    #expect(drawn(1, 3) == ["", "", ""])
    #expect(drawn(3, 1) == ["", "", ""])
  }

  @Test func aClipKeepsOnlyItsRows() {
    var buffer = Buffer(width: 4, height: 4)
    BoxFrame.draw(Rect(x: 0, y: 0, width: 4, height: 4), into: &buffer, clip: Rect(x: 0, y: 1, width: 4, height: 2))
    #expect(buffer.lines == ["", "│  │", "│  │", ""])
  }

  /// The title goes into the top edge a column in (the corner's column is left blank here), with
  /// a space either side, cut to leave both corners; a frame one row high still has that edge, a frame with no rows or too narrow for
  /// a column of title gets none.
  @Test func aTitleSitsInTheTopEdge() {
    func titled(_ frame: Rect, _ title: String) -> [String] {
      var buffer = Buffer(width: 10, height: 2)
      BoxFrame.writeTitle(title, on: frame, into: &buffer, style: .plain, clip: Rect(x: 0, y: 0, width: 10, height: 2))
      return buffer.lines
    }
    #expect(titled(Rect(x: 0, y: 0, width: 10, height: 2), "vvtest") == ["  vvtest", ""])
    #expect(titled(Rect(x: 0, y: 0, width: 8, height: 2), "vvtest") == ["  vvt…", ""])
    #expect(titled(Rect(x: 0, y: 0, width: 10, height: 1), "vvtest") == ["  vvtest", ""])
    #expect(titled(Rect(x: 0, y: 0, width: 10, height: 0), "vvtest") == ["", ""])
    #expect(titled(Rect(x: 0, y: 0, width: 4, height: 2), "vvtest") == ["", ""])
    #expect(titled(Rect(x: 0, y: 0, width: 5, height: 2), "vvtest") == ["  …", ""])
  }

  /// A clip below or above the frame (an outline scrolled past a pager's window) draws nothing;
  /// its rows once ran from past the clip's bottom to before its top, and trapped.
  @Test(arguments: [
    Rect(x: 0, y: 6, width: 4, height: 2), Rect(x: 0, y: 0, width: 4, height: 1), Rect(x: 9, y: 0, width: 2, height: 9),
    Rect(x: 0, y: 9, width: 4, height: 0),
  ])
  func aClipThatMissesTheFrameDrawsNothing(clip: Rect) {
    var buffer = Buffer(width: 12, height: 10)
    BoxFrame.draw(Rect(x: 0, y: 2, width: 4, height: 3), into: &buffer, clip: clip.intersection(Rect(x: 0, y: 2, width: 4, height: 3)))
    #expect(buffer == Buffer(width: 12, height: 10))
  }
}
