extension Key {
  /// How help texts write the key: `j`, `Space`, `^D`, `↓`, `S-←`, `PgDn`, `S-Tab`, `F1`.
  public var displayName: String { names.display }

  /// How `--keys` names the key, and what shell completion offers for it: `j`, `Space`, `C-d`,
  /// `Down`, `S-Left`, `PgDn`, `S-Tab`, `F1`. ``KeyScript/parse(_:)`` reads the name back as
  /// this key.
  public var scriptName: String { names.script }

  /// Both names of the key, in one table so that no key lacks either.
  private var names: (display: String, script: String) {
    switch self {
    case .character(" "): ("Space", "Space")
    case .character(let character): (String(character), String(character))
    case .control(let character): ("^" + character.uppercased(), "C-" + character.lowercased())
    case .up: ("↑", "Up")
    case .down: ("↓", "Down")
    case .left: ("←", "Left")
    case .right: ("→", "Right")
    case .shiftUp: ("S-↑", "S-Up")
    case .shiftDown: ("S-↓", "S-Down")
    case .shiftLeft: ("S-←", "S-Left")
    case .shiftRight: ("S-→", "S-Right")
    case .pageUp: ("PgUp", "PgUp")
    case .pageDown: ("PgDn", "PgDn")
    case .home: ("Home", "Home")
    case .end: ("End", "End")
    case .enter: ("Enter", "Enter")
    case .tab: ("Tab", "Tab")
    case .backTab: ("S-Tab", "S-Tab")
    case .escape: ("Esc", "Esc")
    case .backspace: ("Backspace", "Backspace")
    case .function(let number): ("F\(number)", "F\(number)")
    }
  }
}
