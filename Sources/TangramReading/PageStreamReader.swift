import Dispatch
import Glibc
import TangramCore
import TangramTerminal

/// Reads the viewer's page in the background, a piece at a time, and leaves snapshots of it in
/// a ``PageStreamInbox``: the first once the cards read fill the screen, so the viewer shows it
/// while the rest is still being read (see ``PageStreamBuilder``).
///
/// Two threads share the work, each about half of it: one reads the page and parses its cards'
/// JSON (``PageStreamDecoder``, deferring the cards' decoding), the other decodes the cards, lays
/// them out and makes the snapshots (``PageStreamBuilder/add(_:)``); a ``StepQueue`` holds the
/// cards read between them. The first snapshot is laid out by the decoding thread itself, which
/// then hands the layout over, so the first screen does not wait for a second thread to be
/// scheduled; the layout thread is started only when reading goes on after the first frame, and
/// a page read whole before that is laid out by the decoding thread alone.
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

  /// Where reading is.
  package enum Phase: Equatable, Sendable {
    /// Reading up to the first snapshot, which fills the screen (or the end, if that is sooner).
    case readingFirstScreen
    /// The first snapshot is delivered; reading waits for the viewer to show it.
    case waitingForFirstFrame
    /// The first frame is shown; reading waits while the terminal draws it.
    case graceAfterFirstFrame
    /// Reading the rest, after the first frame.
    case readingRest
    /// Read to its end, or stopped by a failure (``failure``).
    case ended
  }

  /// The reader's one state: both reading threads and the viewer's change it under its lock,
  /// and wait for it on ``changed``.
  private struct State {
    var phase = Phase.readingFirstScreen
    /// Whether a first snapshot was delivered: reading then pauses for the first frame.
    var hasDelivered = false
    var isFirstFrameShown = false
    /// Why reading stopped before the end, if it did.
    var failure: ReadingFailure?
    /// Whether one side lays out the queue's steps (``claimLayout()``).
    var isLayoutClaimed = false

    /// Whether the first snapshot, the end or a failure has been delivered.
    var hasFirstDelivery: Bool { hasDelivered || phase == .ended }
  }

  private let state = Locked(State())
  /// Broadcast after every change of ``state``.
  private let changed = LockedCondition()
  /// The longest that reading waits for the first frame.
  private let longestPause: DispatchTimeInterval
  /// How long reading waits after the first frame, while the terminal draws it.
  private let graceAfterFirstFrame: DispatchTimeInterval
  /// How the reading threads share the processors after the first frame.
  package let priority: ReadingPriority
  /// What the decoding thread hands to the layout thread.
  private let queue: StepQueue

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
  /// After the first frame, the reading threads yield to other work as `priority` says. Without
  /// `snapshotsWhileGrowing`, only the first snapshot and the complete one are delivered.
  package init(
    source: PageSource, setup: ReadingSetup, width: Int, rows: Int, longestPause: DispatchTimeInterval = .milliseconds(100),
    graceAfterFirstFrame: DispatchTimeInterval = .milliseconds(30), priority: ReadingPriority = ReadingPriority(),
    snapshotsWhileGrowing: Bool = true, afterFirstSnapshot: (@Sendable (PageStreamReader) -> Void)? = nil
  ) {
    inbox = PageStreamInbox(width: width, wakeup: setup.wakeup)
    self.priority = priority
    self.longestPause = longestPause
    self.graceAfterFirstFrame = graceAfterFirstFrame
    let queue = StepQueue()
    self.queue = queue
    let decoder = setup.decoder
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
      let builder = PageStreamBuilder(
        decoder: decoder, layout: layout, width: width, firstScreenRows: rows, store: reading.store)
      builder.snapshotsWhileGrowing = snapshotsWhileGrowing
      let firstScreen = FirstScreenLayout(
        builder: builder, queue: queue, reader: self, afterDelivering: afterFirstSnapshot)
      var yields = false
      reading.decode(
        with: PageStreamDecoder(decoder: decoder, defersCardDecoding: true, leavesItemsInText: reading.store != nil),
        handingOverTo: firstScreen.put,
        inbox: inbox,
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
    change { state in
      defer { state.isLayoutClaimed = true }
      return !state.isLayoutClaimed
    }
  }

  /// Changes the state under its lock and wakes whoever waits for it.
  private func change<Result>(_ body: (inout State) -> Result) -> Result {
    let result = state.withLock { body(&$0) }
    changed.broadcast()
    return result
  }

  /// Where reading is now.
  package var phase: Phase { state.withLock(\.phase) }

  /// Waits until reading is in a phase `holds` is true of, for at most `milliseconds` (nil: as
  /// long as it takes); whether it is.
  package func waitForPhase(milliseconds: Int?, where holds: @escaping (Phase) -> Bool) -> Bool {
    state.wait(on: changed, milliseconds: milliseconds) { holds($0.phase) }
  }

  /// The layout side: takes the builder (or the failure before it), then lays out each step.
  private func layOutFromQueue() {
    switch queue.take() {
    case .builder(let sent): layOut(from: queue, with: sent.take())
    case .failed(let failure): end(with: failure)
    case .step, .end: preconditionFailure("the layout comes before any step")
    }
  }

  /// Why reading stopped before the end, with its exit status (65 for a malformed page, 66 for
  /// one that cannot be read); nil while reading and after a good end.
  package var failure: ReadingFailure? { state.withLock(\.failure) }

  /// Lets reading go on after the first snapshot: the viewer has shown it.
  package func firstFrameShown() {
    change { $0.isFirstFrameShown = true }
  }

  /// Whether reading waits for the first frame now.
  package var isWaitingForFirstFrame: Bool { phase == .waitingForFirstFrame }

  /// Between steps, on either reading thread: counts the step done; once a snapshot is
  /// delivered, waits for the first frame and the grace after it (once), then has the calling
  /// thread yield to the viewer from then on (``ReadingPriority/yieldToInteractiveWork()``),
  /// and wait while the viewer's keys hold reading (``PageStreamInbox/inputHold``); `yields`
  /// says whether this thread does.
  private func betweenSteps(yielding yields: inout Bool) {
    priority.madeProgress()
    if yields {
      inbox.waitWhileReadingIsHeld { priority.madeProgress() }
      return
    }
    guard state.withLock(\.hasDelivered) else { return }
    waitForTheFirstFrame()
    startLayoutThread()
    priority.yieldToInteractiveWork()
    yields = true
  }

  /// The pause after the first snapshot, once: the first thread to get here waits for the first
  /// frame (at most ``longestPause``), then, if it came, for the grace while the terminal draws
  /// it; the other thread waits until that is over.
  private func waitForTheFirstFrame() {
    let pauses = change { state -> Bool in
      guard state.phase == .readingFirstScreen else { return false }
      state.phase = .waitingForFirstFrame
      return true
    }
    guard pauses else {
      _ = waitForPhase(milliseconds: nil) { $0 == .readingRest || $0 == .ended }
      return
    }
    let isShown = state.wait(on: changed, milliseconds: longestPause.wholeMilliseconds) { $0.isFirstFrameShown }
    if isShown {
      change { $0.phase = .graceAfterFirstFrame }
      // Nothing ends the grace early: it is the time the terminal takes to draw the frame.
      _ = state.wait(on: changed, milliseconds: graceAfterFirstFrame.wholeMilliseconds) { _ in false }
    }
    change { state in
      if state.phase != .ended { state.phase = .readingRest }
    }
  }

  /// Waits until the first snapshot (or the end) has been delivered, but at most
  /// `milliseconds` (nil: as long as it takes); whether it has.
  package func waitForFirstDelivery(milliseconds: Int?) -> Bool {
    state.wait(on: changed, milliseconds: milliseconds) { $0.hasFirstDelivery }
  }

  /// Lays `step` out with `builder` and delivers the snapshot that is due, if one is (the
  /// complete one waits for the end).
  fileprivate func layOut(_ step: PageStreamStep, with builder: PageStreamBuilder) {
    // At the width the viewer asks for now (laid out again only when it changed).
    builder.relayout(width: inbox.width)
    guard let snapshot = builder.add(step), !snapshot.isComplete else { return }
    inbox.deliver(snapshot)
    change { $0.hasDelivered = true }
  }

  /// The first screen of a page, as the first delivery brought it: the snapshot to make the
  /// viewer with, and where the rest arrives, or (when the page was all read in it) its text.
  package struct FirstScreen {
    package var snapshot: PageSnapshot
    /// Where the rest of the page arrives; nil when the snapshot is the whole page.
    package var stream: PageStreamInbox?
    /// The page's text when the snapshot is the whole page.
    package var text: (any PageBytes)?
  }

  /// Takes the first delivery out of the inbox: the first screen, or why the page ended without
  /// one (`fallback` when the end says nothing); nil while nothing has been delivered.
  package func takeFirstScreen(fallback: String) -> Result<FirstScreen, ReadingFailure>? {
    guard inbox.hasDelivery else { return nil }
    let delivery = inbox.take()
    guard let snapshot = delivery.snapshot else {
      return .failure(failure ?? ReadingFailure(message: delivery.ending?.failure ?? fallback, kind: .malformed))
    }
    let isWhole = delivery.ending != nil && delivery.ending?.failure == nil
    return .success(
      FirstScreen(snapshot: snapshot, stream: isWhole ? nil : inbox, text: isWhole ? delivery.ending?.text : nil))
  }

  /// Whether a snapshot has been delivered. Once the first delivery is there
  /// (``waitForFirstDelivery(milliseconds:)``), whether it was a first snapshot rather than the
  /// end or a failure.
  package var deliveredFirstSnapshot: Bool { state.withLock(\.hasDelivered) }

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
        inbox.finish(snapshot: builder.completeSnapshot(width: inbox.width), text: text, failure: nil)
        change { $0.phase = .ended }
        return
      case .failed(let failure):
        end(with: failure)
        return
      case .builder:
        continue
      }
    }
  }

  /// Ends reading with `failure`: the inbox has it before anyone waiting for the end is woken.
  private func end(with failure: ReadingFailure) {
    state.withLock { $0.failure = failure }
    inbox.finish(text: nil, failure: failure.message)
    change { $0.phase = .ended }
  }
}

/// The decoding thread's side of the handoff: it lays out the steps that make the first snapshot
/// itself, delivers it, and then hands the layout (a ``SentValue``) and everything after it
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
    guard let builder = builder.take() else { return }
    queue.put(.builder(SentValue(clearedAfterSending: builder)))
  }
}
