import Testing

@testable import TangramTerminal

@Suite struct BoxDrawingTests {
  /// The paths of a character's strokes in a cell 10 wide and 20 tall.
  static func paths(_ symbol: String) throws -> [String] {
    try #require(BoxDrawing.of(symbol)).strokes(x: 0, y: 0, width: 10, height: 20).map(\.path)
  }

  /// A straight double line is two lines 3 apart across the cell, and only those: `║` has no
  /// line across, `═` none down.
  @Test func straightDoubleLinesRunOneWay() throws {
    #expect(try Self.paths("║") == ["M3.5 0V20M6.5 0V20"])
    #expect(try Self.paths("═") == ["M0 8.5H10M0 11.5H10"])
  }

  /// A double corner is two lines turning together, from the cell's centre out to the two edges
  /// it opens to: `╔` to the right and down, `╝` to the left and up.
  @Test func doubleCornersTurnTowardsTheirEdges() throws {
    // The outer pair meets at (3.5, 8.5), the inner pair at (6.5, 11.5).
    #expect(try Self.paths("╔") == ["M3 8.5H10M6 11.5H10M3.5 8V20M6.5 11V20"])
    #expect(try Self.paths("╝") == ["M7 11.5H0M4 8.5H0M6.5 12V0M3.5 9V0"])
  }

  /// A rounded corner is one light line: from the middle of the side it opens to, curving at the
  /// centre into the line along the cell (half the cell's width past the centre), then straight
  /// to the edge it opens to.
  @Test func roundedCornersCurveFromOneEdgeToTheOther() throws {
    #expect(try Self.paths("╭") == ["M10 10Q5 10 5 15V20"])
    #expect(try Self.paths("╮") == ["M0 10Q5 10 5 15V20"])
    #expect(try Self.paths("╯") == ["M0 10Q5 10 5 5V0"])
    #expect(try Self.paths("╰") == ["M10 10Q5 10 5 5V0"])
    #expect(try #require(BoxDrawing.of("╭")).strokes(x: 0, y: 0, width: 10, height: 20).map(\.width) == [1.5])
  }
}
