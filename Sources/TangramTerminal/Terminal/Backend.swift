/// Where finished frames go: a real terminal, or memory in tests.
///
/// A backend never decides what to draw. The ``App`` hands it whole frames; the backend writes
/// what changed since the previous frame and makes it visible in one update.
public protocol Backend: AnyObject {
  /// The current size of the drawing surface, in columns and rows.
  var size: (columns: Int, rows: Int) { get }
  /// Shows `frame`, which has the backend's current size.
  func present(_ frame: Buffer)

  /// Moves rows of what the screen shows now, ahead of the next frame, which will show them
  /// moved (see ``RowMove``); rows the move exposes are left blank until that frame comes.
  /// Backends that only show whole frames do nothing.
  func moveRows(_ move: RowMove)

  /// Works out `moves`, the moves that may come before the next frame, while the program waits
  /// for input after a frame, so that ``moveRows(_:)`` of one of them writes at once. What is
  /// prepared holds until the next frame or move. Backends that only show whole frames do
  /// nothing.
  func prepareMoves(_ moves: [RowMove])

  /// Gives the drawing surface back for a while, as `^Z` does: returns when the program may
  /// draw again, with the surface repainted whole. Backends without a terminal do nothing.
  func suspend()

  /// Puts `text` on the system clipboard through the terminal (OSC 52, see ``ClipboardMethod``);
  /// returns false when the terminal does not allow it. Backends without a terminal cannot.
  func copyToClipboard(_ text: String) -> Bool
}

extension Backend {
  /// Nothing to move: the next frame shows the rows where they go.
  public func moveRows(_ move: RowMove) {}

  /// Nothing to work out.
  public func prepareMoves(_ moves: [RowMove]) {}

  /// Nothing to give back.
  public func suspend() {}

  /// No terminal, no clipboard.
  public func copyToClipboard(_ text: String) -> Bool { false }
}

/// Where input comes from: the terminal, or a script in tests and `--dump --keys`.
public protocol InputSource: AnyObject {
  /// Blocks until the next event; nil when input has ended.
  func nextEvent() -> InputEvent?

  /// The next event if one arrives within `milliseconds` (0: only one already waiting), else nil.
  func nextEvent(timeout milliseconds: Int) -> InputEvent?

  /// Whether no event will ever come again (a script that has run out).
  var hasEnded: Bool { get }

  /// The descriptor that becomes readable when input arrives, so that a loop can wait on it
  /// together with others; nil when input cannot be waited on that way (a script).
  var descriptor: Int32? { get }

  /// The event that ``descriptor`` just said is there, read without looking again whether
  /// input waits; nil when what was read is no event (a key the viewer does not know).
  func readyEvent() -> InputEvent?
}

extension InputSource {
  /// A terminal never runs out of input while it is open.
  public var hasEnded: Bool { false }

  /// Input that cannot be waited on with other descriptors.
  public var descriptor: Int32? { nil }

  /// The event waiting, if any.
  public func readyEvent() -> InputEvent? { nextEvent(timeout: 0) }
}
