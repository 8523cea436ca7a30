import Glibc
import TangramCore
import TangramTerminal

/// What a page is read from, a piece at a time (by the viewer's decoding thread, or by
/// `--dump`): the page's descriptor (closed when done) and, for a file, where its text is read
/// back.
package struct PageReading: Sendable {
  package let source: PageSource
  package let descriptor: Int32
  package let size: Int?
  package let file: FilePageBytes?
  /// Where the cards keep their items: the file's text (nil: they keep them decoded).
  package let store: CardTextCache?

  /// The first piece read: enough for the first screen of most pages.
  package static let firstChunk = 1 << 16
  /// The largest piece read at once; pieces double up to it.
  package static let largestChunk = 1 << 22

  /// Opens the page; a page that cannot be opened is the failure (exit 66).
  package static func open(_ source: PageSource) throws(ReadingFailure) -> PageReading {
    let opened = try source.open()
    let file = opened.size == nil ? nil : FilePageBytes(copying: opened.descriptor)
    return PageReading(
      source: source, descriptor: opened.descriptor, size: opened.size, file: file,
      store: file.map { CardTextCache(text: $0) })
  }

  /// Where the page's text is once read: its file, or (from a pipe) `text`.
  private func kept(_ text: [UInt8]) -> any PageBytes {
    file ?? MemoryPageBytes(text)
  }

  /// Reads and decodes to the end (or until the viewer quits), handing each step over to `put`
  /// and then calling `afterStep`.
  package func decode(
    with decoder: PageStreamDecoder, handingOverTo put: (StepQueue.Handoff) -> Void, inbox: PageStreamInbox,
    afterStep: () -> Void
  ) {
    defer { if descriptor != STDIN_FILENO { close(descriptor) } }
    let reader = FileReader(maximumSize: source.maximumSize)
    let earlierText: PageStreamDecoder.EarlierText? = file.map { file in { file.bytes(in: $0) } }
    var text: [UInt8] = []
    text.reserveCapacity(file == nil ? Self.firstChunk : 2 * Self.largestChunk)
    var base = 0
    var chunk = Self.firstChunk
    var decodedCards = 0
    let started = App.monotonicMilliseconds()
    while !inbox.isCancelled {
      let count: Int
      do throws(FileReader.ReadError) {
        count = try reader.readChunk(from: descriptor, into: &text, count: chunk, alreadyRead: base)
      } catch {
        put(.failed(ReadingFailure(message: "cannot read \(source.messageName): \(error.reason)", kind: .unreadable)))
        return
      }
      // A pipe gives at most its buffer (64 KiB) a read: asking for more only fills memory.
      chunk = file == nil ? chunk : min(Self.largestChunk, chunk * 2)
      let isComplete = count == 0
      inbox.report(
        ReadingProgress(
          bytesRead: base + text.count, totalBytes: size, elapsedMilliseconds: App.monotonicMilliseconds() - started))
      let outcome = text.withUnsafeBufferPointer { bytes in
        Result { () throws(PageDecodingError) -> Bool in
          while true {
            let step = try decoder.decode(
              bytes, base: base, isComplete: isComplete,
              cardLimit: PageStreamBuilder.cardLimit(afterDecoding: decodedCards), earlierText: earlierText)
            decodedCards += step.cardCount
            let (isFinished, needsMoreText) = (step.isFinished, step.needsMoreText)
            // A step whose cards were all skipped still has their diagnostics.
            let isEmpty = step.cardCount == 0 && step.wholePage == nil && step.diagnostics.isEmpty
            if !isEmpty || isFinished { put(.step(step)) }
            if isFinished { return true }
            afterStep()
            if needsMoreText { return false }
          }
        }
      }
      switch outcome {
      case .success(true):
        put(.end(text: kept(text)))
        return
      case .success(false):
        if isComplete {
          put(.end(text: kept(text)))
          return
        }
      case .failure(let error):
        put(.failed(cutShort(afterReading: base + text.count) ?? source.failure(for: error)))
        return
      }
      // What the cards still being read do not need is in the file.
      let needed = decoder.firstNeededOffset
      if file != nil, needed > base {
        text.removeFirst(min(text.count, needed - base))
        base = needed
      }
    }
    put(.end(text: kept(text)))
  }

  /// The failure of a file that ended before the size it had when it was opened: it was cut
  /// short (rewritten) while it was read, and an error at the cut would name a place the file
  /// no longer has. Nil when all of it was read, or its size was not known.
  private func cutShort(afterReading read: Int) -> ReadingFailure? {
    guard let size, read < size else { return nil }
    return ReadingFailure(
      message: "\(source.messageName) was cut short while it was read (\(read) of \(size) bytes); r reads it again",
      kind: .malformed)
  }
}
