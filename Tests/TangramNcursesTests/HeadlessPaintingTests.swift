import CNcurses
import Glibc
import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

/// How frames land in `stdscr`: runs of styles, wide characters, and scrolled rows. These share
/// the one ncurses screen, so they belong to the serialized headless suite.
extension HeadlessSessionTests {
  /// Every cell of the screen, row by row.
  static func screenSnapshot(columns: Int, rows: Int) -> [ScreenCell] {
    (0..<rows).flatMap { row in
      (0..<columns).map { screenCell(row: Int32(row), column: Int32($0)) }
    }
  }

  /// A page from `offset` with a blank line every fifth line, wide characters, several styles in
  /// each row, and a status row that shows the offset.
  static func mixedPage(columns: Int, rows: Int, offset: Int) -> Buffer {
    var frame = Buffer(width: columns, height: rows)
    for row in 0..<(rows - 1) {
      let index = row + offset
      if index % 5 == 4 { continue }
      var column = frame.write(
        "\(index) ", column: 0, row: row, style: CellStyle(attributes: [.bold]))
      column = frame.write(
        "名前", column: column, row: row, style: CellStyle(foreground: Color(rgb: 0x0000FF)))
      column = frame.write(" text e\u{301} ", column: column, row: row)
      frame.write(
        String(repeating: "é", count: index % 7) + " end", column: column, row: row,
        style: CellStyle(background: Color(rgb: 0x333333)))
    }
    let status = CellStyle(foreground: .black, background: Color(rgb: 0xE3E3E3))
    frame.fill(Rect(x: 0, y: rows - 1, width: columns, height: 1), style: status)
    frame.write("line \(offset)", column: 1, row: rows - 1, style: status)
    return frame
  }

  private static func colors(of cell: ScreenCell) -> [Int32] {
    pairColors(cell.pair)
  }

  private static func number(_ rgb: UInt32) -> Int32 {
    StyleMapper.colorNumber(for: Color(rgb: rgb), mode: .palette256)
  }

  @Test func scrolledFramesLeaveTheScreenAsAFullRepaintDoes() throws {
    let (columns, rows) = (60, 16)
    let session = try NcursesSession.startHeadless(columns: columns, rows: rows)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    let offsets = [0, 1, 2, 5, 4, 0, 0, 3, 40, 41, 39, 38, 45, 44]
    let frames = offsets.map { Self.mixedPage(columns: columns, rows: rows, offset: $0) }
    var incremental: [[ScreenCell]] = []
    for frame in frames {
      backend.present(frame)
      incremental.append(Self.screenSnapshot(columns: columns, rows: rows))
    }
    for (index, frame) in frames.enumerated() {
      backend.invalidate()
      backend.present(frame)
      #expect(
        Self.screenSnapshot(columns: columns, rows: rows) == incremental[index],
        "frame \(index) (offset \(offsets[index]))")
    }
    // The window's scroll region and scrollok are as ncurses set them up.
    var top: Int32 = -1
    var bottom: Int32 = -1
    wgetscrreg(CNcurses_stdscr(), &top, &bottom)
    #expect([top, bottom] == [0, Int32(rows - 1)])
    #expect(!is_scrollok(CNcurses_stdscr()))
  }

  @Test func scrollingBackOrBySeveralRowsStaysCheap() throws {
    let path = "/tmp/tangram-ncurses-test-\(getpid())-scroll.out"
    defer { unlink(path) }
    let session = try NcursesSession.startHeadless(columns: 80, rows: 24, outputPath: path)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    backend.present(Self.page(columns: 80, rows: 24, offset: 10))
    var before = Self.fileSize(path)

    backend.present(Self.page(columns: 80, rows: 24, offset: 9))
    let backBytes = Self.fileSize(path) - before
    #expect(Self.screenCell(row: 0, column: 0).text == "9")
    #expect(Self.screenCell(row: 1, column: 0).text == "1")
    #expect(Self.screenCell(row: 23, column: 1).text == "s")
    #expect(backBytes > 0 && backBytes < 400, "one row back: \(backBytes)")

    before = Self.fileSize(path)
    backend.present(Self.page(columns: 80, rows: 24, offset: 12))
    let forwardBytes = Self.fileSize(path) - before
    #expect(Self.screenCell(row: 0, column: 1).text == "2")
    #expect(Self.screenCell(row: 22, column: 1).text == "4")
    #expect(forwardBytes > 0 && forwardBytes < 800, "three rows forward: \(forwardBytes)")
  }

  @Test func runsOfStylesWideCharactersAndMarksLandInTheirColumns() throws {
    let session = try NcursesSession.startHeadless(columns: 20, rows: 4)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    let red = CellStyle(foreground: Color(rgb: 0xFF0000))
    let blue = CellStyle(foreground: Color(rgb: 0x0000FF), attributes: [.underline])
    var frame = Buffer(width: 20, height: 4)
    var column = frame.write("ab", column: 0, row: 0, style: red)
    column = frame.write("中", column: column, row: 0, style: blue)
    column = frame.write("cd", column: column, row: 0, style: red)
    column = frame.write("e\u{301}é", column: column, row: 0, style: blue)
    frame.write("end", column: column, row: 0)
    // A narrow character on a cell that has a continuation cell, and a continuation cell alone.
    frame.setCell(Cell(symbol: "n", style: red), column: 0, row: 1)
    frame.setCell(Cell(symbol: "", style: red), column: 1, row: 1)
    frame.setCell(Cell(symbol: "", style: red), column: 0, row: 2)
    frame.setCell(Cell(symbol: "m", style: red), column: 1, row: 2)
    backend.present(frame)

    let row = (0..<11).map { Self.screenCell(row: 0, column: Int32($0)) }
    #expect(row.map(\.text) == ["a", "b", "中", "中", "c", "d", "e\u{301}", "é", "e", "n", "d"])
    let redColors = [Self.number(0xFF0000), -1]
    let blueColors = [Self.number(0x0000FF), -1]
    for index in [0, 1, 4, 5] {
      #expect(Self.colors(of: row[index]) == redColors, "column \(index)")
      #expect(row[index].attributes & CNcurses_A_UNDERLINE() == 0, "column \(index)")
    }
    for index in [2, 6, 7] {
      #expect(Self.colors(of: row[index]) == blueColors, "column \(index)")
      #expect(row[index].attributes & CNcurses_A_UNDERLINE() != 0, "column \(index)")
    }
    #expect(row[8].pair == 0)
    #expect(Self.screenCell(row: 1, column: 0).text == "n")
    #expect(Self.screenCell(row: 1, column: 1).text == " ")
    #expect(Self.colors(of: Self.screenCell(row: 1, column: 1)) == redColors)
    #expect(Self.screenCell(row: 2, column: 0).text == " ")
    #expect(Self.screenCell(row: 2, column: 1).text == "m")
  }

  @Test func aStyleChangeInTheMiddleOfARowKeepsItsNeighbours() throws {
    let session = try NcursesSession.startHeadless(columns: 30, rows: 3)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    var frame = Buffer(width: 30, height: 3)
    frame.write("hello wide 中 world", column: 0, row: 0)
    frame.write("second row", column: 0, row: 1)
    backend.present(frame)

    let blue = CellStyle(foreground: Color(rgb: 0x0000FF), attributes: [.bold])
    frame.write("wide", column: 6, row: 0, style: blue)
    backend.present(frame)
    let row = (0..<16).map { Self.screenCell(row: 0, column: Int32($0)) }
    #expect(row.map(\.text).joined() == "hello wide 中中 wo")
    for index in 6..<10 {
      #expect(Self.colors(of: row[index]) == [Self.number(0x0000FF), -1], "column \(index)")
      #expect(row[index].attributes & CNcurses_A_BOLD() != 0, "column \(index)")
    }
    for index in [5, 10, 11, 13, 14] {
      #expect(row[index].pair == 0, "column \(index)")
      #expect(row[index].attributes & CNcurses_A_BOLD() == 0, "column \(index)")
    }
    #expect(Self.screenCell(row: 1, column: 0).text == "s")

    // Only the continuation cell of the wide character changes: the character is written again.
    var shaded = frame
    shaded.setCell(
      Cell(symbol: "", style: CellStyle(background: Color(rgb: 0x333333))), column: 12, row: 0)
    backend.present(shaded)
    #expect(Self.screenCell(row: 0, column: 11).text == "中")
    #expect(Self.screenCell(row: 0, column: 13).text == " ")
    #expect(Self.screenCell(row: 0, column: 14).text == "w")

    // A change that ends on a narrow character whose cell has a continuation cell: the span
    // writes one column past its end.
    var narrowWide = shaded
    narrowWide.setCell(Cell(symbol: "p"), column: 20, row: 1)
    narrowWide.setCell(Cell(symbol: ""), column: 21, row: 1)
    narrowWide.setCell(Cell(symbol: "q"), column: 22, row: 1)
    backend.present(narrowWide)
    var changed = narrowWide
    changed.setCell(Cell(symbol: "n"), column: 20, row: 1)
    backend.present(changed)
    let tail = (19..<23).map { Self.screenCell(row: 1, column: Int32($0)).text }
    #expect(tail == [" ", "n", " ", "q"])
  }
}
