import TangramCore

/// Where a page's reader, on its own thread, leaves what it has read for the viewer's loop:
/// the newest snapshot, how far it has come, and why it stopped; and where the viewer says
/// which width it now lays the page out at.
package final class PageStreamInbox: Sendable {
  private struct State {
    var snapshot: PageSnapshot?
    var progress = ReadingProgress(bytesRead: 0, totalBytes: nil)
    var failure: String?
    var text: (any PageBytes)?
    var isFinished = false
    var width: Int
    var isCancelled = false
    /// When (in the reading's milliseconds) progress alone last woke the loop.
    var progressWokeAt: Int?
    /// Until when reading the rest of the page waits for the viewer's input to stop
    /// (``holdReadingForInput(now:)``); nil: it need not.
    var readingHeldUntil: ContinuousClock.Instant?
  }

  /// The least time between two wakeups for progress alone, in milliseconds: the status bar's
  /// `reading 37%` needs no more, and each wakeup costs a frame while keys want the terminal.
  static let progressWakeupInterval = 100

  private let state: Locked<State>
  /// Broadcast when reading ends, for ``waitUntilFinished()``.
  private let finished = LockedCondition()
  /// Signalled on each delivery, so that the loop wakes to take it.
  private let wakeup: LoopWakeup?
  /// Broadcast when reading may go on before its hold ends: `G`, or the viewer quit.
  private let readingLetGo = LockedCondition()

  /// How long reading the rest of a page waits after the viewer's last key or mouse action.
  ///
  /// Reading runs only when the processors have nothing else to do (``ReadingPriority``), and so
  /// gives a key's work the processor at once; but it fills the processor's caches with page
  /// text, and the key's work then runs from memory. Held while keys come, it leaves them a
  /// processor as the last key left it: a page of ten million items scrolls line by line as
  /// fast while it is read as after. A held key, or any run of keys less than this apart, holds
  /// reading until it ends; `G` lets it go on at once.
  package static let inputHold: Duration = .milliseconds(150)

  /// An inbox for a page laid out `width` columns wide; a delivery signals `wakeup`.
  package init(width: Int, wakeup: LoopWakeup? = nil) {
    state = Locked(State(width: width))
    self.wakeup = wakeup
  }

  // MARK: The reader's side

  /// Leaves a snapshot, in place of one not yet taken (the newer holds all the older has).
  package func deliver(_ snapshot: PageSnapshot) {
    state.withLock { $0.snapshot = snapshot }
    wakeup?.signal()
  }

  /// Says how far reading has come; the loop is woken for it at most every
  /// ``progressWakeupInterval`` of the reading's time (always when the progress does not say
  /// that time), and takes the newest progress whenever it wakes.
  package func report(_ progress: ReadingProgress) {
    let wakes = state.withLock { state -> Bool in
      state.progress = progress
      guard let elapsed = progress.elapsedMilliseconds else { return true }
      if let last = state.progressWokeAt, elapsed - last < Self.progressWakeupInterval { return false }
      state.progressWokeAt = elapsed
      return true
    }
    if wakes { wakeup?.signal() }
  }

  /// Ends the reading: with the last snapshot (the whole page) and the page's text (for the
  /// inspector), or with why it stopped (`page.json:120:7: expected ',' or '}' after object
  /// member`). The viewer takes the snapshot and the end together.
  package func finish(snapshot: PageSnapshot? = nil, text: (any PageBytes)?, failure: String?) {
    state.withLock { state in
      if let snapshot { state.snapshot = snapshot }
      state.text = text
      state.failure = failure
      state.isFinished = true
      finished.broadcast()
    }
    wakeup?.signal()
  }

  /// The width the viewer lays the page out at now.
  package var width: Int { state.withLock(\.width) }

  /// Whether the viewer no longer wants the page (it quit).
  package var isCancelled: Bool { state.withLock(\.isCancelled) }

  /// How much longer reading waits at `now` for the viewer's input to stop; nil when it need
  /// not wait (never held, the hold is over, let go, or cancelled).
  package func readingHold(at now: ContinuousClock.Instant) -> Duration? {
    state.withLock { state in
      guard !state.isCancelled, let until = state.readingHeldUntil, now < until else { return nil }
      return now.duration(to: until)
    }
  }

  /// On a reading thread, between steps: waits while reading is held for the viewer's input,
  /// calling `whileHeld` before each wait (the reader counts a held wait as getting on, so that
  /// it is not taken for starved).
  package func waitWhileReadingIsHeld(whileHeld: () -> Void) {
    while let hold = readingHold(at: .now) {
      whileHeld()
      let milliseconds = Int((hold / .milliseconds(1)).rounded(.up))
      _ = state.wait(on: readingLetGo, milliseconds: milliseconds) { $0.readingHeldUntil == nil || $0.isCancelled }
    }
  }

  // MARK: The viewer's side

  /// What has arrived since the last take.
  package struct Delivery {
    package var snapshot: PageSnapshot?
    package var progress: ReadingProgress
    /// Set once reading has ended.
    package var ending: (text: (any PageBytes)?, failure: String?)?
  }

  /// Takes the newest snapshot (if one came since the last take), the progress, and the end.
  package func take() -> Delivery {
    state.withLock { state in
      defer { state.snapshot = nil }
      let ending = state.isFinished ? (state.text, state.failure) : nil
      return Delivery(snapshot: state.snapshot, progress: state.progress, ending: ending)
    }
  }

  /// Whether a snapshot is waiting.
  package var hasSnapshot: Bool { state.withLock { $0.snapshot != nil } }

  /// Whether a snapshot or the end is waiting.
  package var hasDelivery: Bool { state.withLock { $0.snapshot != nil || $0.isFinished } }

  /// Waits until reading has ended (for a caller that has nothing to do meanwhile: `--dump`).
  package func waitUntilFinished() {
    _ = state.wait(on: finished, milliseconds: nil) { $0.isFinished }
  }

  /// Asks the reader for snapshots `width` columns wide from now on.
  package func requestWidth(_ width: Int) {
    state.withLock { $0.width = width }
  }

  /// The user is at the keys: reading the rest of the page waits until ``inputHold`` has passed
  /// from `now` without another call.
  package func holdReadingForInput(now: ContinuousClock.Instant = .now) {
    state.withLock { $0.readingHeldUntil = now + Self.inputHold }
  }

  /// Lets reading go on at once, held or not (`G` follows the page to its end).
  package func letReadingGoOn() {
    state.withLock { $0.readingHeldUntil = nil }
    readingLetGo.broadcast()
  }

  /// Tells the reader to stop.
  package func cancel() {
    state.withLock { $0.isCancelled = true }
    readingLetGo.broadcast()
  }
}
