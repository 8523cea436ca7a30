import TangramCore
import Testing

@testable import TangramTerminal

/// Rows moved ahead of a frame (``RowMove``): what a buffer shows after one, when the viewer
/// predicts one, and when the run loop hands one to the backend.
@Suite struct RowMoveTests {
  @Test func aMoveKeepsTheRowsThatStayInItsBandAndExposesTheRest() throws {
    let up = try #require(RowMove(band: 0..<5, distance: 2))
    #expect(up.keptRows == 0..<3)
    #expect(up.exposedRows == 3..<5)
    let down = try #require(RowMove(band: 1..<5, distance: -1))
    #expect(down.keptRows == 2..<5)
    #expect(down.exposedRows == 1..<2)
    // The same move for an area further down the screen.
    #expect(up.movedDown(by: 3) == RowMove(band: 3..<8, distance: 2))
    #expect(down.movedDown(by: 1).exposedRows == 2..<3)
    // Nothing moves, or nothing stays in the band.
    #expect(RowMove(band: 0..<5, distance: 0) == nil)
    #expect(RowMove(band: 0..<5, distance: 5) == nil)
    #expect(RowMove(band: 0..<5, distance: -7) == nil)
  }

  /// Rows "r0" to "r4" (r1 with a cluster too long to pack, r2 with a wide character) above a
  /// status row.
  static func rows() -> Buffer {
    var buffer = Buffer(width: 6, height: 6)
    buffer.write("r0", column: 0, row: 0, style: CellStyle(attributes: [.bold]))
    buffer.write("r1 👩‍👩‍👧‍👦", column: 0, row: 1)
    buffer.write("r2 中", column: 0, row: 2)
    buffer.write("r3", column: 0, row: 3)
    buffer.write("r4", column: 0, row: 4)
    buffer.write("status", column: 0, row: 5)
    return buffer
  }

  @Test func aBufferMovesItsRowsAsATerminalScrollsThem() throws {
    let original = Self.rows()
    #expect(!original.longSymbols.isEmpty)
    var up = original
    up.apply(try #require(RowMove(band: 0..<5, distance: 1)))
    #expect(up.lines == ["r1 👩‍👩‍👧‍👦", "r2 中", "r3", "r4", "", "status"])
    #expect(up.cell(column: 3, row: 0)?.symbol == "👩‍👩‍👧‍👦")
    #expect(up.cell(column: 0, row: 0)?.style == CellStyle())
    // Moved back, the rows that stayed are where they were, the long cluster with them.
    up.apply(try #require(RowMove(band: 0..<5, distance: -1)))
    #expect(up.lines == ["", "r1 👩‍👩‍👧‍👦", "r2 中", "r3", "r4", "status"])
    var expected = original
    expected.fill(Rect(x: 0, y: 0, width: 6, height: 1), with: .blank)
    #expect(up == expected)

    var down = original
    down.apply(try #require(RowMove(band: 1..<5, distance: -2)))
    #expect(down.lines == ["r0", "", "", "r1 👩‍👩‍👧‍👦", "r2 中", "status"])
    #expect(down.cell(column: 3, row: 3)?.symbol == "👩‍👩‍👧‍👦")
    #expect(down.longSymbols.count == original.longSymbols.count)

    // A cluster moved out of the band is gone.
    var out = original
    out.apply(try #require(RowMove(band: 0..<5, distance: 2)))
    #expect(out.lines == ["r2 中", "r3", "r4", "", "", "status"])
    #expect(out.longSymbols.isEmpty)

    // A band past the buffer changes nothing.
    var past = original
    past.apply(try #require(RowMove(band: 3..<8, distance: 1)))
    #expect(past == original)
  }

  @Test func theViewerPredictsAMoveOfThePageRowsWhenScrollingOnlyMovesThem() throws {
    // 50 one-row items, 5 rows of page above the status bar: offsets 0 to 45.
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    viewer.update()
    #expect(viewer.rowMove(scrollingLines: 1) == RowMove(band: 0..<5, distance: 1))
    #expect(viewer.rowMove(scrollingLines: 3) == RowMove(band: 0..<5, distance: 3))
    // At the top nothing scrolls up; a whole page moves no row that stays.
    #expect(viewer.rowMove(scrollingLines: -1) == nil)
    #expect(viewer.rowMove(scrollingLines: 5) == nil)
    viewer.scrollLines(43)
    // Two rows left: the move is clamped as the scroll is.
    #expect(viewer.rowMove(scrollingLines: 4) == RowMove(band: 0..<5, distance: 2))
    #expect(viewer.rowMove(scrollingLines: -1) == RowMove(band: 0..<5, distance: -1))
    viewer.scrollLines(2)
    #expect(viewer.rowMove(scrollingLines: 1) == nil)

    // Overlays and the panel cover the rows: no move.
    viewer.handle(.key(.character("?")))
    #expect(viewer.rowMove(scrollingLines: -1) == nil)
    viewer.handle(.key(.character("?")))
    viewer.handle(.key(.character("i")))
    #expect(viewer.rowMove(scrollingLines: -1) == nil)
    viewer.handle(.key(.escape))
    #expect(viewer.rowMove(scrollingLines: -1) == RowMove(band: 0..<5, distance: -1))
  }

  /// Ten items, a sticky card, then forty items; 5 rows of page.
  static func stickyPage() throws -> Page {
    func texts(_ range: Range<Int>) -> String {
      range.map { "{\"type\":\"text\",\"text\":\"item \($0)\"}" }.joined(separator: ",")
    }
    let json = """
      [{"type":"container-oneColumn","items":[\(texts(0..<10))]},
       {"type":"container-sticky","items":[{"type":"text","text":"STICKY"}]},
       {"type":"container-oneColumn","items":[\(texts(10..<50))]}]
      """
    return try PageDecoder().decode(Array(json.utf8)).page
  }

  @Test func rowsUnderAPinnedCardMoveOnlyWhileTheCardStaysWhereItIs() throws {
    let viewer = Viewer(page: try Self.stickyPage(), fileName: "sticky.json", columns: 30, rows: 6)
    viewer.update()
    // The sticky card is in the flow on row 10: moving rows is all the first scrolls do.
    #expect(viewer.rowMove(scrollingLines: 1) == RowMove(band: 0..<5, distance: 1))
    viewer.scrollLines(9)
    #expect(viewer.render().lines.first == "item 9")
    // One more row and the card sticks to the top: it would not move with the rows.
    #expect(viewer.rowMove(scrollingLines: 2) == nil)
    viewer.scrollLines(2)
    #expect(viewer.render().lines.prefix(2) == ["STICKY", "item 11"])
    // Stuck, it stays on the top row while the rows under it move.
    #expect(viewer.rowMove(scrollingLines: 1) == RowMove(band: 1..<5, distance: 1))
    viewer.scrollLines(1)
    #expect(viewer.render().lines.prefix(2) == ["STICKY", "item 12"])
    // Two rows up it is back in its place in the flow.
    #expect(viewer.rowMove(scrollingLines: -2) == nil)
    viewer.scrollLines(-2)
    #expect(viewer.render().lines.prefix(2) == ["STICKY", "item 10"])
  }

  @Test func theRunLoopMovesTheRowsOfARunOfLineKeysBeforeItsFrame() throws {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    let keys = try KeyScript.parse("j j j k ? j ? G j")
    App(viewer: viewer, backend: backend, input: ScriptedInput(keys), clock: { 0 }).run()
    // The first j moves its row as soon as it is read, the two behind it the rest of the way,
    // and k then moves one back, all before the second frame; with help open j scrolls help,
    // not the page; at the end j scrolls nothing.
    let moves = backend.rowMoves.map { "\($0.framesBefore): \($0.move.distance)" }
    #expect(moves == ["1: 1", "1: 2", "1: -1"])
    #expect(backend.rowMoves.allSatisfy { $0.move.band == 0..<5 })
    #expect(viewer.pageView.offset == 45)
  }

  @Test func theRunLoopPreparesTheMovesOfALineKeyAfterEachFrame() throws {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    // One run loop a key: each draws its first frame, then the key's.
    for key in ["j", "G", "?"] {
      App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse(key)), clock: { 0 }).run()
    }
    // At the top only down moves rows, in the middle both ways, at the end only up; with help
    // open no line key moves the page.
    let prepared = backend.preparedMoves.map { "\($0.framesBefore): \($0.moves.map(\.distance))" }
    #expect(prepared == ["1: [1]", "2: [1, -1]", "3: [1, -1]", "4: [-1]", "5: [-1]", "6: []"])
    #expect(backend.preparedMoves.allSatisfy { $0.moves.allSatisfy { $0.band == 0..<5 } })
    // The first key after the first frame made the move prepared for it.
    #expect(backend.rowMoves.map(\.move) == [backend.preparedMoves[0].moves[0]])
  }

  @Test func aRunThatMeetsTheEndOfThePageMovesOnlyTheRowsLeft() throws {
    // 50 items, 5 rows of page: G shows items 45 to 49; k k k goes back three rows, and the five
    // j behind it have three rows left to move.
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse("G")), clock: { 0 }).run()
    let keys = try KeyScript.parse("k k k")
    App(viewer: viewer, backend: backend, input: ScriptedInput(keys), clock: { 0 }).run()
    App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse("j j j j j")), clock: { 0 }).run()
    let moves = backend.rowMoves.map(\.move.distance)
    #expect(moves == [-1, -2, 1, 2])
    #expect(viewer.pageView.offset == 45)
  }

  @Test func theRestOfARunMovesTheSameBandTheRestOfTheWay() throws {
    let whole = try #require(RowMove(band: 0..<5, distance: 3))
    #expect(App.rest(of: whole, after: nil) == whole)
    #expect(App.rest(of: whole, after: RowMove(band: 0..<5, distance: 1)) == RowMove(band: 0..<5, distance: 2))
    // The run went no further than its first key.
    #expect(App.rest(of: try #require(RowMove(band: 0..<5, distance: 1)), after: RowMove(band: 0..<5, distance: 1)) == nil)
    // Another band: the frame draws what the first move did not bring.
    #expect(App.rest(of: whole, after: RowMove(band: 1..<5, distance: 1)) == nil)
  }

  @Test func rowsAreMovedOnlyFromWhatTheScreenShows() throws {
    // `x` redraws the page with its outlines; the `j` after it in the same batch is drawn with
    // that frame, not moved on the screen that still shows the page without them.
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse("x j j")), clock: { 0 }).run()
    #expect(backend.rowMoves.isEmpty)
    #expect(backend.frames.count == 2)
    #expect(viewer.pageView.offset == 2)
  }

  @Test func quittingAfterRowsWereMovedDrawsTheFrameFirst() throws {
    let viewer = Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6)
    let backend = TestBackend(columns: 30, rows: 6)
    App(viewer: viewer, backend: backend, input: ScriptedInput(try KeyScript.parse("j j q")), clock: { 0 }).run()
    #expect(backend.rowMoves.map { "\($0.framesBefore): \($0.move.distance)" } == ["1: 1", "1: 1"])
    // The screen is left showing the rows the move brought, and the one it exposed.
    #expect(backend.frames.count == 2)
    #expect(backend.frames.last?.lines.first == "item 2")
    // Without a move, quitting draws nothing more.
    let still = TestBackend(columns: 30, rows: 6)
    App(viewer: Viewer(page: longPage(50), fileName: "long.json", columns: 30, rows: 6), backend: still,
      input: ScriptedInput(try KeyScript.parse("PgDn q")), clock: { 0 }).run()
    #expect(still.frames.count == 1)
  }
}

