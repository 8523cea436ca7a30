import Dispatch
import Glibc
import Synchronization
import TangramCore
import TangramTerminal

/// Reads the viewer's page in the background, a piece at a time, and leaves snapshots of it in
/// a ``PageStreamInbox``: the first once the cards read fill the screen, so the viewer shows it
/// while the rest is still being read (see ``PageStreamBuilder``).
///
/// Two threads share the work, each about half of it: one reads and decodes the page
/// (``PageStreamDecoder``), the other lays the cards out and makes the snapshots
/// (``PageStreamBuilder/add(_:)``); a ``StepQueue`` holds the decoded cards between them. The
/// first snapshot is laid out by the decoding thread itself, which then hands the layout over,
/// so the first screen does not wait for a second thread to be scheduled; the layout thread is
/// started only when reading goes on after the first frame, and a page read whole before that is
/// laid out by the decoding thread alone.
/// Pieces grow from 64 KiB to 4 MiB: the first screen needs only the first cards, the rest
/// reads in few system calls. Reading stops when the viewer quits (``PageStreamInbox/cancel()``).
///
/// A regular file's text is not kept: cards keep their items as their text in the file
/// (``CardTextCache`` over ``FilePageBytes``), so only the piece being read is in memory, and the
/// viewer reads the text back from the file for the inspector. A pipe's text is kept whole.
///
/// Once the first snapshot is delivered, reading pauses until the viewer has shown it
/// (``firstFrameShown()``, or for at most `longestPause`) and then for `graceAfterFirstFrame`,
/// so that the rest of the page takes the processors neither from the first frame nor from the
/// terminal drawing it; then it goes on when the processors have nothing else to do, as long as
/// that lets it get on (``ReadingPriority``), so that keys and frames come first while it reads.
package final class PageStreamReader: Sendable {
  /// Where the snapshots go.
  package let inbox: PageStreamInbox
  private let firstDelivery = DispatchSemaphore(value: 0)
  /// Whether a snapshot was delivered; reading then pauses for the first frame.
  private let hasDelivered = Atomic(false)
  /// Signalled once the first frame is on screen.
  private let firstFrame = DispatchSemaphore(value: 0)
  /// Whether the pause for the first frame is over.
  private let hasResumed = Atomic(false)
  /// Whether reading waits for the first frame now.
  private let pausing = Atomic(false)
  /// The longest that reading waits for the first frame.
  private let longestPause: DispatchTimeInterval
  /// How long reading waits after the first frame, while the terminal draws it.
  private let graceAfterFirstFrame: DispatchTimeInterval
  private let stopReason = Locked<ReadingFailure?>(nil)
  /// How the reading threads share the processors after the first frame.
  package let priority: ReadingPriority
  /// What the decoding thread hands to the layout thread.
  private let queue: StepQueue
  /// Whether one side lays out the queue's steps (``claimLayout()``).
  private let layoutClaimed = Atomic(false)

  /// Starts reading `source` laid out `width` columns wide as `setup`'s viewer lays pages out;
  /// the first snapshot waits for `rows` rows of page.
  ///
  /// Reading waits `graceAfterFirstFrame` after ``firstFrameShown()``: the frame has been
  /// written, but the terminal has yet to read and draw it, and a terminal that shares the
  /// processors with reading then shows it later. (A
  /// pseudo-terminal cannot say when its other side has read the output: `tcdrain` returns at
  /// once.)
  ///
  /// `afterFirstSnapshot` is work for the first screen that the decoding thread does as soon as
  /// it has delivered the first snapshot, before it reads on (the viewer is made there, without
  /// waiting for another thread to be scheduled); it is not done when the page ends or fails
  /// before a first snapshot (``deliveredFirstSnapshot`` says which).
  ///
  /// After the first frame, the reading threads yield to other work as `priority` says.
  package init(
    source: PageSource, setup: ReadingSetup, width: Int, rows: Int, longestPause: DispatchTimeInterval = .milliseconds(100),
    graceAfterFirstFrame: DispatchTimeInterval = .milliseconds(30), priority: ReadingPriority = ReadingPriority(),
    afterFirstSnapshot: (@Sendable (PageStreamReader) -> Void)? = nil
  ) {
    inbox = PageStreamInbox(width: width, wakeup: setup.wakeup)
    self.priority = priority
    self.longestPause = longestPause
    self.graceAfterFirstFrame = graceAfterFirstFrame
    let queue = StepQueue()
    self.queue = queue
    let decoder = DataSourceHelper(elements: setup.layout.registry).decoder
    let layout = setup.layout
    // Opening is the decoding thread's first step: a FIFO nobody writes to yet blocks there,
    // while the viewer says it is reading and `q` still quits.
    ThreadExecutor.start { [inbox, self] in
      defer { priority.leave() }
      // Done reading, the decoding thread lays out what is left, unless the layout thread
      // has been started.
      defer { layOutHereUnlessStarted() }
      let reading: PageReading
      do throws(ReadingFailure) {
        reading = try PageReading.open(source)
      } catch {
        queue.put(.failed(error))
        return
      }
      // The first screen is laid out here, without waiting for the other thread to be scheduled.
      let firstScreen = FirstScreenLayout(
        builder: PageStreamBuilder(
          decoder: decoder, layout: layout, width: width, firstScreenRows: rows, store: reading.store),
        queue: queue, reader: self, afterDelivering: afterFirstSnapshot)
      var yields = false
      reading.decode(
        with: PageStreamDecoder(decoder: decoder), handingOverTo: firstScreen.put, inbox: inbox,
        afterStep: {
          queue.freeGivenBack()
          betweenSteps(yielding: &yields)
        })
      queue.stopTakingBack()
    }
  }

  /// Starts the layout thread, once, when reading goes on after the first frame. The first
  /// screen is laid out on the decoding thread, so the layout thread is not made before the
  /// first frame (making a thread is on the main thread's way to it); what is handed over meanwhile
  /// waits in the queue. A page read before that is laid out by the decoding thread itself
  /// (``layOutHereUnlessStarted()``).
  private func startLayoutThread() {
    guard claimLayout() else { return }
    ThreadExecutor.start { [self] in
      defer { priority.leave() }
      layOutFromQueue()
    }
  }

  /// On the decoding thread, once it has read all it will: lays out what is left in the queue,
  /// unless the layout thread was started.
  private func layOutHereUnlessStarted() {
    if claimLayout() { layOutFromQueue() }
  }

  /// Whether the caller is the one to lay out the queue's steps (asked once by each side).
  private func claimLayout() -> Bool {
    !layoutClaimed.exchange(true, ordering: .relaxed)
  }

  /// The layout side: takes the builder (or the failure before it), then lays out each step.
  private func layOutFromQueue() {
    switch queue.take() {
    case .builder(let handoff): layOut(from: queue, with: handoff.builder)
    case .failed(let failure): end(with: failure)
    case .step, .end: preconditionFailure("the layout comes before any step")
    }
  }

  /// Why reading stopped before the end, with its exit status (65 for a malformed page, 66 for
  /// one that cannot be read); nil while reading and after a good end.
  package var failure: ReadingFailure? { stopReason.withLock { $0 } }

  /// Lets reading go on after the first snapshot: the viewer has shown it.
  package func firstFrameShown() {
    firstFrame.signal()
  }

  /// Whether reading waits for the first frame now.
  package var isWaitingForFirstFrame: Bool { pausing.load(ordering: .relaxed) }

  /// Between steps, on either reading thread: counts the step done; once a snapshot is
  /// delivered, waits for the first frame and the grace after it (once), then has the calling
  /// thread yield to the viewer from then on (``ReadingPriority/yieldToInteractiveWork()``);
  /// `yields` says whether this thread does.
  private func betweenSteps(yielding yields: inout Bool) {
    priority.madeProgress()
    guard !yields, hasDelivered.load(ordering: .acquiring) else { return }
    if !hasResumed.load(ordering: .relaxed) {
      pausing.store(true, ordering: .relaxed)
      if firstFrame.wait(timeout: .now() + longestPause) == .success {
        // The other thread may be waiting too.
        firstFrame.signal()
        // Waits out the grace: nothing signals this semaphore.
        _ = DispatchSemaphore(value: 0).wait(timeout: .now() + graceAfterFirstFrame)
      }
      pausing.store(false, ordering: .relaxed)
      hasResumed.store(true, ordering: .relaxed)
    }
    startLayoutThread()
    priority.yieldToInteractiveWork()
    yields = true
  }

  /// Waits until the first snapshot (or the end) has been delivered, but at most
  /// `milliseconds` (nil: as long as it takes); whether it has.
  package func waitForFirstDelivery(milliseconds: Int?) -> Bool {
    let deadline: DispatchTime = milliseconds.map { .now() + .milliseconds($0) } ?? .distantFuture
    guard firstDelivery.wait(timeout: deadline) == .success else { return false }
    firstDelivery.signal()
    return true
  }

  /// Lays `step` out with `builder` and delivers the snapshot that is due, if one is (the
  /// complete one waits for the end).
  fileprivate func layOut(_ step: PageStreamStep, with builder: PageStreamBuilder) {
    if inbox.width != builder.width { builder.relayout(width: inbox.width) }
    guard let snapshot = builder.add(step), !snapshot.isComplete else { return }
    inbox.deliver(snapshot)
    hasDelivered.store(true, ordering: .releasing)
    firstDelivery.signal()
  }

  /// Whether a snapshot has been delivered. Once the first delivery is there
  /// (``waitForFirstDelivery(milliseconds:)``), whether it was a first snapshot rather than the
  /// end or a failure.
  package var deliveredFirstSnapshot: Bool { hasDelivered.load(ordering: .acquiring) }

  /// The layout thread: lays out each step, delivering the snapshots as they are due, until
  /// the end or a failure.
  private func layOut(from queue: StepQueue, with builder: PageStreamBuilder) {
    var yields = false
    while true {
      switch queue.take() {
      case .step(let step):
        betweenSteps(yielding: &yields)
        layOut(step, with: builder)
        queue.giveBack(step)
      case .end(let text):
        // The last step made the complete snapshot (or the viewer quit first), at the width the
        // viewer asks for now.
        if inbox.width != builder.width { builder.relayout(width: inbox.width) }
        let last = builder.completeSnapshot
        inbox.finish(snapshot: last, text: text, failure: nil)
        firstDelivery.signal()
        return
      case .failed(let failure):
        end(with: failure)
        return
      case .builder:
        continue
      }
    }
  }


  private func end(with failure: ReadingFailure) {
    stopReason.withLock { $0 = failure }
    inbox.finish(text: nil, failure: failure.message)
    firstDelivery.signal()
  }
}

/// The decoding thread's side of the handoff: it lays out the steps that make the first snapshot
/// itself, delivers it, and then hands the layout (``BuilderHandoff``) and everything after it
/// over to the layout thread, and does the work for the first screen. Used on the decoding
/// thread only.
private final class FirstScreenLayout {
  private var builder: PageStreamBuilder?
  private let queue: StepQueue
  private let reader: PageStreamReader
  /// Done once the first snapshot is delivered.
  private let afterDelivering: ((PageStreamReader) -> Void)?

  package init(
    builder: PageStreamBuilder, queue: StepQueue, reader: PageStreamReader,
    afterDelivering: ((PageStreamReader) -> Void)?
  ) {
    self.builder = builder
    self.queue = queue
    self.reader = reader
    self.afterDelivering = afterDelivering
  }

  package func put(_ handoff: StepQueue.Handoff) {
    if let builder {
      if case .step(let step) = handoff {
        reader.layOut(step, with: builder)
        if reader.deliveredFirstSnapshot {
          handOver()
          afterDelivering?(reader)
        }
        return
      }
      // The end, or a failure, before the first snapshot: the layout side finishes.
      handOver()
    }
    queue.put(handoff)
  }

  private func handOver() {
    guard let builder else { return }
    queue.put(.builder(BuilderHandoff(builder)))
    self.builder = nil
  }
}
