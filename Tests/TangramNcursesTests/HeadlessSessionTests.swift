import CNcurses
import Glibc
import Testing
import TangramCore
import TangramTerminal
@testable import TangramNcurses

/// Drives ncurses against a file instead of a terminal. ncurses keeps one current screen per
/// process, so these tests run one at a time.
@Suite(.serialized) struct HeadlessSessionTests {
  /// What ncurses holds for one cell of `stdscr`.
  struct ScreenCell: Equatable {
    var text: String
    var attributes: attr_t
    var pair: Int32
  }

  static func screenCell(row: Int32, column: Int32) -> ScreenCell {
    var cell = cchar_t()
    _ = mvwin_wch(CNcurses_stdscr(), row, column, &cell)
    var characters = [wchar_t](repeating: 0, count: 8)
    var attributes: attr_t = 0
    var shortPair: Int16 = 0
    var pair: Int32 = 0
    _ = getcchar(&cell, &characters, &attributes, &shortPair, &pair)
    let text = String(
      String.UnicodeScalarView(
        characters.prefix { $0 != 0 }.compactMap { Unicode.Scalar(UInt32(bitPattern: $0)) }))
    return ScreenCell(text: text, attributes: attributes, pair: pair)
  }

  static func pairColors(_ pair: Int32) -> [Int32] {
    var foreground: Int32 = 0
    var background: Int32 = 0
    _ = extended_pair_content(pair, &foreground, &background)
    return [foreground, background]
  }

  /// A page of numbered lines from `offset`, with a status bar on the last row.
  static func page(columns: Int, rows: Int, offset: Int) -> Buffer {
    var frame = Buffer(width: columns, height: rows)
    for row in 0..<(rows - 1) {
      let index = row + offset
      frame.write(
        "\(index): 中文 line \(index) of a page with text " + String(repeating: "x", count: index % 20),
        column: 0, row: row, style: CellStyle(foreground: Color(rgb: index % 2 == 0 ? 0xFF0000 : 0x00AF87)))
    }
    frame.fill(
      Rect(x: 0, y: rows - 1, width: columns, height: 1),
      style: CellStyle(foreground: .black, background: Color(rgb: 0xE3E3E3)))
    frame.write("status", column: 1, row: rows - 1, style: CellStyle(attributes: [.bold]))
    frame.write("Z", column: columns - 1, row: rows - 1, style: CellStyle(attributes: [.reverse]))
    return frame
  }

  static func fileSize(_ path: String) -> Int {
    var info = stat()
    return stat(path, &info) == 0 ? Int(info.st_size) : -1
  }

  @Test func presentsFramesAndScrollsCheaply() throws {
    let path = "/tmp/tangram-ncurses-test-\(getpid()).out"
    defer { unlink(path) }
    let session = try NcursesSession.startHeadless(columns: 80, rows: 24, outputPath: path)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    #expect(backend.size == (80, 24))
    #expect(backend.colorMode == .palette256)

    backend.present(Self.page(columns: 80, rows: 24, offset: 0))
    let firstFrameBytes = Self.fileSize(path)
    #expect(Self.screenCell(row: 0, column: 0).text == "0")
    #expect(Self.screenCell(row: 0, column: 3).text == "中")
    #expect(Self.screenCell(row: 0, column: 5).text == "文")
    #expect(Self.pairColors(Self.screenCell(row: 0, column: 3).pair) == [196, -1])
    #expect(Self.pairColors(Self.screenCell(row: 1, column: 0).pair) == [36, -1])
    #expect(Self.pairColors(Self.screenCell(row: 23, column: 1).pair) == [16, 254])
    #expect(Self.screenCell(row: 23, column: 1).attributes & CNcurses_A_BOLD() != 0)
    let corner = Self.screenCell(row: 23, column: 79)
    #expect(corner.text == "Z")
    #expect(corner.attributes & CNcurses_A_REVERSE() != 0)

    backend.present(Self.page(columns: 80, rows: 24, offset: 1))
    let scrollBytes = Self.fileSize(path) - firstFrameBytes
    #expect(Self.screenCell(row: 0, column: 0).text == "1")
    #expect(Self.screenCell(row: 22, column: 0).text == "2")
    #expect(Self.screenCell(row: 22, column: 1).text == "3")
    // ncurses finds the scroll: about one new row, not a repaint.
    #expect(firstFrameBytes > 1500)
    #expect(scrollBytes > 0 && scrollBytes < 400, "first frame \(firstFrameBytes), scroll \(scrollBytes)")

    // The same frame again writes nothing.
    let before = Self.fileSize(path)
    backend.present(Self.page(columns: 80, rows: 24, offset: 1))
    #expect(Self.fileSize(path) - before < 16)
  }

  @Test func framesOfAnotherSizeAreClippedOrCleared() throws {
    let session = try NcursesSession.startHeadless(columns: 40, rows: 10)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)

    var wide = Buffer(width: 60, height: 15)
    wide.write("abc", column: 0, row: 0)
    wide.write("中", column: 39, row: 1)  // straddles the screen's right edge
    wide.write("end", column: 37, row: 9)
    backend.present(wide)
    #expect(Self.screenCell(row: 0, column: 0).text == "a")
    #expect(Self.screenCell(row: 1, column: 39).text == " ")
    #expect(Self.screenCell(row: 9, column: 39).text == "d")

    var small = Buffer(width: 10, height: 3)
    small.write("small", column: 0, row: 0)
    backend.present(small)
    #expect(Self.screenCell(row: 0, column: 0).text == "s")
    #expect(Self.screenCell(row: 9, column: 39).text == " ")

    backend.present(Buffer(width: 0, height: 0))
    #expect(Self.screenCell(row: 0, column: 0).text == " ")
  }

  /// Colours come from the shared detection, as far as the terminfo entry can draw them.
  @Test(arguments: [
    (["TERM": "xterm-256color"], ColorChoice.auto, ColorMode.palette256),
    // COLORTERM asks for 24-bit colour; a 256-colour entry draws the nearest of its 256.
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], .auto, .palette256),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], .auto, .none),
    (["TERM": "xterm-256color", "NO_COLOR": "1"], .always, .palette256),
    (["TERM": "xterm-256color"], .never, .none),
  ])
  func colourModeFollowsTheDetection(_ environment: [String: String], _ choice: ColorChoice, _ expected: ColorMode)
    throws
  {
    let session = try NcursesSession.startHeadless(
      options: .init(color: choice, environment: environment, captureStandardError: false))
    defer { session.stop() }
    #expect(session.colorMode == expected)
  }

  /// Frames written past ncurses are not held to the terminfo entry's colours: COLORTERM's
  /// 24-bit colour reaches the terminal as `38;2;r;g;b`.
  @Test(arguments: [
    (["TERM": "xterm-256color", "COLORTERM": "truecolor"], ColorMode.direct, "\u{1B}[38;2;18;52;86m"),
    (["TERM": "xterm-256color", "COLORTERM": "24bit"], .direct, "\u{1B}[38;2;18;52;86m"),
    (["TERM": "xterm-256color"], .palette256, "\u{1B}[38;5;23m"),
  ])
  func framesWrittenPastNcursesUseTheDetectedColours(
    _ environment: [String: String], _ mode: ColorMode, _ sequence: String
  ) throws {
    let counter = try WriteCounter()
    let session = try NcursesSession.startHeadless(
      outputDescriptor: counter.sessionEnd,
      options: .init(color: .auto, environment: environment, captureStandardError: false))
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
    #expect(backend.colorMode == mode)
    _ = counter.takeWrites()
    var frame = Buffer(width: 80, height: 24)
    frame.write("blue", column: 0, row: 0, style: CellStyle(foreground: Color(rgb: 0x123456)))
    backend.present(frame)
    let written = String(decoding: counter.takeWrittenBytes().flatMap { $0 }, as: UTF8.self)
    #expect(written.hasPrefix("\u{1B}[0m\u{1B}[r" + sequence + "blue"), "\(written.debugDescription)")
  }

  @Test func anEightColourEntryGetsTheEightColours() throws {
    let session = try NcursesSession.startHeadless(terminalType: "xterm")
    defer { session.stop() }
    #expect(session.colorMode == .ansi8)
    #expect(ColorMode.terminfoColors(ofTerminalType: "xterm") == 8)
    #expect(ColorMode.terminfoColors(ofTerminalType: "xterm-256color") == 256)
    #expect(ColorMode.terminfoColors(ofTerminalType: "no-such-terminal") == nil)
  }

  @Test func colorsOffKeepsAttributesOnly() throws {
    let session = try NcursesSession.startHeadless(
      options: .init(color: .never, captureStandardError: false))
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: false)
    #expect(backend.colorMode == .none)
    var frame = Buffer(width: 80, height: 24)
    frame.write(
      "focus", column: 0, row: 0,
      style: CellStyle(foreground: .white, background: .black, attributes: [.reverse, .underline]))
    backend.present(frame)
    let cell = Self.screenCell(row: 0, column: 0)
    #expect(cell.pair == 0)
    #expect(cell.attributes & CNcurses_A_REVERSE() != 0)
    #expect(cell.attributes & CNcurses_A_UNDERLINE() != 0)
  }

  @Test func inputReportsResizeAndThenTheEndOfInput() throws {
    let session = try NcursesSession.startHeadless(columns: 80, rows: 24)
    defer { session.stop() }
    let input = NcursesInput(session: session)
    _ = resizeterm(30, 100)
    #expect(input.nextEvent() == .resize(columns: 100, rows: 30))
    #expect(!input.hasEnded)
    // The input is /dev/null: a read finds its end at once, waiting or not.
    #expect(input.nextEvent() == nil)
    #expect(input.hasEnded)
    let timed = NcursesInput(session: session)
    #expect(timed.nextEvent(timeout: 10) == nil)
    #expect(timed.hasEnded)
  }

  /// ncurses holds a press back for its click interval (a sixth of a second by default), waiting
  /// for the release that would make it a click, and reads every report arriving within it as one
  /// run of at most 8. The viewer asks for presses and releases, not clicks: with no interval a
  /// press reaches it at once, and a slow drag arrives report by report instead of as one run
  /// whose first reports (the press that started it) are overwritten.
  @Test func theMouseHasNoClickInterval() throws {
    let session = try NcursesSession.startHeadless()
    defer { session.stop() }
    // A negative interval leaves the setting as it is and returns it.
    #expect(mouseinterval(-1) == 0)
  }

  @Test func oneSessionAtATimeAndStopIsIdempotent() throws {
    let session = try NcursesSession.startHeadless()
    #expect(throws: TerminalUnavailable.self) { try NcursesSession.startHeadless() }
    session.stop()
    session.stop()
    #expect(!session.isRunning)
    // A stopped session's backend and input do nothing.
    NcursesBackend(session: session).present(Buffer(width: 80, height: 24))
    #expect(NcursesInput(session: session).nextEvent() == nil)
    let next = try NcursesSession.startHeadless()
    next.stop()
  }
}
