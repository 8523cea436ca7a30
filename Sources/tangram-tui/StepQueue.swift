import Dispatch
import Synchronization
import TangramCore
import TangramTerminal

/// Steps of decoding on their way from the thread that reads and decodes a page to the one that
/// lays it out: at most ``capacity`` wait, so a decoder ahead of the layout waits instead of
/// filling memory with decoded cards.
final class StepQueue: Sendable {
  /// What the decoding thread hands over.
  enum Handoff: Sendable {
    /// The layout of the cards so far, which the decoding thread made for the first screen
    /// itself; from now on the layout thread goes on with it.
    case builder(BuilderHandoff)
    case step(PageStreamStep)
    /// The page's text is all read; where it is kept.
    case end(text: any PageBytes)
    case failed(Failure)
  }

  private let handoffs = Mutex<[Handoff]>([])
  private let waiting = DispatchSemaphore(value: 0)
  private let room: DispatchSemaphore

  /// A queue holding at most `capacity` handoffs.
  init(capacity: Int = 8) {
    room = DispatchSemaphore(value: capacity)
  }

  /// Hands over `handoff`, waiting while the queue is full.
  func put(_ handoff: Handoff) {
    room.wait()
    handoffs.withLock { $0.append(handoff) }
    waiting.signal()
  }

  /// The oldest handoff, waiting until there is one.
  func take() -> Handoff {
    waiting.wait()
    let handoff = handoffs.withLock { $0.removeFirst() }
    room.signal()
    return handoff
  }
}

/// A ``PageStreamBuilder`` on its way from the decoding thread, which laid out the first screen
/// with it, to the layout thread. `@unchecked`: it is handed over once, through the queue's lock,
/// and the decoding thread never touches it again.
final class BuilderHandoff: @unchecked Sendable {
  let builder: PageStreamBuilder

  init(_ builder: PageStreamBuilder) {
    self.builder = builder
  }
}
