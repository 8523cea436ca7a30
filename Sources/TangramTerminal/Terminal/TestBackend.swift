/// A backend that keeps frames in memory, for tests and `--dump`.
public final class TestBackend: Backend {
  public var size: (columns: Int, rows: Int)
  /// Every frame presented, oldest first.
  public private(set) var frames: [Buffer] = []

  public init(columns: Int, rows: Int) {
    self.size = (columns, rows)
  }

  /// How many times the app asked to give the terminal back (``Backend/suspend()``).
  public private(set) var suspendCount = 0

  public func present(_ frame: Buffer) {
    frames.append(frame)
  }

  /// Every move of rows ahead of a frame (``Backend/moveRows(_:)``), oldest first, with the
  /// number of frames presented before it.
  public private(set) var rowMoves: [(framesBefore: Int, move: RowMove)] = []

  /// Records the move; the frames stay as presented.
  public func moveRows(_ move: RowMove) {
    rowMoves.append((frames.count, move))
  }

  /// The moves prepared after each frame (``Backend/prepareMoves(_:)``), oldest first, with the
  /// number of frames presented before them.
  public private(set) var preparedMoves: [(framesBefore: Int, moves: [RowMove])] = []

  /// Records the moves.
  public func prepareMoves(_ moves: [RowMove]) {
    preparedMoves.append((frames.count, moves))
  }

  /// Counts the request; there is no terminal to give back.
  public func suspend() {
    suspendCount += 1
  }

  /// How the pretend terminal takes the clipboard; nil: it does not.
  public var clipboardMethod: ClipboardMethod? = .osc52
  /// The bytes each ``copyToClipboard(_:)`` would have written to the terminal, oldest first.
  public private(set) var clipboardWrites: [[UInt8]] = []

  /// Records the escape sequence a terminal would get.
  public func copyToClipboard(_ text: String) -> Bool {
    guard let clipboardMethod else { return false }
    clipboardWrites.append(clipboardMethod.sequence(for: text))
    return true
  }

  /// The last frame presented.
  public var lastFrame: Buffer? { frames.last }
}

/// Input from a list of events, for tests and `--dump --keys`.
public final class ScriptedInput: InputSource {
  private var events: [InputEvent]
  private var position = 0

  public init(_ events: [InputEvent]) {
    self.events = events
  }

  public func nextEvent() -> InputEvent? {
    guard position < events.count else { return nil }
    defer { position += 1 }
    return events[position]
  }

  /// Whether every scripted event has been read.
  public var hasEnded: Bool { position >= events.count }

  /// Scripted events are all waiting already: the same as ``nextEvent()``.
  public func nextEvent(timeout milliseconds: Int) -> InputEvent? {
    nextEvent()
  }
}
