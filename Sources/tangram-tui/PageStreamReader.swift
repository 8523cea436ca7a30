import Dispatch
import Glibc
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
    DispatchQueue.global(qos: .userInitiated).async { [self] in
      let makeBuilder = { (store: CardTextCache?) in
        PageStreamBuilder(
          decoder: DataSourceHelper(elements: registry).decoder, registry: registry, designWidth: designWidth,
          mergesMargins: mergesMargins, width: width, firstScreenRows: rows, store: store)
      }
      do throws(Failure) {
        let (last, text) = try Self.read(source, into: inbox, makeBuilder: makeBuilder) { self.firstDelivery.signal() }
        inbox.finish(snapshot: last, text: text, failure: nil)
      } catch {
        stopReason.withLock { $0 = error }
        inbox.finish(text: nil, failure: error.message)
      }
      firstDelivery.signal()
    }
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
  /// returns the last one, the whole page (nil when the viewer quit first), and its text.
  ///
  /// A regular file's text is not kept: cards keep their items as their text in the file
  /// (``CardTextCache`` over ``FilePageBytes``), so only the piece being read is in memory, and
  /// the text comes back as the file. A pipe's text is kept whole, in memory.
  private static func read(
    _ source: PageSource, into inbox: PageStreamInbox, makeBuilder: (CardTextCache?) -> PageStreamBuilder,
    delivered: () -> Void
  ) throws(Failure) -> (PageSnapshot?, any PageBytes) {
    let opened = try source.open()
    defer { if opened.descriptor != STDIN_FILENO { close(opened.descriptor) } }
    let file = opened.size == nil ? nil : FilePageBytes(copying: opened.descriptor)
    let builder = makeBuilder(file.map { CardTextCache(text: $0) })
    let earlierText: PageStreamDecoder.EarlierText? = file.map { file in { file.bytes(in: $0) } }
    let reader = FileReader(maximumSize: source.maximumSize)
    var text: [UInt8] = []
    text.reserveCapacity(file == nil ? firstChunk : largestChunk * 2)
    var base = 0
    var chunk = firstChunk
    while !inbox.isCancelled {
      let count: Int
      do throws(FileReader.ReadError) {
        count = try reader.readChunk(from: opened.descriptor, into: &text, count: chunk, alreadyRead: base)
      } catch {
        throw Failure(message: "cannot read \(source.messageName): \(error.reason)", code: .unreadableInput)
      }
      chunk = min(largestChunk, chunk * 2)
      let isComplete = count == 0
      inbox.report(ReadingProgress(bytesRead: base + text.count, totalBytes: opened.size))
      builder.relayout(width: inbox.width)
      let outcome = text.withUnsafeBufferPointer { bytes in
        Result { () throws(PageDecodingError) -> PageSnapshot? in
          while let snapshot = try builder.read(bytes, base: base, isComplete: isComplete, earlierText: earlierText) {
            if snapshot.isComplete { return snapshot }
            inbox.deliver(snapshot)
            delivered()
          }
          return nil
        }
      }
      switch outcome {
      case .success(let complete?): return (complete, file ?? MemoryPageBytes(text))
      case .success(nil): if isComplete { return (nil, file ?? MemoryPageBytes(text)) }
      case .failure(let error): throw source.failure(for: error)
      }
      // What the cards still being read do not need is in the file.
      let needed = builder.firstNeededOffset
      if file != nil, needed > base {
        text.removeFirst(min(text.count, needed - base))
        base = needed
      }
    }
    return (nil, file ?? MemoryPageBytes(text))
  }
}
