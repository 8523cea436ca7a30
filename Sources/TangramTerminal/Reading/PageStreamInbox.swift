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
  }

  /// The least time between two wakeups for progress alone, in milliseconds: the status bar's
  /// `reading 37%` needs no more, and each wakeup costs a frame while keys want the terminal.
  static let progressWakeupInterval = 100

  private let state: Locked<State>
  /// Broadcast when reading ends, for ``waitUntilFinished()``.
  private let finished = LockedCondition()
  /// Signalled on each delivery, so that the loop wakes to take it.
  private let wakeup: LoopWakeup?

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

  /// Tells the reader to stop.
  package func cancel() {
    state.withLock { $0.isCancelled = true }
  }
}
