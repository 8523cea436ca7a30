import Dispatch
import TangramCore
import TangramTerminal

/// Steps of decoding on their way from the thread that reads and decodes a page to the one that
/// lays it out: at most ``capacity`` wait, so a decoder ahead of the layout waits instead of
/// filling memory with decoded cards.
///
/// Laid-out steps come back (``giveBack(_:)``) to be freed on the decoding thread, which made
/// them: the allocator keeps an arena per thread, and when the layout thread freed the cards
/// it locked the decoding thread's arena against the decoding thread's own allocations, and the
/// two threads kept waiting for each other on that lock.
package final class StepQueue: Sendable {
  /// What the decoding thread hands over.
  package enum Handoff: Sendable {
    /// The layout of the cards so far, which the decoding thread made for the first screen
    /// itself; from now on the layout thread goes on with it.
    case builder(SentValue<PageStreamBuilder>)
    case step(PageStreamStep)
    /// The page's text is all read; where it is kept.
    case end(text: any PageBytes)
    case failed(ReadingFailure)
  }

  private let handoffs = Locked<[Handoff]>([])
  private let waiting = DispatchSemaphore(value: 0)
  private let room: DispatchSemaphore
  /// Steps given back, and whether the decoding thread still frees them.
  private let givenBack = Locked<(steps: [PageStreamStep], isOpen: Bool)>(([], true))

  /// A queue holding at most `capacity` handoffs.
  package init(capacity: Int = 4) {
    room = DispatchSemaphore(value: capacity)
  }

  /// Hands over `handoff`, waiting while the queue is full.
  package func put(_ handoff: Handoff) {
    room.wait()
    handoffs.withLock { $0.append(handoff) }
    waiting.signal()
  }

  /// The oldest handoff, waiting until there is one.
  package func take() -> Handoff {
    waiting.wait()
    let handoff = handoffs.withLock { $0.removeFirst() }
    room.signal()
    return handoff
  }

  /// On the layout thread: gives back a step it has laid out, to be freed on the decoding
  /// thread; once that thread is done (``stopTakingBack()``), the step is freed here.
  package func giveBack(_ step: PageStreamStep) {
    let unwanted = givenBack.withLock { state -> PageStreamStep? in
      guard state.isOpen else { return step }
      state.steps.append(step)
      return nil
    }
    // Freed outside the lock.
    _ = unwanted
  }

  /// On the decoding thread, between steps: frees the steps given back.
  package func freeGivenBack() {
    let steps = givenBack.withLock { state in
      defer { state.steps = [] }
      return state.steps
    }
    _ = steps
  }

  /// On the decoding thread, once it has decoded all it will: frees the steps given back, and
  /// has the layout thread free the later ones itself.
  package func stopTakingBack() {
    let steps = givenBack.withLock { state in
      defer { state = ([], false) }
      return state.steps
    }
    _ = steps
  }
}
