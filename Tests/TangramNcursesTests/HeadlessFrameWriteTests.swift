import Glibc
import Testing
import TangramTerminal
@testable import TangramNcurses

/// How many `write` calls a frame takes. The session writes into one end of a sequenced-packet
/// socket pair, where every `write` stays a message of its own, so the messages waiting at the
/// other end count the writes. These share the one ncurses screen, so they belong to the
/// serialized headless suite.
extension HeadlessSessionTests {
  /// The two ends of a socket pair that keeps the boundaries of writes.
  final class WriteCounter {
    let sessionEnd: Int32
    let readEnd: Int32

    init() throws {
      var ends: [Int32] = [-1, -1]
      try #require(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &ends) == 0)
      sessionEnd = ends[0]
      readEnd = ends[1]
    }

    /// The sizes of the writes made since the last call, oldest first.
    func takeWrites() -> [Int] {
      takeWrittenBytes().map(\.count)
    }

    /// The writes made since the last call, oldest first.
    func takeWrittenBytes() -> [[UInt8]] {
      var writes: [[UInt8]] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          recv(readEnd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return writes }
        writes.append(Array(chunk.prefix(count)))
      }
    }

    deinit {
      close(sessionEnd)
      close(readEnd)
    }
  }

  /// A headless session whose writes `counter` counts, its set-up output already taken.
  static func countedSession(columns: Int, rows: Int) throws -> (WriteCounter, NcursesSession) {
    let counter = try WriteCounter()
    let session = try NcursesSession.startHeadless(
      columns: columns, rows: rows, outputDescriptor: counter.sessionEnd)
    _ = counter.takeWrites()
    return (counter, session)
  }

  /// Each row of `frame` as a terminal shows it: the cells' symbols, one after another.
  static func shownText(of frame: Buffer) -> [String] {
    (0..<frame.height).map { row in
      (0..<frame.width).map { frame.cell(column: $0, row: row)?.symbol ?? "" }.joined()
    }
  }

  @Test(arguments: [false, true]) func eachFrameReachesTheTerminalInOneWrite(writesDirectly: Bool) throws {
    let (columns, rows) = (80, 24)
    let counter = try WriteCounter()
    let session = try NcursesSession.startHeadless(
      columns: columns, rows: rows, outputDescriptor: counter.sessionEnd)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: writesDirectly)
    _ = counter.takeWrites()  // the set-up output

    // ncurses's own buffer holds (rows + 2) x (columns + 6) bytes; these frames fit in it.
    let bufferSize = (rows + 2) * (columns + 6)
    let frames = [
      ("first frame", 0), ("one row down", 1), ("one row up", 0), ("one page down", rows - 1),
      ("far down", 400),
    ]
    for (name, offset) in frames {
      backend.present(Self.mixedPage(columns: columns, rows: rows, offset: offset))
      let writes = counter.takeWrites()
      #expect(writes.count == 1, "\(name): writes of \(writes) bytes")
      #expect(writes.reduce(0, +) < bufferSize, "\(name): \(writes) bytes")
    }

    backend.present(Self.mixedPage(columns: columns, rows: rows, offset: 400))
    #expect(counter.takeWrites().count <= 1, "the same frame again")
  }

  @Test func framesWrittenPastNcursesShowOnTheTerminal() throws {
    let (columns, rows) = (40, 12)
    let (counter, session) = try Self.countedSession(columns: columns, rows: rows)
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
    var screen = ANSIScreenModel(columns: columns, rows: rows, measure: CellGlyph.terminalWidth)
    for offset in [0, 1, 2, 1, 30, 29] {
      let frame = Self.page(columns: columns, rows: rows, offset: offset)
      backend.present(frame)
      let writes = counter.takeWrittenBytes()
      #expect(writes.count == 1, "offset \(offset): \(writes.count) writes")
      writes.forEach { screen.feed($0) }
      #expect((0..<rows).map { screen.text(ofRow: $0) } == Self.shownText(of: frame), "offset \(offset)")
    }
    // Giving the terminal back resets the margins the frames left set.
    session.stop()
    let restore = counter.takeWrittenBytes().flatMap { $0 }
    #expect(String(decoding: restore, as: UTF8.self).contains("\u{1B}[r"))
  }

  /// A frame with no cell to show (no row or no column) leaves the terminal as it is: nothing
  /// is written, not even the erase a whole frame starts with.
  @Test(arguments: [(0, 0), (40, 0), (0, 12)])
  func aFrameWithNoCellsWritesNothing(columns frameColumns: Int, rows frameRows: Int) throws {
    let (counter, session) = try Self.countedSession(columns: 40, rows: 12)
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
    _ = counter.takeWrittenBytes()
    backend.present(Buffer(width: frameColumns, height: frameRows))
    #expect(counter.takeWrittenBytes().isEmpty)
  }

  @Test func rowsMovedAheadOfAFrameAreOneWriteAndTheFrameWritesTheRest() throws {
    let (columns, rows) = (40, 12)
    let (counter, session) = try Self.countedSession(columns: columns, rows: rows)
    defer { session.stop() }
    let backend = NcursesBackend(session: session, environment: [:], writesDirectly: true)
    let move = try #require(RowMove(band: 0..<(rows - 1), distance: 1))
    // No frame yet: nothing to move.
    backend.moveRows(move)
    #expect(counter.takeWrites().isEmpty)

    var screen = ANSIScreenModel(columns: columns, rows: rows, measure: CellGlyph.terminalWidth)
    backend.present(Self.page(columns: columns, rows: rows, offset: 0))
    counter.takeWrittenBytes().forEach { screen.feed($0) }
    // A band past the screen is not moved.
    backend.moveRows(try #require(RowMove(band: 0..<(rows + 1), distance: 1)))
    #expect(counter.takeWrites().isEmpty)

    backend.moveRows(move)
    let moved = counter.takeWrittenBytes()
    #expect(moved.map { String(decoding: $0, as: UTF8.self) } == ["\u{1B}[1;11r\u{1B}[11H\n"])
    moved.forEach { screen.feed($0) }
    let next = Self.page(columns: columns, rows: rows, offset: 1)
    backend.present(next)
    let rest = counter.takeWrittenBytes()
    #expect(rest.count == 1)
    rest.forEach { screen.feed($0) }
    #expect((0..<rows).map { screen.text(ofRow: $0) } == Self.shownText(of: next))
    // The frame wrote the new row and the status bar, not the rows the move brought.
    #expect(rest.first.map(\.count) ?? 0 < 2 * columns + 40)
  }
}

