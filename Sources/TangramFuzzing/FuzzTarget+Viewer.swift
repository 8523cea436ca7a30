import TangramCore
import TangramTerminal

extension FuzzTarget {
  /// The largest screen a `resize:` token may ask for here; bigger sizes are clamped to it, as
  /// screen sizes are the command line's to bound and only slow the search down.
  static let largestScreen = (columns: 400, rows: 200)
  /// Whole-page renders only for pages up to this many rows.
  static let tallestWholePage = 2_000

  /// Runs `input` as `tangram-fuzz` and `--dump --clock --keys` do: the page decoded with the
  /// standard elements' checks, an 80×24 viewer whose status bar shows the page's problems,
  /// then every script token `KeyScript` reads (unreadable tokens are skipped, where
  /// `--keys` would stop), a frame after each; then the whole page, as `--height 0` prints it.
  static func view(_ input: ViewerFuzzInput) -> String {
    let helper = DataSourceHelper()
    guard let decoded = try? helper.decode(input.page) else { return notRead("a page") }
    let viewer = helper.makeViewer(
      for: decoded, fileName: "fuzz.json", columns: ScreenLimits.standardScreen.columns,
      rows: ScreenLimits.standardScreen.rows,
      loader: ScriptedLoader(document: input.loadedDocument))
    var frames = 0
    func checked() -> String { "\(frames) frame\(frames == 1 ? "" : "s") checked" }
    for token in input.script.split(separator: " ") {
      guard let events = try? KeyScript.parse(String(token)) else { continue }
      for event in events {
        if viewer.handle(clamped(event)) == .quit { return checked() }
        checkFrame(viewer.render(), of: viewer)
        frames += 1
      }
    }
    checkFrame(viewer.render(), of: viewer)
    frames += 1
    if viewer.pageView.layout.height <= tallestWholePage {
      _ = viewer.renderWholePage()
    }
    return checked()
  }

  /// `event`, with a resize no larger than ``largestScreen``.
  private static func clamped(_ event: InputEvent) -> InputEvent {
    guard case .resize(let columns, let rows) = event else { return event }
    return .resize(columns: min(columns, largestScreen.columns), rows: min(rows, largestScreen.rows))
  }

  /// Stops the run when a frame breaks one of the ``ScreenInvariants``.
  static func checkFrame(_ frame: Buffer, of viewer: Viewer) {
    let problems = ScreenInvariants.violations(of: frame, from: viewer)
    precondition(problems.isEmpty, problems.joined(separator: "; "))
  }
}
