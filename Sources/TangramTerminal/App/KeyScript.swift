/// Parses the `--keys` script of `--dump` into input events.
///
/// Tokens are separated by spaces. A token is a key name (`Down`, `PgDn`, `Space`, `Enter`,
/// `Tab`, `S-Tab`, `Esc`, `Home`, `End`, `F1`, `S-Left`…), a control chord (`C-d` or `^D`), a
/// mouse event (`WheelDown`, `WheelUp`, `WheelLeft`, `WheelRight`, `click:X,Y`, `press:X,Y`,
/// `drag:X,Y`, `release:X,Y`, `wheelright:X,Y`), a resize (`resize:WxH`, within the
/// viewer's screen limits), time passing
/// (`wait:MS`, at most a day, for pager auto-scroll under `--clock`), or plain characters, each of which is one
/// key press (`jjG` is `j j G`). A run of several characters must be made of keys the viewer
/// binds (so `PgDown` is a mistake, not six key presses); a single character is always a key.
/// Text in double quotes is typed as it is, one key per character, spaces included
/// (`"/big sale" Enter`); in it, `\"` types a quote and `\\` a backslash.
public enum KeyScript {
  /// A token that is not understood.
  public struct ParseError: Error, Hashable, Sendable, CustomStringConvertible {
    public var token: String
    /// The key name closest to the token, when one is close enough to be a likely typo.
    public var suggestion: String?
    /// Why the token is wrong, when its shape alone does not say.
    public var reason: String?

    public init(token: String, suggestion: String? = nil, reason: String? = nil) {
      self.token = token
      self.suggestion = suggestion
      self.reason = reason
    }

    public var description: String {
      "cannot read key '\(token)' in --keys" + (reason.map { ": " + $0 } ?? "")
        + (suggestion.map { " (did you mean '\($0)'?)" } ?? "")
    }
  }

  /// The events a script stands for.
  public static func parse(_ script: String) throws(ParseError) -> [InputEvent] {
    var events: [InputEvent] = []
    var rest = Substring(script)
    while let first = rest.first {
      if first == " " {
        rest = rest.drop { $0 == " " }
      } else if first == "\"" {
        events.append(contentsOf: try typedText(&rest).map { .key(.character($0)) })
      } else {
        let token = rest.prefix { $0 != " " }
        rest = rest.dropFirst(token.count)
        events.append(contentsOf: try parse(token: String(token)))
      }
    }
    return events
  }

  /// Takes a quoted text off the front of `rest` and returns its characters, unescaped.
  private static func typedText(_ rest: inout Substring) throws(ParseError) -> [Character] {
    let whole = rest
    var characters: [Character] = []
    var remaining = rest.dropFirst()
    while let character = remaining.popFirst() {
      switch character {
      case "\"":
        rest = remaining
        return characters
      case "\\" where remaining.first == "\"" || remaining.first == "\\":
        characters.append(remaining.removeFirst())
      default:
        characters.append(character)
      }
    }
    throw ParseError(token: String(whole), reason: "the quoted text has no closing quote")
  }

  private static func parse(token: String) throws(ParseError) -> [InputEvent] {
    if let key = namedKeys[token.lowercased()] { return [.key(key)] }
    if let wheel = wheelTokens[token.lowercased()] { return [.mouse(wheel, column: 0, row: 0)] }
    if let event = try mouseOrResize(token) { return [event] }
    if let chord = controlChord(token) { return [.key(chord)] }
    if token.lowercased().hasPrefix("f"), let number = Int(token.dropFirst()), (1...24).contains(number) {
      return [.key(.function(number))]
    }
    let keys = token.map { Key.character($0) }
    guard keys.count == 1 || keys.allSatisfy({ KeyMap.action(for: $0) != nil }) else {
      throw ParseError(token: token, suggestion: nearestName(to: token))
    }
    return keys.map { .key($0) }
  }

  /// The names a script may use, as the documentation writes them.
  static let documentedNames = [
    "Up", "Down", "Left", "Right", "PgUp", "PgDn", "Home", "End", "Space", "Enter", "Tab", "S-Tab",
    "Esc", "Backspace", "S-Up", "S-Down", "S-Left", "S-Right", "WheelDown", "WheelUp", "WheelLeft",
    "WheelRight", "F1", "F2", "F3", "F4", "F5", "F6", "F7", "F8", "F9", "F10", "F11", "F12",
    "PageUp", "PageDown", "Escape", "Return", "BackTab", "BS",
  ]

  /// The documented name nearest to `token` (case ignored), if it is at most a third of the
  /// token's length away in edits. Among equally near names, one with the token's first letter
  /// wins, then the one listed first (`PgDown` → `PgDn`, not `Down`).
  static func nearestName(to token: String) -> String? {
    let lower = Array(token.lowercased())
    let scored = documentedNames.enumerated().map { index, name in
      let candidate = Array(name.lowercased())
      return (name, editDistance(lower, candidate), candidate.first == lower.first ? 0 : 1, index)
    }
    guard let best = scored.min(by: { ($0.1, $0.2, $0.3) < ($1.1, $1.2, $1.3) }),
      best.1 <= max(1, lower.count / 3)
    else { return nil }
    return best.0
  }

  /// Levenshtein distance.
  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for (i, x) in a.enumerated() {
      var current = [i + 1] + Array(repeating: 0, count: b.count)
      for (j, y) in b.enumerated() {
        current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }

  private static func controlChord(_ token: String) -> Key? {
    let letters: Substring
    if token.hasPrefix("^") {
      letters = token.dropFirst()
    } else if token.lowercased().hasPrefix("c-") {
      letters = token.dropFirst(2)
    } else {
      return nil
    }
    guard letters.count == 1, let letter = letters.first, letter.isLetter else { return nil }
    return .control(Character(letter.lowercased()))
  }

  private static func mouseOrResize(_ token: String) throws(ParseError) -> InputEvent? {
    let lower = token.lowercased()
    if lower.hasPrefix("resize:") {
      let size = lower.dropFirst("resize:".count).split(separator: "x")
      guard size.count == 2, let columns = Int(size[0]), let rows = Int(size[1]), columns >= 0, rows >= 0
      else { throw ParseError(token: token) }
      guard ScreenLimits.allows(columns: columns, rows: rows) else {
        throw ParseError(token: token, reason: ScreenLimits.summary)
      }
      return .resize(columns: columns, rows: rows)
    }
    if lower.hasPrefix("wait:") {
      guard let milliseconds = Int(lower.dropFirst("wait:".count)), (0...longestWait).contains(milliseconds)
      else { throw ParseError(token: token) }
      return .tick(milliseconds: milliseconds)
    }
    for (prefix, action) in mousePrefixes where lower.hasPrefix(prefix) {
      let cell = lower.dropFirst(prefix.count).split(separator: ",")
      guard cell.count == 2, let column = Int(cell[0]), let row = Int(cell[1])
      else { throw ParseError(token: token) }
      return .mouse(action, column: column, row: row)
    }
    return nil
  }

  /// The longest `wait:MS`, a day: a longer wait would only spin through the pager turns and
  /// timer firings it stands for, and two of the longest numbers overflow the viewer's clock.
  static let longestWait = 86_400_000

  /// Mouse tokens with a cell: `press:X,Y` (also `click:X,Y`), `drag:X,Y`, `release:X,Y`,
  /// `wheelleft:X,Y`, `wheelright:X,Y`.
  private static let mousePrefixes: [(String, MouseAction)] = [
    ("click:", .press), ("press:", .press), ("drag:", .drag), ("release:", .release),
    ("wheelleft:", .wheelLeft), ("wheelright:", .wheelRight), ("wheeldown:", .wheelDown), ("wheelup:", .wheelUp),
  ]

  private static let namedKeys: [String: Key] = [
    "up": .up, "down": .down, "left": .left, "right": .right,
    "pgup": .pageUp, "pageup": .pageUp, "pgdn": .pageDown, "pagedown": .pageDown,
    "home": .home, "end": .end,
    "space": .character(" "), "enter": .enter, "return": .enter,
    "tab": .tab, "s-tab": .backTab, "backtab": .backTab,
    "esc": .escape, "escape": .escape, "backspace": .backspace, "bs": .backspace,
    "s-up": .shiftUp, "s-down": .shiftDown, "s-left": .shiftLeft, "s-right": .shiftRight,
  ]

  /// Mouse wheel tokens: `WheelDown`, `WheelUp`, `WheelLeft`, `WheelRight` (at the top-left
  /// cell; use `wheelleft:X,Y` forms through ``mouseOrResize(_:)`` for a place).
  private static let wheelTokens: [String: MouseAction] = [
    "wheeldown": .wheelDown, "wheelup": .wheelUp, "wheelleft": .wheelLeft, "wheelright": .wheelRight,
  ]
}
