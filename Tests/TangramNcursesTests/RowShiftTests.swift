import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

@Suite struct RowShiftTests {
  /// The shift `RowShift.find` sees between two frames of the same size, all of them shown.
  private static func shift(from old: Buffer, to new: Buffer) -> RowShift? {
    rows(of: old) { before in
      rows(of: new) { after in
        after.firstChangedRow(from: before).flatMap {
          RowShift.find(from: before, to: after, start: $0)
        }
      }
    }
  }

  private static func rows<Result>(of frame: Buffer, _ body: (FrameRows) -> Result) -> Result {
    frame.withRows(shownRows: frame.height, shownColumns: frame.width, body)
  }

  /// A frame with one line of text per row.
  private static func lines(_ texts: [String], width: Int = 8) -> Buffer {
    var frame = Buffer(width: width, height: texts.count)
    for (row, text) in texts.enumerated() {
      frame.write(text, column: 0, row: row)
    }
    return frame
  }

  private static func page(_ offset: Int) -> Buffer {
    HeadlessSessionTests.mixedPage(columns: 40, rows: 12, offset: offset)
  }

  @Test func oneRowForwardAboveAStatusRow() {
    let shift = Self.shift(from: Self.page(0), to: Self.page(1))
    #expect(shift == RowShift(distance: 1, rows: 0..<10))
    #expect(shift?.region == 0...10)
    #expect(shift?.exposedRows == 10..<11)
  }

  @Test func oneRowBack() {
    let shift = Self.shift(from: Self.page(1), to: Self.page(0))
    #expect(shift == RowShift(distance: -1, rows: 1..<11))
    #expect(shift?.region == 0...10)
    #expect(shift?.exposedRows == 0..<1)
  }

  @Test func severalRowsEitherWay() {
    #expect(Self.shift(from: Self.page(0), to: Self.page(4)) == RowShift(distance: 4, rows: 0..<7))
    #expect(
      Self.shift(from: Self.page(4), to: Self.page(0)) == RowShift(distance: -4, rows: 4..<11))
  }

  @Test func blankLinesDoNotHideTheRealDistance() {
    let old = Self.lines(["x", "", "", "", "p", "q", "r", "s", "t", "u"])
    let new = Self.lines(["", "", "p", "q", "r", "s", "t", "u", "v", "w"])
    #expect(Self.shift(from: old, to: new) == RowShift(distance: 2, rows: 0..<8))
  }

  /// A row that repeats many times is matched at a few distances each way, not all: the work a
  /// frame does stays bounded on a screen of repeated rows, and a shift found only past them is
  /// left to be written.
  @Test func onlyAFewCandidatesAreTriedEachWay() {
    let repeated = Array(repeating: "x", count: RowShift.candidateLimit)
    let rest = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let new = ["x"] + rest + Array(repeating: "z", count: 5)
    // One row more of x: the candidate at the limit's distance plus one is the real shift.
    #expect(Self.shift(from: Self.lines(["o"] + repeated + ["x"] + rest), to: Self.lines(new)) == nil)
    // Within the limit, the same shift is found.
    let fewer = Array(repeated.dropLast())
    #expect(
      Self.shift(from: Self.lines(["o"] + fewer + ["x"] + rest + ["-"]), to: Self.lines(new))
        == RowShift(distance: RowShift.candidateLimit, rows: 0..<9))
  }

  /// The same going back: the first old row, repeated in the new frame before its real place,
  /// is matched at a few distances, the real one found only within the limit.
  @Test func onlyAFewCandidatesAreTriedGoingBack() {
    let rest = ["a", "b", "c", "d", "e", "f", "g", "h"]
    let old = Self.lines(["x"] + rest + Array(repeating: "-", count: RowShift.candidateLimit))
    let fewer = Array(repeating: "x", count: RowShift.candidateLimit - 1)
    #expect(
      Self.shift(from: old, to: Self.lines(["o"] + fewer + ["x"] + rest))
        == RowShift(distance: -RowShift.candidateLimit, rows: RowShift.candidateLimit..<(RowShift.candidateLimit + 9)))
    let repeated = Array(repeating: "x", count: RowShift.candidateLimit)
    let longer = Self.lines(["x"] + rest + Array(repeating: "-", count: RowShift.candidateLimit + 1))
    #expect(Self.shift(from: longer, to: Self.lines(["o"] + repeated + ["x"] + rest)) == nil)
  }

  @Test func unchangedRowsAboveTheBandStayOutOfIt() {
    let old = Self.lines(["title", "a", "b", "c", "d", "e"])
    let new = Self.lines(["title", "b", "c", "d", "e", "f"])
    let shift = Self.shift(from: old, to: new)
    #expect(shift == RowShift(distance: 1, rows: 1..<5))
    #expect(shift?.region == 1...5)
  }

  @Test func noShiftBetweenUnrelatedOrEqualFrames() {
    let old = Self.lines(["a", "b", "c", "d"])
    #expect(Self.shift(from: old, to: Self.lines(["e", "f", "g", "h"])) == nil)
    #expect(Self.shift(from: old, to: old) == nil)
    // One matching row is not worth a scroll.
    #expect(Self.shift(from: old, to: Self.lines(["b", "x", "y", "z"])) == nil)
  }

  @Test func changedSpanRunsFromTheFirstToTheLastChange() {
    let old = Self.lines(["abcdefgh", "same"])
    let new = Self.lines(["abXdeYgh", "same"])
    Self.rows(of: old) { before in
      Self.rows(of: new) { after in
        #expect(after.changedSpan(row: 0, from: before) == 2..<6)
        #expect(after.changedSpan(row: 1, from: before) == nil)
      }
    }
  }

  @Test func changedSpanLooksOneColumnPastTheScreen() {
    let old = Self.lines(["abcdefgh"])
    let new = Self.lines(["abcdeXYZ"])
    func span(shownColumns: Int) -> Range<Int>? {
      old.withRows(shownRows: 1, shownColumns: shownColumns) { before in
        new.withRows(shownRows: 1, shownColumns: shownColumns) { after in
          after.changedSpan(row: 0, from: before)
        }
      }
    }
    // The cell after the last shown one decides how a wide character there is drawn.
    #expect(span(shownColumns: 4) == nil)
    #expect(span(shownColumns: 5) == 4..<5)
    #expect(span(shownColumns: 6) == 5..<6)
  }

  /// Clusters too long to pack are kept beside the cells: rows holding them compare by the
  /// clusters, wherever the rows are.
  @Test func rowsWithLongClustersCompareByTheirClusters() {
    let mechanic = "\u{1F469}\u{1F3FE}\u{200D}\u{1F527}"
    let otherMechanic = "\u{1F469}\u{1F3FB}\u{200D}\u{1F527}"
    let old = Self.lines(["a" + mechanic, "b", "c" + mechanic, "d", "e"])
    #expect(Self.shift(from: old, to: old) == nil)
    #expect(
      Self.shift(from: old, to: Self.lines(["b", "c" + mechanic, "d", "e", "f"]))
        == RowShift(distance: 1, rows: 0..<4))
    #expect(Self.shift(from: old, to: Self.lines(["b", "c" + otherMechanic, "d", "e", "f"])) == nil)
    Self.rows(of: old) { before in
      Self.rows(of: Self.lines(["a" + otherMechanic, "b", "c" + mechanic, "d", "e"])) { after in
        #expect(after.changedSpan(row: 0, from: before) == 1..<2)
        #expect(after.changedSpan(row: 2, from: before) == nil)
        #expect(after.row(2, equals: 0, of: before) == false)
        #expect(after.symbol(row: 0, column: 1) == otherMechanic)
      }
    }
  }
}
