import Testing
import TangramTerminal

/// Every row of the colour detection that the viewer and `--dump --format ansi` share.
@Suite struct ColorDetectionTests {
  struct Row: Sendable, CustomTestStringConvertible {
    var environment: [String: String]
    var isTerminal = true
    var terminfoColors: Int?
    var choice = ColorChoice.auto
    var expected: ColorMode

    var testDescription: String {
      "\(environment.sorted { $0.key < $1.key }) tty=\(isTerminal) colors=\(terminfoColors.map(String.init) ?? "?") \(choice) → \(expected)"
    }
  }

  static let rows: [Row] = [
    // COLORTERM says 24-bit, whatever TERM's entry has.
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], terminfoColors: 256, expected: .direct),
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "24bit"], expected: .direct),
    Row(environment: ["TERM": "xterm", "COLORTERM": "TrueColor"], terminfoColors: 8, expected: .direct),
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "yes"], terminfoColors: 256, expected: .palette256),
    // Direct-colour entries.
    Row(environment: ["TERM": "xterm-direct"], expected: .direct),
    Row(environment: ["TERM": "kitty-direct"], terminfoColors: 1 << 24, expected: .direct),
    Row(environment: ["TERM": "xterm-direct2"], expected: .direct),
    // Near misses: not a direct-colour entry by its name.
    Row(environment: ["TERM": "direct"], expected: .ansi8),
    Row(environment: ["TERM": "-dir"], expected: .ansi8),
    // The entry's colour count, when known, else the name.
    Row(environment: ["TERM": "xterm-256color"], terminfoColors: 256, expected: .palette256),
    Row(environment: ["TERM": "xterm-256color"], expected: .palette256),
    Row(environment: ["TERM": "alacritty"], terminfoColors: 256, expected: .palette256),
    Row(environment: ["TERM": "rxvt-16color"], expected: .ansi16),
    Row(environment: ["TERM": "xterm-16color"], terminfoColors: 16, expected: .ansi16),
    Row(environment: ["TERM": "xterm"], terminfoColors: 8, expected: .ansi8),
    Row(environment: ["TERM": "xterm"], expected: .ansi8),
    Row(environment: ["TERM": "vt100"], terminfoColors: 0, expected: .none),
    Row(environment: ["TERM": "xterm-mono"], expected: .none),
    // No terminal to speak of.
    Row(environment: ["TERM": "dumb"], expected: .none),
    Row(environment: ["TERM": "dumb", "COLORTERM": "truecolor"], expected: .none),
    Row(environment: [:], expected: .none),
    Row(environment: ["TERM": "xterm-256color"], isTerminal: false, expected: .none),
    // NO_COLOR (non-empty) and --no-color win under auto.
    Row(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], expected: .none),
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "yes"], expected: .none),
    Row(environment: ["TERM": "xterm-256color", "NO_COLOR": ""], expected: .palette256),
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], choice: .never, expected: .none),
    // --color never and always.
    Row(environment: ["TERM": "xterm-256color"], terminfoColors: 256, choice: .never, expected: .none),
    Row(environment: ["TERM": "xterm-256color", "NO_COLOR": "1"], choice: .always, expected: .palette256),
    Row(environment: ["TERM": "xterm", "NO_COLOR": "1"], terminfoColors: 8, choice: .always, expected: .ansi8),
    Row(environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"], choice: .always, expected: .direct),
    Row(environment: ["TERM": "xterm-256color"], isTerminal: false, choice: .always, expected: .palette256),
    Row(environment: ["TERM": "dumb"], choice: .always, expected: .palette256),
    Row(environment: [:], choice: .always, expected: .palette256),
  ]

  @Test(arguments: rows)
  func detection(_ row: Row) {
    let mode = ColorMode.detect(
      environment: row.environment, isTerminal: row.isTerminal, terminfoColors: row.terminfoColors,
      choice: row.choice)
    #expect(mode == row.expected)
  }

  @Test func modesFromColourCounts() {
    #expect(ColorMode.of(colorCount: 1 << 24) == .direct)
    #expect(ColorMode.of(colorCount: 256) == .palette256)
    #expect(ColorMode.of(colorCount: 88) == .ansi16)
    #expect(ColorMode.of(colorCount: 16) == .ansi16)
    #expect(ColorMode.of(colorCount: 8) == .ansi8)
    #expect(ColorMode.of(colorCount: 2) == .none)
    #expect(ColorMode.of(colorCount: -1) == .none)
  }

  /// ncurses draws colours through the terminfo entry: COLORTERM cannot raise a 256-colour entry.
  @Test func whatCursesCanDrawLimitsTheMode() {
    #expect(ColorMode.direct.limited(toTerminfoColors: 256) == .palette256)
    #expect(ColorMode.direct.limited(toTerminfoColors: 1 << 24) == .direct)
    #expect(ColorMode.palette256.limited(toTerminfoColors: 8) == .ansi8)
    #expect(ColorMode.ansi8.limited(toTerminfoColors: 256) == .ansi8)
    #expect(ColorMode.direct.limited(toTerminfoColors: 0) == .none)
  }
}
