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
      var sizes: [Int] = []
      var chunk = [UInt8](repeating: 0, count: 1 << 16)
      while true {
        let count = chunk.withUnsafeMutableBytes {
          recv(readEnd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT))
        }
        if count < 0 && errno == EINTR { continue }
        guard count > 0 else { return sizes }
        sizes.append(count)
      }
    }

    deinit {
      close(sessionEnd)
      close(readEnd)
    }
  }

  @Test func eachFrameReachesTheTerminalInOneWrite() throws {
    let (columns, rows) = (80, 24)
    let counter = try WriteCounter()
    let session = try NcursesSession.startHeadless(
      columns: columns, rows: rows, outputDescriptor: counter.sessionEnd)
    defer { session.stop() }
    let backend = NcursesBackend(session: session)
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
}
