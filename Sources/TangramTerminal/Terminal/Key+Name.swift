extension Key {
  /// How help texts write the key: `j`, `Space`, `^D`, `↓`, `S-←`, `PgDn`, `S-Tab`, `F1`.
  public var displayName: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character): String(character)
    case .control(let character): "^" + character.uppercased()
    case .up: "↑"
    case .down: "↓"
    case .left: "←"
    case .right: "→"
    case .shiftUp: "S-↑"
    case .shiftDown: "S-↓"
    case .shiftLeft: "S-←"
    case .shiftRight: "S-→"
    case .pageUp: "PgUp"
    case .pageDown: "PgDn"
    case .home: "Home"
    case .end: "End"
    case .enter: "Enter"
    case .tab: "Tab"
    case .backTab: "S-Tab"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .function(let number): "F\(number)"
    }
  }
}
