import TangramCore
import TangramTerminal

/// `--dump`: prints the screen the viewer would show at a size after replaying keys, or the
/// whole page with `--height 0`.
struct DumpCommand {
  var options: CommandLineOptions
  /// Where `--events` writes.
  var eventFile: EventFile?
  /// Whether the viewer, and the page it holds, are left for the process exit to reclaim (the
  /// command line, which exits right after printing); otherwise they are freed on return.
  var leavesViewerToProcessExit = false
  /// The environment colours are detected from (`TERM`, `COLORTERM`, `NO_COLOR`).
  var environment: [String: String] = [:]
  /// The `colors` of the terminfo entry of `TERM`, when known.
  var terminfoColors: Int?
  /// Two versions compared (`diff --dump --format svg`): the page dumped is the new one, its
  /// changes marked.
  var comparison: ViewerComparison?

  /// The colours `--format` draws in.
  ///
  /// `ansi` takes them from ``ColorMode/detect(environment:isTerminal:terminfoColors:choice:)``
  /// as for a terminal even through a pipe: its escape sequences are meant for one (`less -R`, a
  /// CI log), and asking for them is asking for colours; so `--color auto` still gives none for
  /// `NO_COLOR` or `TERM=dumb`, and `--color always` gives them anyway. The pictures are not
  /// shown by a terminal: they are drawn in 24-bit colour, and `--color never` draws them in the
  /// picture's two colours.
  var colorMode: ColorMode {
    switch options.format {
    case .text:
      return .none
    case .ansi:
      return ColorMode.detect(
        environment: environment, isTerminal: true, terminfoColors: terminfoColors, choice: options.color)
    case .svg, .html:
      return options.color == .never ? .none : .direct
    }
  }

  /// The text to print, and the page's problems.
  func output(
    for decoded: DecodedPage, layout: LaidOutPage? = nil, text pageText: (any PageBytes)? = nil, fileName: String,
    registry: ElementRegistry
  ) throws(Failure) -> (text: String, problems: [Diagnostic]) {
    var text = ""
    let problems = try write(for: decoded, layout: layout, text: pageText, fileName: fileName, registry: registry) {
      text += $0
    }
    return (text, problems)
  }

  /// Hands the text to print to `print` piece by piece, and returns the page's problems. A
  /// whole page (`--height 0`) comes in bands of rows (see ``ScreenLimits/bandRows(columns:)``),
  /// so printing a page of any height takes the memory of one band.
  ///
  /// `layout` is the page laid out already (at the dump's width, or it is laid out again), and
  /// `text` where its text is when `decoded` does not hold it.
  func write(
    for decoded: DecodedPage, layout: LaidOutPage? = nil, text: (any PageBytes)? = nil, fileName: String,
    registry: ElementRegistry, to print: (String) -> Void
  ) throws(Failure) -> [Diagnostic] {
    let (viewer, problems) = try replayedViewer(
      for: decoded, layout: layout, text: text, fileName: fileName, registry: registry)
    let mode = colorMode
    let printed = { (buffer: Buffer) in
      switch options.format {
      case .text: Self.text(of: buffer)
      case .ansi: buffer.ansiText(colorMode: mode)
      case .svg: ScreenPicture(colorMode: mode, title: fileName).svg(of: buffer)
      case .html: ScreenPicture(colorMode: mode, title: fileName).html(of: buffer)
      }
    }
    if options.height == 0 {
      viewer.renderWholePage(inBandsOf: ScreenLimits.bandRows(columns: options.width)) { print(printed($0)) }
    } else {
      print(printed(viewer.render()))
    }
    return problems
  }

  /// The viewer `--dump` draws from: built at the dump's size, with `--events` attached and
  /// `--keys` replayed (up to a key that quits).
  func replayedViewer(
    for decoded: DecodedPage, layout: LaidOutPage? = nil, text: (any PageBytes)? = nil, fileName: String,
    registry: ElementRegistry
  ) throws(Failure) -> (viewer: Viewer, problems: [Diagnostic]) {
    let events: [InputEvent]
    do {
      events = try KeyScript.parse(options.keys)
    } catch {
      throw Failure(message: error.description, code: .usage)
    }
    var setup = ViewerSetup(options: options, fileName: fileName, registry: registry)
    setup.comparison = comparison
    setup.runsTimers = options.clock
    // Card loads and layouts at a new width are done when the dump says, between its steps, as
    // the viewer's threads would do them.
    let loads = EmbeddedExecutor()
    setup.loadExecutor = loads
    setup.layoutExecutor = loads
    let (viewer, problems) = try setup.makeViewer(
      for: decoded, columns: options.width, rows: options.height == 0 ? 2 : options.height, laidOut: layout, text: text)
    viewer.writeEvents(to: eventFile)
    if leavesViewerToProcessExit { viewer.keepUntilExit() }
    settle(viewer, running: loads, wholePage: false)
    for event in events {
      let outcome = viewer.handle(event)
      settle(viewer, running: loads, wholePage: false)
      if outcome == .quit { break }
    }
    viewer.update(wholePage: options.height == 0)
    settle(viewer, running: loads, wholePage: options.height == 0)
    return (viewer, problems)
  }

  /// Runs the work the viewer has started (loads, layouts), waits for a page read again (`r`)
  /// to end, and lets the viewer take what the work left, which may start more, for at most
  /// ``Viewer/maximumLoadRounds`` rounds.
  private func settle(_ viewer: Viewer, running loads: EmbeddedExecutor, wholePage: Bool) {
    var rounds = 0
    while rounds < Viewer.maximumLoadRounds {
      let reloaded = viewer.waitForReloadToEnd()
      guard loads.run() > 0 || reloaded else { break }
      viewer.update(wholePage: wholePage)
      rounds += 1
    }
  }

  /// A buffer's rows as printed: one line each, trailing spaces trimmed.
  private static func text(of buffer: Buffer) -> String {
    buffer.lines.map { $0 + "\n" }.joined()
  }
}
