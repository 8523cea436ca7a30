import Dispatch
import Foundation
import Synchronization
import TangramCore
import TangramTerminal

/// Reads the viewer's page on a thread of its own, a piece at a time, and leaves snapshots of
/// it in a ``PageStreamInbox``: the first once the cards read fill the screen, so the viewer
/// shows it while the rest is still being read (see ``PageStreamBuilder``).
///
/// Pieces grow from 64 KiB to 4 MiB: the first screen needs only the first cards, the rest
/// reads in few system calls. A regular file is read into one buffer of its size. Reading
/// stops when the viewer quits (``PageStreamInbox/cancel()``). The page's text is handed to the
/// viewer at the end, for the inspector.
final class PageStreamReader: Sendable {
  /// Where the snapshots go.
  let inbox: PageStreamInbox
  private let firstDelivery = DispatchSemaphore(value: 0)
  private let stopReason = Mutex<Failure?>(nil)

  private static let firstChunk = 1 << 16
  private static let largestChunk = 1 << 22

  /// Starts reading `source` laid out `width` columns wide as `setup`'s viewer lays pages out;
  /// the first snapshot waits for `rows` rows of page.
  init(source: PageSource, setup: ViewerSetup, width: Int, rows: Int) {
    let inbox = PageStreamInbox(width: width)
    self.inbox = inbox
    let (registry, designWidth, mergesMargins) = (setup.registry, setup.options.designWidth, setup.options.mergesMargins)
    let thread = Thread { [self] in
      let builder = PageStreamBuilder(
        decoder: DataSourceHelper(elements: registry).decoder, registry: registry, designWidth: designWidth,
        mergesMargins: mergesMargins, width: width, firstScreenRows: rows)
      do throws(Failure) {
        let (last, text) = try Self.read(source, into: inbox, builder: builder) { self.firstDelivery.signal() }
        inbox.finish(snapshot: last, text: text, failure: nil)
      } catch {
        stopReason.withLock { $0 = error }
        inbox.finish(text: nil, failure: error.message)
      }
      firstDelivery.signal()
    }
    thread.qualityOfService = .userInitiated
    thread.start()
  }

  /// Why reading stopped before the end, with its exit status (65 for a malformed page, 66 for
  /// one that cannot be read); nil while reading and after a good end.
  var failure: Failure? { stopReason.withLock { $0 } }

  /// Waits until the first snapshot (or the end) has been delivered, but at most
  /// `milliseconds` (nil: as long as it takes); whether it has.
  func waitForFirstDelivery(milliseconds: Int?) -> Bool {
    let deadline: DispatchTime = milliseconds.map { .now() + .milliseconds($0) } ?? .distantFuture
    guard firstDelivery.wait(timeout: deadline) == .success else { return false }
    firstDelivery.signal()
    return true
  }

  /// Reads until the end, delivering snapshots as they are due (`delivered` after each);
  /// returns the last one, the whole page (nil when the viewer quit first), and the text.
  private static func read(
    _ source: PageSource, into inbox: PageStreamInbox, builder: PageStreamBuilder, delivered: () -> Void
  ) throws(Failure) -> (PageSnapshot?, [UInt8]) {
    let opened = try source.open()
    defer { if opened.descriptor != STDIN_FILENO { close(opened.descriptor) } }
    let reader = FileReader(maximumSize: source.maximumSize)
    var text: [UInt8] = []
    text.reserveCapacity(opened.size.map { $0 + 1 } ?? firstChunk)
    var chunk = firstChunk
    while !inbox.isCancelled {
      let count: Int
      do throws(FileReader.ReadError) {
        count = try reader.readChunk(from: opened.descriptor, into: &text, count: chunk)
      } catch {
        throw Failure(message: "cannot read \(source.messageName): \(error.reason)", code: .unreadableInput)
      }
      chunk = min(largestChunk, chunk * 2)
      let isComplete = count == 0
      inbox.report(ReadingProgress(bytesRead: text.count, totalBytes: opened.size))
      builder.relayout(width: inbox.width)
      let outcome = text.withUnsafeBufferPointer { bytes in
        Result { () throws(PageDecodingError) -> PageSnapshot? in
          while let snapshot = try builder.read(bytes, isComplete: isComplete) {
            if snapshot.isComplete { return snapshot }
            inbox.deliver(snapshot)
            delivered()
          }
          return nil
        }
      }
      switch outcome {
      case .success(let complete?): return (complete, text)
      case .success(nil): if isComplete { return (nil, text) }
      case .failure(let error): throw source.failure(for: error)
      }
    }
    return (nil, text)
  }
}
