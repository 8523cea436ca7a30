/// The run loop: read events, let the viewer handle them, present one frame.
///
/// Events that are already waiting (a held-down key, a fast wheel) are all handled before the
/// next frame is drawn, so the screen keeps up with the keyboard instead of lagging behind it.
/// A line key is acted on before anything else: the backend moves the rows it scrolls as soon as
/// it is read (``Backend/moveRows(_:)``), and the frame then fills in what came into view. The
/// moves of a line key down and up are worked out after each frame, while the loop waits for
/// input (``Backend/prepareMoves(_:)``), so that the first key after a frame only has them written.
/// While a pager auto-scrolls or a timer runs, reading waits at most until the next turn or
/// firing, and the time that passed reaches the viewer as a ``InputEvent/tick(milliseconds:)``.
/// While a card load is in flight, reading waits only a few milliseconds, so the answer shows as
/// soon as it arrives, without ever blocking keys.
public final class App {
  private let viewer: Viewer
  private let backend: any Backend
  private let input: any InputSource
  private let milliseconds: () -> Int

  /// Makes a run loop.
  ///
  /// - Parameters:
  ///   - viewer: what is shown; it handles the events.
  ///   - backend: where frames go.
  ///   - input: where events come from.
  ///   - clock: milliseconds on a monotonic clock; the real one by default.
  public init(
    viewer: Viewer, backend: any Backend, input: any InputSource,
    clock: @escaping () -> Int = App.monotonicMilliseconds
  ) {
    self.viewer = viewer
    self.backend = backend
    self.input = input
    self.milliseconds = clock
  }

  /// Called once, right after the first frame is presented: work that can wait for it (the
  /// rest of a page being read) starts then.
  public var afterFirstFrame: (() -> Void)?

  /// Whether everything handled since the last frame was a line scroll, so that the screen
  /// shows what the viewer's rows are moved from: then a line scroll may move them ahead.
  private var onlyLineScrollsSinceFrame = true
  /// Whether rows were moved since the last frame, which must then be drawn before quitting.
  private var movedRowsSinceFrame = false
  /// The moves of the screen's rows that a line key down and up make, worked out after the last
  /// frame; the loop drops them once it has acted on the first event after that frame.
  private var preparedLineMoves: (down: RowMove?, up: RowMove?)?

  /// Runs until the user quits or input ends.
  public func run() {
    takeBackendSize()
    viewer.updateBeforeStarting()
    let firstFrame = viewer.render()
    backend.present(firstFrame)
    afterFirstFrame?()
    afterFirstFrame = nil
    // The events of the first screen, once it is written. They seldom change what is drawn (a
    // handler of the library's may), and then the frame after them is presented at once.
    viewer.update()
    let started = viewer.render()
    if started != firstFrame { backend.present(started) }
    prepareLineMoves()
    var last = milliseconds()
    while !input.hasEnded {
      var pending: InputEvent?
      if let wait = viewer.millisecondsUntilWake {
        pending = input.nextEvent(timeout: max(1, wait))
      } else {
        guard let event = input.nextEvent() else { return }
        pending = event
      }
      // A run of line keys moves the screen's rows first, before time is caught up with. (Called
      // directly: a method passed as a closure costs a few microseconds here, ahead of the scroll.)
      var run: (rows: Int, next: InputEvent?)?
      if let pending, let rows = viewer.lineScrollRows(for: pending) {
        run = takeLineScrollRun(by: rows)
      }
      preparedLineMoves = nil
      let now = milliseconds()
      if now > last {
        viewer.handle(.tick(milliseconds: now - last))
        onlyLineScrollsSinceFrame = false
      }
      last = now
      while true {
        if let (rows, next) = run {
          viewer.scrollLines(rows)
          pending = next
          run = nil
        }
        guard let current = pending else { break }
        if let rows = viewer.lineScrollRows(for: current) {
          run = takeLineScrollRun(by: rows)
          continue
        }
        onlyLineScrollsSinceFrame = false
        switch handle(current) {
        case .quit:
          // Rows moved ahead of a frame that will not come: the screen is left as it should be.
          if movedRowsSinceFrame { backend.present(viewer.render()) }
          return
        case .suspend:
          backend.suspend()
          // The terminal may have been resized meanwhile.
          takeBackendSize()
          last = milliseconds()
        case .copyToClipboard(let text):
          viewer.noteClipboardCopy(of: text, succeeded: backend.copyToClipboard(text))
        case .keepRunning: break
        }
        pending = input.nextEvent(timeout: 0)
      }
      backend.present(viewer.render())
      onlyLineScrollsSinceFrame = true
      movedRowsSinceFrame = false
      prepareLineMoves()
    }
  }

  /// Works out the moves of a line key down and up from the frame just presented, for the first
  /// key after it.
  private func prepareLineMoves() {
    let moves = (down: viewer.rowMove(scrollingLines: 1), up: viewer.rowMove(scrollingLines: -1))
    preparedLineMoves = moves
    backend.prepareMoves([moves.down, moves.up].compactMap { $0 })
  }

  /// Reads the rest of a run of waiting line keys that each scroll `rows` (a held-down `j`, a
  /// pasted burst), which scroll in one step since no frame would show the rows in between, and
  /// has the backend move the screen's rows as that step will (``Viewer/rowMove(scrollingLines:)``):
  /// the scroll shows at once, and the frame then fills in what came into view. Returns the rows
  /// to scroll and the event after the run.
  ///
  /// The first key's rows are moved before the rest of the run is looked for, so that a key on
  /// its own, the usual case, shows as soon as it is read; the keys behind it, if any, move the
  /// rows the rest of the way.
  private func takeLineScrollRun(by rows: Int) -> (rows: Int, next: InputEvent?) {
    let first: RowMove?
    if let prepared = preparedLineMoves {
      // A line key scrolls one row (``Viewer/lineScrollRows(for:)``), down or up.
      first = rows > 0 ? prepared.down : prepared.up
    } else {
      first = onlyLineScrollsSinceFrame ? viewer.rowMove(scrollingLines: rows) : nil
    }
    if let first {
      backend.moveRows(first)
      movedRowsSinceFrame = true
    }
    var total = rows
    var next = input.nextEvent(timeout: 0)
    while let event = next, viewer.lineScrollRows(for: event) == rows {
      total += rows
      next = input.nextEvent(timeout: 0)
    }
    if total != rows, onlyLineScrollsSinceFrame, let whole = viewer.rowMove(scrollingLines: total),
      let rest = Self.rest(of: whole, after: first)
    {
      backend.moveRows(rest)
      movedRowsSinceFrame = true
    }
    return (total, next)
  }

  /// What is left of the move `whole` once `first` was made: all of it when nothing was moved,
  /// the remaining distance when both move the same band, nil otherwise (the frame then draws
  /// what the first move did not bring).
  static func rest(of whole: RowMove, after first: RowMove?) -> RowMove? {
    guard let first else { return whole }
    guard first.band == whole.band else { return nil }
    return RowMove(band: whole.band, distance: whole.distance - first.distance)
  }

  private func handle(_ event: InputEvent) -> Viewer.Outcome {
    if case .resize = event {
      // The backend knows the size now; take it from there in case several resizes queued up.
      takeBackendSize()
      return .keepRunning
    }
    return viewer.handle(event)
  }

  private func takeBackendSize() {
    let size = backend.size
    viewer.resize(columns: size.columns, rows: size.rows)
  }

  /// Milliseconds on the system's monotonic clock, since the program started.
  public static func monotonicMilliseconds() -> Int {
    let (seconds, attoseconds) = startInstant.duration(to: .now).components
    return Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000)
  }

  private static let startInstant = ContinuousClock.now
}
