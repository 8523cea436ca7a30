/// What `--dump --format` prints.
enum DumpFormat: String, CaseIterable, Sendable {
  /// The screen's characters, one line a row (the default).
  case text
  /// The characters with SGR escape sequences for colours and attributes (`less -R`, CI logs).
  case ansi
  /// The screen as an SVG picture, as Textual's screenshots draw one.
  case svg
  /// The SVG picture in a self-contained HTML page.
  case html

  /// Whether the format is a picture, drawn one screen at a time.
  var isPicture: Bool { self == .svg || self == .html }
}
