import TangramCore

/// Text measured in cells as the terminal shows it (VirtualView spec §9.8): sanitised, by
/// display width, wrapped as ``TextWrapper`` wraps.
struct TerminalTextMeasurer: VVTextMeasuring {
  func columns(of text: String) -> Int {
    DisplayWidth.of(TextSanitizer.sanitize(text))
  }

  func wrap(_ text: String, width: Int) -> (lines: Int, widest: Int) {
    let lines = TextWrapper.wrap(TextSanitizer.sanitize(text), width: max(1, width))
    return (max(1, lines.count), lines.map { DisplayWidth.of($0) }.max() ?? 0)
  }
}
