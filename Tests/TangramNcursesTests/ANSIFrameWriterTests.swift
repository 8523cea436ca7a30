import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

/// Frames written past ncurses: the exact bytes of a scroll under a status bar, and the screen
/// they leave, played on a model terminal, against a full repaint.
@Suite struct ANSIFrameWriterTests {
  /// Widths as a UTF-8 `wcwidth` gives them for the characters these frames use.
  static func measure(_ scalar: UInt32) -> Int {
    switch scalar {
    case 0x300...0x36F: return 0
    case 0x4E00...0x9FFF: return 2
    default: return 1
    }
  }

  static let capabilities = ANSIFrameWriter.Capabilities(colorMode: .palette256)

  /// Rows "line N" from `offset` above a reversed status bar "row N".
  static func pager(offset: Int, columns: Int = 12, rows: Int = 4) -> Buffer {
    var frame = Buffer(width: columns, height: rows)
    for row in 0..<(rows - 1) {
      frame.write("line \(row + offset)", column: 0, row: row)
    }
    let status = CellStyle(attributes: [.reverse])
    frame.fill(Rect(x: 0, y: rows - 1, width: columns, height: 1), style: status)
    frame.write("row \(offset)", column: 0, row: rows - 1, style: status)
    return frame
  }

  /// The cells a model terminal shows after a full repaint of `frame` by a writer of its own.
  static func repaintedCells(_ frame: Buffer) -> [[ANSIScreenModel.Cell]] {
    var screen = ANSIScreenModel(columns: frame.width, rows: frame.height, measure: measure)
    screen.feed(Array(bytes(ANSIFrameWriter(capabilities: capabilities, measure: measure), from: nil, to: frame).utf8))
    return screen.cells
  }

  /// The bytes from `old` (nil: a full repaint) to `new` on a screen of the frames' size.
  static func bytes(_ writer: ANSIFrameWriter, from old: Buffer?, to new: Buffer) -> String {
    let screen = (columns: new.width, rows: new.height)
    let bytes = new.withRows(shownRows: new.height, shownColumns: new.width) { newRows in
      guard let old else { return writer.bytes(from: nil, to: newRows, screen: screen) }
      return old.withRows(shownRows: old.height, shownColumns: old.width) { oldRows in
        writer.bytes(from: oldRows, to: newRows, screen: screen)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func aOneRowScrollUnderAStatusBarIsALineFeedTheNewRowAndTheChangedCell() {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    let frames = [0, 1, 2, 1].map { Self.pager(offset: $0) }
    #expect(
      Self.bytes(writer, from: nil, to: frames[0])
        == "\u{1B}[0m\u{1B}[rline 0\u{1B}[K\u{1B}[2Hline 1\u{1B}[K\u{1B}[3Hline 2\u{1B}[K"
        + "\u{1B}[4H\u{1B}[7mrow 0       \u{1B}[0m")
    // The margins are set once, the line feed scrolls the rows above the status bar.
    #expect(
      Self.bytes(writer, from: frames[0], to: frames[1])
        == "\u{1B}[1;3r\u{1B}[3H\nline 3\u{1B}[4;5H\u{1B}[7m1\u{1B}[0m")
    #expect(
      Self.bytes(writer, from: frames[1], to: frames[2])
        == "\u{1B}[3H\nline 4\u{1B}[4;5H\u{1B}[7m2\u{1B}[0m")
    // Back: a reverse index at the top margin.
    #expect(
      Self.bytes(writer, from: frames[2], to: frames[3])
        == "\u{1B}[H\u{1B}Mline 1\u{1B}[4;5H\u{1B}[7m1\u{1B}[0m")
    #expect(Self.bytes(writer, from: frames[3], to: frames[3]).isEmpty)
  }

  @Test func rowsMovedAheadOfAFrameLeaveTheFrameOnlyTheNewRowAndTheStatusBar() throws {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    let frames = [0, 1, 0].map { Self.pager(offset: $0) }
    var model = ANSIScreenModel(columns: 12, rows: 4, measure: Self.measure)
    model.feed(Array(Self.bytes(writer, from: nil, to: frames[0]).utf8))
    for (old, new, distance, moveBytes, frameBytes) in [
      (frames[0], frames[1], 1, "\u{1B}[1;3r\u{1B}[3H\n", "line 3\u{1B}[4;5H\u{1B}[7m1\u{1B}[0m"),
      (frames[1], frames[2], -1, "\u{1B}[H\u{1B}M", "line 0\u{1B}[4;5H\u{1B}[7m0\u{1B}[0m"),
    ] {
      let move = try #require(RowMove(band: 0..<3, distance: distance))
      let moved = writer.bytes(moving: RowShift(move))
      #expect(String(decoding: moved, as: UTF8.self) == moveBytes)
      model.feed(moved)
      var shown = old
      shown.apply(move)
      // The moved rows already show what the frame does; the exposed row is blank.
      for row in move.keptRows { #expect(model.text(ofRow: row) == new.lines[row].padding(toLength: 12, withPad: " ", startingAt: 0)) }
      #expect(model.text(ofRow: move.exposedRows.lowerBound) == String(repeating: " ", count: 12))
      let rest = Self.bytes(writer, from: shown, to: new)
      #expect(rest == frameBytes)
      model.feed(Array(rest.utf8))
      #expect(model.cells == Self.repaintedCells(new))
    }
  }

  @Test func aScrollPreparedAheadIsWrittenAsItWouldBeThenButOnlyWhileTheWriterIsWhereItWas() throws {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    let frames = [0, 1].map { Self.pager(offset: $0) }
    _ = Self.bytes(writer, from: nil, to: frames[0])
    let move = try #require(RowMove(band: 0..<3, distance: 1))
    let prepared = writer.prepare(moving: RowShift(move))
    // Preparing left the writer where it was: the same scroll prepared again is the same.
    let again = writer.prepare(moving: RowShift(move))
    let taken = try #require(writer.take(prepared))
    #expect(String(decoding: taken, as: UTF8.self) == "\u{1B}[1;3r\u{1B}[3H\n")
    // Taking it took the writer on: the other one is out of date, and the frame after the move
    // writes only the new row and the status bar.
    #expect(writer.take(again) == nil)
    var shown = frames[0]
    shown.apply(move)
    #expect(Self.bytes(writer, from: shown, to: frames[1]) == "line 3\u{1B}[4;5H\u{1B}[7m1\u{1B}[0m")
  }

  @Test func forgettingTheTerminalStateSetsTheMarginsAndStyleAgain() {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    let frames = [0, 1, 2].map { Self.pager(offset: $0) }
    _ = Self.bytes(writer, from: nil, to: frames[0])
    _ = Self.bytes(writer, from: frames[0], to: frames[1])
    writer.forgetTerminalState()
    #expect(
      Self.bytes(writer, from: frames[1], to: frames[2])
        == "\u{1B}[0m\u{1B}[1;3r\u{1B}[3H\nline 4\u{1B}[4;5H\u{1B}[7m2\u{1B}[0m")
  }

  /// A whole frame: each row up to its last cell that is not blank (a blank row is only
  /// erased), then the rest of the row erased, and the screen below a smaller frame erased.
  @Test(arguments: [
    (["abcd", "e"], (columns: 6, rows: 3), "\u{1B}[0m\u{1B}[rabcd\u{1B}[K\u{1B}[2He\u{1B}[K\u{1B}[3H\u{1B}[J"),
    (["ab", "", "c"], (columns: 4, rows: 3), "\u{1B}[0m\u{1B}[rab\u{1B}[K\u{1B}[2H\u{1B}[K\u{1B}[3Hc\u{1B}[K"),
  ])
  func aWholeFrameWritesEachRowUpToItsLastNonBlankCell(lines: [String], screen: (columns: Int, rows: Int), expected: String) {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    var frame = Buffer(width: 4, height: lines.count)
    for (row, line) in lines.enumerated() { frame.write(line, column: 0, row: row) }
    let bytes = frame.withRows(shownRows: frame.height, shownColumns: frame.width) { rows in
      writer.bytes(from: nil, to: rows, screen: screen)
    }
    #expect(String(decoding: bytes, as: UTF8.self) == expected)
  }

  /// Runs of plain text are copied byte for byte; every other cell is drawn as
  /// ``FrameRows/shownPieces(row:column:cells:screenColumns:measure:_:)`` says: a style change
  /// inside a run, a CJK character, a combined cluster, a narrow character followed by a
  /// continuation cell (drawn with a space after it), a continuation with no wide character
  /// before it (a space), a control character (blank) and a wide character in one cell (`?`).
  @Test func plainTextIsCopiedAndEveryOtherCellDrawnAsItsPiecesSay() {
    let bold = PackedCell.packedStyle(CellStyle(attributes: [.bold]))
    let cells: [PackedCell] = [
      PackedCell(symbol: PackedCell.symbol("a"), style: 0), PackedCell(symbol: PackedCell.symbol("b"), style: 0),
      PackedCell(symbol: PackedCell.symbol("c"), style: bold), PackedCell(symbol: PackedCell.symbol("中"), style: bold),
      PackedCell(symbol: PackedCell.continuation, style: bold), PackedCell(symbol: PackedCell.symbol("d"), style: bold),
      PackedCell(symbol: PackedCell.symbol("e\u{301}"), style: 0), PackedCell(symbol: PackedCell.symbol("f"), style: 0),
      PackedCell(symbol: PackedCell.continuation, style: 0), PackedCell(symbol: PackedCell.continuation, style: 0),
      PackedCell(symbol: PackedCell.symbol("\u{7}"), style: 0), PackedCell(symbol: PackedCell.symbol("中"), style: 0),
      PackedCell(symbol: PackedCell.symbol("g"), style: 0),
    ]
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    let bytes = cells.withUnsafeBufferPointer { cells in
      let rows = FrameRows(cells: cells, longSymbols: [:], width: 13, shownRows: 1, shownColumns: 13)
      return writer.bytes(from: nil, to: rows, screen: (columns: 13, rows: 1))
    }
    #expect(String(decoding: bytes, as: UTF8.self) == "\u{1B}[0m\u{1B}[rab\u{1B}[1mc中d\u{1B}[0me\u{301}f   ?g")
  }

  /// The screen a writer leaves after playing `frames` one after another.
  static func played(_ frames: [Buffer], writer: ANSIFrameWriter, on model: inout ANSIScreenModel) {
    var previous: Buffer?
    for frame in frames {
      model.feed(Array(bytes(writer, from: previous, to: frame).utf8))
      previous = frame
    }
  }

  @Test func scrolledFramesLeaveTheScreenAsAFullRepaintDoes() {
    let (columns, rows) = (40, 12)
    let offsets = [0, 1, 2, 5, 4, 0, 0, 3, 40, 41, 39, 38, 45, 44, 46, 47, 48, 20]
    let frames = offsets.map { HeadlessSessionTests.mixedPage(columns: columns, rows: rows, offset: $0) }
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    var incremental = ANSIScreenModel(columns: columns, rows: rows, measure: Self.measure)
    var previous: Buffer?
    for (index, frame) in frames.enumerated() {
      incremental.feed(Array(Self.bytes(writer, from: previous, to: frame).utf8))
      previous = frame
      var whole = ANSIScreenModel(columns: columns, rows: rows, measure: Self.measure)
      Self.played([frame], writer: ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure), on: &whole)
      #expect(incremental.cells == whole.cells, "frame \(index) (offset \(offsets[index]))")
      #expect(whole.text(ofRow: 0).hasPrefix(offsets[index] % 5 == 4 ? " " : "\(offsets[index]) 名前 text e\u{301} "))
    }
  }

  /// A wide character in the last two columns of the screen is written whole. In a frame wider
  /// than the screen (made before the terminal shrank), one whose second column is off screen
  /// is shown as a space in the last column, never written whole, where the terminal would
  /// wrap it onto the next row.
  @Test(arguments: [(4, "ab中"), (3, "ab ")])
  func aWideCharacterIsWrittenWholeOnlyWhereItFits(screenColumns: Int, shown: String) {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    var frame = Buffer(width: 4, height: 1)
    frame.write("ab中", column: 0, row: 0)
    let bytes = frame.withRows(shownRows: 1, shownColumns: screenColumns) { rows in
      writer.bytes(from: nil, to: rows, screen: (columns: screenColumns, rows: 1))
    }
    #expect(String(decoding: bytes, as: UTF8.self).contains("中") == shown.contains("中"))
    var model = ANSIScreenModel(columns: screenColumns, rows: 1, measure: Self.measure)
    model.feed(bytes)
    #expect(model.text(ofRow: 0) == shown)
  }

  @Test func writingTheLastColumnDoesNotWrapIntoTheNextRow() {
    let writer = ANSIFrameWriter(capabilities: Self.capabilities, measure: Self.measure)
    var first = Buffer(width: 5, height: 2)
    first.write("abcde", column: 0, row: 0)
    var second = first
    second.write("E", column: 4, row: 0)
    second.write("x", column: 4, row: 1)
    second.write("y", column: 0, row: 0)
    var model = ANSIScreenModel(columns: 5, rows: 2, measure: Self.measure)
    Self.played([first, second], writer: writer, on: &model)
    #expect([model.text(ofRow: 0), model.text(ofRow: 1)] == ["ybcdE", "    x"])
  }

  @Test func stylesBecomeOneSequenceEachInTheTerminalsColours() {
    let style = CellStyle(
      foreground: Color(rgb: 0xFF0000), background: Color(rgb: 0x0000EE), attributes: [.bold, .italic])
    let packed = PackedCell.packedStyle(style)
    func sequence(_ capabilities: ANSIFrameWriter.Capabilities, from old: CellStyle? = nil) -> String {
      let styles = SGRStyles(capabilities: capabilities)
      return String(decoding: styles.sequence(from: old.map(PackedCell.packedStyle), to: packed), as: UTF8.self)
    }
    #expect(sequence(.init(colorMode: .palette256)) == "\u{1B}[0;1;3;38;5;196;48;5;21m")
    #expect(sequence(.init(colorMode: .direct)) == "\u{1B}[0;1;3;38;2;255;0;0;48;2;0;0;238m")
    #expect(sequence(.init(colorMode: .ansi16)) == "\u{1B}[0;1;3;91;44m")
    #expect(sequence(.init(colorMode: .ansi8)) == "\u{1B}[0;1;3;31;44m")
    #expect(sequence(.init(colorMode: .none, attributes: [.bold])) == "\u{1B}[0;1m")
    #expect(sequence(.init(colorMode: .none, attributes: [])) == "\u{1B}[0m")
    // From a known style, only what changes.
    #expect(sequence(.init(colorMode: .palette256), from: CellStyle(attributes: [.bold, .italic])) == "\u{1B}[38;5;196;48;5;21m")
    #expect(sequence(.init(colorMode: .palette256), from: style) == "")
  }
}
